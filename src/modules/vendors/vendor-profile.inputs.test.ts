import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  normaliseCacNumber,
  startSellingInput,
  vendorBusinessInput,
  vendorContactInput,
  vendorPhoneCodeInput,
} from "@/modules/vendors/vendor-profile.inputs";

const messages = (schema: z.ZodMiniType, input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success
    ? null
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("vendor profile inputs", () => {
  it("normalises CAC numbers in the spellings people type, and refuses anything else", () => {
    expect(normaliseCacNumber("rc1234567")).toBe("RC 1234567");
    expect(normaliseCacNumber(" Bn-7654321 ")).toBe("BN 7654321");
    expect(normaliseCacNumber("IT/١٢٣٤٥")).toBe("IT 12345");
    expect(normaliseCacNumber("RC")).toBeNull();
    expect(normaliseCacNumber("XY 123")).toBeNull();
    expect(normaliseCacNumber("RC 123456789")).toBeNull();
  });

  it("takes Nigerian mobile numbers only, in any spelling, for the business phone", () => {
    expect(
      z.parse(vendorContactInput, { contactPhone: "+234 809-765-4321", contactVisibility: "HIDDEN" }).contactPhone,
    ).toBe("+2348097654321");
    expect(z.parse(vendorContactInput, { contactPhone: "۰۷۰۳۱۲۳۴۵۶۷", contactVisibility: "HIDDEN" }).contactPhone).toBe(
      "+2347031234567",
    );
    // A Lagos landline cannot receive the SMS code.
    expect(messages(vendorContactInput, { contactPhone: "01 234 5678", contactVisibility: "HIDDEN" })).toEqual({
      contactPhone: "Enter a Nigerian mobile number, e.g. 0803 123 4567",
    });
    expect(
      z.parse(vendorContactInput, { contactPhone: "", contactVisibility: "CALL_AND_WHATSAPP" }).contactPhone,
    ).toBeNull();
  });

  it("keeps names with emoji and markup as typed, and asks for a listed state", () => {
    expect(
      z.parse(startSellingInput, { businessName: "  Mama Ngozi's <Kitchen> 🍲 ", kind: "STORE", state: "akwa-ibom" }),
    ).toEqual({
      businessName: "Mama Ngozi's <Kitchen> 🍲",
      kind: "STORE",
      state: "Akwa Ibom",
    });
    expect(messages(startSellingInput, { businessName: "Ok", kind: "SHOP", state: "Wakanda" })).toEqual({
      kind: "Choose how you sell: as an individual, a store or an artisan",
      state: "Choose your state from the list",
    });
    expect(
      messages(vendorBusinessInput, {
        businessName: "Shop",
        description: "   ",
        state: "Lagos",
        city: "",
        cacNumber: null,
      }),
    ).toBeNull();
  });

  it("reads a 6-digit code typed with spaces or Arabic-Indic digits", () => {
    expect(z.parse(vendorPhoneCodeInput, { code: "١٢٣ ٤٥٦" }).code).toBe("123456");
    expect(messages(vendorPhoneCodeInput, { code: "12345" })).toEqual({ code: "Enter the 6-digit code we sent" });
  });
});
