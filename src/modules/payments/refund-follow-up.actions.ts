"use server";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { isSignedIn, type UserActor } from "@/lib/actor";
import { DomainError, InputValidationError } from "@/lib/errors";
import { formatNaira } from "@/lib/money";
import { clientIp } from "@/lib/request";
import { currentActor } from "@/modules/access/actor.service";
import { sessionRequiredUrl } from "@/modules/access/signed-in-visitor.service";
import { giveRefundAccount, requestRefundAccountCode } from "@/modules/payments/refund-account.service";
import { recordRefundByTransfer, refundAgain } from "@/modules/payments/refund-follow-up.service";
import { REFUNDS_PAGE, refundLookupHref, refundNotice } from "@/modules/payments/refund-follow-up-notice";

/**
 * Support's forms on refunds that stopped (docs/decisions/0024-forms-without-javascript.md): ask Paystack again or
 * record a bank transfer for one it could not process; send one it holds on to the buyer's bank account (with a
 * password or a code). As thin as the buyer's order forms: who is asking, the service (which checks the permission and
 * every rule), then post → redirect → get back to the page with a one-line notice; a refusal is the service's message
 * word for word.
 */

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, 200) : "";
}

/** Back to the page (or, for a held refund's account, to its card with the account still looked up). */
async function act(
  run: (actor: UserActor) => Promise<string>,
  back: { done: string; refused: string } = { done: REFUNDS_PAGE, refused: REFUNDS_PAGE },
): Promise<never> {
  const actor = await currentActor();
  if (!isSignedIn(actor)) redirect(sessionRequiredUrl(REFUNDS_PAGE));
  let to = back.done;
  try {
    await refundNotice.set({ kind: "ok", text: await run(actor) });
  } catch (error) {
    to = back.refused;
    if (error instanceof InputValidationError) {
      await refundNotice.set({ kind: "error", text: error.first.message });
    } else if (error instanceof DomainError) await refundNotice.set({ kind: "error", text: error.message });
    else throw error;
  }
  // redirect() throws: it stays outside the try.
  redirect(to);
}

export async function refundAgainAction(formData: FormData): Promise<void> {
  await act(async (actor) => {
    const refund = await refundAgain(actor, text(formData, "refundId"));
    return `Asked Paystack again to refund ${formatNaira(refund.amountKobo)}. The buyer is told once it is processed.`;
  });
}

export async function recordRefundByTransferAction(formData: FormData): Promise<void> {
  await act(async (actor) => {
    const refund = await recordRefundByTransfer(actor, text(formData, "refundId"), text(formData, "transferReference"));
    return `Recorded the transfer of ${formatNaira(refund.amountKobo)}. The buyer is told by e-mail or SMS.`;
  });
}

/** The held refund and the account its card looked up, as its form posts them. */
function heldAccount(formData: FormData) {
  const refundId = text(formData, "refundId");
  const account = { bankCode: text(formData, "bankCode"), accountNumber: text(formData, "accountNumber") };
  return { refundId, account, card: refundLookupHref(refundId, account) };
}

/** "Send me a code": the step-up code for this refund and account, then back to the card to type it. */
export async function sendRefundAccountCodeAction(formData: FormData): Promise<void> {
  const { refundId, account, card } = heldAccount(formData);
  const ip = clientIp(await headers());
  await act(async (actor) => (await requestRefundAccountCode(actor, refundId, account, { ip })).message, {
    done: card,
    refused: card,
  });
}

export async function giveRefundAccountAction(formData: FormData): Promise<void> {
  const { refundId, account, card } = heldAccount(formData);
  // text() keeps 200 characters: more than any password may have (128), so a longer one stays wrong.
  const proof = { password: text(formData, "password") || undefined, code: text(formData, "code").trim() || undefined };
  const ip = clientIp(await headers());
  await act(
    async (actor) => {
      const refund = await giveRefundAccount(actor, refundId, { ...account, ...proof }, { ip });
      return `Sent ${formatNaira(refund.amountKobo)} on to ${refund.refundAccount} · ${refund.refundAccountName}. Paystack pays it now; the buyer is told once it is back with them.`;
    },
    // A wrong password or code goes back to the card, the account still looked up, to try again.
    { done: REFUNDS_PAGE, refused: card },
  );
}
