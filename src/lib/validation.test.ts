import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type * as core from "zod/v4/core";
import { emailAddress, nigerianPhone, optional, plainText } from "@/lib/validation";

function messages(schema: core.$ZodType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("plainText", () => {
  const name = plainText("Name", { min: 2, max: 10 });

  it("trims and accepts ordinary text", () => {
    expect(name.parse("  Ada  ")).toBe("Ada");
  });

  it("says the field is required when missing, of the wrong type, or blank", () => {
    expect(messages(name, undefined)).toEqual(["Name is required"]);
    expect(messages(name, 42)).toEqual(["Name is required"]);
    // Blank text fails both the required and the minimum-length check; "required" comes first (the form shows it).
    expect(messages(name, "   ")[0]).toBe("Name is required");
  });

  it("names the bounds", () => {
    expect(messages(name, "A")).toEqual(["Name should be at least 2 characters"]);
    expect(messages(name, "A".repeat(11))).toEqual(["Name should be at most 10 characters"]);
  });

  // Markup is text: it is kept as typed, and every place that shows it encodes it (tests/abuse/text-encoding.test.ts).
  it.each([
    "I <3 Lagos",
    "2 < 3",
    "price>1000",
    "a -> b",
    "<b>bold</b>",
    "<script>alert(1)</script>",
    "<svg/onload=alert(1)>",
    "<!-- x -->",
  ])("keeps %j exactly as typed", (value) => {
    expect(plainText("Message", { max: 100 }).parse(value)).toBe(value);
  });

  it.each(["a\u0000b", "a\u0007b", "a\u001Bb", "a\u007Fb"])("rejects control characters in %j", (value) => {
    expect(messages(plainText("Message", { max: 100 }), value)).toEqual([
      "Message contains characters we cannot accept",
    ]);
  });

  it("keeps tabs and new lines", () => {
    expect(plainText("Message", { max: 100 }).parse("line one\n\tline two")).toBe("line one\n\tline two");
  });

  it("accepts emoji and non-Latin scripts", () => {
    expect(plainText("Message", { max: 100 }).parse("Ẹ kú àárọ̀ 🙏🏾 ọjà")).toBe("Ẹ kú àárọ̀ 🙏🏾 ọjà");
  });
});

describe("emailAddress", () => {
  it("trims and lower-cases", () => {
    expect(emailAddress.parse("  Ada.Obi@Example.COM ")).toBe("ada.obi@example.com");
  });

  it.each([
    ["", "Email is required"],
    [undefined, "Email is required"],
    ["not-an-email", "Enter a valid email address"],
    ["a@b", "Enter a valid email address"],
    [`${"a".repeat(250)}@x.ng`, "Email should be at most 254 characters"],
  ])("rejects %j with %j", (value, message) => {
    expect(messages(emailAddress, value)).toContain(message);
  });
});

describe("nigerianPhone", () => {
  it("stores E.164", () => {
    expect(nigerianPhone.parse(" 0803 123 4567 ")).toBe("+2348031234567");
  });

  it.each([
    ["", "Phone number is required"],
    [undefined, "Phone number is required"],
    ["+44 7911 123456", "Enter a Nigerian phone number, e.g. 0803 123 4567"],
    ["0".repeat(21), "Enter a Nigerian phone number, e.g. 0803 123 4567"],
  ])("rejects %j with %j", (value, message) => {
    expect(messages(nigerianPhone, value)).toContain(message);
  });
});

describe("optional", () => {
  const schema = optional(emailAddress);

  it("treats null, empty and blank as absent", () => {
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse("")).toBeUndefined();
    expect(schema.parse("   ")).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
  });

  it("still validates a given value", () => {
    expect(schema.parse("Ada@Example.com")).toBe("ada@example.com");
    expect(messages(schema, "nope")).toEqual(["Enter a valid email address"]);
  });
});
