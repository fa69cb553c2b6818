/** The contact form's topics. Kept apart from the schema so the form can render them without loading zod. */
export const contactTopics = [
  { value: "ORDER", label: "A seller or something you bought" },
  { value: "ACCOUNT", label: "My account" },
  { value: "SELLING", label: "Selling on the marketplace" },
  { value: "PAYMENT", label: "A payment to a seller" },
  { value: "SAFETY", label: "Report a scam or unsafe listing" },
  { value: "PRESS", label: "Press and partnerships" },
  { value: "OTHER", label: "Something else" },
] as const;

export const topicValues = ["ORDER", "ACCOUNT", "SELLING", "PAYMENT", "SAFETY", "PRESS", "OTHER"] as const;
