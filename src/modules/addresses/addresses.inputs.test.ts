import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { validationMap } from "@/lib/errors";
import { addressInput } from "@/modules/addresses/addresses.inputs";

const valid = {
  recipientName: "Adaeze Okafor",
  recipientPhone: "0803 123 4567",
  state: "Lagos",
  lga: "Ikeja",
  street: "12 Allen Avenue, Ikeja",
};
const problems = (changes: Record<string, unknown>) => {
  const result = z.safeParse(addressInput, { ...valid, ...changes });
  return result.success ? {} : validationMap(result.error);
};

describe("address input (the form's server action and the API)", () => {
  it("normalises the phone, the state's spelling and empty optional fields; a ticked box is 'on'", () => {
    expect(
      z.parse(addressInput, {
        ...valid,
        recipientPhone: "+234 (803) 123-4567",
        state: "fct",
        lga: " Bwari ",
        label: "",
        landmark: "  ",
        makeDefault: "on",
      }),
    ).toEqual({ ...valid, recipientPhone: "+2348031234567", state: "FCT Abuja", lga: "Bwari", makeDefault: true });
  });

  it("gives each refusal its own message, word for word", () => {
    expect(problems({ recipientName: "x".repeat(2_000) })).toEqual({
      recipientName: ["Recipient's name should be at most 80 characters"],
    });
    expect(problems({ recipientName: "Ada\u0000" })).toEqual({
      recipientName: ["Recipient's name contains characters we cannot accept"],
    });
    expect(problems({ street: "12 Allen\u202E Avenue" })).toEqual({
      street: ["Area and street contains characters we cannot accept"],
    });
    expect(problems({ landmark: "<marquee>" })).toEqual({ landmark: ["Landmark cannot contain < or >"] });
    expect(problems({ lga: "Bwari" })).toEqual({ lga: ["Choose a local government area in Lagos"] });
    expect(problems({ recipientPhone: "0" })).toEqual({
      recipientPhone: ["Enter a Nigerian phone number, e.g. 0803 123 4567"],
    });
    expect(problems({ state: "" })).toEqual({ state: ["Choose your state from the list"] });
  });

  it("keeps every script's letters, and '&', quotes and slashes", () => {
    expect(
      problems({ recipientName: "Ọlájídé O'Neil", street: "Flat 3/B, Obafemi Awolowo Way & Allen", label: "Mum's" }),
    ).toEqual({});
  });

  it("refuses emoji, which slips, SMS and couriers' systems mangle", () => {
    expect(problems({ street: "14 Allen Avenue 🏠" })).toEqual({
      street: ["Area and street cannot contain emoji: write it as words"],
    });
  });
});
