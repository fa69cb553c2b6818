import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { sendJob, wakeJobWorkers } from "@/jobs/job-runner";
import { followRefundEvent } from "./payment-refund-status.service";
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

const KEY_PART = /^[A-Za-z0-9._=-]{1,100}$/;

/** A number or a string a key can hold (Paystack sends ids and amounts either way), as text; null otherwise. */
function keyPart(value: unknown): string | null {
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  return typeof value === "string" && KEY_PART.test(value) ? value : null;
}

/**
 * `<event>:<id>`: Paystack's id of the transaction (or refund, transfer) the event is about. Refund events carry the
 * refund's id only sometimes: without it, the transaction's reference, the amount and the processor's reference
 * (once there is one) name the refund's step.
 */
function eventKey(type: string, data: Record<string, unknown>): string | null {
  const id = keyPart(data.id ?? data.reference);
  if (id) return `${type}:${id}`;
  if (!type.startsWith("refund.")) return null;
  const reference = keyPart(data.transaction_reference);
  const amount = keyPart(data.amount);
  if (!reference || !amount) return null;
  return `${type}:${reference}:${amount}:${keyPart(data.refund_reference) ?? ""}`;
}

/** The transaction an event is about: a charge's `reference`, a refund's `transaction_reference`. */
function referenceOf(data: Record<string, unknown>): string | null {
  const reference = typeof data.reference === "string" ? data.reference : data.transaction_reference;
  return typeof reference === "string" ? reference.slice(0, 100) : null;
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
  const reference = referenceOf(parsed.data);
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

/** Paystack's id of the refund a refund event is about, when the event names it. */
function refundIdOf(payload: unknown): string | null {
  const data = isObject(payload) && isObject(payload.data) ? payload.data : null;
  return data ? keyPart(data.id) : null;
}

/**
 * The webhook job: a charge event settles its payment through the one idempotent step (which asks Paystack again;
 * the webhook's own figures are not believed); a refund event has the transaction's open refunds fetched from
 * Paystack and recorded. Paystack unreachable, or a refund whose acceptance is still being recorded → throws, so the
 * job runs again. Other events are kept for the record and marked handled.
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
  if (event.type.startsWith("refund.")) {
    const refundId = refundIdOf(event.payload);
    const result = await followRefundEvent({ type: event.type, reference: event.reference, refundId }, db);
    if (result === "RETRY") throw new Error(`payments: the refunds of ${event.reference} cannot be settled yet`);
  }
  await db
    .update(paymentEvents)
    .set({ handledAt: new Date() })
    .where(and(eq(paymentEvents.id, paymentEventId), isNull(paymentEvents.handledAt)));
}
