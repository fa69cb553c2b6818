import { describe, expect, it } from "vitest";
import { findBank, nigerianBanks, paystackBankCodes, type NigerianBank } from "@/lib/nigerian-banks";
import { checkNuban, isValidNuban, normaliseAccountNumber, nubanCheckDigit, nubanInstitutionCode } from "@/lib/nuban";

const bankWithCode = (cbnCode: string): Pick<NigerianBank, "nuban"> => ({ nuban: { checkable: true, cbnCode } });
const listed = (paystackCode: string): NigerianBank => {
  const found = findBank(paystackCode);
  if (!found) throw new Error(`bank ${paystackCode} is not in the list`);
  return found;
};

const arabicIndic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const persian = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

describe("NUBAN check digit: the CBN's worked examples", () => {
  it("2010 standard, First Bank (011), serial 000001457 → 0000014579", () => {
    expect(nubanCheckDigit("011", "000001457")).toBe(9);
    expect(isValidNuban("0000014579", bankWithCode("011"))).toBe(true);
  });

  it("2010 standard, First Bank (011), serial 000000022 → 0000000220 (sum 30: the digit is 0, not 10)", () => {
    expect(nubanCheckDigit("011", "000000022")).toBe(0);
    expect(isValidNuban("0000000220", bankWithCode("011"))).toBe(true);
  });

  it("revised standard, OFI 50547 padded to 950547, serial 000021457 → 0000214579 (sum 211)", () => {
    expect(nubanInstitutionCode("50547")).toBe("950547");
    expect(nubanCheckDigit("50547", "000021457")).toBe(9);
    expect(isValidNuban("0000214579", bankWithCode("50547"))).toBe(true);
  });

  it("revised standard pads a bank's 3-digit code with 000, which leaves the 2010 digit unchanged", () => {
    expect(nubanInstitutionCode("011")).toBe("000011");
  });

  it("the same serial gets a different digit at an OFI than at a bank", () => {
    expect(isValidNuban("0000214579", bankWithCode("011"))).toBe(false);
    expect(isValidNuban("0000214570", bankWithCode("011"))).toBe(false);
    expect(nubanCheckDigit("011", "000021457")).not.toBe(9);
  });

  it("refuses malformed codes and serials instead of computing nonsense", () => {
    expect(() => nubanInstitutionCode("0581")).toThrow(/3 or 5 digits/);
    expect(() => nubanInstitutionCode("999992")).toThrow(/3 or 5 digits/);
    expect(() => nubanCheckDigit("058", "12345678")).toThrow(/9 digits/);
  });
});

describe("isValidNuban with listed banks", () => {
  it.each([
    ["GTBank (Guaranty Trust Bank)", "058", "0123456785"],
    ["Zenith Bank", "057", "3021456782"],
    ["Access Bank", "044", "2098765434"],
    ["UBA (United Bank for Africa)", "033", "1018345679"],
    ["First Bank of Nigeria", "011", "3012345671"],
    ["Wema Bank", "035", "2234567896"],
    ["ALAT by Wema (Wema's CBN code 035)", "035A", "2234567896"],
    ["FCMB (First City Monument Bank)", "214", "1234567890"],
    ["Moniepoint (OFI 50515 → 950515)", "50515", "6001234562"],
    ["Kuda (OFI 50211 → 950211)", "50211", "2003456783"],
  ])("%s accepts %s %s", (_name, paystackCode, accountNumber) => {
    const bank = listed(paystackCode);
    expect(checkNuban(accountNumber, bank)).toEqual({ ok: true, accountNumber, checked: true });
  });

  it("refuses a wrong check digit, and every other last digit but the right one", () => {
    const gtbank = listed("058");
    const wrong = ["0", "1", "2", "3", "4", "6", "7", "8", "9"].map((d) => `012345678${d}`);
    for (const number of wrong) expect(checkNuban(number, gtbank)).toMatchObject({ ok: false, reason: "CHECK_DIGIT" });
    expect(isValidNuban("0123456785", gtbank)).toBe(true);
  });

  it("refuses a number valid at another bank (a seller who chose the wrong bank)", () => {
    expect(isValidNuban("0123456785", listed("058"))).toBe(true);
    expect(isValidNuban("0123456785", listed("057"))).toBe(false);
    expect(isValidNuban("6001234562", listed("50211"))).toBe(false);
  });

  it("refuses 9 and 11 digits and an empty number, saying it is the length", () => {
    const gtbank = listed("058");
    expect(checkNuban("012345678", gtbank)).toEqual({ ok: false, reason: "LENGTH", accountNumber: "012345678" });
    expect(checkNuban("01234567850", gtbank)).toEqual({ ok: false, reason: "LENGTH", accountNumber: "01234567850" });
    expect(checkNuban("", gtbank)).toMatchObject({ ok: false, reason: "LENGTH" });
  });

  it("refuses letters, signs and emoji, saying they are not digits", () => {
    const gtbank = listed("058");
    for (const typed of ["012345678O", "O123456785", "0123456785a", "+234123456", "0123456785🙏🏾", "01234_5678"]) {
      expect(checkNuban(typed, gtbank)).toMatchObject({ ok: false, reason: "NOT_DIGITS" });
    }
  });

  it("normalises spaces, hyphens and dots people type to read the number", () => {
    const gtbank = listed("058");
    for (const typed of [
      " 0123456785 ",
      "0123 456 785",
      "012-345-6785",
      "0123.456.785",
      "0123\u00a0456\u00a0785",
      "0123\t456785",
    ]) {
      expect(checkNuban(typed, gtbank)).toEqual({ ok: true, accountNumber: "0123456785", checked: true });
    }
  });

  it("normalises Arabic-Indic, Persian and full-width digits to the same number (and still checks it)", () => {
    const gtbank = listed("058");
    expect(arabicIndic("0123456785")).toBe("٠١٢٣٤٥٦٧٨٥");
    expect(checkNuban(arabicIndic("0123456785"), gtbank)).toEqual({
      ok: true,
      accountNumber: "0123456785",
      checked: true,
    });
    expect(checkNuban(persian("0123 456 785"), gtbank)).toEqual({
      ok: true,
      accountNumber: "0123456785",
      checked: true,
    });
    expect(checkNuban("０１２３４５６７８５", gtbank)).toEqual({
      ok: true,
      accountNumber: "0123456785",
      checked: true,
    });
    expect(checkNuban(arabicIndic("0123456786"), gtbank)).toMatchObject({
      ok: false,
      reason: "CHECK_DIGIT",
      accountNumber: "0123456786",
    });
    expect(normaliseAccountNumber("٠١٢ ٣٤٥-٦٧٨٥")).toBe("0123456785");
  });
});

