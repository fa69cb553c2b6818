import { randomBytes } from "node:crypto";
import { logger } from "@/lib/logger";
import { paystackSignature } from "@/lib/paystack-signature";
import {
  errorAnswer,
  transactionData,
  type RefundEnd,
  verifyAnswer,
  type StandinRefund,
  type StandinTransaction,
} from "./standin-answers";
import { callbackWith, html, json, kobo, readFields } from "./standin-http";
import { checkoutPage, finishedPage, notFoundPage } from "./standin-page";
import { standinRefunds, type RefundSettling } from "./standin-refunds";

/**
 * A stand-in for Paystack that speaks its protocol for what Oja uses, as one fetch-style handler with two mounts:
 * tests start it on a local port (tests/support/fake-paystack.ts), and the app serves it under /dev/paystack when no
 * Paystack key is configured outside production (src/app/dev/paystack). The API wants the Bearer secret key and
 * answers in kobo with `{ status, message, data }`; the checkout page lets a person pick card, bank transfer or USSD
 * and then success, failure or abandon; an outcome is recorded, sent as a webhook signed exactly as Paystack signs
 * (HMAC-SHA512 of the body with the secret key), and the browser goes back to `callback_url?trxref=…&reference=…`.
 * Refunds are accepted pending and then processed, with their own signed webhook (./standin-refunds.ts).
 */

export type StandinOutcome = "success" | "failed" | "abandon";

export interface PaystackStandinOptions {
  secretKey: string;
  /** Where the handler is mounted ("" on its own port, "/dev/paystack" in the app). */
  basePath?: string;
  /** Where webhooks go; none when unset. A function is read at each delivery (tests set it after starting). */
  webhookUrl?: string | (() => string | null);
  /** Sends a webhook; `fetch` by default (tests hand the request straight to the route). */
  deliver?: (request: Request) => Promise<Response>;
  /** A refund is processed this long after it is accepted; unset, before the refund API answers (tests). */
  refundsProcessedAfterMs?: number;
  /**
   * The name /bank/resolve gives any 10-digit number not in `accounts` (the app's gateway, where no real bank
   * answers); unset, such numbers are not found (tests name their accounts).
   */
  anyAccountName?: (accountNumber: string) => string;
}

export interface StandinWebhook {
  event: string;
  reference: string;
  /** The HTTP status the app answered, or null when it could not be reached. */
  answer: number | null;
}

export interface PaystackStandin {
  handle(request: Request): Promise<Response>;
  /** What it holds, by reference. */
  transactions: Map<string, StandinTransaction>;
  refunds: StandinRefund[];
  /**
   * What happens to a refund once accepted: processed at once (the default), failed at once, held for the buyer's
   * account, or left pending.
   */
  refundSettling: RefundSettling;
  /** Processes, fails or holds a refund and sends its signed webhook, as Paystack does later. */
  settleRefund(id: number, outcome: RefundEnd): Promise<StandinRefund | null>;
  webhooks: StandinWebhook[];
  /** The page's choice without the page: records the outcome and sends the webhook. */
  complete(reference: string, outcome: StandinOutcome, channel?: string): Promise<StandinTransaction | null>;
  /** Signs and sends a webhook body as the gateway would (tests replay events with it). */
  sendWebhook(body: string): Promise<number | null>;
  accounts: Map<string, string>;
}

/** The stand-in's id for a bank (Paystack numbers its banks itself; the refund retry wants that number). */
function standinBankId(bankCode: string): number {
  return 1000 + (Number.parseInt(bankCode, 10) % 100_000);
}

const CHANNELS = new Set(["card", "bank_transfer", "ussd"]);
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

