import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { signedOut } from "@/lib/actor";
import { parseInput } from "@/lib/errors";
import { addressInput, MAX_ADDRESSES, type AddressInput } from "@/modules/addresses/addresses.inputs";
import { addresses } from "@/modules/addresses/addresses.schema";
import {
  addAddress,
  findAddressForCheckout,
  findMyAddress,
  findMyDefaultAddress,
  listMyAddresses,
  removeAddress,
  setDefaultAddress,
  updateAddress,
} from "@/modules/addresses/addresses.service";
import { createUser, userActor } from "../../../tests/factories";

const valid: AddressInput = {
  label: "Home",
  recipientName: "Adaeze Okafor",
  recipientPhone: "0803 123 4567",
  state: "Lagos",
  lga: "Ikeja",
  street: "12 Allen Avenue, Ikeja",
  landmark: "Opposite the filling station",
};
const fields = (changes: Partial<Record<keyof AddressInput, unknown>> = {}) =>
  parseInput(addressInput, { ...valid, ...changes });

async function person() {
  return userActor((await createUser()).id);
}

const rowsOf = (userId: string) => getDb().select().from(addresses).where(eq(addresses.userId, userId));
const defaults = async (userId: string) => (await rowsOf(userId)).filter((row) => row.isDefault).map((row) => row.id);

