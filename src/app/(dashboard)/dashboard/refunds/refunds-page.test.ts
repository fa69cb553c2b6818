import { isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signedOut, type UserActor } from "@/lib/actor";
import { refundById } from "@/modules/payments/payment-refund-status.service";
import { refundFollowUpMessages } from "@/modules/payments/payments.inputs";
import { createPayment } from "@/modules/payments/payments.service";
import { userActor } from "../../../../../tests/factories/actors";
import { createUser } from "../../../../../tests/factories/identity";
import { checkOut, createBuyer, createShop, groupFor } from "../../../../../tests/factories/orders";
import { latestCode, wrongCode } from "../../../../../tests/factories/accounts";
import {
  createRefundSupport,
  payAndFailRefund,
  payAndHoldRefund,
  setUpPaymentGateway,
  storedPayment,
} from "../../../../../tests/factories/payments";
import { drainJobs } from "../../../../../tests/setup/jobs";
import { checkMoneyAfterEach } from "../../../../../tests/setup/money-invariants";

/**
 * Support's refunds page and its two forms as a native post calls them (no JavaScript): the session, the cookies and
 * Next's redirect and 404 are stood in for; the services, the gateway stand-in and the database are real.
 */

const { paystack } = setUpPaymentGateway();
checkMoneyAfterEach();

const session = vi.hoisted(() => ({ actor: null as UserActor | null }));
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock(import("@/modules/dashboard/dashboard-session"), async (importOriginal) => ({
  ...(await importOriginal()),
  requireDashboardVisitor: async () => {
    if (!session.actor) throw new Error("NEXT_REDIRECT: signed out");
    return { actor: session.actor, name: "Amaka", vendors: [] };
  },
}));
vi.mock(import("@/modules/access/actor.service"), async (importOriginal) => ({
  ...(await importOriginal()),
  currentActor: async () => session.actor ?? signedOut,
}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "198.18.0.9" }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
  }),
}));
class Redirected extends Error {
  constructor(readonly url: string) {
    super(`redirect ${url}`);
  }
}
class NotFound extends Error {}
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw new Redirected(url);
  },
  notFound: () => {
    throw new NotFound("not found");
  },
}));

const { default: RefundsPage } = await import("./page");
const { giveRefundAccountAction, recordRefundByTransferAction, refundAgainAction, sendRefundAccountCodeAction } =
  await import("@/modules/payments/refund-follow-up.actions");

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
async function renderPage(params: Record<string, string> = {}): Promise<string> {
  const node: ReactNode = await RefundsPage({ searchParams: Promise.resolve(params) });
  if (!isValidElement(node)) throw new Error("expected an element");
  return text(renderToStaticMarkup(node));
}

async function post(action: (data: FormData) => Promise<void>, fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  const to = await action(data).then(
    () => null,
    (error: unknown) => (error instanceof Redirected ? error.url : Promise.reject(error)),
  );
  const raw = jar.get("oja_refund_notice");
  return { to, notice: raw ? (JSON.parse(raw) as { kind: string; text: string }) : null };
}

/** A buyer's paid order the seller rejected, whose refund Paystack could not process (or holds for an account). */
async function failedRefundOfAnOrder(stop = payAndFailRefund) {
  const shop = await createShop({ stock: 5 });
  const buyer = await createBuyer();
  const placed = await checkOut(buyer.actor, [groupFor(shop.product, 2)]);
  const payment = await createPayment({
    checkoutId: placed.checkoutId,
    buyerId: buyer.user.id,
    email: buyer.user.email!,
    amountKobo: placed.orders[0]!.totalKobo,
    method: "PAYSTACK",
  });
  const refund = await stop(paystack(), payment, payment.amountKobo, "Rejected: out of stock");
  return { order: placed.orders[0]!, buyer, payment, refund };
}

async function signInSupport() {
  const support = await createRefundSupport();
  session.actor = support.actor;
  return support.account;
}

beforeEach(() => {
  session.actor = null;
  jar.clear();
});

