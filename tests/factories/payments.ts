import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { POST as webhookRoute } from "@/app/api/payments/paystack/webhook/route";
import { getDb } from "@/db/client";
import { domainEvents } from "@/jobs/domain-events.schema";
import { setPaymentGatewayForTests } from "@/modules/payments/payments.config";
import { payments } from "@/modules/payments/payments.schema";
import { systemActor } from "@/lib/actor";
import { requestRefund } from "@/modules/payments/payment-refunds.service";
import { beginPaystackPayment, createPayment } from "@/modules/payments/payments.service";
import type { PaymentSummary } from "@/modules/payments/payments.types";
import { permissionsForRole } from "@/modules/identity/staff-permissions";
import { startFakePaystack, type FakePaystack } from "../support/fake-paystack";
import { drainJobs } from "../setup/jobs";
import { createAccount } from "./accounts";
import { userActor } from "./actors";
import { createUser } from "./identity";

/**
 * A payments test file's gateway: the Paystack stand-in on a local port, the payments module pointed at it, and its
 * webhooks handed straight to the app's webhook route (set `paystack().webhook.url = null` for a server that is down).
 * Logs are captured into `logged()` (the tests cause failures on purpose, and some check what was logged).
 */
export function setUpPaymentGateway() {
  let server: FakePaystack | undefined;
  let lines: string[] = [];

  beforeAll(async () => {
    server = await startFakePaystack();
    await fetch(`${server.baseUrl}/warm-up`).catch(() => undefined);
  });
  afterAll(async () => {
    setPaymentGatewayForTests(null);
    await server?.close();
  });
  beforeEach(() => {
    const fake = paystack();
    fake.requests.length = 0;
    fake.script.length = 0;
    fake.webhook.url = "http://127.0.0.1/api/payments/paystack/webhook";
    fake.webhook.deliver = (request) => webhookRoute(request);
    fake.standin.refundSettling = "processed";
    setPaymentGatewayForTests({ kind: "paystack", settings: { secretKey: fake.secretKey, baseUrl: fake.baseUrl } });
    lines = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
    vi.spyOn(console, "error").mockImplementation(capture);
    vi.spyOn(console, "log").mockImplementation(capture);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function paystack(): FakePaystack {
    if (!server) throw new Error("The fake Paystack starts in beforeAll: use it inside a test");
    return server;
  }
  return { paystack, logged: () => lines.join("\n") };
}

/** A buyer and a payment for a new checkout. */
export async function createTestPayment(
  overrides: { amountKobo?: number; method?: "PAYSTACK" | "PAY_ON_DELIVERY" } = {},
): Promise<PaymentSummary> {
  const buyer = await createUser();
  return createPayment({
    checkoutId: randomUUID(),
    buyerId: buyer.id,
    email: buyer.email ?? "buyer@example.com",
    amountKobo: overrides.amountKobo ?? 2_345_600,
    method: overrides.method ?? "PAYSTACK",
  });
}

/** Moves a payment's creation back in time, as if it had waited that long. */
export async function agePayment(paymentId: string, minutes: number): Promise<void> {
  await getDb()
    .update(payments)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(payments.id, paymentId));
}

export async function storedPayment(paymentId: string) {
  const [row] = await getDb().select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}

/** The payment events published about `paymentId`, oldest first. */
export async function paymentEventsOf(paymentId: string) {
  const rows = await getDb()
    .select({ type: domainEvents.type, payload: domainEvents.payload })
    .from(domainEvents)
    .where(inArray(domainEvents.type, ["payment.paid", "payment.failed", "payment.paid-late", "payment.refunded"]))
    .orderBy(domainEvents.occurredAt);
  return rows.filter((row) => (row.payload as { paymentId?: string }).paymentId === paymentId);
}

/**
 * Pays `payment` on the gateway, then asks a refund of `amountKobo` that Paystack accepts and then stops as `end` says;
 * leaves the gateway processing refunds again.
 */
async function payAndStopRefund(
  end: "failed" | "needs-attention",
  gateway: FakePaystack,
  payment: PaymentSummary,
  amountKobo: number,
  reason: string,
) {
  await beginPaystackPayment(payment.id, "http://127.0.0.1:3000/checkout/return");
  await gateway.standin.complete(payment.reference, "success");
  await drainJobs();
  gateway.standin.refundSettling = end;
  const refund = await requestRefund(systemActor("test"), payment.id, amountKobo, reason);
  await drainJobs();
  gateway.standin.refundSettling = "processed";
  return refund;
}

/** A refund Paystack cannot process: FAILED, what support follows up on /dashboard/refunds. */
export function payAndFailRefund(
  gateway: FakePaystack,
  payment: PaymentSummary,
  amountKobo = payment.amountKobo,
  reason = "Rejected by the seller",
) {
  return payAndStopRefund("failed", gateway, payment, amountKobo, reason);
}

/**
 * A refund Paystack holds for the buyer's bank account: PROCESSING, its provider status "needs-attention" (learnt from
 * the refund webhook, as in production).
 */
export function payAndHoldRefund(
  gateway: FakePaystack,
  payment: PaymentSummary,
  amountKobo = payment.amountKobo,
  reason = "Rejected by the seller",
) {
  return payAndStopRefund("needs-attention", gateway, payment, amountKobo, reason);
}

/**
 * Support who follows up refunds (the admin role's permissions), with a password (GOOD_PASSWORD) and a verified phone
 * and e-mail: sending a held refund to an account takes their step-up proof.
 */
export async function createRefundSupport(firstName = "Amaka") {
  const account = await createAccount({ verified: true, firstName });
  return { account, actor: userActor(account.user.id, [...permissionsForRole("ADMIN")]) };
}
