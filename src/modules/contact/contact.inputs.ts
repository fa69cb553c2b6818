import * as z from "zod/mini";
import { emailAddress, nigerianPhone, optional, plainText, oneLineText } from "@/lib/validation";
import { topicValues } from "@/modules/contact/contact-topics";

/** Shared by the contact form in the browser and the submitContactMessage resolver. */
export const contactMessageInput = z.strictObject({
  name: oneLineText("Name", { min: 2, max: 80 }),
  email: emailAddress,
  phone: optional(nigerianPhone),
  topic: z.enum(topicValues, { error: "Choose a topic" }),
  message: plainText("Message", { min: 10, max: 2000 }),
});

export type ContactMessageInput = z.input<typeof contactMessageInput>;
export type ContactMessage = z.output<typeof contactMessageInput>;