describe("/dashboard/refunds", () => {
  it("is a 404 for anyone without the refund permission", async () => {
    session.actor = userActor((await createUser()).id);
    await expect(RefundsPage({ searchParams: Promise.resolve({}) })).rejects.toBeInstanceOf(NotFound);
  });

  it("shows support the refund owed: amount, buyer and how to reach them, the order, the payment, the two forms", async () => {
    const { order, buyer, payment } = await failedRefundOfAnOrder();
    await signInSupport();
    const page = await renderPage();
    expect(page).toContain("Refunds to follow up");
    expect(page).toMatch(/\d+ buyers? (is|are) still owed money/);
    expect(page).toContain(`to ${buyer.user.firstName} ${buyer.user.lastName}`);
    expect(page).toContain("Paystack could not process it");
    expect(page).toContain("Rejected: out of stock");
    expect(page).toContain(order.number);
    expect(page).toContain(payment.reference);
    expect(page).toContain(buyer.user.email!);
    expect(page).toContain("Refund again through Paystack");
    expect(page).toContain("Record the transfer");
  });

  it("refund again, posted without JavaScript: back to the page with a notice, the refund on its way", async () => {
    const { payment, refund } = await failedRefundOfAnOrder();
    await signInSupport();
    const done = await post(refundAgainAction, { refundId: refund.id });
    expect(done.to).toBe("/dashboard/refunds");
    expect(done.notice?.kind).toBe("ok");
    expect(done.notice?.text).toMatch(/^Asked Paystack again to refund ₦/);
    await drainJobs();
    expect(await storedPayment(payment.id)).toMatchObject({ status: "REFUNDED" });
    expect(await renderPage()).toContain(done.notice!.text);
    const twice = await post(refundAgainAction, { refundId: refund.id });
    expect(twice.notice).toEqual({ kind: "error", text: refundFollowUpMessages.followedUp });
  });

  it("a transfer with a bad reference is refused with the message and changes nothing; a good one is recorded", async () => {
    const { payment, refund } = await failedRefundOfAnOrder();
    await signInSupport();
    const bad = await post(recordRefundByTransferAction, { refundId: refund.id, transferReference: "<b>" });
    expect(bad).toEqual({
      to: "/dashboard/refunds",
      notice: { kind: "error", text: refundFollowUpMessages.transferReference },
    });
    expect(await refundById(refund.id)).toMatchObject({ followUp: null });
    const good = await post(recordRefundByTransferAction, { refundId: refund.id, transferReference: "TRF-123456" });
    expect(good.notice?.text).toMatch(/^Recorded the transfer of ₦/);
    expect(await storedPayment(payment.id)).toMatchObject({ status: "REFUNDED" });
  });

  it("a signed-out post goes to sign in; a buyer's post is refused and changes nothing", async () => {
    const { buyer, refund } = await failedRefundOfAnOrder();
    const anonymous = await post(refundAgainAction, { refundId: refund.id });
    expect(anonymous.to).toMatch(/^\/auth\/login\?error=SessionRequired&callbackUrl=%2Fdashboard%2Frefunds/);
    session.actor = buyer.actor;
    const refused = await post(recordRefundByTransferAction, { refundId: refund.id, transferReference: "TRF-999" });
    expect(refused.notice).toEqual({ kind: "error", text: "You do not have permission to do that" });
    expect(await refundById(refund.id)).toMatchObject({ followUp: null });
  });

  it("a refund Paystack holds: look up the account (a GET), read its name, send it, all without JavaScript", async () => {
    const { buyer, refund } = await failedRefundOfAnOrder(payAndHoldRefund);
    paystack().standin.accounts.set("058:0123456785", "NGOZI ADEBAYO");
    const support = await signInSupport();

    const listed = await renderPage();
    expect(listed).toContain("Paystack needs the buyer's bank account");
    expect(listed).toContain("Look up the account");

    const wrong = await renderPage({ refund: refund.id, bank: "058", account: "0123456786" });
    expect(wrong).toContain("This is not a valid account number at GTBank");
    expect(wrong).not.toContain("NGOZI ADEBAYO");

    const found = await renderPage({ refund: refund.id, bank: "058", account: "0123456785" });
    expect(found).toContain("names account 0123456785 NGOZI ADEBAYO");
    expect(found).toMatch(/Send ₦[\d,.]+ to NGOZI ADEBAYO/);
    expect(found).not.toContain("shares no name with the buyer");
    paystack().standin.accounts.set("058:0223344502", "MUSA IBRAHIM");
    const stranger = await renderPage({ refund: refund.id, bank: "058", account: "0223344502" });
    expect(stranger).toContain(
      `This name shares no name with the buyer’s on Oja (${buyer.user.firstName} ${buyer.user.lastName}).`,
    );

    // Sending takes a password or a code: without either, back to the card, the account still looked up.
    const card = `/dashboard/refunds?refund=${refund.id}&bank=058&account=0123456785#refund-${refund.id}`;
    const fields = { refundId: refund.id, bankCode: "058", accountNumber: "0123456785" };
    const bare = await post(giveRefundAccountAction, fields);
    expect(bare).toEqual({
      to: card,
      notice: { kind: "error", text: "Enter your password, or ask for a code and enter it" },
    });
    const again = await renderPage({ refund: refund.id, bank: "058", account: "0123456785" });
    expect(again).toContain("Confirm it is you");
    expect(again).toMatch(/Confirm it is you .* Enter your password, or ask for a code and enter it/);
    expect((await refundById(refund.id))?.followUp).toBeNull();

    // "Send me a code" (the same form's other button): the code goes to support's phone, the notice to the card.
    const asked = await post(sendRefundAccountCodeAction, fields);
    expect(asked.to).toBe(card);
    expect(asked.notice?.text).toMatch(/^We sent a 6-digit code to \+234803\*{4}\d{3}\. It expires in 10 minutes\.$/);
    expect(await renderPage({ refund: refund.id, bank: "058", account: "0123456785" })).toContain(asked.notice!.text);
    const badCode = await post(giveRefundAccountAction, {
      ...fields,
      code: wrongCode(await latestCode(support.phone!)),
    });
    expect(badCode).toEqual({ to: card, notice: { kind: "error", text: "Invalid or expired code" } });

    paystack().standin.refundSettling = "by-hand";
    const sent = await post(giveRefundAccountAction, {
      ...fields,
      password: "",
      code: await latestCode(support.phone!),
    });
    expect(sent.to).toBe("/dashboard/refunds");
    expect(sent.notice?.kind).toBe("ok");
    expect(sent.notice?.text).toMatch(/^Sent ₦[\d,.]+ on to GTBank \(Guaranty Trust Bank\) …6785 · NGOZI ADEBAYO\./);
    expect(await refundById(refund.id)).toMatchObject({ providerStatus: "processing", followUp: "ACCOUNT_GIVEN" });
    const after = await renderPage();
    expect(after).not.toContain("Look up the account");
    const twice = await post(giveRefundAccountAction, { ...fields, password: support.password });
    expect(twice.notice).toEqual({ kind: "error", text: refundFollowUpMessages.followedUp });
  });
});
