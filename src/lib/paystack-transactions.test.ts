import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createPaystackClient, paystackSignature, verifyWebhookSignature, type PaystackClient } from "@/lib/paystack";
import { startFakePaystack, type FakePaystack } from "../../tests/support/fake-paystack";

let paystack: FakePaystack;
let client: PaystackClient;
let logged: string[];

beforeAll(async () => {
  paystack = await startFakePaystack();
  client = createPaystackClient({ secretKey: paystack.secretKey, baseUrl: paystack.baseUrl }, { timeoutMs: 400 });
  await fetch(`${paystack.baseUrl}/warm-up`).catch(() => undefined);
});
afterAll(() => paystack.close());
beforeEach(() => {
  paystack.requests.length = 0;
  paystack.script.length = 0;
  logged = [];
  const capture = (...args: unknown[]) => void logged.push(args.map(String).join(" "));
  vi.spyOn(console, "error").mockImplementation(capture);
  vi.spyOn(console, "log").mockImplementation(capture);
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(logged.join("\n")).not.toContain(paystack.secretKey);
});

let counter = 0;
const input = (overrides: Partial<Parameters<PaystackClient["initializeTransaction"]>[0]> = {}) => ({
  email: "ada@example.com",
  amountKobo: 250_000,
  reference: `OJA-CLIENT-${(counter += 1)}`,
  callbackUrl: "http://127.0.0.1:3000/back",
  channels: ["card", "bank_transfer", "ussd"] as const,
  ...overrides,
});

describe("initializeTransaction", () => {
  it("returns the authorization URL and access code", async () => {
    const result = await client.initializeTransaction(input({ reference: "OJA-INIT-1" }));
    expect(result).toMatchObject({ status: "OK", reference: "OJA-INIT-1" });
    if (result.status !== "OK") return;
    expect(result.authorizationUrl).toBe(`${paystack.baseUrl}/checkout/${result.accessCode}`);
    expect(paystack.requests[0]!.authorization).toBe(`Bearer ${paystack.secretKey}`);
  });

  it("reports a reused reference as REFUSED and duplicate", async () => {
    await client.initializeTransaction(input({ reference: "OJA-INIT-2" }));
    expect(await client.initializeTransaction(input({ reference: "OJA-INIT-2" }))).toEqual({
      status: "REFUSED",
      detail: "Duplicate Transaction Reference",
      duplicateReference: true,
    });
  });

  it("turns no answer, a 5xx, a 429, a wrong key and a nonsense body into typed results", async () => {
    paystack.script.push("hang");
    expect(await client.initializeTransaction(input())).toEqual({ status: "UNAVAILABLE", reason: "TIMEOUT" });
    paystack.script.push({ status: 500, body: { status: false, message: "Oops" } });
    expect(await client.initializeTransaction(input())).toEqual({ status: "UNAVAILABLE", reason: "SERVER_ERROR" });
    paystack.script.push({
      status: 429,
      body: { status: false, message: "Slow down" },
      headers: { "retry-after": "7" },
    });
    expect(await client.initializeTransaction(input())).toEqual({ status: "RATE_LIMITED", retryAfterSeconds: 7 });
    paystack.script.push({
      status: 200,
      body: { status: true, message: "ok", data: { authorization_url: "javascript:x" } },
    });
    expect(await client.initializeTransaction(input())).toEqual({ status: "UNAVAILABLE", reason: "BAD_RESPONSE" });
    const wrongKey = createPaystackClient({ secretKey: "sk_test_notOurs", baseUrl: paystack.baseUrl });
    expect(await wrongKey.initializeTransaction(input())).toEqual({ status: "UNAVAILABLE", reason: "UNAUTHORIZED" });
    expect(logged.join("\n")).not.toContain("sk_test_notOurs");
    const nowhere = createPaystackClient({ secretKey: paystack.secretKey, baseUrl: "http://127.0.0.1:1" });
    expect(await nowhere.initializeTransaction(input())).toEqual({ status: "UNAVAILABLE", reason: "UNREACHABLE" });
  });
});

describe("verifyTransaction", () => {
  it("reads status, amount in kobo, currency, channel and paid time", async () => {
    await client.initializeTransaction(input({ reference: "OJA-VERIFY-1", amountKobo: 99_950 }));
    expect(await client.verifyTransaction("OJA-VERIFY-1")).toMatchObject({
      status: "OK",
      transaction: {
        reference: "OJA-VERIFY-1",
        status: "abandoned",
        amountKobo: 99_950,
        currency: "NGN",
        paidAt: null,
      },
    });
    await paystack.standin.complete("OJA-VERIFY-1", "success", "bank_transfer");
    const paid = await client.verifyTransaction("OJA-VERIFY-1");
    expect(paid).toMatchObject({ status: "OK", transaction: { status: "success", channel: "bank_transfer" } });
    if (paid.status === "OK") expect(paid.transaction.paidAt).toBeInstanceOf(Date);
  });

  it("reports an unknown reference as NOT_FOUND, and a reference with slashes stays one path segment", async () => {
    expect(await client.verifyTransaction("OJA-NOPE")).toMatchObject({ status: "NOT_FOUND" });
    await client.verifyTransaction("../refund");
    expect(paystack.requests.at(-1)!.path).toBe("/transaction/verify/..%2Frefund");
  });

  it("answers BAD_RESPONSE when the amount is not a whole number", async () => {
    paystack.script.push({
      status: 200,
      body: {
        status: true,
        message: "ok",
        data: { reference: "R", status: "success", amount: "100", currency: "NGN" },
      },
    });
    expect(await client.verifyTransaction("R")).toEqual({ status: "UNAVAILABLE", reason: "BAD_RESPONSE" });
  });
});

