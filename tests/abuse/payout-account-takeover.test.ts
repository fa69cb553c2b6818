/**
 * Abuse (issue 23, item 3): the payout account cannot be replaced with a page token alone. Whoever holds the owner's
 * 15-minute page token (a stolen session, a script on the page) gets nothing without the owner's password or a code
 * sent to the owner; wrong proofs are limited; a change with proof is told to the owner by e-mail and SMS and holds
 * payouts; saves spend the name look-up's allowance (each asks the bank whose account a number is). Through the real
 * GraphQL endpoint, on PGlite and PostgreSQL (TEST_DATABASE_URL); the limits again with Redis (TEST_REDIS_URL).
 */
import type { Redis } from "ioredis";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { getRedis } from "@/lib/redis";
import { resetRateLimitsForTests } from "@/lib/rate-limit";
import { findUserByAccessToken } from "@/modules/identity/identity.service";
import { issueSessionToken } from "@/modules/identity/session-token";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import { payoutsAllowedAt } from "@/modules/payouts/payout-account.service";
import { payoutAccounts } from "@/modules/payouts/payouts.schema";
import { createAccessToken, createVendor } from "../factories";
import { createAccount, latestCode, settleOutbox, wrongCode, type CreatedAccount } from "../factories/accounts";
import { overRealServer } from "../setup/api-server";
import { executeAs as run } from "../setup/graphql";

const SET = `mutation($vendorId: ID!, $input: PayoutAccountInput!) {
  setPayoutAccount(vendorId: $vendorId, input: $input) { bankName accountNumber accountName changedAt payoutsHeldUntil }
}`;
const SEND_CODE = `mutation($vendorId: ID!, $input: PayoutAccountLookupInput!) {
  requestPayoutAccountCode(vendorId: $vendorId, input: $input) { message }
}`;
const LOOKUP = `mutation($vendorId: ID!, $input: PayoutAccountLookupInput!) {
  resolvePayoutAccountName(vendorId: $vendorId, input: $input) { status }
}`;

const VICTIM = { bankCode: "058", accountNumber: "0123456785", accountName: "Basira Adeyemi" };
const THIEF = { bankCode: "035A", accountNumber: "2234567896", accountName: "Basira Adeyemi" };
const HOUR = 60 * 60 * 1000;
const LONG_AGO = new Date(Date.now() - 30 * 24 * HOUR);

afterAll(() => settleOutbox());
overRealServer();

type Errors = { errors?: { extensions?: { code?: string; validation?: Record<string, string[]> } }[] };
const failure = (body: Errors) => body.errors?.[0]?.extensions;

/** An approved vendor whose owner has a password, a verified phone and e-mail, and a payout account set long ago. */
async function approvedVendorWithAccount(displayName = "Iya Basira Foods") {
  const owner = await createAccount({ verified: true, kind: "SELLER" });
  const vendor = await createVendor({ ownerId: owner.user.id, displayName });
  await getDb()
    .insert(payoutAccounts)
    .values({
      vendorId: vendor.id,
      ...VICTIM,
      nameSource: "TYPED",
      updatedAt: LONG_AGO,
      changedAt: LONG_AGO,
      payoutsHeldUntil: LONG_AGO,
    });
  const accessToken = await createAccessToken(owner.user);
  // The page token the workspace's scripts hold: all an attacker on the page gets.
  const { tokenId } = (await findUserByAccessToken(accessToken))!;
  const pageToken = issueSessionToken(tokenId).token;
  return { owner, vendorId: vendor.id, pageToken };
}

async function storedAccount(vendorId: string) {
  const [row] = await getDb().select().from(payoutAccounts).where(eq(payoutAccounts.vendorId, vendorId));
  return row!;
}

/** Messages about a saved payout account queued for the owner since `since`. */
async function noticesTo(owner: CreatedAccount, since: Date) {
  const rows = await getDb()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.purpose, "payout.account_changed"), gt(outboxMessages.createdAt, since)));
  return rows.filter((m) => m.recipient === owner.email || m.recipient === owner.phone);
}

