import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/payments/paystack/webhook/route";
import { getDb } from "@/db/client";
import { paystackSignature } from "@/lib/paystack";
import { verifyAnswer } from "@/lib/paystack-standin/standin-answers";
import { setPaymentGatewayForTests } from "@/modules/payments/payments.config";
import { paymentEvents } from "@/modules/payments/payments.schema";
import { beginPaystackPayment } from "@/modules/payments/payments.service";
import {
  createTestPayment,
  paymentEventsOf,
  setUpPaymentGateway,
  storedPayment,
} from "../../../tests/factories/payments";
import { drainJobs } from "../../../tests/setup/jobs";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

checkMoneyAfterEach();

const { paystack } = setUpPaymentGateway();
const URL_ = "http://127.0.0.1:3000/api/payments/paystack/webhook";

const post = (body: string | Uint8Array<ArrayBuffer>, signature?: string | null) =>
  POST(
    new Request(URL_, {
      method: "POST",
      headers: { "content-type": "application/json", ...(signature ? { "x-paystack-signature": signature } : {}) },
      body,
    }),
  );

async function storedEvents(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(paymentEvents);
  return row!.n;
}

/** A paid transaction's charge.success body, as the gateway would send it. */
async function paidEventBody() {
  const payment = await createTestPayment();
  await beginPaystackPayment(payment.id, "http://127.0.0.1:3000/back");
  paystack().webhook.url = null;
  await paystack().standin.complete(payment.reference, "success");
  const data = verifyAnswer(paystack().standin.transactions.get(payment.reference)!).data;
  return { payment, body: JSON.stringify({ event: "charge.success", data }) };
}

describe("POST /api/payments/paystack/webhook", () => {
  it("answers 401 and stores nothing without a signature, or with a wrong one", async () => {
    const { body } = await paidEventBody();
    const before = await storedEvents();
    expect((await post(body)).status).toBe(401);
    expect((await post(body, "nonsense")).status).toBe(401);
    expect((await post(body, paystackSignature(body, "sk_test_someoneElse"))).status).toBe(401);
    // Signed over other bytes: the same object re-serialised with other spacing is not the body that was signed.
    const respaced = JSON.stringify(JSON.parse(body), null, 1);
    expect((await post(respaced, paystackSignature(body, paystack().secretKey))).status).toBe(401);
    expect(await storedEvents()).toBe(before);
  });

  it("checks the signature over the raw bytes received", async () => {
    const { payment, body } = await paidEventBody();
    const bytes = new TextEncoder().encode(body);
    expect((await post(bytes, paystackSignature(bytes, paystack().secretKey))).status).toBe(200);
    await drainJobs();
    expect(await storedPayment(payment.id)).toMatchObject({ status: "PAID" });
  });

  it("10 parallel replays of one event: one stored event, one payment.paid", async () => {
    const { payment, body } = await paidEventBody();
    const signature = paystackSignature(body, paystack().secretKey);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(body, signature)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const rows = await getDb().select().from(paymentEvents).where(eq(paymentEvents.reference, payment.reference));
    expect(rows).toHaveLength(1);
    await Promise.all([drainJobs(), drainJobs()]);
    expect((await post(body, signature)).status).toBe(200);
    await drainJobs();
    expect(await paymentEventsOf(payment.id)).toHaveLength(1);
    expect(
      (await getDb().select().from(paymentEvents).where(eq(paymentEvents.id, rows[0]!.id)))[0]!.handledAt,
    ).not.toBeNull();
  });

  it("does not believe the webhook's own figures: a signed event with another amount still settles by verify", async () => {
    const { payment, body } = await paidEventBody();
    const event = JSON.parse(body) as { data: Record<string, unknown> };
    const forged = JSON.stringify({ event: "charge.success", data: { ...event.data, amount: 1 } });
    expect((await post(forged, paystackSignature(forged, paystack().secretKey))).status).toBe(200);
    await drainJobs();
    expect(await storedPayment(payment.id)).toMatchObject({ status: "PAID", amountKobo: payment.amountKobo });
  });

  it("refuses a body over the cap (413) and an unreadable signed body (400)", async () => {
    const big = JSON.stringify({ event: "charge.success", data: { id: 1, pad: "x".repeat(70_000) } });
    expect((await post(big, paystackSignature(big, paystack().secretKey))).status).toBe(413);
    const junk = "not json";
    expect((await post(junk, paystackSignature(junk, paystack().secretKey))).status).toBe(400);
  });

  it("answers 404 where no gateway is configured (production without a key)", async () => {
    setPaymentGatewayForTests({ kind: "none" });
    const { body } = { body: "{}" };
    expect((await post(body, "0".repeat(128))).status).toBe(404);
  });
});