describe("createRefund", () => {
  it("refunds part of a paid transaction; more than is left is REFUSED", async () => {
    await client.initializeTransaction(input({ reference: "OJA-REFUND-1", amountKobo: 10_000 }));
    expect(await client.createRefund({ reference: "OJA-REFUND-1", amountKobo: 1_000 })).toMatchObject({
      status: "REFUSED",
    });
    await paystack.standin.complete("OJA-REFUND-1", "success");
    expect(await client.createRefund({ reference: "OJA-REFUND-1", amountKobo: 6_000 })).toMatchObject({
      status: "OK",
      refundStatus: "pending",
      amountKobo: 6_000,
    });
    expect(await client.createRefund({ reference: "OJA-REFUND-1", amountKobo: 4_001 })).toMatchObject({
      status: "REFUSED",
    });
  });
});

describe("fetchRefund", () => {
  it("reads where a refund stands; an unknown id is NOT_FOUND, and only digits are sent as an id", async () => {
    await client.initializeTransaction(input({ reference: "OJA-REFUND-2", amountKobo: 10_000 }));
    await paystack.standin.complete("OJA-REFUND-2", "success");
    paystack.standin.refundSettling = "by-hand";
    const created = await client.createRefund({ reference: "OJA-REFUND-2", amountKobo: 2_500 });
    paystack.standin.refundSettling = "processed";
    if (created.status !== "OK") throw new Error("not refunded");
    expect(await client.fetchRefund(created.refundId)).toEqual({
      status: "OK",
      refund: {
        id: created.refundId,
        status: "pending",
        amountKobo: 2_500,
        transactionReference: "OJA-REFUND-2",
        refundedAt: null,
      },
    });
    await paystack.standin.settleRefund(Number(created.refundId), "processed");
    const processed = await client.fetchRefund(created.refundId);
    expect(processed).toMatchObject({ status: "OK", refund: { status: "processed", refundedAt: expect.any(Date) } });
    expect(await client.fetchRefund("424242")).toMatchObject({ status: "NOT_FOUND" });
    const sent = paystack.requests.length;
    expect(await client.fetchRefund("../transaction")).toMatchObject({ status: "NOT_FOUND" });
    expect(paystack.requests).toHaveLength(sent);
    paystack.script.push({ status: 502, body: { status: false, message: "Bad gateway" } });
    expect(await client.fetchRefund(created.refundId)).toEqual({ status: "UNAVAILABLE", reason: "SERVER_ERROR" });
  });
});

describe("retryRefundWithAccount", () => {
  it("gives a held refund the buyer's account; a refund not held is REFUSED, a bad id NOT_FOUND, an outage UNAVAILABLE", async () => {
    const opened = await client.initializeTransaction(input());
    if (opened.status !== "OK") throw new Error("not initialized");
    await paystack.standin.complete(opened.reference, "success");
    paystack.standin.refundSettling = "needs-attention";
    const created = await client.createRefund({ reference: opened.reference, amountKobo: 100_000 });
    paystack.standin.refundSettling = "by-hand";
    if (created.status !== "OK") throw new Error("no refund");
    const account = { accountNumber: "0123456785", bankId: "1058" };

    paystack.script.push({ status: 503, body: { status: false, message: "Service unavailable" } });
    expect(await client.retryRefundWithAccount(created.refundId, account)).toEqual({
      status: "UNAVAILABLE",
      reason: "SERVER_ERROR",
    });
    expect(await client.retryRefundWithAccount(created.refundId, account)).toEqual({
      status: "OK",
      refundStatus: "processing",
    });
    expect(paystack.standin.refunds.find((r) => r.id === Number(created.refundId))?.account).toEqual(account);
    expect(await client.retryRefundWithAccount(created.refundId, account)).toEqual({
      status: "REFUSED",
      detail: 'Invalid Refund state, refund status should be "needs-attention"',
    });
    expect(await client.retryRefundWithAccount("999999999", account)).toMatchObject({ status: "NOT_FOUND" });
    const sent = paystack.requests.length;
    expect(await client.retryRefundWithAccount("1/../../transfer", account)).toMatchObject({ status: "NOT_FOUND" });
    expect(paystack.requests).toHaveLength(sent);
    // Logs name the account by its last four digits only.
    expect(logged.join("\n")).not.toContain(account.accountNumber);
    paystack.standin.refundSettling = "processed";
  });
});

describe("verifyWebhookSignature", () => {
  const secret = "sk_test_signing";
  const body = '{"event":"charge.success","data":{"id":1,"amount":10000}}';

  it("accepts the HMAC-SHA512 hex of the exact bytes, as a string or as bytes", () => {
    const signature = paystackSignature(body, secret);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyWebhookSignature(body, signature, secret)).toBe(true);
    expect(verifyWebhookSignature(new TextEncoder().encode(body), signature, secret)).toBe(true);
  });

  it("refuses a missing, short, non-hex or wrong signature, another key, and one changed byte", () => {
    const signature = paystackSignature(body, secret);
    expect(verifyWebhookSignature(body, null, secret)).toBe(false);
    expect(verifyWebhookSignature(body, "", secret)).toBe(false);
    expect(verifyWebhookSignature(body, signature.slice(0, 64), secret)).toBe(false);
    expect(verifyWebhookSignature(body, "z".repeat(128), secret)).toBe(false);
    expect(verifyWebhookSignature(body, signature, "sk_test_other")).toBe(false);
    expect(verifyWebhookSignature(body.replace("10000", "10001"), signature, secret)).toBe(false);
    expect(verifyWebhookSignature(body, signature, "")).toBe(false);
  });
});
