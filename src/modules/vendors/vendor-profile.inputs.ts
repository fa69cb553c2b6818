import * as z from "zod/mini";
import { asciiDigits } from "@/lib/digits";
import { nigerianStates, parseState } from "@/lib/nigeria";
import { toNigerianE164 } from "@/lib/phone";
import { plainText, oneLineText } from "@/lib/validation";

/**
 * The seller's business profile (issue #15, "Becoming a seller"), shared by the dashboard's forms and the resolvers:
 * the same rules and messages on both sides. Free text is kept as typed (markup included) and encoded where shown.
 */

export const vendorKinds = ["INDIVIDUAL", "STORE", "ARTISAN"] as const;
export const contactVisibilities = ["CALL_AND_WHATSAPP", "WHATSAPP_ONLY", "HIDDEN"] as const;

export const vendorProfileMessages = {
  kind: "Choose how you sell: as an individual, a store or an artisan",
  state: "Choose your state from the list",
  mobile: "Enter a Nigerian mobile number, e.g. 0803 123 4567",
  cac: "A CAC number starts with RC, BN or IT and then digits, e.g. RC 1234567",
  visibility: "Choose what buyers may see of your phone",
  picture: "Choose a picture you uploaded",
  code: "Enter the 6-digit code we sent",
} as const;

/** Optional text: "" (a form) and null (the API) both clear the field. */
function clearable<Out>(schema: z.ZodMiniType<Out, string>) {
  return z.pipe(
    z.transform((value: string | null | undefined) =>
      value === null || value === undefined || value.trim() === "" ? null : value,
    ),
    z.nullable(schema),
  );
}

export const businessName = oneLineText("Business name", { min: 2, max: 80 });

export const stateName = z.pipe(
  z.string({ error: vendorProfileMessages.state }),
  z.transform((value, ctx) => {
    const state = parseState(value);
    if (state) return state;
    ctx.issues.push({ code: "custom", message: vendorProfileMessages.state, input: value });
    return z.NEVER;
  }),
);

/**
 * A mobile number only: the code that verifies it goes by SMS. Nigerian mobile numbers are 070, 080, 081, 090 and
 * 091 (+234 7x/8x/9x with 0 or 1 next); landlines cannot receive it.
 */
export const mobilePhone = z.pipe(
  z.string({ error: vendorProfileMessages.mobile }).check(z.trim(), z.maxLength(20, vendorProfileMessages.mobile)),
  z.transform((value, ctx) => {
    const e164 = toNigerianE164(value);
    if (e164 && /^\+234[789][01]\d{8}$/.test(e164)) return e164;
    ctx.issues.push({ code: "custom", message: vendorProfileMessages.mobile, input: value });
    return z.NEVER;
  }),
);

/** "rc1234567", "RC-1234567", "Rc. ١٢٣٤٥٦٧" → "RC 1234567"; business names (BN) and trustees (IT) alike. */
export function normaliseCacNumber(value: string): string | null {
  const match = asciiDigits(value.normalize("NFKC"))
    .trim()
    .match(/^(RC|BN|IT)[\s.\-/:#]*(\d{1,8})$/i);
  return match ? `${match[1]!.toUpperCase()} ${match[2]}` : null;
}

export const cacNumber = z.pipe(
  z.string().check(z.maxLength(30, vendorProfileMessages.cac)),
  z.transform((value, ctx) => {
    const normalised = normaliseCacNumber(value);
    if (normalised) return normalised;
    ctx.issues.push({ code: "custom", message: vendorProfileMessages.cac, input: value });
    return z.NEVER;
  }),
);

const pictureId = z.uuid(vendorProfileMessages.picture);

/** Every field of the profile a member may change; each section of the form sends its own. */
const profileFields = {
  businessName,
  description: clearable(plainText("Description", { max: 2000 })),
  state: stateName,
  city: clearable(plainText("City", { min: 2, max: 60 })),
  cacNumber: clearable(cacNumber),
  contactPhone: clearable(mobilePhone),
  contactVisibility: z.enum(contactVisibilities, vendorProfileMessages.visibility),
  logoId: clearable(pictureId),
  coverId: clearable(pictureId),
};

/** "Start selling": the business's name, how it sells and where. */
export const startSellingInput = z.strictObject({
  businessName,
  kind: z.enum(vendorKinds, vendorProfileMessages.kind),
  state: stateName,
});

/** The API's update: any of the fields; a field left out stays as it is. */
export const vendorProfileInput = z.partial(z.strictObject(profileFields));

/** The form's sections, each saved on its own. */
export const vendorBusinessInput = z.strictObject({
  businessName: profileFields.businessName,
  description: profileFields.description,
  state: profileFields.state,
  city: profileFields.city,
  cacNumber: profileFields.cacNumber,
});
export const vendorContactInput = z.strictObject({
  contactPhone: profileFields.contactPhone,
  contactVisibility: profileFields.contactVisibility,
});

export const vendorPhoneCodeInput = z.strictObject({
  code: z.pipe(
    z.string({ error: vendorProfileMessages.code }),
    z.transform((value, ctx) => {
      const code = asciiDigits(value.normalize("NFKC")).replace(/\s/g, "");
      if (/^\d{6}$/.test(code)) return code;
      ctx.issues.push({ code: "custom", message: vendorProfileMessages.code, input: value });
      return z.NEVER;
    }),
  ),
});

export const stateOptions = nigerianStates;

export type StartSellingInput = z.input<typeof startSellingInput>;
export type StartSelling = z.output<typeof startSellingInput>;
export type VendorProfileInput = z.input<typeof vendorProfileInput>;
export type VendorProfileChanges = z.output<typeof vendorProfileInput>;
export type VendorBusinessInput = z.input<typeof vendorBusinessInput>;
export type VendorContactInput = z.input<typeof vendorContactInput>;