describe("changing the payout account needs more than the page token", () => {
  it("refuses a change with no password and no code: nothing changes, nobody is paid elsewhere", async () => {
    const { owner, vendorId, pageToken } = await approvedVendorWithAccount();
    const started = new Date();
    const body = await run(SET, { vendorId, input: THIEF }, pageToken);
    expect(failure(body)).toMatchObject({
      code: "BAD_USER_INPUT",
      validation: { password: ["Enter your password, or ask for a code and enter it"] },
    });
    const nulls = await run(SET, { vendorId, input: { ...THIEF, password: null, code: null } }, pageToken);
    expect(failure(nulls)?.validation).toEqual({ password: ["Enter your password, or ask for a code and enter it"] });
    expect(await storedAccount(vendorId)).toMatchObject({ bankCode: "058", accountNumber: "0123456785" });
    expect(await payoutsAllowedAt(vendorId)).toEqual(LONG_AGO);
    expect(await noticesTo(owner, started)).toEqual([]);
  });

  it("refuses a wrong password, and past the password allowance refuses even the right one for a while", async () => {
    const { vendorId, pageToken, owner } = await approvedVendorWithAccount();
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 8; i += 1) {
      const body = await run(SET, { vendorId, input: { ...THIEF, password: `Guess-number-${i}` } }, pageToken);
      answers.push(failure(body)?.validation?.password?.[0] ?? failure(body)?.code);
    }
    // Five free guesses (shared with the password change), one after the first delay, then waiting.
    expect(answers.slice(0, 5)).toEqual(Array(5).fill("Your password is not correct"));
    expect(answers.slice(-1)).toEqual(["RATE_LIMITED"]);
    const right = await run(SET, { vendorId, input: { ...THIEF, password: owner.password } }, pageToken);
    expect(failure(right)?.code).toBe("RATE_LIMITED");
    expect(await storedAccount(vendorId)).toMatchObject({ bankCode: "058", accountNumber: "0123456785" });
  });

  it("refuses a wrong code five times, then the code is dead; a code confirms only the account it was sent for", async () => {
    const { owner, vendorId, pageToken } = await approvedVendorWithAccount();
    const lookup = { bankCode: THIEF.bankCode, accountNumber: THIEF.accountNumber };
    expect((await run(SEND_CODE, { vendorId, input: lookup }, pageToken)).data?.requestPayoutAccountCode).toEqual({
      message: "We sent a 6-digit code to +234803****" + owner.phone!.slice(-3) + ". It expires in 10 minutes.",
    });
    const code = await latestCode(owner.phone!);
    // The SMS says what the code confirms, so an owner talked into reading it out sees whose account it is for.
    const [sms] = await getDb()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, owner.phone!), eq(outboxMessages.purpose, "otp:CONFIRM_PAYOUT")));
    expect(sms?.body).toContain("ALAT by Wema •••• 7896");

    // Sent for one account, it does not confirm another.
    const other = await run(SET, { vendorId, input: { ...VICTIM, accountName: "Someone", code } }, pageToken);
    expect(failure(other)?.validation).toEqual({ code: ["Invalid or expired code"] });

    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const body = await run(SET, { vendorId, input: { ...THIEF, code: wrongCode(code) } }, pageToken);
      answers.push(failure(body)?.validation?.code?.[0] ?? "");
    }
    // The wrong-account try above was one of the code's five.
    expect(answers).toEqual([
      ...Array(4).fill("Invalid or expired code"),
      "Too many wrong attempts. Request a new code.",
    ]);
    const right = await run(SET, { vendorId, input: { ...THIEF, code } }, pageToken);
    expect(failure(right)?.validation).toEqual({ code: ["Too many wrong attempts. Request a new code."] });
    expect(await storedAccount(vendorId)).toMatchObject({ bankCode: "058", accountNumber: "0123456785" });
  });

  it("with the password, changes it, tells the owner by e-mail and SMS, and holds payouts for 48 hours", async () => {
    const { owner, vendorId, pageToken } = await approvedVendorWithAccount(
      "Mama T Foods\r\nOJA SECURITY: account locked",
    );
    const started = new Date();
    const body = await run(SET, { vendorId, input: { ...THIEF, password: owner.password } }, pageToken);
    const saved = body.data?.setPayoutAccount as { payoutsHeldUntil: string; changedAt: string };
    expect(saved).toMatchObject({ bankName: "ALAT by Wema", accountNumber: "2234567896" });
    const heldUntil = new Date(saved.payoutsHeldUntil).getTime();
    expect(heldUntil - new Date(saved.changedAt).getTime()).toBe(48 * HOUR);
    expect(heldUntil).toBeGreaterThan(started.getTime() + 48 * HOUR - 1000);
    expect((await payoutsAllowedAt(vendorId))?.getTime()).toBe(heldUntil);

    const notices = await noticesTo(owner, started);
    expect(notices.map((m) => `${m.channel} ${m.recipient}`).sort()).toEqual([
      `EMAIL ${owner.email}`,
      `SMS ${owner.phone}`,
    ]);
    for (const message of notices) {
      expect(message.body).toContain("ALAT by Wema");
      expect(message.body).toContain("•••• 7896");
      expect(message.body).toContain("No payout goes to");
      expect(message.body).not.toContain("2234567896");
      // A name from someone's typing stays on one line: it cannot write a line of its own.
      expect((message.body ?? "").split("\n").some((line) => line.startsWith("OJA SECURITY"))).toBe(false);
      expect(message.subject ?? "").not.toMatch(/[\r\n]/);
    }
    expect(notices.find((m) => m.channel === "EMAIL")?.subject).toBe(
      "The payout account of Mama T Foods OJA SECURITY: account locked was changed",
    );

    // Correcting the name alone moves no money: the owner is told again, and the hold does not start over.
    const renamed = await run(
      SET,
      { vendorId, input: { ...THIEF, accountName: "Basira A. Adeyemi", password: owner.password } },
      pageToken,
    );
    expect(renamed.data?.setPayoutAccount).toMatchObject({ payoutsHeldUntil: saved.payoutsHeldUntil });
    expect(await noticesTo(owner, started)).toHaveLength(4);
  });

  it("with the code sent to the owner's verified phone, changes it once; the code does not work twice", async () => {
    const { owner, vendorId, pageToken } = await approvedVendorWithAccount();
    const lookup = { bankCode: THIEF.bankCode, accountNumber: THIEF.accountNumber };
    await run(SEND_CODE, { vendorId, input: lookup }, pageToken);
    const code = await latestCode(owner.phone!);
    const started = new Date();
    expect((await run(SET, { vendorId, input: { ...THIEF, code } }, pageToken)).data?.setPayoutAccount).toMatchObject({
      accountNumber: "2234567896",
    });
    expect(await noticesTo(owner, started)).toHaveLength(2);
    const again = await run(SET, { vendorId, input: { ...THIEF, code } }, pageToken);
    expect(failure(again)?.validation).toEqual({ code: ["Invalid or expired code"] });
  });

  it("sends no code to an owner with nothing verified to send it to", async () => {
    const owner = await createAccount({ verified: false });
    const vendor = await createVendor({ ownerId: owner.user.id });
    const body = await run(
      SEND_CODE,
      { vendorId: vendor.id, input: { bankCode: "058", accountNumber: "0123456785" } },
      await createAccessToken(owner.user),
    );
    expect(failure(body)?.validation).toEqual({
      code: [
        "Your account has no verified phone number or e-mail address to send a code to. Enter your password instead.",
      ],
    });
  });
});

