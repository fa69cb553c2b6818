import { describe, expect, it } from "vitest";
import { createAccessToken, createCategory, createUser, createVendor } from "../../../tests/factories";
import { createMember, createUploadedImage } from "../../../tests/factories/vendor-profile";
import { execute, executeAs as run } from "../../../tests/setup/graphql";

const CREATE = `mutation($vendorId: ID!, $input: ServiceInput!, $publish: Boolean) { createService(vendorId: $vendorId, input: $input, publish: $publish) { id status priceFromKobo rate title areas { state city } availability { days from to note } } }`;
const UPDATE = `mutation($id: ID!, $input: ServiceInput!) { updateService(id: $id, input: $input) { id title } }`;
const STATUS = `mutation($id: ID!, $action: ListingStatusAction!) { setServiceStatus(id: $id, action: $action) { id status } }`;
const LIST = `query($vendorId: ID!) { sellerServices(vendorId: $vendorId, status: ALL) { total items { id status cover { id } } } }`;
const DETAIL = `query($id: ID!) { sellerService(id: $id) { service { id title } images { id } } }`;
const PUBLIC = `query($vendorId: ID!) { services(filter: { vendorId: $vendorId, state: "Oyo" }) { nodes { id areas { state city } availability { days from to } photos { id } } } }`;

const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

async function setup() {
  const vendor = await createVendor({ kind: "ARTISAN" });
  const owner = await createAccessToken({ id: vendor.ownerId });
  const parent = await createCategory({ name: "Artisans & Services", kind: "SERVICES" });
  const sub = await createCategory({ name: "Tailoring", parentId: parent.id, kind: "SERVICES" });
  const photo = await createUploadedImage(vendor.ownerId);
  const input = {
    title: "Aso-ebi sewing <i>express</i> ✂️",
    categoryId: sub.id,
    price: "₦١٢,٠٠٠",
    rate: "JOB",
    areas: [
      { state: "Lagos", city: "Surulere" },
      { state: "Oyo", city: "Ibadan" },
    ],
    availability: { days: ["MON", "SAT"], from: "09:00", to: "17:00", note: "Sundays by appointment" },
    imageIds: [photo],
  };
  return { vendor, owner, input, photo };
}

describe("artisans' services over GraphQL", () => {
  it("create → publish → list and details (private) → public with areas, availability and photos", async () => {
    const { vendor, owner, input, photo } = await setup();
    const created = await run(CREATE, { vendorId: vendor.id, input }, owner);
    expect(created.data?.createService).toMatchObject({
      status: "DRAFT",
      priceFromKobo: 1_200_000,
      rate: "JOB",
      title: "Aso-ebi sewing <i>express</i> ✂️",
      areas: [
        { state: "Lagos", city: "Surulere" },
        { state: "Oyo", city: "Ibadan" },
      ],
      availability: { days: ["MON", "SAT"], from: "09:00", to: "17:00", note: "Sundays by appointment" },
    });
    const id = (created.data as { createService: { id: string } }).createService.id;
    expect((await execute({ query: PUBLIC, variables: { vendorId: vendor.id } })).body.data).toEqual({
      services: { nodes: [] },
    });
    expect((await run(STATUS, { id, action: "PUBLISH" }, owner)).data?.setServiceStatus).toEqual({
      id,
      status: "ACTIVE",
    });
    expect((await run(LIST, { vendorId: vendor.id }, owner)).data?.sellerServices).toEqual({
      total: 1,
      items: [{ id, status: "ACTIVE", cover: { id: photo } }],
    });
    expect((await run(DETAIL, { id }, owner)).data?.sellerService).toEqual({
      service: { id, title: input.title },
      images: [{ id: photo }],
    });
    const { body } = await execute({ query: PUBLIC, variables: { vendorId: vendor.id } });
    expect(body.data).toEqual({
      services: {
        nodes: [
          {
            id,
            areas: input.areas,
            availability: { days: ["MON", "SAT"], from: "09:00", to: "17:00" },
            photos: [{ id: photo }],
          },
        ],
      },
    });
    // A private type read signed out is refused, never a shared answer.
    expect(codeOf((await execute({ query: LIST, variables: { vendorId: vendor.id } })).body)).toBe("UNAUTHENTICATED");
  });

  it("bad input gets clear messages by field and nothing is written", async () => {
    const { vendor, owner, input } = await setup();
    const bad = await run(
      CREATE,
      {
        vendorId: vendor.id,
        input: { ...input, title: "A", price: "0", areas: [], availability: { from: "18:00", to: "07:00" } },
      },
      owner,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      validation: {
        title: ["Title should be at least 2 characters"],
        price: ["The price must be more than ₦0"],
        areas: ["Add at least one state and city you work in"],
      },
    });
    expect((await run(LIST, { vendorId: vendor.id }, owner)).data?.sellerServices).toMatchObject({ total: 0 });
  });

  it("a non-artisan vendor is told why; another vendor, a sales assistant, a buyer and signed out are refused", async () => {
    const { vendor, owner, input } = await setup();
    const id = ((await run(CREATE, { vendorId: vendor.id, input }, owner)).data as { createService: { id: string } })
      .createService.id;
    const shop = await createVendor({ kind: "STORE" });
    const shopOwner = await createAccessToken({ id: shop.ownerId });
    const refused = await run(CREATE, { vendorId: shop.id, input }, shopOwner);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      validation: { vendorId: [expect.stringContaining("Only artisans offer services")] },
    });
    const rival = await createAccessToken({ id: (await createVendor({ kind: "ARTISAN" })).ownerId });
    const buyer = await createAccessToken(await createUser());
    const assistant = await createAccessToken(await createMember(vendor.id, "SALES_ASSISTANT"));
    for (const token of [rival, buyer]) {
      expect(codeOf(await run(CREATE, { vendorId: vendor.id, input }, token))).toBe("FORBIDDEN");
      expect(codeOf(await run(UPDATE, { id, input }, token))).toBe("FORBIDDEN");
      expect(codeOf(await run(STATUS, { id, action: "PUBLISH" }, token))).toBe("FORBIDDEN");
      expect(codeOf(await run(DETAIL, { id }, token))).toBe("FORBIDDEN");
      expect(codeOf(await run(LIST, { vendorId: vendor.id }, token))).toBe("FORBIDDEN");
    }
    expect(codeOf(await run(CREATE, { vendorId: vendor.id, input }, assistant))).toBe("FORBIDDEN");
    expect(codeOf(await run(UPDATE, { id, input }, assistant))).toBe("FORBIDDEN");
    expect(codeOf(await run(STATUS, { id, action: "PUBLISH" }, assistant))).toBe("FORBIDDEN");
    expect((await run(LIST, { vendorId: vendor.id }, assistant)).data?.sellerServices).toMatchObject({ total: 1 });
    expect(codeOf(await run(STATUS, { id, action: "PUBLISH" }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await run(CREATE, { vendorId: vendor.id, input }))).toBe("UNAUTHENTICATED");
    expect((await run(LIST, { vendorId: vendor.id }, owner)).data?.sellerServices).toMatchObject({
      total: 1,
      items: [{ status: "DRAFT" }],
    });
  });
});
