import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET, POST } from "@/app/dev/paystack/[...path]/route";
import { paymentGateway, setPaymentGatewayForTests, testGatewayFor } from "@/modules/payments/payments.config";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

checkMoneyAfterEach();

/** The app's own mount of the stand-in: /dev/paystack, with no Paystack key, outside production or in the demo. */

const BASE = "http://localhost:3000/dev/paystack";
const local = { "x-forwarded-for": "127.0.0.1" };

beforeEach(() => {
  setPaymentGatewayForTests(null);
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function secret(): string {
  const gateway = paymentGateway();
  if (gateway.kind !== "test-gateway") throw new Error(`expected the test gateway, got ${gateway.kind}`);
  return gateway.settings.secretKey;
}

describe("the test gateway under /dev/paystack", () => {
  it("is the gateway when no key is set outside production, with a Paystack-shaped key of its own", () => {
    const gateway = paymentGateway();
    expect(gateway).toMatchObject({ kind: "test-gateway", settings: { baseUrl: BASE } });
    expect(secret()).toMatch(/^sk_test_[0-9a-f]{40}$/);
  });

  it("speaks the API with its secret and serves a payment page that works without JavaScript", async () => {
    const unauthenticated = await GET(new Request(`${BASE}/transaction/verify/X`, { headers: local }));
    expect(unauthenticated.status).toBe(401);
    const opened = await POST(
      new Request(`${BASE}/transaction/initialize`, {
        method: "POST",
        headers: { ...local, authorization: `Bearer ${secret()}`, "content-type": "application/json" },
        body: JSON.stringify({
          email: "ada@example.com",
          amount: 150_000,
          reference: "OJA-DEVGW-1",
          callback_url: "http://localhost:3000/checkout/paid",
        }),
      }),
    );
    const { data } = (await opened.json()) as { data: { authorization_url: string } };
    expect(data.authorization_url).toMatch(new RegExp(`^${BASE}/checkout/[A-Za-z0-9_-]+$`));

    const page = await GET(new Request(data.authorization_url, { headers: local }));
    const html = await page.text();
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(html).toContain("Test payment — no real money");
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain("₦1,500.00");
    expect(html).toMatch(/<form method="post" action="\/dev\/paystack\/checkout\/[^"]+">/);
    for (const label of ["Card", "Bank transfer", "USSD"]) expect(html).toContain(label);
    expect(html).not.toContain("<script");

    const chosen = await POST(
      new Request(data.authorization_url, {
        method: "POST",
        headers: { ...local, "content-type": "application/x-www-form-urlencoded" },
        body: "channel=card&outcome=failed",
      }),
    );
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe(
      "http://localhost:3000/checkout/paid?trxref=OJA-DEVGW-1&reference=OJA-DEVGW-1",
    );
  });

  it("accepts a refund as pending and processes it a moment later, telling the app's webhook", async () => {
    const api = (method: "GET" | "POST", path: string, body?: unknown) =>
      (method === "GET" ? GET : POST)(
        new Request(`${BASE}${path}`, {
          method,
          headers: { ...local, authorization: `Bearer ${secret()}`, "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    await api("POST", "/transaction/initialize", {
      email: "ada@example.com",
      amount: 90_000,
      reference: "OJA-DEVGW-2",
    });
    const standin = testGatewayFor(new Headers(local))!;
    await standin.complete("OJA-DEVGW-2", "success");
    const refund = (await (await api("POST", "/refund", { transaction: "OJA-DEVGW-2" })).json()) as {
      data: { id: number; status: string };
    };
    expect(refund.data.status).toBe("pending");
    expect(await (await api("GET", `/refund/${refund.data.id}`)).json()).toMatchObject({ data: { status: "pending" } });
    await vi.waitFor(() => expect(standin.webhooks.map((w) => w.event)).toContain("refund.processed"), {
      timeout: 5_000,
      interval: 100,
    });
    expect(await (await api("GET", `/refund/${refund.data.id}`)).json()).toMatchObject({
      data: { status: "processed", transaction_reference: "OJA-DEVGW-2" },
    });
  });

  it("fails the later refunds of a payment paid with that choice, for trying support's follow-up", async () => {
    const api = (path: string, body: unknown) =>
      POST(
        new Request(`${BASE}${path}`, {
          method: "POST",
          headers: { ...local, authorization: `Bearer ${secret()}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    const opened = await api("/transaction/initialize", {
      email: "ada@example.com",
      amount: 70_000,
      reference: "OJA-DEVGW-3",
    });
    const { data } = (await opened.json()) as { data: { authorization_url: string } };
    expect(await (await GET(new Request(data.authorization_url, { headers: local }))).text()).toContain(
      '<input type="radio" name="refunds" value="failed">',
    );
    await POST(
      new Request(data.authorization_url, {
        method: "POST",
        headers: { ...local, "content-type": "application/x-www-form-urlencoded" },
        body: "channel=card&refunds=failed&outcome=success",
      }),
    );
    const standin = testGatewayFor(new Headers(local))!;
    const refund = (await (await api("/refund", { transaction: "OJA-DEVGW-3" })).json()) as {
      data: { status: string };
    };
    expect(refund.data.status).toBe("pending");
    await vi.waitFor(
      () =>
        expect(standin.webhooks.filter((w) => w.reference === "OJA-DEVGW-3").map((w) => w.event)).toContain(
          "refund.failed",
        ),
      { timeout: 5_000, interval: 100 },
    );
  });

  it("holds the later refunds of a payment for the buyer's account when so chosen; any account resolves, and the retry pays", async () => {
    const api = (method: string, path: string, body?: unknown) =>
      (method === "GET" ? GET : POST)(
        new Request(`${BASE}${path}`, {
          method,
          headers: { ...local, authorization: `Bearer ${secret()}`, "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    const opened = await api("POST", "/transaction/initialize", {
      email: "ada@example.com",
      amount: 80_000,
      reference: "OJA-DEVGW-4",
    });
    const { data } = (await opened.json()) as { data: { authorization_url: string } };
    await POST(
      new Request(data.authorization_url, {
        method: "POST",
        headers: { ...local, "content-type": "application/x-www-form-urlencoded" },
        body: "channel=card&refunds=needs-attention&outcome=success",
      }),
    );
    const standin = testGatewayFor(new Headers(local))!;
    const refund = (await (await api("POST", "/refund", { transaction: "OJA-DEVGW-4" })).json()) as {
      data: { id: number };
    };
    await vi.waitFor(
      async () =>
        expect(await (await api("GET", `/refund/${refund.data.id}`)).json()).toMatchObject({
          data: { status: "needs-attention" },
        }),
      { timeout: 5_000, interval: 100 },
    );
    const resolved = await (await api("GET", "/bank/resolve?account_number=0123456785&bank_code=058")).json();
    expect(resolved).toMatchObject({ data: { account_name: "TEST ACCOUNT HOLDER 6785", bank_id: 1058 } });
    const retried = await api("POST", `/refund/retry_with_customer_details/${refund.data.id}`, {
      refund_account_details: { currency: "NGN", account_number: "0123456785", bank_id: "1058" },
    });
    expect(await retried.json()).toMatchObject({ status: true, data: { status: "processing" } });
    await vi.waitFor(
      () =>
        expect(standin.webhooks.filter((w) => w.reference === "OJA-DEVGW-4").map((w) => w.event)).toEqual([
          "charge.success",
          "refund.pending",
          "refund.processed",
        ]),
      { timeout: 5_000, interval: 100 },
    );
  });

  it("answers 404 to another machine", async () => {
    const response = await GET(
      new Request(`${BASE}/transaction/verify/X`, { headers: { "x-forwarded-for": "203.0.113.7" } }),
    );
    expect(response.status).toBe(404);
  });

  it("answers 404 in production without a key (card payment unavailable), and opens for the local demo", async () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(paymentGateway()).toEqual({ kind: "none" });
    expect((await GET(new Request(`${BASE}/transaction/verify/X`, { headers: local }))).status).toBe(404);
    vi.stubEnv("DEV_OUTBOX_IN_PRODUCTION", "1");
    expect(paymentGateway().kind).toBe("test-gateway");
  });
});
