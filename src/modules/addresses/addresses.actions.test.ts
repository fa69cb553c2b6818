import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { signedOut, type Actor } from "@/lib/actor";
import type { AddressFormState } from "@/modules/addresses/addresses.types";
import { createUser, userActor } from "../../../tests/factories";

/**
 * The address forms' server actions as a native post calls them: FormData in, a redirect (post → redirect → get) or
 * the form's next state out. The actor and Next's redirect are stood in for; the services and database are real.
 */

const who = vi.hoisted(() => ({ actor: undefined as Actor | undefined }));
vi.mock("@/modules/access/actor.service", () => ({ currentActor: async () => who.actor }));
class Redirected extends Error {
  constructor(readonly url: string) {
    super(`redirect ${url}`);
  }
}
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw new Redirected(url);
  },
}));

const { removeAddressAction, saveAddressAction, setDefaultAddressAction } =
  await import("@/modules/addresses/addresses.actions");
const { addresses } = await import("@/modules/addresses/addresses.schema");

const blank: AddressFormState = { errors: {}, values: {}, lgas: [], attempt: 0 };
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const valid = {
  recipientName: "Adaeze Okafor",
  recipientPhone: "0803 123 4567",
  state: "Lagos",
  lga: "Ikeja",
  street: "12 Allen Avenue, Ikeja",
  landmark: "",
  label: "Home",
};
const redirectOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof Redirected ? error.url : Promise.reject(error)),
  );
const rowsOf = (userId: string) => getDb().select().from(addresses).where(eq(addresses.userId, userId));

beforeEach(async () => {
  who.actor = userActor((await createUser()).id);
});

describe("the address form's action", () => {
  it("saves and redirects to the list", async () => {
    expect(await redirectOf(saveAddressAction(blank, form(valid)))).toBe("/account/addresses?done=added");
    const [row] = await rowsOf((who.actor as { userId: string }).userId);
    expect(row).toMatchObject({ recipientPhone: "+2348031234567", isDefault: true, landmark: null });
    expect(await redirectOf(saveAddressAction(blank, form({ ...valid, id: row!.id, label: "Office" })))).toBe(
      "/account/addresses?done=updated",
    );
  });

  it("answers the messages beside the fields with what was typed, and stores nothing", async () => {
    const state = await saveAddressAction(blank, form({ ...valid, lga: "Bwari", street: "y".repeat(5_000) }));
    expect(state.errors).toEqual({ street: "Area and street should be at most 200 characters" });
    expect(state.values).toMatchObject({ recipientName: "Adaeze Okafor", state: "Lagos", lga: "Bwari" });
    expect(state.values.street).toHaveLength(1_000);
    expect(state.lgas).toHaveLength(20);
    expect(state.attempt).toBe(1);
    const wrongArea = await saveAddressAction(state, form({ ...valid, lga: "Bwari" }));
    expect(wrongArea.errors).toEqual({ lga: "Choose a local government area in Lagos" });
    expect(wrongArea.attempt).toBe(2);
    expect(await rowsOf((who.actor as { userId: string }).userId)).toEqual([]);
  });

  it("the state step (no JavaScript) brings the state's areas back and keeps what was typed", async () => {
    const state = await saveAddressAction(blank, form({ ...valid, state: "abuja", lga: "", intent: "state" }));
    expect(state).toEqual({
      errors: {},
      values: expect.objectContaining({ recipientName: "Adaeze Okafor", state: "FCT Abuja", lga: "" }),
      lgas: ["Abaji", "Abuja Municipal Area Council", "Bwari", "Gwagwalada", "Kuje", "Kwali"],
      attempt: 1,
    });
    expect(await rowsOf((who.actor as { userId: string }).userId)).toEqual([]);
  });

  it("someone else's address id is 'not found' above the form", async () => {
    const owner = userActor((await createUser()).id);
    who.actor = owner;
    await redirectOf(saveAddressAction(blank, form(valid)));
    const [theirs] = await rowsOf(owner.userId);
    who.actor = userActor((await createUser()).id);
    const state = await saveAddressAction(blank, form({ ...valid, id: theirs!.id, street: "Stolen Street 1" }));
    expect(state.errors).toEqual({ form: "We could not find that address. It may have been removed." });
    expect(await redirectOf(removeAddressAction(form({ id: theirs!.id })))).toBe("/account/addresses?done=missing");
    expect(await redirectOf(setDefaultAddressAction(form({ id: theirs!.id })))).toBe("/account/addresses?done=missing");
    expect(await rowsOf(owner.userId)).toEqual([expect.objectContaining({ street: valid.street })]);
  });

  it("signed out, every action sends the person to sign in and back", async () => {
    who.actor = signedOut;
    expect(await redirectOf(saveAddressAction(blank, form(valid)))).toBe(
      "/auth/login?error=SessionRequired&callbackUrl=%2Faccount%2Faddresses%2Fnew",
    );
    expect(await redirectOf(removeAddressAction(form({ id: crypto.randomUUID() })))).toMatch(/^\/auth\/login\?/);
  });
});

describe("remove and make default", () => {
  it("remove promotes the most recent address to default; make default moves it", async () => {
    const userId = (who.actor as { userId: string }).userId;
    await redirectOf(saveAddressAction(blank, form({ ...valid, label: "One" })));
    await redirectOf(saveAddressAction(blank, form({ ...valid, label: "Two" })));
    const [one, two] = (await rowsOf(userId)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(await redirectOf(setDefaultAddressAction(form({ id: two!.id })))).toBe("/account/addresses?done=default");
    expect((await rowsOf(userId)).find((row) => row.isDefault)?.id).toBe(two!.id);
    expect(await redirectOf(removeAddressAction(form({ id: two!.id })))).toBe("/account/addresses?done=removed");
    expect(await rowsOf(userId)).toEqual([expect.objectContaining({ id: one!.id, isDefault: true })]);
  });
});
