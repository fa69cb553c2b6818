/** The contact form's topics. Kept apart from the schema so the form can render them without loading zod. */
export const contactTopics = [
  { value: "ORDER", label: "An order or delivery" },
  { value: "ACCOUNT", label: "My account" },
  { value: "SELLING", label: "Selling on the marketplace" },
  { value: "PAYMENT", label: "A payment or refund" },
  { value: "SAFETY", label: "Report a scam or unsafe listing" },
  { value: "PRESS", label: "Press and partnerships" },
  { value: "OTHER", label: "Something else" },
] as const;

export const topicValues = ["ORDER", "ACCOUNT", "SELLING", "PAYMENT", "SAFETY", "PRESS", "OTHER"] as const;
