import { baseURL } from "./browser";

/** One message of the development outbox as /api/dev/outbox lists it (global setup runs the app with it on). */
export interface OutboxMessage {
  id: string;
  channel: "EMAIL" | "SMS";
  recipient: string;
  subject: string | null;
  purpose: string;
  body: string | null;
  otp: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The newest sent messages to `to` (an e-mail address or phone number in any spelling), newest first. */
export async function outboxMessages(to: string, limit = 20): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseURL()}/api/dev/outbox?${new URLSearchParams({ to, limit: String(limit) })}`);
  if (response.status !== 200)
    throw new Error(`/api/dev/outbox answered ${response.status}: is DEV_OUTBOX_IN_PRODUCTION=1 set?`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}
