import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { signedOut } from "@/lib/actor";
import { products } from "@/modules/listings/listings.schema";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { lagosToday } from "@/lib/dates";
import { isClosedToday, storeInput } from "@/modules/vendors/vendor-stores.inputs";
import {
  createStore,
  deleteStore,
  listStores,
  setStoreClosedToday,
  updateStore,
} from "@/modules/vendors/vendor-stores.service";
import { stores } from "@/modules/vendors/vendors.schema";
import { createCategory, createProduct, createUser, createVendor } from "../../../tests/factories";
import { actorOf, createMember } from "../../../tests/factories/vendor-profile";

async function shop(name = "Ada Fabrics") {
  const owner = await createUser();
  const vendor = await createVendor({ ownerId: owner.id, displayName: name, status: "APPROVED" });
  await getDb()
    .insert(vendorMembers)
    .values({ vendorId: vendor.id, userId: owner.id, role: "OWNER" })
    .onConflictDoNothing();
  return { vendorId: vendor.id, owner: await actorOf(owner.id) };
}

const valid = {
  name: "Main shop",
  address: "Shop 12, Balogun Market",
  landmark: "Opposite the mosque",
  state: "Lagos",
  city: "Lagos Island",
  phone: "0803 123 4567",
  openingHours: { mon: { open: "08:00", close: "18:00" }, sat: { open: "9:00", close: "16:30" }, sun: null },
};
const input = (changes: Record<string, unknown> = {}) => storeInput.parse({ ...valid, ...changes });
const errorsOf = (changes: Record<string, unknown>) => {
  const result = storeInput.safeParse({ ...valid, ...changes });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("store input", () => {
  it("normalises the phone (Arabic-Indic digits too), the times and the state, and keeps markup as text", () => {
    const parsed = input({ name: "<b>Ada</b> & Sons", phone: "٠٨٠٣ ١٢٣ ٤٥٦٧", state: "lagos", landmark: "" });
    expect(parsed).toMatchObject({
      name: "<b>Ada</b> & Sons",
      phone: "+2348031234567",
      state: "Lagos",
      landmark: null,
    });
    expect(parsed.openingHours).toEqual({
      mon: { open: "08:00", close: "18:00" },
      sat: { open: "09:00", close: "16:30" },
    });
  });

  it("refuses closing before opening, 25:00, a bad phone and an unknown state with clear messages", () => {
    expect(errorsOf({ openingHours: { mon: { open: "18:00", close: "08:00" } } })).toEqual([
      "openingHours.mon.close: Closing time must be after opening time",
    ]);
    expect(errorsOf({ openingHours: { tue: { open: "08:00", close: "25:00" } } })).toEqual([
      "openingHours.tue.close: Enter a time as HH:MM, e.g. 08:00",
    ]);
    expect(errorsOf({ phone: "0803 123" })).toEqual([expect.stringContaining("phone: Enter a Nigerian phone number")]);
    expect(errorsOf({ state: "Atlantis" })).toEqual(["state: Choose your state from the list"]);
    expect(errorsOf({ name: " " })[0]).toBe("name: Store name is required");
  });

  it("reads 'closed today' in Lagos time: 23:30 UTC is already the next day in Lagos", () => {
    const late = new Date("2026-03-01T23:30:00Z");
    expect(lagosToday(late)).toBe("2026-03-02");
    expect(isClosedToday("2026-03-02", late)).toBe(true);
    expect(isClosedToday("2026-03-01", late)).toBe(false);
    expect(isClosedToday(null, late)).toBe(false);
  });
});

describe("a vendor's stores", () => {
  it("the owner creates, lists, updates, closes for today, reopens and deletes; the listing keeps selling without the store", async () => {
    const { vendorId, owner } = await shop();
    const created = await createStore(owner, vendorId, input());
    expect(created).toMatchObject({ name: "Main shop", phone: "+2348031234567", closedToday: false });
    const second = await createStore(owner, vendorId, input({ name: "Stall 4", openingHours: {} }));
    expect((await listStores(owner, vendorId)).map((s) => s.name)).toEqual(["Main shop", "Stall 4"]);

    const updated = await updateStore(
      owner,
      vendorId,
      created.id,
      input({ name: "Main shop (upstairs)", phone: null }),
    );
    expect(updated).toMatchObject({ name: "Main shop (upstairs)", phone: null });

    const now = new Date();
    const closed = await setStoreClosedToday(owner, vendorId, created.id, true, undefined, now);
    expect(closed).toMatchObject({ closedOn: lagosToday(now), closedToday: true });
    expect(await setStoreClosedToday(owner, vendorId, created.id, false)).toMatchObject({
      closedOn: null,
      closedToday: false,
    });

    const category = await createCategory();
    const product = await createProduct({ vendorId, categoryId: category.id, storeId: second.id });
    await deleteStore(owner, vendorId, second.id);
    const [after] = await getDb().select().from(products).where(eq(products.id, product.id));
    expect(after).toMatchObject({ storeId: null });
    expect((await listStores(owner, vendorId)).map((s) => s.id)).toEqual([created.id]);
  });

  it("a manager writes; a sales assistant only reads; a buyer and a signed-out visitor are turned away", async () => {
    const { vendorId, owner } = await shop();
    const store = await createStore(owner, vendorId, input());
    const manager = await actorOf((await createMember(vendorId, "MANAGER")).id);
    await updateStore(manager, vendorId, store.id, input({ name: "By the manager" }));

    const assistant = await actorOf((await createMember(vendorId, "SALES_ASSISTANT")).id);
    expect((await listStores(assistant, vendorId)).map((s) => s.name)).toEqual(["By the manager"]);
    await expect(createStore(assistant, vendorId, input())).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(updateStore(assistant, vendorId, store.id, input({ name: "No" }))).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(setStoreClosedToday(assistant, vendorId, store.id, true)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(deleteStore(assistant, vendorId, store.id)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });

    const buyer = await actorOf((await createUser()).id);
    await expect(listStores(buyer, vendorId)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listStores(signedOut, vendorId)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    const [row] = await getDb().select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({ name: "By the manager", closedOn: null });
  });

  it("another vendor's owner cannot read, change, close or delete a store by its id", async () => {
    const victim = await shop("Victim Ventures");
    const store = await createStore(victim.owner, victim.vendorId, input());
    const intruder = await shop("Intruder Ltd");

    await expect(listStores(intruder.owner, victim.vendorId)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(updateStore(intruder.owner, victim.vendorId, store.id, input({ name: "Mine" }))).rejects.toMatchObject(
      { code: "FORBIDDEN" },
    );
    // Their own vendor id with the victim's store id: the store is not theirs, so it does not exist for them.
    await expect(
      updateStore(intruder.owner, intruder.vendorId, store.id, input({ name: "Mine" })),
    ).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
    await expect(setStoreClosedToday(intruder.owner, intruder.vendorId, store.id, true)).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });
    await expect(deleteStore(intruder.owner, intruder.vendorId, store.id)).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });
    await expect(deleteStore(intruder.owner, intruder.vendorId, "not-a-uuid")).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });

    const [row] = await getDb().select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({ name: "Main shop", closedOn: null });
  });
});