export function createPaystackStandin(options: PaystackStandinOptions): PaystackStandin {
  const basePath = (options.basePath ?? "").replace(/\/+$/, "");
  const transactions = new Map<string, StandinTransaction>();
  const byAccessCode = new Map<string, string>();
  const webhooks: StandinWebhook[] = [];
  const accounts = new Map<string, string>();
  let ids = 4_000_000;

  const webhookTarget = () =>
    typeof options.webhookUrl === "function" ? options.webhookUrl() : (options.webhookUrl ?? null);

  async function sendWebhook(body: string): Promise<number | null> {
    const url = webhookTarget();
    if (!url) return null;
    const request = new Request(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-paystack-signature": paystackSignature(body, options.secretKey),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    try {
      const response = await (options.deliver ?? fetch)(request);
      await response.body?.cancel();
      return response.status;
    } catch (error) {
      logger.warn("test gateway: webhook not delivered", { url, error: String(error) });
      return null;
    }
  }

  const desk = standinRefunds({
    transactions,
    nextId: () => (ids += 1),
    settleAfterMs: options.refundsProcessedAfterMs,
    async notify(event, reference, data) {
      const answer = await sendWebhook(JSON.stringify({ event, data }));
      webhooks.push({ event, reference, answer });
    },
  });

  async function complete(reference: string, outcome: StandinOutcome, channel = "card") {
    const transaction = transactions.get(reference);
    if (!transaction) return null;
    // Only the first choice counts, as on Paystack's page: a completed transaction is not charged again.
    if (transaction.status !== "abandoned" || outcome === "abandon") return transaction;
    transaction.status = outcome;
    transaction.channel = CHANNELS.has(channel) ? channel : "card";
    if (outcome === "success") transaction.paidAt = new Date().toISOString();
    const event = outcome === "success" ? "charge.success" : "charge.failed";
    const answer = await sendWebhook(JSON.stringify({ event, data: transactionData(transaction) }));
    webhooks.push({ event, reference, answer });
    return transaction;
  }

  function authorized(request: Request): Response | null {
    const authorization = request.headers.get("authorization");
    if (!authorization) {
      return json(
        401,
        errorAnswer("No Authorization Header was found", "api_error", "Send the secret key as a Bearer token"),
      );
    }
    return authorization === `Bearer ${options.secretKey}`
      ? null
      : json(401, errorAnswer("Invalid key", "api_error", "Use the secret key from your Paystack dashboard"));
  }

  async function initialize(request: Request, origin: string): Promise<Response> {
    const fields = await readFields(request);
    if (!fields) return json(400, errorAnswer("Invalid request body", "validation_error", "Send a JSON object"));
    const amountKobo = kobo(fields.amount);
    const email = typeof fields.email === "string" ? fields.email.trim() : "";
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      return json(400, errorAnswer("Invalid Email Address Passed", "validation_error", "Send the customer's e-mail"));
    }
    if (amountKobo === null) {
      return json(
        400,
        errorAnswer("Invalid Amount Sent", "validation_error", "Send the amount in kobo, a whole number"),
      );
    }
    const currency = typeof fields.currency === "string" ? fields.currency : "NGN";
    if (currency !== "NGN") {
      return json(400, errorAnswer("Currency not supported by merchant", "validation_error", "Use NGN"));
    }
    const reference = typeof fields.reference === "string" ? fields.reference : randomBytes(8).toString("hex");
    if (!REFERENCE.test(reference)) {
      return json(
        400,
        errorAnswer("Invalid transaction reference", "validation_error", "Use only -, ., = and letters or digits"),
      );
    }
    if (transactions.has(reference)) {
      return json(
        400,
        errorAnswer("Duplicate Transaction Reference", "validation_error", "Try again with a new reference"),
      );
    }
    const callbackUrl =
      typeof fields.callback_url === "string" && /^https?:\/\//.test(fields.callback_url) ? fields.callback_url : null;
    const channels = Array.isArray(fields.channels)
      ? fields.channels.filter((c): c is string => typeof c === "string" && CHANNELS.has(c))
      : [];
    const metadata =
      fields.metadata && typeof fields.metadata === "object" ? (fields.metadata as Record<string, unknown>) : {};
    const accessCode = randomBytes(9).toString("base64url");
    const now = new Date().toISOString();
    transactions.set(reference, {
      id: (ids += 1),
      reference,
      accessCode,
      email,
      amountKobo,
      currency,
      callbackUrl,
      channels,
      metadata,
      status: "abandoned",
      channel: null,
      paidAt: null,
      createdAt: now,
      refundedKobo: 0,
      refundsEnd: "processed",
    });
    byAccessCode.set(accessCode, reference);
    return json(200, {
      status: true,
      message: "Authorization URL created",
      data: { authorization_url: `${origin}${basePath}/checkout/${accessCode}`, access_code: accessCode, reference },
    });
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
    const checkout = /^\/checkout\/([A-Za-z0-9_-]{1,40})$/.exec(path);
    if (checkout) {
      const reference = byAccessCode.get(checkout[1]!);
      const transaction = reference ? transactions.get(reference) : undefined;
      if (!transaction) return html(404, notFoundPage());
      if (request.method === "GET") {
        return transaction.status === "abandoned"
          ? html(200, checkoutPage(transaction, `${basePath}/checkout/${transaction.accessCode}`))
          : html(200, finishedPage(transaction, transaction.callbackUrl));
      }
      if (request.method !== "POST") return html(405, notFoundPage());
      const fields = (await readFields(request)) ?? {};
      const outcome = fields.outcome === "success" || fields.outcome === "failed" ? fields.outcome : "abandon";
      if (transaction.status === "abandoned" && outcome === "success")
        transaction.refundsEnd =
          fields.refunds === "failed" || fields.refunds === "needs-attention" ? fields.refunds : "processed";
      await complete(transaction.reference, outcome, typeof fields.channel === "string" ? fields.channel : "card");
      if (!transaction.callbackUrl) return html(200, finishedPage(transaction, null));
      return new Response(null, {
        status: 303,
        headers: { location: callbackWith(transaction.callbackUrl, transaction.reference) },
      });
    }

    const refused = authorized(request);
    if (refused) return refused;
    if (request.method === "POST" && path === "/transaction/initialize") return initialize(request, url.origin);
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (request.method === "GET" && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1]!));
      return transaction
        ? json(200, verifyAnswer(transaction))
        : json(400, errorAnswer("Transaction reference not found", "validation_error", "Check the reference"));
    }
    if (request.method === "POST" && path === "/refund") return desk.create(await readFields(request));
    const retry = /^\/refund\/retry_with_customer_details\/([^/]+)$/.exec(path);
    if (request.method === "POST" && retry) return desk.retry(decodeURIComponent(retry[1]!), await readFields(request));
    const refundId = /^\/refund\/([^/]+)$/.exec(path);
    if (request.method === "GET" && refundId) return desk.fetch(decodeURIComponent(refundId[1]!));
    if (request.method === "GET" && path === "/bank/resolve") {
      const accountNumber = url.searchParams.get("account_number") ?? "";
      const bankCode = url.searchParams.get("bank_code") ?? "";
      const name =
        accounts.get(`${bankCode}:${accountNumber}`) ??
        (options.anyAccountName && /^\d{10}$/.test(accountNumber) && /^\d{3,6}$/.test(bankCode)
          ? options.anyAccountName(accountNumber)
          : undefined);
      return name
        ? json(200, {
            status: true,
            message: "Account number resolved",
            // Paystack's own id of the bank, which is not its code: made up here, one per code.
            data: { account_number: accountNumber, account_name: name, bank_id: standinBankId(bankCode) },
          })
        : json(
            422,
            errorAnswer(
              "Could not resolve account name. Check parameters or try again.",
              "validation_error",
              "Check the account number and bank code",
            ),
          );
    }
    return json(404, errorAnswer("The requested resource was not found", "api_error", "Check the endpoint"));
  }

  return {
    handle,
    transactions,
    refunds: desk.refunds,
    get refundSettling() {
      return desk.settle;
    },
    set refundSettling(settling: RefundSettling) {
      desk.settle = settling;
    },
    settleRefund: desk.settleRefund,
    webhooks,
    complete,
    sendWebhook,
    accounts,
  };
}
