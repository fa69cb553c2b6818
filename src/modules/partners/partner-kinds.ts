export const partnerKinds = ["COURIER", "STORE", "ARTISAN"] as const;
export type PartnerKind = (typeof partnerKinds)[number];

/**
 * What the application form's "detail" field means for each kind of partner, and the choices offered. Kept apart from
 * the schema so the form can render it without loading zod.
 */
export const partnerDetail: Record<PartnerKind, { label: string; options?: readonly string[] }> = {
  COURIER: {
    label: "How do you deliver?",
    options: ["Motorcycle (okada)", "Tricycle (keke)", "Car", "Van or truck", "Bicycle", "On foot"],
  },
  STORE: { label: "Store name" },
  ARTISAN: {
    label: "Your trade",
    options: [
      "Tailoring and fashion design",
      "Plumbing",
      "Electrical work",
      "Hairdressing and barbing",
      "Auto repair (mechanic)",
      "Carpentry and furniture",
      "Painting",
      "Tiling and masonry",
      "Generator repair",
      "AC and refrigeration",
      "Phone and laptop repair",
      "Cleaning",
      "Catering",
      "Make-up and beauty",
      "Welding and fabrication",
      "Other trade",
    ],
  },
};
