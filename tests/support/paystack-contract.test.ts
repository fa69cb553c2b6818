import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createPaystackClient, paystackSignature, type PaystackClient } from "@/lib/paystack";
import { startFakePaystack, type FakePaystack } from "./fake-paystack";
import { loadOpenApi, parameters, requestSchema, responseSchema, schemaProblems } from "./openapi-check";

/**
 * The contract: what Oja's client sends and what the stand-in answers agree with Paystack's own OpenAPI description
 * (the subset in paystack-openapi.yaml). A field renamed, a string amount, a missing required field fails here.
 */

const doc = loadOpenApi(path.join(import.meta.dirname, "paystack-openapi.yaml"));
let paystack: FakePaystack;
let client: PaystackClient;

beforeAll(async () => {
  paystack = await startFakePaystack();
  client = createPaystackClient({ secretKey: paystack.secretKey, baseUrl: paystack.baseUrl });
});
afterAll(() => paystack.close());
beforeEach(() => {
  paystack.requests.length = 0;
  vi.spyOn(console, "error").mockImplementation(() => {});
});

async function api(method: string, pathAndQuery: string, body?: unknown, key = paystack.secretKey) {
  const response = await fetch(`${paystack.baseUrl}${pathAndQuery}`, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function initialized(reference: string, amountKobo = 1_250_050) {
  const result = await client.initializeTransaction({
    email: "ada@example.com",
    amountKobo,
    reference,
    callbackUrl: "http://127.0.0.1:3000/checkout/return",
    channels: ["card", "bank_transfer", "ussd"],
    metadata: { checkoutId: "c-1" },
  });
  if (result.status !== "OK") throw new Error(`not initialized: ${JSON.stringify(result)}`);
  return result;
}

/** A paid transaction and a refund of it Paystack holds for the customer's account; returns the refund's id. */
async function heldRefund(reference: string): Promise<string> {
  await initialized(reference);
  await paystack.standin.complete(reference, "success");
  const before = paystack.standin.refundSettling;
  paystack.standin.refundSettling = "needs-attention";
  try {
    const created = await client.createRefund({ reference, amountKobo: 60_000 });
    if (created.status !== "OK") throw new Error("refund not created");
    expect(paystack.standin.refunds.find((r) => r.id === Number(created.refundId))?.status).toBe("needs-attention");
    return created.refundId;
  } finally {
    paystack.standin.refundSettling = before;
  }
}

describe("the checker", () => {
  it("finds a missing required field, a wrong type and a null where none is allowed", () => {
    const schema = responseSchema(doc, "/transaction/initialize", "post", "200");
    expect(schemaProblems(doc, schema, { status: true, message: "ok", data: { access_code: "x" } })).toEqual([
      "$.data.authorization_url: required, missing",
      "$.data.reference: required, missing",
    ]);
    expect(
      schemaProblems(doc, requestSchema(doc, "/transaction/initialize", "post"), { email: "a@b.c", amount: "100" }),
    ).toEqual(["$.amount: expected integer, got string"]);
    expect(schemaProblems(doc, schema, { status: true, message: null, data: {} })[0]).toMatch(/null where string/);
  });
});

describe("requests Oja's client sends", () => {
  it("initialize: POST /transaction/initialize with a body the description accepts, amount in kobo", async () => {
    await initialized("OJA-CONTRACT-1");
    const [sent] = paystack.requests;
    expect(sent).toMatchObject({ method: "POST", path: "/transaction/initialize", contentType: "application/json" });
    expect(sent!.authorization).toBe(`Bearer ${paystack.secretKey}`);
    expect(schemaProblems(doc, requestSchema(doc, "/transaction/initialize", "post"), sent!.body)).toEqual([]);
    expect(sent!.body).toMatchObject({
      amount: 1_250_050,
      currency: "NGN",
      channels: ["card", "bank_transfer", "ussd"],
    });
  });

  it("verify: GET /transaction/verify/{reference}, the reference as the path parameter", async () => {
    await initialized("OJA-CONTRACT-2");
    await client.verifyTransaction("OJA-CONTRACT-2");
    const sent = paystack.requests.at(-1)!;
    expect(sent).toMatchObject({ method: "GET", path: "/transaction/verify/OJA-CONTRACT-2", body: null });
    expect(parameters(doc, "/transaction/verify/{reference}", "get").reference).toMatchObject({ in: "path" });
  });

  it("refund: POST /refund with a body the description accepts", async () => {
    await initialized("OJA-CONTRACT-3");
    await paystack.standin.complete("OJA-CONTRACT-3", "success");
    await client.createRefund({ reference: "OJA-CONTRACT-3", amountKobo: 50_000 });
    const sent = paystack.requests.at(-1)!;
    expect(sent).toMatchObject({ method: "POST", path: "/refund" });
    expect(schemaProblems(doc, requestSchema(doc, "/refund", "post"), sent.body)).toEqual([]);
  });

  it("refund fetch: GET /refund/{id}, the refund's id as the path parameter", async () => {
    await initialized("OJA-CONTRACT-9");
    await paystack.standin.complete("OJA-CONTRACT-9", "success");
    const created = await client.createRefund({ reference: "OJA-CONTRACT-9", amountKobo: 40_000 });
    if (created.status !== "OK") throw new Error("refund not created");
    expect(await client.fetchRefund(created.refundId)).toMatchObject({
      status: "OK",
      refund: { id: created.refundId, status: "processed", amountKobo: 40_000, transactionReference: "OJA-CONTRACT-9" },
    });
    expect(paystack.requests.at(-1)).toMatchObject({ method: "GET", path: `/refund/${created.refundId}`, body: null });
    expect(parameters(doc, "/refund/{id}", "get").id).toMatchObject({ in: "path", schema: { type: "integer" } });
  });

  it("refund retry: POST /refund/retry_with_customer_details/{id} with the account as the description declares it", async () => {
    const refundId = await heldRefund("OJA-CONTRACT-12");
    await client.retryRefundWithAccount(refundId, { accountNumber: "0123456785", bankId: "1058" });
    const sent = paystack.requests.at(-1)!;
    expect(sent).toMatchObject({ method: "POST", path: `/refund/retry_with_customer_details/${refundId}` });
    expect(
      schemaProblems(doc, requestSchema(doc, "/refund/retry_with_customer_details/{id}", "post"), sent.body),
    ).toEqual([]);
    expect(sent.body).toEqual({
      refund_account_details: { currency: "NGN", account_number: "0123456785", bank_id: "1058" },
    });
    expect(parameters(doc, "/refund/retry_with_customer_details/{id}", "post").id).toMatchObject({ in: "path" });
  });

  it("resolve: GET /bank/resolve with the two query parameters it declares", async () => {
    await client.resolveAccount("0123456785", "058");
    const sent = paystack.requests.at(-1)!;
    const declared = parameters(doc, "/bank/resolve", "get");
    expect(Object.keys(sent.query).sort()).toEqual(Object.keys(declared).sort());
    // Declared as integers; sent as digit strings, because a leading zero (058, 0123…) is part of the value.
    for (const value of Object.values(sent.query)) expect(value).toMatch(/^\d+$/);
  });
});

describe("answers the stand-in gives", () => {
  const check = (apiPath: string, method: string, status: string, body: unknown) =>
    expect(schemaProblems(doc, responseSchema(doc, apiPath, method, status), body)).toEqual([]);

  it("initialize: 200 as declared; a reused reference is the declared 400", async () => {
    const body = { email: "ada@example.com", amount: 10_000, reference: "OJA-CONTRACT-4" };
    const first = await api("POST", "/transaction/initialize", body);
    expect(first.status).toBe(200);
    check("/transaction/initialize", "post", "200", first.body);
    const again = await api("POST", "/transaction/initialize", body);
    expect(again).toMatchObject({ status: 400, body: { status: false, message: "Duplicate Transaction Reference" } });
    check("/transaction/initialize", "post", "400", again.body);
  });

  it("verify: before payment, paid, and failed, each as declared", async () => {
    await initialized("OJA-CONTRACT-5");
    await initialized("OJA-CONTRACT-6");
    const before = await api("GET", "/transaction/verify/OJA-CONTRACT-5");
    check("/transaction/verify/{reference}", "get", "200", before.body);
    expect(before.body).toMatchObject({ data: { status: "abandoned", amount: 1_250_050, currency: "NGN" } });
    await paystack.standin.complete("OJA-CONTRACT-5", "success", "ussd");
    await paystack.standin.complete("OJA-CONTRACT-6", "failed", "card");
    const paid = await api("GET", "/transaction/verify/OJA-CONTRACT-5");
    check("/transaction/verify/{reference}", "get", "200", paid.body);
    expect(paid.body).toMatchObject({ data: { status: "success", channel: "ussd" } });
    check(
      "/transaction/verify/{reference}",
      "get",
      "200",
      (await api("GET", "/transaction/verify/OJA-CONTRACT-6")).body,
    );
  });

  it("verify of an unknown reference and a wrong key answer with the declared error shape", async () => {
    const unknown = await api("GET", "/transaction/verify/NOPE-1");
    expect(unknown.body).toMatchObject({ status: false, message: "Transaction reference not found" });
    check("/transaction/verify/{reference}", "get", "404", unknown.body);
    const wrongKey = await api("GET", "/transaction/verify/NOPE-1", undefined, "sk_test_wrong");
    expect(wrongKey.status).toBe(401);
    check("/transaction/verify/{reference}", "get", "401", wrongKey.body);
  });

  it("refund: 200 as declared", async () => {
    await initialized("OJA-CONTRACT-7");
    await paystack.standin.complete("OJA-CONTRACT-7", "success");
    const refund = await api("POST", "/refund", { transaction: "OJA-CONTRACT-7", amount: 100_000 });
    expect(refund.status).toBe(200);
    check("/refund", "post", "200", refund.body);
  });

  it("refund fetch: pending, processed and failed, each 200 as declared; an unknown id 404", async () => {
    await initialized("OJA-CONTRACT-10");
    await paystack.standin.complete("OJA-CONTRACT-10", "success");
    paystack.standin.refundSettling = "by-hand";
    try {
      const ids: number[] = [];
      for (const amount of [100_000, 200_000]) {
        const refund = await api("POST", "/refund", { transaction: "OJA-CONTRACT-10", amount });
        ids.push((refund.body as { data: { id: number } }).data.id);
      }
      const pending = await api("GET", `/refund/${ids[0]}`);
      check("/refund/{id}", "get", "200", pending.body);
      expect(pending.body).toMatchObject({ data: { status: "pending", amount: 100_000, refunded_at: null } });
      await paystack.standin.settleRefund(ids[0]!, "processed");
      await paystack.standin.settleRefund(ids[1]!, "failed");
      const processed = await api("GET", `/refund/${ids[0]}`);
      check("/refund/{id}", "get", "200", processed.body);
      expect(processed.body).toMatchObject({ data: { status: "processed", transaction_reference: "OJA-CONTRACT-10" } });
      check("/refund/{id}", "get", "200", (await api("GET", `/refund/${ids[1]}`)).body);
      const unknown = await api("GET", "/refund/999999999");
      expect(unknown.status).toBe(404);
      check("/refund/{id}", "get", "404", unknown.body);
    } finally {
      paystack.standin.refundSettling = "processed";
    }
  });

  it("refund retry: 200 as declared for a held refund, then the declared 422 once it is not held", async () => {
    const refundId = await heldRefund("OJA-CONTRACT-13");
    const body = { refund_account_details: { currency: "NGN", account_number: "0123456785", bank_id: "1058" } };
    const retried = await api("POST", `/refund/retry_with_customer_details/${refundId}`, body);
    expect(retried).toMatchObject({ status: 200, body: { status: true, data: { status: "processing" } } });
    check("/refund/retry_with_customer_details/{id}", "post", "200", retried.body);
    const again = await api("POST", `/refund/retry_with_customer_details/${refundId}`, body);
    expect(again).toMatchObject({
      status: 422,
      body: { status: false, message: 'Invalid Refund state, refund status should be "needs-attention"' },
    });
    check("/refund/retry_with_customer_details/{id}", "post", "422", again.body);
    const held = await api("GET", `/refund/${refundId}`);
    check("/refund/{id}", "get", "200", held.body);
  });

  it("resolve: 200 as declared", async () => {
    paystack.standin.accounts.set("058:0123456785", "ADAEZE OKAFOR");
    const resolved = await api("GET", "/bank/resolve?account_number=0123456785&bank_code=058");
    check("/bank/resolve", "get", "200", resolved.body);
  });

  it("a charge webhook's data has the verify answer's declared shape", async () => {
    const received: string[] = [];
    paystack.webhook.url = "http://oja.test/api/payments/paystack/webhook";
    paystack.webhook.deliver = async (request) => {
      received.push(await request.text());
      return new Response("ok");
    };
    await initialized("OJA-CONTRACT-8");
    await paystack.standin.complete("OJA-CONTRACT-8", "success", "bank_transfer");
    paystack.webhook.url = null;
    const event = JSON.parse(received[0]!) as { event: string; data: unknown };
    expect(event.event).toBe("charge.success");
    const verify = responseSchema(doc, "/transaction/verify/{reference}", "get", "200");
    expect(schemaProblems(doc, verify, { status: true, message: "Verification successful", data: event.data })).toEqual(
      [],
    );
  });
});

describe("refund webhooks the stand-in sends", () => {
  // The fields of Paystack's documented refund events (its refund-processed sample), and what each holds there.
  const documented = {
    status: "string",
    transaction_reference: "string",
    refund_reference: "string",
    amount: "string",
    currency: "string",
    processor: "string",
    customer: "object",
    integration: "number",
    domain: "string",
  };

  it("refund.processed after a refund, with the documented data, signed like the charge webhooks", async () => {
    const received: { body: string; signature: string | null }[] = [];
    paystack.webhook.url = "http://oja.test/api/payments/paystack/webhook";
    paystack.webhook.deliver = async (request) => {
      received.push({ body: await request.text(), signature: request.headers.get("x-paystack-signature") });
      return new Response("ok");
    };
    await initialized("OJA-CONTRACT-11");
    await paystack.standin.complete("OJA-CONTRACT-11", "success");
    await client.createRefund({ reference: "OJA-CONTRACT-11", amountKobo: 70_000 });
    paystack.webhook.url = null;
    const refundEvent = received.find((r) => JSON.parse(r.body).event === "refund.processed")!;
    expect(refundEvent.signature).toBe(paystackSignature(refundEvent.body, paystack.secretKey));
    const { data } = JSON.parse(refundEvent.body) as { data: Record<string, unknown> };
    for (const [field, type] of Object.entries(documented)) expect([field, typeof data[field]]).toEqual([field, type]);
    expect(data).toMatchObject({ status: "processed", transaction_reference: "OJA-CONTRACT-11", amount: "70000" });
  });
});
