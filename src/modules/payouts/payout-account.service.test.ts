import { describe, expect, it } from "vitest";
import { resolveAccountName } from "@/modules/payouts/payout-account.service";
import { buildPayoutLookup as lookup, setUpFakePaystack } from "../../../tests/factories/payouts";

const { paystack, client } = setUpFakePaystack({ timeoutMs: 300 });

describe("resolveAccountName with Paystack configured", () => {
  it("returns the name the bank holds and asks the seller to confirm it", async () => {
    paystack().addAccount("058", "0123456785", "TUNDE BAKARE");
    const result = await resolveAccountName(lookup("058", "0123 456 785"), { paystack: client() });
    expect(result).toEqual({
      status: "RESOLVED",
      accountName: "TUNDE BAKARE",
      message:
        "The bank says this account is in the name TUNDE BAKARE. If that is not you or your business, check the number and the bank.",
    });
    expect(paystack().requests[0]!.query).toEqual({ account_number: "0123456785", bank_code: "058" });
  });

  it("sends Paystack its own code for the bank (ALAT's 035A, OPay's 999992)", async () => {
    paystack().addAccount("035A", "2234567896", "CHIOMA OBI");
    paystack().addAccount("999992", "8061234567", "MUSA IBRAHIM");
    expect(await resolveAccountName(lookup("035A", "2234567896"), { paystack: client() })).toMatchObject({
      status: "RESOLVED",
      accountName: "CHIOMA OBI",
    });
    expect(await resolveAccountName(lookup("999992", "8061234567"), { paystack: client() })).toMatchObject({
      status: "RESOLVED",
      accountName: "MUSA IBRAHIM",
    });
  });

  it("says the account was not found at the bank the seller chose", async () => {
    paystack().addAccount("058", "0123456785", "TUNDE BAKARE");
    expect(await resolveAccountName(lookup("50515", "6001234562"), { paystack: client() })).toEqual({
      status: "NOT_FOUND",
      message: "We could not find that account at Moniepoint. Check the number, and the bank you chose.",
    });
  });

  it("lets the seller type the name when Paystack does not answer in time", async () => {
    paystack().script.push("hang");
    expect(await resolveAccountName(lookup("058", "0123456785"), { paystack: client() })).toEqual({
      status: "TYPE_IT",
      reason: "UNAVAILABLE",
      message:
        "We cannot confirm account names with the banks right now. Type the account name exactly as it appears in your bank app or on your statement.",
    });
  });

  it("lets the seller type the name when Paystack is unreachable, failing, or refuses our key", async () => {
    const down = await resolveAccountName(lookup("058", "0123456785"), {
      paystack: client({ baseUrl: "http://127.0.0.1:1" }),
    });
    expect(down).toMatchObject({ status: "TYPE_IT", reason: "UNAVAILABLE" });
    paystack().script.push({ status: 503, body: { status: false, message: "Service unavailable" } });
    expect(await resolveAccountName(lookup("058", "0123456785"), { paystack: client() })).toMatchObject({
      status: "TYPE_IT",
      reason: "UNAVAILABLE",
    });
    const wrongKey = await resolveAccountName(lookup("058", "0123456785"), {
      paystack: client({ secretKey: "sk_test_wrong" }),
    });
    expect(wrongKey).toMatchObject({ status: "TYPE_IT", reason: "UNAVAILABLE" });
  });

  it("says when to try again under Paystack's rate limit, and offers typing the name", async () => {
    paystack().script.push("rate-limit");
    expect(await resolveAccountName(lookup("058", "0123456785"), { paystack: client() })).toEqual({
      status: "TYPE_IT",
      reason: "BUSY",
      retryAfterSeconds: 3,
      message:
        "Too many account checks are going on right now. Try again in 3 seconds, or type the account name exactly as it appears in your bank app or on your statement.",
    });
    paystack().script.push({ status: 429, body: { status: false, message: "Too many requests" } });
    const noHint = await resolveAccountName(lookup("058", "0123456785"), { paystack: client() });
    expect(noHint).toMatchObject({ status: "TYPE_IT", reason: "BUSY", retryAfterSeconds: null });
    expect(noHint.message).toContain("Try again in a minute");
  });
});

describe("resolveAccountName without Paystack", () => {
  it("asks the seller to type the name, without calling anyone", async () => {
    const expected = {
      status: "TYPE_IT",
      reason: "NOT_CONFIGURED",
      message: "Type the account name exactly as it appears in your bank app or on your statement.",
    };
    expect(await resolveAccountName(lookup("058", "0123456785"), { paystack: null })).toEqual(expected);
    // The default reads PAYSTACK_SECRET_KEY, which the test environment does not set.
    expect(process.env.PAYSTACK_SECRET_KEY).toBeUndefined();
    expect(await resolveAccountName(lookup("058", "0123456785"))).toEqual(expected);
    expect(paystack().requests).toEqual([]);
  });

  it("refuses input that skipped validation", async () => {
    await expect(
      resolveAccountName({ bankCode: "999", accountNumber: "0123456785" }, { paystack: null }),
    ).rejects.toThrow(/not in the list/);
  });
});
