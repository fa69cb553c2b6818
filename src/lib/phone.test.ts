import { describe, expect, it } from "vitest";
import { formatNigerianPhone, toNigerianE164 } from "@/lib/phone";

describe("toNigerianE164", () => {
  it.each([
    ["0803 123 4567"],
    ["08031234567"],
    ["2348031234567"],
    ["+2348031234567"],
    ["+234 803 123 4567"],
    ["+234-803-123-4567"],
    ["(0803) 123-4567"],
    ["  0803.123.4567  "],
    // Arabic-Indic, Persian and full-width digits are folded to ASCII.
    ["٠٨٠٣١٢٣٤٥٦٧"],
    ["۰۸۰۳۱۲۳۴۵۶۷"],
    ["０８０３１２３４５６７"],
  ])("normalises %j to +2348031234567", (input) => {
    expect(toNigerianE164(input)).toBe("+2348031234567");
  });

  it("accepts other Nigerian mobile prefixes", () => {
    expect(toNigerianE164("0705 555 1234")).toBe("+2347055551234");
    expect(toNigerianE164("0813 000 1111")).toBe("+2348130001111");
    expect(toNigerianE164("0901 234 5678")).toBe("+2349012345678");
  });

  it.each([
    ["", "empty"],
    ["0803 123", "too short"],
    ["0803123456", "one digit short"],
    ["+44 7911 123456", "UK mobile"],
    ["447911123456", "UK mobile without +"],
    ["+1 202 555 0143", "US number"],
    ["0803 ABC 4567", "letters"],
    ["zero eight oh three", "words"],
    ["+234 803 123 4567 ext 9", "extension text"],
    ["0803\u00001234567", "null byte"],
    ["+234 000 000 0000", "not a valid Nigerian range"],
  ])("rejects %j (%s)", (input) => {
    expect(toNigerianE164(input)).toBeNull();
  });
});

describe("toNigerianE164 length", () => {
  // Regression: the Nigeria-only metadata's NG pattern admits 10–14 digits, so "080312345678" once became
  // "+23480312345678"; only "+234 and ten digits" is a real subscriber number.
  it("rejects a mobile number with extra digits", () => {
    expect(toNigerianE164("080312345678")).toBeNull();
    expect(toNigerianE164("08031234567890")).toBeNull();
  });
});

describe("formatNigerianPhone", () => {
  it("formats E.164 for display", () => {
    expect(formatNigerianPhone("+2348031234567")).toBe("+234 803 123 4567");
  });

  it("returns input it cannot parse unchanged", () => {
    expect(formatNigerianPhone("not a phone")).toBe("not a phone");
  });
});
