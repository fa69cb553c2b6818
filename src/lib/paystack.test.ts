import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "@/lib/env";
import { createPaystackClient, maskAccountNumber, type PaystackSettings } from "@/lib/paystack";
import { RESOLVE_FAILURE_MESSAGE, startPaystackServer, type FakePaystack } from "../../tests/support/paystack-server";

let paystack: FakePaystack;
let logged: string[];

beforeAll(async () => {
  paystack = await startPaystackServer();
});

afterAll(async () => {
  await paystack.close();
});

beforeEach(() => {
  paystack.reset();
  logged = [];
  const capture = (...args: unknown[]) => void logged.push(args.map(String).join(" "));
  vi.spyOn(console, "error").mockImplementation(capture);
  vi.spyOn(console, "log").mockImplementation(capture);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const settings = (): PaystackSettings => ({ secretKey: paystack.secretKey, baseUrl: paystack.baseUrl });

function expectNothingSecretLogged(accountNumber: string) {
  const everything = logged.join("\n");
  expect(everything).not.toContain(paystack.secretKey);
  expect(everything).not.toContain(accountNumber);
}

describe("Paystack client: resolveAccount", () => {
  it("sends GET /bank/resolve with the secret key as a Bearer token and returns the account name", async () => {
    paystack.addAccount("058", "0123456785", "ADAEZE  NNEKA OKAFOR ");
    const result = await createPaystackClient(settings()).resolveAccount("0123456785", "058");
    expect(result).toEqual({
      status: "OK",
      accountName: "ADAEZE NNEKA OKAFOR",
      accountNumber: "0123456785",
      bankId: "1058",
    });
    expect(paystack.requests).toEqual([
      {
        method: "GET",
        path: "/bank/resolve",
        query: { account_number: "0123456785", bank_code: "058" },
        authorization: `Bearer ${paystack.secretKey}`,
      },
    ]);
  });

  it("passes Paystack's own codes through, such as OPay's and ALAT's", async () => {
    paystack.addAccount("999992", "8031234567", "MUSA IBRAHIM");
    paystack.addAccount("035A", "2234567896", "CHIOMA OBI");
    const client = createPaystackClient(settings());
    expect(await client.resolveAccount("8031234567", "999992")).toMatchObject({
      status: "OK",
      accountName: "MUSA IBRAHIM",
    });
    expect(await client.resolveAccount("2234567896", "035A")).toMatchObject({
      status: "OK",
      accountName: "CHIOMA OBI",
    });
    expect(paystack.requests[1]!.query.bank_code).toBe("035A");
  });

  it("reports an unknown account as NOT_FOUND with Paystack's message, and logs nothing", async () => {
    paystack.addAccount("058", "0123456785", "ADAEZE OKAFOR");
    const result = await createPaystackClient(settings()).resolveAccount("0123456785", "057");
    expect(result).toEqual({ status: "NOT_FOUND", detail: RESOLVE_FAILURE_MESSAGE });
    expect(logged).toEqual([]);
  });

  it("reports a wrong key as UNAVAILABLE (ours to fix), logging it without the key or the account number", async () => {
    const client = createPaystackClient({ ...settings(), secretKey: "sk_live_notTheRightKey123" });
    const result = await client.resolveAccount("0123456785", "058");
    expect(result).toEqual({ status: "UNAVAILABLE", reason: "UNAUTHORIZED" });
    expect(logged.join("\n")).toMatch(/PAYSTACK_SECRET_KEY/);
    expect(logged.join("\n")).not.toContain("sk_live_notTheRightKey123");
    expectNothingSecretLogged("0123456785");
  });

  it("reports Paystack's 429 as RATE_LIMITED with its Retry-After", async () => {
    paystack.script.push("rate-limit");
    const result = await createPaystackClient(settings()).resolveAccount("0123456785", "058");
    expect(result).toEqual({ status: "RATE_LIMITED", retryAfterSeconds: 3 });
    expect(logged.join("\n")).toContain("…6785");
    expectNothingSecretLogged("0123456785");
  });

  it("reads a Retry-After given as a date, and none at all", async () => {
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    paystack.script.push({
      status: 429,
      body: { status: false, message: "Too many requests" },
      headers: { "retry-after": inTenSeconds },
    });
    paystack.script.push({ status: 429, body: { status: false, message: "Too many requests" } });
    const client = createPaystackClient(settings());
    const dated = await client.resolveAccount("0123456785", "058");
    expect(dated.status).toBe("RATE_LIMITED");
    expect(dated.status === "RATE_LIMITED" && dated.retryAfterSeconds).toBeGreaterThanOrEqual(8);
    expect(await client.resolveAccount("0123456785", "058")).toEqual({
      status: "RATE_LIMITED",
      retryAfterSeconds: null,
    });
  });

  it("gives up after the timeout when Paystack does not answer", async () => {
    paystack.script.push("hang");
    const started = Date.now();
    const result = await createPaystackClient(settings(), { timeoutMs: 200 }).resolveAccount("0123456785", "058");
    expect(result).toEqual({ status: "UNAVAILABLE", reason: "TIMEOUT" });
    expect(Date.now() - started).toBeLessThan(5_000);
    expectNothingSecretLogged("0123456785");
  });

  it("reports an unreachable server as UNAVAILABLE", async () => {
    const result = await createPaystackClient({ ...settings(), baseUrl: "http://127.0.0.1:1" }).resolveAccount(
      "0123456785",
      "058",
    );
    expect(result).toEqual({ status: "UNAVAILABLE", reason: "UNREACHABLE" });
    expectNothingSecretLogged("0123456785");
  });

  it("reports Paystack's 5xx, a success without a name, and a wrong path as UNAVAILABLE, never as a missing account", async () => {
    paystack.script.push({ status: 502, body: "<html>Bad gateway</html>" });
    paystack.script.push({
      status: 200,
      body: {
        status: true,
        message: "Account number resolved",
        data: { account_number: "0123456785", account_name: " " },
      },
    });
    const client = createPaystackClient(settings());
    expect(await client.resolveAccount("0123456785", "058")).toEqual({ status: "UNAVAILABLE", reason: "SERVER_ERROR" });
    expect(await client.resolveAccount("0123456785", "058")).toEqual({ status: "UNAVAILABLE", reason: "BAD_RESPONSE" });
    const misconfigured = createPaystackClient({ ...settings(), baseUrl: `${paystack.baseUrl}/v2` });
    expect(await misconfigured.resolveAccount("0123456785", "058")).toEqual({
      status: "UNAVAILABLE",
      reason: "BAD_RESPONSE",
    });
    expectNothingSecretLogged("0123456785");
  });

  it("masks account numbers to their last four digits", () => {
    expect(maskAccountNumber("0123456785")).toBe("…6785");
  });
});

describe("Paystack configuration", () => {
  it("is optional: no key means no lookup, and the base URL defaults to Paystack's", () => {
    const env = parseEnv({});
    expect(env.PAYSTACK_SECRET_KEY).toBeUndefined();
    expect(env.PAYSTACK_BASE_URL).toBe("https://api.paystack.co");
    expect(parseEnv({ PAYSTACK_SECRET_KEY: "" }).PAYSTACK_SECRET_KEY).toBe("");
  });

  it("accepts a secret key and a local base URL for tests", () => {
    const env = parseEnv({ PAYSTACK_SECRET_KEY: " sk_live_0123abcd ", PAYSTACK_BASE_URL: "http://127.0.0.1:4011" });
    expect(env.PAYSTACK_SECRET_KEY).toBe("sk_live_0123abcd");
    expect(env.PAYSTACK_BASE_URL).toBe("http://127.0.0.1:4011");
  });

  it("refuses a public key and plain http to another machine, naming the variable but not the value", () => {
    expect(() => parseEnv({ PAYSTACK_SECRET_KEY: "pk_live_0123abcd" })).toThrow(
      /PAYSTACK_SECRET_KEY: must be a Paystack secret key/,
    );
    expect(() => parseEnv({ PAYSTACK_SECRET_KEY: "pk_live_0123abcd" })).not.toThrow(/pk_live_0123abcd/);
    expect(() => parseEnv({ PAYSTACK_BASE_URL: "http://api.paystack.co" })).toThrow(
      /PAYSTACK_BASE_URL: must use https/,
    );
  });
});
