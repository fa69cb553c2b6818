import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { createAccessToken, createUser, createVendor } from "../../../tests/factories";
import { createMember } from "../../../tests/factories/vendor-profile";
import { executeAs as run } from "../../../tests/setup/graphql";

const LIST = `query($vendorId: ID!) { vendorStores(vendorId: $vendorId) { id name phone closedToday openingHours { day open close } } }`;
const CREATE = `mutation($vendorId: ID!, $input: StoreInput!) { createStore(vendorId: $vendorId, input: $input) { id name phone openingHours { day open close } } }`;
const CLOSE = `mutation($vendorId: ID!, $storeId: ID!, $closed: Boolean!) { setStoreClosedToday(vendorId: $vendorId, storeId: $storeId, closed: $closed) { closedToday } }`;
const DELETE = `mutation($vendorId: ID!, $storeId: ID!) { deleteStore(vendorId: $vendorId, storeId: $storeId) }`;

type Body = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; validation?: Record<string, string[]> } }[];
};
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;

const storeArgs = (changes: Record<string, unknown> = {}) => ({
  name: "Main shop",
  address: "Shop 12, Balogun Market",
  state: "Lagos",
  city: "Lagos Island",
  phone: "08031234567",
  openingHours: [{ day: "MON", open: "08:00", close: "18:00" }],
  ...changes,
});

async function shop() {
  const owner = await createUser();
  const vendor = await createVendor({ ownerId: owner.id, displayName: "Ada Fabrics", status: "APPROVED" });
  await getDb()
    .insert(vendorMembers)
    .values({ vendorId: vendor.id, userId: owner.id, role: "OWNER" })
    .onConflictDoNothing();
  return { vendorId: vendor.id, ownerToken: await createAccessToken(owner) };
}

describe("a vendor's stores over GraphQL", () => {
  it("the owner creates a store, closes it for today and deletes it; bad hours come back per field", async () => {
    const { vendorId, ownerToken } = await shop();
    const created = (await run(CREATE, { vendorId, input: storeArgs() }, ownerToken)) as Body;
    const store = created.data?.createStore as { id: string };
    expect(created.data?.createStore).toMatchObject({
      name: "Main shop",
      phone: "+2348031234567",
      openingHours: [{ day: "mon", open: "08:00", close: "18:00" }],
    });

    const bad = (await run(
      CREATE,
      { vendorId, input: storeArgs({ openingHours: [{ day: "TUE", open: "19:00", close: "07:00" }] }) },
      ownerToken,
    )) as Body;
    expect(bad.errors?.[0]?.extensions?.validation).toEqual({
      "openingHours.tue.close": ["Closing time must be after opening time"],
    });

    expect(
      ((await run(CLOSE, { vendorId, storeId: store.id, closed: true }, ownerToken)) as Body).data?.setStoreClosedToday,
    ).toEqual({ closedToday: true });
    expect(((await run(LIST, { vendorId }, ownerToken)) as Body).data?.vendorStores).toEqual([
      expect.objectContaining({ id: store.id, closedToday: true }),
    ]);
    expect(((await run(DELETE, { vendorId, storeId: store.id }, ownerToken)) as Body).data?.deleteStore).toBe(true);
    expect(((await run(LIST, { vendorId }, ownerToken)) as Body).data?.vendorStores).toEqual([]);
  });

  it("a sales assistant reads but cannot write; a buyer and a signed-out caller are refused", async () => {
    const { vendorId, ownerToken } = await shop();
    const store = ((await run(CREATE, { vendorId, input: storeArgs() }, ownerToken)) as Body).data?.createStore as {
      id: string;
    };
    const assistantToken = await createAccessToken(await createMember(vendorId, "SALES_ASSISTANT"));
    expect(((await run(LIST, { vendorId }, assistantToken)) as Body).data?.vendorStores).toHaveLength(1);
    expect(codeOf((await run(CLOSE, { vendorId, storeId: store.id, closed: true }, assistantToken)) as Body)).toBe(
      "FORBIDDEN",
    );
    expect(codeOf((await run(CREATE, { vendorId, input: storeArgs() }, assistantToken)) as Body)).toBe("FORBIDDEN");

    const buyerToken = await createAccessToken(await createUser());
    expect(codeOf((await run(LIST, { vendorId }, buyerToken)) as Body)).toBe("FORBIDDEN");
    expect(codeOf((await run(DELETE, { vendorId, storeId: store.id }, buyerToken)) as Body)).toBe("FORBIDDEN");
    expect(["UNAUTHENTICATED", "FORBIDDEN"]).toContain(codeOf((await run(LIST, { vendorId })) as Body));
  });
});
