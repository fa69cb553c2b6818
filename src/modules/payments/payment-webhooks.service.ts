import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { sendJob, wakeJobWorkers } from "@/jobs/job-runner";
import { settlePaystackPayment } from "./payment-settlement.service";
import { paymentEvents } from "./payments.schema";

/**
 * Paystack's webhooks, after the route checked the signature: each event is stored once under its unique key with a
 * job to act on it, in one transaction, and the route answers 200 at once. A replay (Paystack retries until it gets a
 * 200, and anyone may resend a captured body) finds the key taken and changes nothing.
 */

export type RecordEventResult = "STORED" | "DUPLICATE" | "MALFORMED";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `<event>:<id>`: Paystack's id of the transaction (or refund, transfer) the event is about. */
function eventKey(type: string, data: Record<string, unknown>): string | null {
  const id = data.id ?? data.reference;
  if (typeof id === "number" && Number.isSafeInteger(id)) return `${type}:${id}`;
  if (typeof id === "string" && /^[A-Za-z0-9._=-]{1,100}$/.test(id)) return `${type}:${id}`;
  return null;
}

export async function recordPaystackEvent(rawBody: Uint8Array, db: Database = getDb()): Promise<RecordEventResult> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(rawBody));
  } catch {
    return "MALFORMED";
  }
  if (!isObject(parsed) || typeof parsed.event !== "string" || !isObject(parsed.data)) return "MALFORMED";
  const type = parsed.event.slice(0, 60);
  const key = eventKey(type, parsed.data);
  if (!key) return "MALFORMED";
  const reference = typeof parsed.data.reference === "string" ? parsed.data.reference.slice(0, 100) : null;
  // PostgreSQL's jsonb refuses \u0000 in strings: such a body is stored as text inside an object.
  const payload = JSON.stringify(parsed).includes("\\u0000") ? { raw: "unstorable body" } : parsed;
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentEvents)
      .values({ provider: "paystack", eventKey: key, type, reference, payload })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (row) await sendJob("payments.handle-webhook", { paymentEventId: row.id }, {}, tx);
    return row !== undefined;
  });
  if (stored) wakeJobWorkers();
  return stored ? "STORED" : "DUPLICATE";
}

/**
 * The webhook job: a charge event settles its payment through the one idempotent step (which asks Paystack again;
 * the webhook's own figures are not believed). Paystack unreachable → throws, so the job runs again. Other events are
 * kept for the record and marked handled.
 */
export async function handlePaystackEvent(paymentEventId: string, db: Database = getDb()): Promise<void> {
  const [event] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, paymentEventId));
  if (!event || event.handledAt) return;
  if ((event.type === "charge.success" || event.type === "charge.failed") && event.reference) {
    const result = await settlePaystackPayment(event.reference, db);
    if (result.outcome === "UNAVAILABLE") {
      throw new Error(`payments: could not verify ${event.reference} with Paystack now`);
    }
  }
  await db
    .update(paymentEvents)
    .set({ handledAt: new Date() })
    .where(and(eq(paymentEvents.id, paymentEventId), isNull(paymentEvents.handledAt)));
}
