import * as z from "zod/mini";
import { emailAddress, nigerianPhone, optional, plainText } from "@/lib/validation";

export const contactTopics = [
  { value: "ORDER", label: "An order or delivery" },
  { value: "ACCOUNT", label: "My account" },
  { value: "SELLING", label: "Selling on the marketplace" },
  { value: "PAYMENT", label: "A payment or refund" },
  { value: "SAFETY", label: "Report a scam or unsafe listing" },
  { value: "PRESS", label: "Press and partnerships" },
  { value: "OTHER", label: "Something else" },
] as const;

const topicValues = ["ORDER", "ACCOUNT", "SELLING", "PAYMENT", "SAFETY", "PRESS", "OTHER"] as const;

/** Shared by the contact form in the browser and the submitContactMessage resolver. */
export const contactMessageInput = z.strictObject({
  name: plainText("Name", { min: 2, max: 80 }),
  email: emailAddress,
  phone: optional(nigerianPhone),
  topic: z.enum(topicValues, { error: "Choose a topic" }),
  message: plainText("Message", { min: 10, max: 2000 }),
});

export type ContactMessageInput = z.input<typeof contactMessageInput>;
export type ContactMessage = z.output<typeof contactMessageInput>;
