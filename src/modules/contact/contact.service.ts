import "server-only";
import { getDb, type Database } from "@/db/client";
import { createReference } from "@/lib/reference";
import { contactMessages } from "@/modules/contact/contact.schema";
import type { ContactMessage } from "@/modules/contact/contact.inputs";

export async function submitContactMessage(
  message: ContactMessage,
  db: Database = getDb(),
): Promise<{ reference: string }> {
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
