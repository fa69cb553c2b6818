import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { signUp } from "@/flows/sign-up.flow";
import { auditEvents } from "@/modules/audit/audit.schema";
import { checkSignup, createAccount } from "@/modules/identity/auth.service";
import { signupInput } from "@/modules/identity/identity.inputs";
import { users } from "@/modules/identity/identity.schema";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { vendors } from "@/modules/vendors/vendors.schema";
import { outboxFor, randomIp, registerInput, settleOutbox } from "../../tests/factories/accounts";

/** Sign-up writes identity's account and, for a seller or an artisan, vendors' business: one transaction. */

afterAll(() => settleOutbox());

const signupOf = (overrides: Record<string, unknown>) => {
  const { device: _device, ...form } = registerInput(overrides);
  void _device;
  return signupInput.parse(form);
};

async function stored(email: string) {
  const [user] = await getDb().select().from(users).where(eq(users.email, email));
  const business = user ? await getDb().select().from(vendors).where(eq(vendors.ownerId, user.id)) : [];
  return { user, business };
}

describe("signUp", () => {
  it("opens a buyer's account only, with its verification code and audit record", async () => {
    const input = signupOf({});
    const result = await signUp(input, { ip: randomIp() });
    expect(result).toMatchObject({ ok: true, user: { kind: "BUYER", email: input.username } });
    const { user, business } = await stored(input.username);
    expect(business).toEqual([]);
    expect(await outboxFor(input.username, "VERIFY_ACCOUNT")).toHaveLength(1);
    const audit = await getDb().select().from(auditEvents).where(eq(auditEvents.entityId, user!.id));
    expect(audit.map((event) => event.action).sort()).toEqual(["auth.code_sent", "auth.sign_up"]);
  });

  it("opens a seller's account and their pending business, which they own", async () => {
    const input = signupOf({ kind: "SELLER", business_name: "Mama Put Kitchen", state: "Lagos" });
    const result = await signUp(input, { ip: randomIp(), device: "mobile" });
    expect(result.ok && result.token).toEqual(expect.any(String));
    const { user, business } = await stored(input.username);
    expect(business).toMatchObject([
      { kind: "INDIVIDUAL", displayName: "Mama Put Kitchen", state: "Lagos", status: "PENDING" },
    ]);
    const members = await getDb().select().from(vendorMembers).where(eq(vendorMembers.vendorId, business[0]!.id));
    expect(members).toMatchObject([{ userId: user!.id, role: "OWNER" }]);
  });

  it("names an artisan's business after them when they gave it no name", async () => {
    const input = signupOf({ kind: "ARTISAN", first_name: "Bisi", last_name: "Adeyemi", state: "Oyo" });
    expect((await signUp(input, { ip: randomIp() })).ok).toBe(true);
    expect((await stored(input.username)).business).toMatchObject([{ kind: "ARTISAN", displayName: "Bisi Adeyemi" }]);
  });

  it("writes nothing when the business cannot be opened: the account goes with it", async () => {
    // PostgreSQL refuses a NUL in text, so the vendors insert fails after identity's writes.
    const input = { ...signupOf({ kind: "SELLER", state: "Lagos" }), business_name: "Bad\u0000Name" };
    await expect(signUp(input, { ip: randomIp() })).rejects.toThrow();
    expect(await stored(input.username)).toEqual({ user: undefined, business: [] });
    expect(await outboxFor(input.username, "VERIFY_ACCOUNT")).toEqual([]);
  });

  it("answers a username already taken as before, and writes nothing more", async () => {
    const input = signupOf({ kind: "SELLER", state: "Lagos" });
    expect((await signUp(input, { ip: randomIp() })).ok).toBe(true);
    expect(await signUp(input, { ip: randomIp() })).toMatchObject({ ok: false, code: 409, field: "username" });
    expect((await stored(input.username)).business).toHaveLength(1);
  });

  it("lets the loser of a race for one username hear the same, inside the caller's transaction, which goes on", async () => {
    const input = signupOf({});
    const context = { ip: randomIp() };
    const [first, second] = [await checkSignup(input, context), await checkSignup(input, context)];
    if (!first.ok || !second.ok) throw new Error("both checks pass before either account exists");
    const answers = await getDb().transaction(async (tx) => [
      await createAccount(first.signup, context, tx),
      await createAccount(second.signup, context, tx),
    ]);
    expect(answers).toMatchObject([{ ok: true }, { ok: false, code: 409, field: "username" }]);
    expect((await stored(input.username)).user).toMatchObject({ email: input.username });
  });
});
