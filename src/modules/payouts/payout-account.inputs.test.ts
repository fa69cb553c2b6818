import { describe, expect, it } from "vitest";
import { payoutAccountInput, payoutAccountLookupInput, payoutMessages } from "@/modules/payouts/payout-account.inputs";

type Issues = { path: PropertyKey[]; message: string }[];

function issuesOf(result: { success: boolean; error?: { issues: Issues } }): Record<string, string[]> {
  expect(result.success).toBe(false);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error!.issues) (byField[issue.path.join(".") || "(form)"] ??= []).push(issue.message);
  return byField;
}

const arabicIndic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

describe("payoutAccountLookupInput", () => {
  it("accepts a listed bank and a valid NUBAN, normalised to its 10 digits", () => {
    expect(payoutAccountLookupInput.parse({ bankCode: "058", accountNumber: " 0123 456-785 " })).toEqual({
      bankCode: "058",
      accountNumber: "0123456785",
    });
    expect(payoutAccountLookupInput.parse({ bankCode: "50515", accountNumber: arabicIndic("6001234562") })).toEqual({
      bankCode: "50515",
      accountNumber: "6001234562",
    });
  });

  it("accepts a phone-number account at OPay, whose numbers have no check digit", () => {
    expect(payoutAccountLookupInput.parse({ bankCode: "999992", accountNumber: "806 123 4567" })).toEqual({
      bankCode: "999992",
      accountNumber: "8061234567",
    });
  });

  it("refuses a bank that is not in the list", () => {
    expect(issuesOf(payoutAccountLookupInput.safeParse({ bankCode: "999", accountNumber: "0123456785" }))).toEqual({
      bankCode: [payoutMessages.bankRequired],
    });
    expect(issuesOf(payoutAccountLookupInput.safeParse({ accountNumber: "0123456785" }))).toEqual({
      bankCode: [payoutMessages.bankRequired],
    });
  });

  it("names the bank when the check digit is wrong", () => {
    expect(issuesOf(payoutAccountLookupInput.safeParse({ bankCode: "057", accountNumber: "0123456785" }))).toEqual({
      accountNumber: ["This is not a valid account number at Zenith Bank. Check each digit, and the bank you chose."],
    });
  });

  it("says how many digits were typed when it is not 10", () => {
    expect(issuesOf(payoutAccountLookupInput.safeParse({ bankCode: "058", accountNumber: "012345678" }))).toEqual({
      accountNumber: ["An account number has 10 digits; this one has 9"],
    });
    expect(issuesOf(payoutAccountLookupInput.safeParse({ bankCode: "058", accountNumber: "0123 4567 850" }))).toEqual({
      accountNumber: ["An account number has 10 digits; this one has 11"],
    });
    expect(issuesOf(payoutAccountLookupInput.safeParse({ bankCode: "058", accountNumber: "1".repeat(41) }))).toEqual({
      accountNumber: [payoutMessages.accountNumberTooLong],
    });
  });

  it("asks for the number when it is missing or blank, and for digits when it has letters", () => {
    expect(issuesOf(payoutAccountLookupInput.safeParse({ bankCode: "058", accountNumber: "   " }))).toEqual({
      accountNumber: [payoutMessages.accountNumberRequired],
    });
    expect(issuesOf(payoutAccountLookupInput.safeParse({ bankCode: "058" }))).toEqual({
      accountNumber: [payoutMessages.accountNumberRequired],
    });
    expect(issuesOf(payoutAccountLookupInput.safeParse({ bankCode: "058", accountNumber: "O123456785" }))).toEqual({
      accountNumber: [payoutMessages.accountNumberDigits],
    });
  });

  it("refuses fields it does not know", () => {
    expect(
      payoutAccountLookupInput.safeParse({ bankCode: "058", accountNumber: "0123456785", vendorId: "x" }).success,
    ).toBe(false);
  });
});

describe("payoutAccountInput", () => {
  const valid = { bankCode: "058", accountNumber: "0123456785" };

  it("takes the account name as the bank spells it, Yoruba marks, ampersands and brackets included", () => {
    for (const name of [
      "ADEBAYO OLUWASEUN",
      "Ọlájídé Adébáyọ̀",
      "MAMA T FOODS & DRINKS (NIG) LTD",
      "O'Neil-Okafor Ent. 2",
    ]) {
      expect(payoutAccountInput.parse({ ...valid, accountName: ` ${name} ` })).toEqual({ ...valid, accountName: name });
    }
  });

  it("requires a name, and refuses markup, emoji and names without a letter", () => {
    expect(issuesOf(payoutAccountInput.safeParse({ ...valid, accountName: "" })).accountName![0]).toBe(
      "Account name is required",
    );
    for (const name of ["<b>ADA</b>", "ADA 🙏🏾", "1234567"]) {
      expect(issuesOf(payoutAccountInput.safeParse({ ...valid, accountName: name }))).toEqual({
        accountName: [payoutMessages.accountNameCharacters],
      });
    }
    expect(issuesOf(payoutAccountInput.safeParse({ ...valid, accountName: "A".repeat(101) }))).toEqual({
      accountName: ["Account name should be at most 100 characters"],
    });
  });

  it("checks the account number against the bank as the lookup does", () => {
    expect(
      issuesOf(payoutAccountInput.safeParse({ bankCode: "044", accountNumber: "0123456785", accountName: "ADA OBI" })),
    ).toEqual({
      accountNumber: ["This is not a valid account number at Access Bank. Check each digit, and the bank you chose."],
    });
  });
});
