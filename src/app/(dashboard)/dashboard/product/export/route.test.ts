import { describe, expect, it, vi } from "vitest";
import { signedOut, type Actor } from "@/lib/actor";
import { csvColumns } from "@/modules/listings/listing-csv.inputs";
import { createCategory, createProduct, createVendor } from "../../../../../../tests/factories";
import { actorOf, createMember } from "../../../../../../tests/factories/vendor-profile";

// The route reads the session's actor; here each test says who is asking.
const session = vi.hoisted(() => ({ actor: null as Actor | null }));
vi.mock("@/modules/access/actor.service", async (real) => ({
  ...(await real<object>()),
  currentActor: async () => session.actor,
}));

const { GET } = await import("./route");

async function shop() {
  const vendor = await createVendor();
  const sub = await createCategory({ name: "Phones", parentId: (await createCategory({ name: "Electronics" })).id });
  await createProduct({ vendorId: vendor.id, categoryId: sub.id, title: "-cmd|' /C calc'!A0", priceKobo: 12_345_600 });
  return vendor;
}

const get = (query: string) => GET(new Request(`http://localhost/dashboard/product/export${query}`));

describe("GET /dashboard/product/export", () => {
  it("sends the vendor's listings as a private CSV download with a BOM, formulas neutralised", async () => {
    const vendor = await shop();
    session.actor = await actorOf(vendor.ownerId);
    const response = await get(`?vendor=${vendor.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="oja-listings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\r\n")[0]).toBe(csvColumns.map((column) => `"${column}"`).join(","));
    expect(text).toContain(`,"'-cmd|' /C calc'!A0",`);
    expect(text).toContain("₦123,456.00");
    // Without ?vendor= the person's own shop is exported.
    expect((await get("")).status).toBe(200);
  });

  it("signed out goes to sign-in; another vendor's member, a buyer and a made-up id get 403 with nothing of the shop", async () => {
    const vendor = await shop();
    session.actor = signedOut;
    const out = await get(`?vendor=${vendor.id}`);
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe(
      `/auth/login?error=SessionRequired&callbackUrl=${encodeURIComponent(`/dashboard/product/list?vendor=${vendor.id}`)}`,
    );
    const rival = await createVendor();
    session.actor = await actorOf(rival.ownerId);
    for (const query of [
      `?vendor=${vendor.id}`,
      "?vendor=not-a-vendor",
      "?vendor=00000000-0000-4000-8000-000000000000",
    ]) {
      const response = await get(query);
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain("calc");
    }
    session.actor = await actorOf((await createMember(rival.id, "SALES_ASSISTANT")).id);
    expect((await get(`?vendor=${rival.id}`)).status).toBe(200);
    const { createUser } = await import("../../../../../../tests/factories");
    session.actor = await actorOf((await createUser()).id);
    expect((await get("")).status).toBe(403);
    // The template (header and an example row) is for anyone signed in.
    const template = await get("?template=1");
    expect(template.headers.get("content-disposition")).toBe('attachment; filename="oja-listings-template.csv"');
    expect((await template.text()).split("\r\n")[0]).toBe(csvColumns.map((column) => `"${column}"`).join(","));
  });
});
