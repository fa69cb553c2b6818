import * as z from "zod/mini";
import { nigerianStates } from "@/lib/nigeria";
import { emailAddress, nigerianPhone, optional, plainText, oneLineText } from "@/lib/validation";
import { partnerDetail, partnerKinds } from "@/modules/partners/partner-kinds";

export { partnerDetail, partnerKinds, type PartnerKind } from "@/modules/partners/partner-kinds";

/** Shared by the application forms in the browser and the submitPartnerApplication resolver. */
export const partnerApplicationInput = z
  .strictObject({
    kind: z.enum(partnerKinds, { error: "Choose what you are applying as" }),
    fullName: oneLineText("Full name", { min: 2, max: 80 }),
    phone: nigerianPhone,
    email: optional(emailAddress),
    state: z.enum(nigerianStates, { error: "Choose your state" }),
    city: plainText("City or area", { min: 2, max: 60 }),
    detail: plainText("This field", { min: 2, max: 80 }),
    about: optional(plainText("About you", { max: 1000 })),
  })
  .check(
    z.superRefine((value, ctx) => {
      const options = partnerDetail[value.kind].options;
      if (options && !options.includes(value.detail)) {
        ctx.issues.push({
          code: "custom",
          path: ["detail"],
          input: value.detail,
          message: `Choose one: ${partnerDetail[value.kind].label.toLowerCase()}`,
        });
      }
    }),
  );

export type PartnerApplicationInput = z.input<typeof partnerApplicationInput>;
export type PartnerApplication = z.output<typeof partnerApplicationInput>;
