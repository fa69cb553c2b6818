import type { PartnerApplicationInput, PartnerKind } from "@/modules/partners/partners.inputs";

const detailByKind: Record<PartnerKind, string> = {
  COURIER: "Motorcycle (okada)",
  STORE: "Mama Nkechi Provisions",
  ARTISAN: "Tailoring and fashion design",
};

/** A valid partner application of the given kind, as the browser sends it. */
export function buildPartnerApplicationInput(
  kind: PartnerKind = "COURIER",
  overrides: Partial<Record<keyof PartnerApplicationInput, unknown>> = {},
) {
  return {
    kind,
    fullName: "Chinedu Eze",
    phone: "+234 803 123 4567",
    email: "Chinedu.Eze@Example.NG",
    state: "Lagos",
    city: "Yaba",
    detail: detailByKind[kind],
    about: "Five years delivering around Lagos mainland.",
    ...overrides,
  };
}