describe("institutions whose numbers cannot be checked", () => {
  it("OPay and PalmPay say so in their type and accept any 10 digits, such as a phone number", () => {
    for (const code of ["999992", "999991"]) {
      const wallet = listed(code);
      expect(wallet.nuban.checkable).toBe(false);
      // 0803 123 4567 as an account number; its last digit is no check digit.
      expect(checkNuban("8031234567", wallet)).toEqual({ ok: true, accountNumber: "8031234567", checked: false });
      expect(checkNuban("8031234568", wallet)).toEqual({ ok: true, accountNumber: "8031234568", checked: false });
    }
  });

  it("still refuses what is not 10 digits there", () => {
    const opay = listed("999992");
    expect(checkNuban("08031234567", opay)).toMatchObject({ ok: false, reason: "LENGTH" });
    expect(checkNuban("803123456x", opay)).toMatchObject({ ok: false, reason: "NOT_DIGITS" });
  });

  it("a phone-number account is refused at a checkable bank when its digit does not fit", () => {
    // 0806 123 4567 fails GTBank's check (the digit there would be 8), so the institution's rule matters.
    expect(nubanCheckDigit("058", "806123456")).toBe(8);
    expect(isValidNuban("8061234567", listed("058"))).toBe(false);
    expect(isValidNuban("8061234567", listed("999992"))).toBe(true);
  });
});

describe("the bank list", () => {
  it("has the banks and wallets Nigerian sellers use, each once", () => {
    const names = nigerianBanks.map((b) => b.name);
    for (const expected of [
      "OPay",
      "PalmPay",
      "Moniepoint",
      "Kuda",
      "Access Bank",
      "GTBank (Guaranty Trust Bank)",
      "First Bank of Nigeria",
      "UBA (United Bank for Africa)",
      "Zenith Bank",
    ]) {
      expect(names).toContain(expected);
    }
    expect(new Set(paystackBankCodes).size).toBe(nigerianBanks.length);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });

  it("is in alphabetical order of the names shown", () => {
    const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
    const names = nigerianBanks.map((b) => b.name);
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it("gives every checkable institution a 3- or 5-digit CBN code and every other one a reason", () => {
    for (const b of nigerianBanks) {
      if (b.nuban.checkable) {
        expect(b.nuban.cbnCode, b.name).toMatch(/^(\d{3}|\d{5})$/);
        expect(b.kind === "commercial-bank" || b.kind === "microfinance-bank", b.name).toBe(true);
      } else {
        expect(b.nuban.reason.length, b.name).toBeGreaterThan(20);
      }
    }
  });

  it("uses the CBN code as Paystack's code for commercial banks, except where Paystack spells it its own way", () => {
    const differing = nigerianBanks
      .filter((b) => b.nuban.checkable && b.nuban.cbnCode !== b.paystackCode)
      .map((b) => b.paystackCode);
    expect(differing.sort()).toEqual(["00103", "035A"]);
  });
});
