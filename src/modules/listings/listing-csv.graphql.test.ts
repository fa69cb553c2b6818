import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as graphqlRoute } from "@/app/graphql/route";
import { getDb } from "@/db/client";
import { products } from "@/modules/listings/listings.schema";
import { csvColumns } from "@/modules/listings/listing-csv.inputs";
import { createAccessToken, createCategory, createUser, createVendor } from "../../../tests/factories";
import { createMember } from "../../../tests/factories/vendor-profile";
import { executeAs as run, uniqueIp } from "../../../tests/setup/graphql";

const FIELDS =
  "imported creates updates unchanged errorCount errors { line column message } rows { line action title priceKobo stock status }";
const PREVIEW = `mutation($vendorId: ID!, $csv: String!) { previewListingImport(vendorId: $vendorId, csv: $csv) { ${FIELDS} } }`;
const IMPORT = `mutation($vendorId: ID!, $csv: String!) { importListings(vendorId: $vendorId, csv: $csv) { ${FIELDS} } }`;

const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

async function setup() {
  const vendor = await createVendor();
  const owner = await createAccessToken({ id: vendor.ownerId });
  const parent = await createCategory({ name: "Foodstuff" });
  const sub = await createCategory({ name: "Beans", parentId: parent.id });
  const line = (title: string) => `,${title},${sub.slug},new,derica,"₦1,200",,30,draft,,Oyo,Ibadan,Oloyin beans`;
  const csv = (count: number) =>
    [csvColumns.join(","), ...Array.from({ length: count }, (_, i) => line(`Honey beans lot ${i + 1}`))].join("\r\n");
  return { vendor, owner, csv };
}

const count = (vendorId: string) => getDb().$count(products, eq(products.vendorId, vendorId));

describe("listing CSV import over GraphQL", () => {
  it("previews (nothing written), then imports", async () => {
    const { vendor, owner, csv } = await setup();
    const preview = await run(PREVIEW, { vendorId: vendor.id, csv: csv(2) }, owner);
    expect(preview.data?.previewListingImport).toMatchObject({
      imported: false,
      creates: 2,
      errorCount: 0,
      rows: [
        { line: 2, action: "CREATE", title: "Honey beans lot 1", priceKobo: 120_000, stock: 30, status: "DRAFT" },
        { line: 3 },
      ],
    });
    expect(await count(vendor.id)).toBe(0);
    expect((await run(IMPORT, { vendorId: vendor.id, csv: csv(2) }, owner)).data?.importListings).toMatchObject({
      imported: true,
      creates: 2,
    });
    expect(await count(vendor.id)).toBe(2);
  });

  it("a file problem is a clear BAD_USER_INPUT; row problems come back with their lines", async () => {
    const { vendor, owner, csv } = await setup();
    const header = await run(PREVIEW, { vendorId: vendor.id, csv: "title,price\nRice,100" }, owner);
    expect(header.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      validation: { csv: [expect.stringContaining("Columns missing: id, category")] },
    });
    const rows = await run(
      IMPORT,
      { vendorId: vendor.id, csv: `${csv(1)}\r\n,X,nope,new,derica,0,,1,,,Oyo,Ibadan,` },
      owner,
    );
    expect(rows.data?.importListings).toMatchObject({
      imported: false,
      creates: 1,
      errorCount: 3,
      errors: [
        { line: 3, column: "title" },
        { line: 3, column: "category" },
        { line: 3, column: "price" },
      ],
    });
    expect(await count(vendor.id)).toBe(0);
  });

  it("another vendor, a sales assistant and a buyer are FORBIDDEN; signed out is UNAUTHENTICATED", async () => {
    const { vendor, csv } = await setup();
    const rival = await createAccessToken({ id: (await createVendor()).ownerId });
    const buyer = await createAccessToken(await createUser());
    const assistant = await createAccessToken(await createMember(vendor.id, "SALES_ASSISTANT"));
    for (const token of [rival, buyer, assistant]) {
      expect(codeOf(await run(PREVIEW, { vendorId: vendor.id, csv: csv(1) }, token))).toBe("FORBIDDEN");
      expect(codeOf(await run(IMPORT, { vendorId: vendor.id, csv: csv(1) }, token))).toBe("FORBIDDEN");
    }
    expect(codeOf(await run(IMPORT, { vendorId: vendor.id, csv: csv(1) }))).toBe("UNAUTHENTICATED");
    expect(await count(vendor.id)).toBe(0);
  });
});

describe("request body limit for the import (route handler)", () => {
  const post = (body: string, token?: string) =>
    graphqlRoute(
      new Request("http://localhost/graphql", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": uniqueIp(),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body,
      }),
    );

  it("takes a 5,000-row file (over 64 KB) from a signed-in seller", async () => {
    const { vendor, owner, csv } = await setup();
    const body = JSON.stringify({ query: PREVIEW, variables: { vendorId: vendor.id, csv: csv(5_000) } });
    expect(Buffer.byteLength(body)).toBeGreaterThan(400_000);
    const response = await post(body, owner);
    expect(response.status).toBe(200);
    expect(
      ((await response.json()) as { data: { previewListingImport: { creates: number } } }).data.previewListingImport
        .creates,
    ).toBe(5_000);
  }, 60_000);

  it("still refuses over 64 KB signed out, with a made-up token, or for any other operation, even alongside the import", async () => {
    const { vendor, owner, csv } = await setup();
    const big = csv(2_000);
    const preview = JSON.stringify({ query: PREVIEW, variables: { vendorId: vendor.id, csv: big } });
    expect((await post(preview)).status).toBe(413);
    expect((await post(preview, "x".repeat(43))).status).toBe(413);
    const other =
      'mutation($csv: String!) { submitContactMessage(input: { name: $csv, email: "a@b.ng", topic: ORDER, message: $csv }) { reference } }';
    expect((await post(JSON.stringify({ query: other, variables: { csv: big } }), owner)).status).toBe(413);
    const mixed = `mutation($vendorId: ID!, $csv: String!) { previewListingImport(vendorId: $vendorId, csv: $csv) { creates } } query { health { ok } }`;
    expect(
      (await post(JSON.stringify({ query: mixed, variables: { vendorId: vendor.id, csv: big } }), owner)).status,
    ).toBe(413);
    const fragment = `mutation($vendorId: ID!, $csv: String!) { ... on Mutation { previewListingImport(vendorId: $vendorId, csv: $csv) { creates } } }`;
    expect(
      (await post(JSON.stringify({ query: fragment, variables: { vendorId: vendor.id, csv: big } }), owner)).status,
    ).toBe(413);
  });
});
