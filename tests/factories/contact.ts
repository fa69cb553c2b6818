import type { ContactMessageInput } from "@/modules/contact/contact.inputs";

/** A valid contact form submission, as the browser sends it. */
export function buildContactMessageInput(overrides: Partial<Record<keyof ContactMessageInput, unknown>> = {}) {
  return {
    name: "Adaeze Okafor",
    email: "Adaeze.Okafor@Example.com",
    phone: "0803 123 4567",
    topic: "ORDER",
    message: "My order from last Tuesday has not arrived in Ikeja yet.",
    ...overrides,
  };
}