describe("the address book", () => {
  it("saves an address with its phone in E.164; the first one becomes the default", async () => {
    const ada = await person();
    const first = await addAddress(ada, fields());
    expect(first).toMatchObject({
      label: "Home",
      recipientName: "Adaeze Okafor",
      recipientPhone: "+2348031234567",
      state: "Lagos",
      lga: "Ikeja",
      isDefault: true,
    });
    const second = await addAddress(ada, fields({ label: "", landmark: null, state: "Ogun", lga: "Abeokuta South" }));
    expect(second).toMatchObject({ label: null, landmark: null, isDefault: false });
    expect((await listMyAddresses(ada)).map((a) => a.id)).toEqual([first.id, second.id]);
    expect(await defaults(ada.userId)).toEqual([first.id]);
    expect((await findMyDefaultAddress(ada))?.id).toBe(first.id);
  });

  it("moves the default on request, and 'make default' on a new address takes it over", async () => {
    const ada = await person();
    const home = await addAddress(ada, fields());
    const office = await addAddress(ada, fields({ label: "Office" }));
    expect((await setDefaultAddress(ada, office.id)).isDefault).toBe(true);
    expect(await defaults(ada.userId)).toEqual([office.id]);
    const shop = await addAddress(ada, fields({ label: "Shop", makeDefault: "on" }));
    expect(await defaults(ada.userId)).toEqual([shop.id]);
    // Unticked on an edit, the default stays where it is.
    await updateAddress(ada, shop.id, fields({ label: "Shop 2", makeDefault: undefined }));
    expect(await defaults(ada.userId)).toEqual([shop.id]);
    await updateAddress(ada, home.id, fields({ makeDefault: true }));
    expect(await defaults(ada.userId)).toEqual([home.id]);
    expect((await listMyAddresses(ada))[0]!.id).toBe(home.id);
  });

  it("removing the default promotes the most recent remaining address; removing the last leaves none", async () => {
    const ada = await person();
    const first = await addAddress(ada, fields({ label: "One" }));
    const second = await addAddress(ada, fields({ label: "Two" }));
    const third = await addAddress(ada, fields({ label: "Three" }));
    await removeAddress(ada, first.id);
    expect(await defaults(ada.userId)).toEqual([third.id]);
    await removeAddress(ada, second.id);
    expect(await defaults(ada.userId)).toEqual([third.id]);
    await removeAddress(ada, third.id);
    expect(await rowsOf(ada.userId)).toEqual([]);
    expect(await findMyDefaultAddress(ada)).toBeNull();
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per person, and says so`, async () => {
    const ada = await person();
    for (let i = 0; i < MAX_ADDRESSES; i += 1) await addAddress(ada, fields({ label: `No. ${i + 1}` }));
    await expect(addAddress(ada, fields({ label: "One more" }))).rejects.toMatchObject({
      validation: { input: [expect.stringContaining(`up to ${MAX_ADDRESSES} addresses`)] },
    });
    expect(await rowsOf(ada.userId)).toHaveLength(MAX_ADDRESSES);
    // Another person's book is their own.
    await expect(addAddress(await person(), fields())).resolves.toMatchObject({ isDefault: true });
  });

  it("saves concurrent writes one at a time: never two defaults, never past the cap", async () => {
    const ada = await person();
    const made = await Promise.all([1, 2, 3].map((n) => addAddress(ada, fields({ label: `Tab ${n}` }))));
    expect(await defaults(ada.userId)).toHaveLength(1);
    await Promise.all(made.map((address) => setDefaultAddress(ada, address.id)));
    expect(await defaults(ada.userId)).toHaveLength(1);
  });

  it("gives the checkout a plain copy of the address", async () => {
    const ada = await person();
    const home = await addAddress(ada, fields());
    expect(await findAddressForCheckout(ada, home.id)).toEqual({
      recipientName: "Adaeze Okafor",
      recipientPhone: "+2348031234567",
      state: "Lagos",
      lga: "Ikeja",
      street: "12 Allen Avenue, Ikeja",
      landmark: "Opposite the filling station",
    });
  });
});

describe("someone else's address", () => {
  it("answers as not found to every verb and changes nothing", async () => {
    const ada = await person();
    const mallam = await person();
    const home = await addAddress(ada, fields());
    const before = await rowsOf(ada.userId);
    const notFound = { validation: { id: ["We could not find that address. It may have been removed."] } };
    await expect(findMyAddress(mallam, home.id)).rejects.toMatchObject(notFound);
    await expect(updateAddress(mallam, home.id, fields({ street: "Somewhere else entirely" }))).rejects.toMatchObject(
      notFound,
    );
    await expect(removeAddress(mallam, home.id)).rejects.toMatchObject(notFound);
    await expect(setDefaultAddress(mallam, home.id)).rejects.toMatchObject(notFound);
    await expect(findAddressForCheckout(mallam, home.id)).rejects.toMatchObject({
      validation: { addressId: [expect.any(String)] },
    });
    // The same answer for an id that exists nowhere, and for one that is not an id at all.
    await expect(findMyAddress(mallam, crypto.randomUUID())).rejects.toMatchObject(notFound);
    await expect(removeAddress(mallam, "1 or 1=1")).rejects.toMatchObject(notFound);
    expect(await listMyAddresses(mallam)).toEqual([]);
    expect(await rowsOf(ada.userId)).toEqual(before);
  });

  it("a signed-out visitor reads and writes nothing", async () => {
    await expect(listMyAddresses(signedOut)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await expect(addAddress(signedOut, fields())).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});

describe("bad input changes nothing", () => {
  it("refuses 2,000 characters, markup, an LGA of another state and a phone of 0, field by field", async () => {
    const ada = await person();
    const home = await addAddress(ada, fields());
    const before = await rowsOf(ada.userId);
    const attempts: [Partial<Record<keyof AddressInput, unknown>>, Record<string, string[]>][] = [
      [{ street: "x".repeat(2_000) }, { street: ["Area and street should be at most 200 characters"] }],
      [{ recipientName: "<script>alert(1)</script>" }, { recipientName: ["Recipient's name cannot contain < or >"] }],
      [{ lga: "Bwari" }, { lga: ["Choose a local government area in Lagos"] }],
      [{ recipientPhone: "0" }, { recipientPhone: ["Enter a Nigerian phone number, e.g. 0803 123 4567"] }],
    ];
    for (const [changes, validation] of attempts) {
      expect(() => fields(changes)).toThrow(expect.objectContaining({ validation }));
    }
    expect(await rowsOf(ada.userId)).toEqual(before);
    expect(await findMyAddress(ada, home.id)).toMatchObject({ street: "12 Allen Avenue, Ikeja" });
  });
});