function savesShareTheLookUpLimit(store: string) {
  it(`puts saves under the name look-up's limit: after one look-up, at most 9 of 15 saves sent at once go through (${store})`, async () => {
    const { owner, vendorId, pageToken } = await approvedVendorWithAccount();
    expect(
      (await run(LOOKUP, { vendorId, input: { bankCode: "058", accountNumber: "0123456785" } }, pageToken)).data
        ?.resolvePayoutAccountName,
    ).toEqual({ status: "TYPE_IT" });
    // Fifteen concurrent connections to a real server, as a script would send them.
    const answers = await Promise.all(
      Array.from({ length: 15 }, async (_, i) => {
        const input = { ...(i % 2 ? THIEF : VICTIM), password: owner.password };
        const body = await run(SET, { vendorId, input }, pageToken);
        return body.data?.setPayoutAccount ? "saved" : (failure(body)?.code ?? "?");
      }),
    );
    // Never more than the 9 a sequence gets; at once, the password allowance (spent before each check, given back
    // after a right one) may refuse a few more. Nothing else goes wrong: each is saved or told to wait.
    const saved = answers.filter((answer) => answer === "saved").length;
    expect(saved).toBeGreaterThan(0);
    expect(saved).toBeLessThanOrEqual(9);
    expect(answers.filter((answer) => answer !== "saved")).toEqual(Array(15 - saved).fill("RATE_LIMITED"));
    const lookup = await run(LOOKUP, { vendorId, input: { bankCode: "058", accountNumber: "0123456785" } }, pageToken);
    expect(failure(lookup)?.code).toBe("RATE_LIMITED");
  });
}

savesShareTheLookUpLimit("in-process store");

// Needs a Redis server: run with TEST_REDIS_URL=redis://127.0.0.1:6379.
describe.skipIf(!process.env.TEST_REDIS_URL)("with Redis (shared by every instance)", () => {
  const holder = globalThis as typeof globalThis & { __marketRedis?: Redis | null };
  beforeAll(() => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL;
    holder.__marketRedis = undefined;
    resetRateLimitsForTests();
  });
  afterAll(async () => {
    await getRedis()?.quit();
    holder.__marketRedis = undefined;
    delete process.env.REDIS_URL;
    resetRateLimitsForTests();
  });

  it("uses Redis", () => {
    expect(getRedis()).not.toBeNull();
  });

  savesShareTheLookUpLimit("Redis");
});
