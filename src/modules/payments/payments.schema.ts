import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";
import { paymentMethods } from "@/modules/orders/orders.types";

export const paymentMethod = pgEnum("payment_method", paymentMethods);
/**
 * A payment's own state, kept apart from its order's. Paystack: UNPAID → PAID (→ PARTIALLY_REFUNDED → REFUNDED), or
 * FAILED, or ABANDONED after 30 minutes unpaid. Pay on delivery: DUE → COLLECTED at the door, or REFUSED.
 */
export const paymentStatus = pgEnum("payment_status", [
  "UNPAID",
  "PAID",
  "PARTIALLY_REFUNDED",
  "REFUNDED",
  "FAILED",
  "ABANDONED",
  "DUE",
  "COLLECTED",
  "REFUSED",
]);
/**
 * A refund's state. PENDING: asked, its job has not had Paystack's acceptance yet. PROCESSING: Paystack accepted it
 * (its own "pending", "processing" or "needs-attention"), the money is not back yet. PROCESSED: Paystack processed it
 * (refund.processed, confirmed by fetching it); only then does it count in the payment's refunded total. FAILED: Paystack
 * refused it, or could not process it; its amount is free to be refunded again.
 */
export const refundStatus = pgEnum("payment_refund_status", ["PENDING", "PROCESSING", "PROCESSED", "FAILED"]);
/**
 * What support did about a FAILED refund (the buyer is still owed it): asked Paystack again (a new refund row), or
 * paid the buyer by bank transfer outside Paystack (a new PROCESSED row, so the payment's refunded total still equals
 * its processed refunds). Null while nobody has.
 */
export const refundFollowUp = pgEnum("payment_refund_follow_up", [
  "REFUNDED_AGAIN",
  "PAID_BY_TRANSFER",
  "ACCOUNT_GIVEN",
]);

/** Money in for one checkout (one payment however many sellers it splits into). Amounts are integer kobo. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Sent to Paystack as the transaction reference; unique, so a second initialize of it is refused by Paystack. */
    reference: text("reference").notNull(),
    /** The checkout (owned by orders) this pays for: one payment per checkout. */
    checkoutId: uuid("checkout_id").notNull(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => users.id),
    /** Paystack needs the buyer's e-mail to open a transaction. */
    email: text("email").notNull(),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("NGN"),
    method: paymentMethod("method").notNull(),
    status: paymentStatus("status").notNull(),
    refundedKobo: bigint("refunded_kobo", { mode: "number" }).notNull().default(0),
    /** Paystack's channel once paid: card, bank_transfer, ussd. */
    channel: text("channel"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    authorizationUrl: text("authorization_url"),
    accessCode: text("access_code"),
    /** Why it failed or was abandoned, for support (Paystack's gateway response, "abandoned", "refused at the door"). */
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_reference_key").on(t.reference),
    uniqueIndex("payments_checkout_id_key").on(t.checkoutId),
    index("payments_buyer_idx").on(t.buyerId, t.createdAt),
    // The reconciliation job's scan: unpaid Paystack payments, oldest first.
    index("payments_unpaid_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'UNPAID'`),
    // Its second look: payments given up lately, in case the money came after all.
    index("payments_given_up_idx")
      .on(t.updatedAt)
      .where(sql`${t.status} in ('ABANDONED', 'FAILED')`),
    check("payments_amount_check", sql`${t.amountKobo} > 0`),
    check("payments_currency_check", sql`${t.currency} = 'NGN'`),
    check("payments_refunded_check", sql`${t.refundedKobo} between 0 and ${t.amountKobo}`),
  ],
);

/** Each webhook event Paystack sent, stored once under its unique key before anything acts on it. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    /** `<event>:<Paystack's id of the transaction or refund>`: a replay of the same event has the same key. */
    eventKey: text("event_key").notNull(),
    type: text("type").notNull(),
    reference: text("reference"),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("payment_events_key").on(t.provider, t.eventKey)],
);

/** Money back to the buyer through Paystack's refund API; never more in total than was paid. */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    status: refundStatus("status").notNull().default("PENDING"),
    /** Paystack's refund id once it accepted the refund. */
    providerRefundId: text("provider_refund_id"),
    /** Paystack's last word on it ("pending", "processing", "needs-attention", "processed", "failed"), for support. */
    providerStatus: text("provider_status"),
    /** When Paystack processed it (its `refunded_at`, else when we learnt it). */
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** The staff member who asked; null when the system did (a rejected or cancelled order). */
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    failureReason: text("failure_reason"),
    followUp: refundFollowUp("follow_up"),
    /** The refund support made instead of this failed one (again through Paystack, or the transfer's record). */
    followUpRefundId: uuid("follow_up_refund_id"),
    followedUpBy: uuid("followed_up_by").references(() => users.id, { onDelete: "set null" }),
    followedUpAt: timestamp("followed_up_at", { withTimezone: true }),
    /** A refund paid by bank transfer outside Paystack: the transfer's reference or session id, as support gave it. */
    transferReference: text("transfer_reference"),
    /**
     * A refund Paystack held for the buyer's bank account: the account support gave it, as "GTBank …7890" (the bank and
     * the last four digits, never the whole number), and the name its bank gave it.
     */
    refundAccount: text("refund_account"),
    refundAccountName: text("refund_account_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_refunds_payment_idx").on(t.paymentId),
    // The reconciliation's scan: refunds Paystack accepted and has not finished, oldest first.
    index("payment_refunds_open_idx").on(t.status, t.updatedAt),
    check("payment_refunds_amount_check", sql`${t.amountKobo} > 0`),
  ],
);
