import * as z from "zod/mini";
import { nigerianStates } from "@/lib/nigeria";
import { emailAddress, nigerianPhone, optional, plainText } from "@/lib/validation";

export const partnerKinds = ["COURIER", "STORE", "ARTISAN"] as const;
export type PartnerKind = (typeof partnerKinds)[number];

/** What the "detail" field means for each kind of partner, and the choices offered. */
export const partnerDetail: Record<PartnerKind, { label: string; options?: readonly string[] }> = {
  COURIER: { label: "How do you deliver?", options: ["Motorcycle (okada)", "Tricycle (keke)", "Car", "Van or truck", "Bicycle", "On foot"] },
  STORE: { label: "Store name" },
  ARTISAN: {
    label: "Your trade",
    options: [
      "Tailoring and fashion design", "Plumbing", "Electrical work", "Hairdressing and barbing", "Auto repair (mechanic)",
      "Carpentry and furniture", "Painting", "Tiling and masonry", "Generator repair", "AC and refrigeration", "Phone and laptop repair",
      "Cleaning", "Catering", "Make-up and beauty", "Welding and fabrication", "Other trade",
    ],
  },
};

/** Shared by the application forms in the browser and the submitPartnerApplication resolver. */
export const partnerApplicationInput = z
  .strictObject({
    kind: z.enum(partnerKinds, { error: "Choose what you are applying as" }),
    fullName: plainText("Full name", { min: 2, max: 80 }),
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
        ctx.issues.push({ code: "custom", path: ["detail"], input: value.detail, message: `Choose one: ${partnerDetail[value.kind].label.toLowerCase()}` });
      }
    }),
  );

export type PartnerApplicationInput = z.input<typeof partnerApplicationInput>;
export type PartnerApplication = z.output<typeof partnerApplicationInput>;
