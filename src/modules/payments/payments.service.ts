import { and, eq } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { publishEvent } from "@/jobs/domain-events";
import type { Actor } from "@/lib/actor";
import { InputValidationError, parseInput } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { createReference } from "@/lib/reference";
import { isUuid } from "@/lib/uuid";
import { paymentGateway, paystackClient } from "./payments.config";
import { newPaymentInput, type NewPayment } from "./payments.inputs";
import { requireCashRecorder } from "./payments.policy";
import { payments } from "./payments.schema";
import type { BeginPaymentResult, PaymentSummary } from "./payments.types";

/**
 * Money in: a payment per checkout, opened on Paystack (or due in cash), and settled by one idempotent step that the
 * return from Paystack, the webhook's job and the reconciliation job all use (./payment-settlement.service.ts).
 */

type PaymentRow = typeof payments.$inferSelect;

export function toSummary(row: PaymentRow): PaymentSummary {
  return {
    id: row.id,
    reference: row.reference,
    checkoutId: row.checkoutId,
    buyerId: row.buyerId,
    amountKobo: row.amountKobo,
    currency: row.currency,
    method: row.method,
    status: row.status,
    refundedKobo: row.refundedKobo,
    channel: row.channel,
    paidAt: row.paidAt,
    authorizationUrl: row.authorizationUrl,
    failureReason: row.failureReason,
    createdAt: row.createdAt,
  };
}

/** Whether card, transfer and USSD payment can be offered now (Paystack configured, or the local test gateway). */
export function cardPaymentAvailable(): boolean {
  return paymentGateway().kind !== "none";
}

export const cardPaymentUnavailableMessage =
  "Card, transfer and USSD payment is not available right now. Choose pay on delivery.";

/**
 * The payment for a checkout, made in the caller's transaction (the checkout flow's). The same checkout gives the same
 * payment back; the same checkout with another amount, buyer or method is refused.
 */
export async function createPayment(input: NewPayment, db: Database = getDb()): Promise<PaymentSummary> {
  const parsed = parseInput(newPaymentInput, input);
  if (parsed.method === "PAYSTACK" && paymentGateway().kind === "none") {
    throw new InputValidationError({ method: [cardPaymentUnavailableMessage] });
  }
  const [created] = await db
    .insert(payments)
    .values({
      reference: createReference("OJA", 12),
      checkoutId: parsed.checkoutId,
      buyerId: parsed.buyerId,
      email: parsed.email,
      amountKobo: parsed.amountKobo,
      method: parsed.method,
      status: parsed.method === "PAYSTACK" ? "UNPAID" : "DUE",
    })
    .onConflictDoNothing({ target: payments.checkoutId })
    .returning();
  if (created) return toSummary(created);
  const [existing] = await db.select().from(payments).where(eq(payments.checkoutId, parsed.checkoutId));
  if (
    !existing ||
    existing.amountKobo !== parsed.amountKobo ||
    existing.buyerId !== parsed.buyerId ||
    existing.method !== parsed.method
  ) {
    throw new InputValidationError({ checkoutId: ["This checkout already has a different payment."] });
  }
  return toSummary(existing);
}

export async function paymentById(paymentId: string, db: Database = getDb()): Promise<PaymentSummary | null> {
  if (!isUuid(paymentId)) return null;
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ? toSummary(row) : null;
}

export async function paymentForCheckout(checkoutId: string, db: Database = getDb()): Promise<PaymentSummary | null> {
  if (!isUuid(checkoutId)) return null;
  const [row] = await db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
  return row ? toSummary(row) : null;
}

