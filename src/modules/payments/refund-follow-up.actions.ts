"use server";
import { redirect } from "next/navigation";
import { isSignedIn, type UserActor } from "@/lib/actor";
import { DomainError, InputValidationError } from "@/lib/errors";
import { formatNaira } from "@/lib/money";
import { currentActor } from "@/modules/access/actor.service";
import { sessionRequiredUrl } from "@/modules/access/signed-in-visitor.service";
import { giveRefundAccount } from "@/modules/payments/refund-account.service";
import { recordRefundByTransfer, refundAgain } from "@/modules/payments/refund-follow-up.service";
import { REFUNDS_PAGE, refundNotice } from "@/modules/payments/refund-follow-up-notice";

/**
 * Support's forms on refunds that stopped (docs/decisions/0024-forms-without-javascript.md): ask Paystack again or
 * record a bank transfer for one it could not process; send one it holds on to the buyer's bank account. As thin as the buyer's order forms: who is asking, the service (which
 * checks the permission and every rule), then post → redirect → get back to the page with a one-line notice; a
 * refusal is the service's message word for word.
 */

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, 200) : "";
}

async function act(run: (actor: UserActor) => Promise<string>): Promise<never> {
  const actor = await currentActor();
  if (!isSignedIn(actor)) redirect(sessionRequiredUrl(REFUNDS_PAGE));
  try {
    await refundNotice.set({ kind: "ok", text: await run(actor) });
  } catch (error) {
    if (error instanceof InputValidationError) {
      await refundNotice.set({ kind: "error", text: error.first.message });
    } else if (error instanceof DomainError) await refundNotice.set({ kind: "error", text: error.message });
    else throw error;
  }
  // redirect() throws: it stays outside the try.
  redirect(REFUNDS_PAGE);
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

export async function giveRefundAccountAction(formData: FormData): Promise<void> {
  await act(async (actor) => {
    const refund = await giveRefundAccount(actor, text(formData, "refundId"), {
      bankCode: text(formData, "bankCode"),
      accountNumber: text(formData, "accountNumber"),
    });
    return `Sent ${formatNaira(refund.amountKobo)} on to ${refund.refundAccount} · ${refund.refundAccountName}. Paystack pays it now; the buyer is told once it is back with them.`;
  });
}
