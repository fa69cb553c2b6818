import "server-only";
import { getDb, type Database } from "@/db/client";
import { enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { createReference } from "@/lib/reference";
import { contactMessages } from "@/modules/contact/contact.schema";
import type { ContactMessage } from "@/modules/contact/contact.inputs";

/** Messages one client address may send an hour: the form is open to signed-out visitors, so the address is the key. */
export const contactRateLimit: RateLimitRule = { name: "contact", points: 5, durationSeconds: 60 * 60 };

/** Stores a visitor's message; the requester's address spends one of contactRateLimit's (RateLimitedError after). */
export async function submitContactMessage(
  message: ContactMessage,
  requester: { ip: string },
  db: Database = getDb(),
): Promise<{ reference: string }> {
  await enforceRateLimit(contactRateLimit, requester.ip);
  const reference = createReference("CM");
  await db.insert(contactMessages).values({
    reference,
    name: message.name,
    email: message.email,
    phone: message.phone ?? null,
    topic: message.topic,
    message: message.message,
  });
  return { reference };
}