export async function paymentByReference(reference: string, db: Database = getDb()): Promise<PaymentSummary | null> {
  if (!/^[A-Za-z0-9.=-]{1,100}$/.test(reference)) return null;
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  return row ? toSummary(row) : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens the payment on Paystack and returns where to send the buyer. Runs outside any transaction (a network call
 * must not hold one). A second call returns the stored address, and two at once open one transaction: the reference
 * is the payment's, so Paystack refuses a second initialize of it ("Duplicate Transaction Reference"), and the loser
 * waits for the winner's address. A double click on Pay charges once.
 */
export async function beginPaystackPayment(paymentId: string, callbackUrl: string): Promise<BeginPaymentResult> {
  const db = getDb();
  const [row] = isUuid(paymentId) ? await db.select().from(payments).where(eq(payments.id, paymentId)) : [];
  const payment = row ? toSummary(row) : null;
  if (!row || !payment) throw new InputValidationError({ paymentId: ["No such payment."] });
  if (!/^https?:\/\/[^/]/.test(callbackUrl)) throw new Error("payments: the callback must be an absolute http(s) URL");
  if (payment.method !== "PAYSTACK" || payment.status !== "UNPAID") {
    return { status: "NOT_PAYABLE", paymentStatus: payment.status };
  }
  if (payment.authorizationUrl) return { status: "OK", authorizationUrl: payment.authorizationUrl };
  const client = paystackClient();
  if (!client) return { status: "UNAVAILABLE" };

  const answer = await client.initializeTransaction({
    email: row.email,
    amountKobo: payment.amountKobo,
    reference: payment.reference,
    callbackUrl,
    channels: ["card", "bank_transfer", "ussd"],
    metadata: { paymentId: payment.id, checkoutId: payment.checkoutId },
  });
  if (answer.status === "OK") {
    const [stored] = await db
      .update(payments)
      .set({ authorizationUrl: answer.authorizationUrl, accessCode: answer.accessCode, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "UNPAID")))
      .returning({ authorizationUrl: payments.authorizationUrl });
    return { status: "OK", authorizationUrl: stored?.authorizationUrl ?? answer.authorizationUrl };
  }
  if (answer.status === "REFUSED" && answer.duplicateReference) {
    // Another call for this payment is opening it: its address arrives in a moment.
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const current = await paymentById(payment.id, db);
      if (current?.authorizationUrl) return { status: "OK", authorizationUrl: current.authorizationUrl };
      await sleep(200);
    }
    logger.error("payments.initialize_duplicate_without_address", {
      paymentId: payment.id,
      reference: payment.reference,
    });
  }
  return { status: "UNAVAILABLE" };
}

/** Cash handed over at the door: DUE → COLLECTED and `payment.paid`, once. Returns whether this call recorded it. */
export async function recordCashCollected(actor: Actor, paymentId: string, db: Database = getDb()): Promise<boolean> {
  requireCashRecorder(actor);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status: "COLLECTED", paidAt: new Date(), updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.method, "PAY_ON_DELIVERY"), eq(payments.status, "DUE")))
      .returning();
    if (!row) return refuseCashChange(paymentId, "COLLECTED", tx);
    await publishEvent(
      { type: "payment.paid", payload: { paymentId: row.id, checkoutId: row.checkoutId, method: "PAY_ON_DELIVERY" } },
      tx,
    );
    return true;
  });
}

/** The buyer refused the goods (or the cash) at the door: DUE → REFUSED and `payment.failed`, once. */
export async function recordCashRefused(actor: Actor, paymentId: string, db: Database = getDb()): Promise<boolean> {
  requireCashRecorder(actor);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status: "REFUSED", failureReason: "refused at the door", updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.method, "PAY_ON_DELIVERY"), eq(payments.status, "DUE")))
      .returning();
    if (!row) return refuseCashChange(paymentId, "REFUSED", tx);
    await publishEvent(
      { type: "payment.failed", payload: { paymentId: row.id, checkoutId: row.checkoutId, reason: "refused" } },
      tx,
    );
    return true;
  });
}

/** A repeat of the same record is no change (false); anything else is a mistake the caller shows. */
async function refuseCashChange(paymentId: string, wanted: "COLLECTED" | "REFUSED", db: Database): Promise<false> {
  const payment = await paymentById(paymentId, db);
  if (payment?.method === "PAY_ON_DELIVERY" && payment.status === wanted) return false;
  throw new InputValidationError({ paymentId: ["This payment is not waiting for cash at the door."] });
}
