"use server";
import { redirect } from "next/navigation";
import { isSignedIn, type UserActor } from "@/lib/actor";
import { DomainError, InputValidationError, parseInput } from "@/lib/errors";
import { currentActor } from "@/modules/access/actor.service";
import { sessionRequiredUrl } from "@/modules/access/signed-in-visitor.service";
import { setOrderFlash, type OrderFlash } from "@/modules/orders/buyer-order-flash";
import { buyerOrderNotices } from "@/modules/orders/components/buyer-order-labels";
import { moveOrder, orderMessages, renewDeliveryCode } from "@/modules/orders/order-moves.service";
import { moveOrderInput, reportProblemInput } from "@/modules/orders/orders.inputs";

/**
 * The buyer's order forms (docs/decisions/0024-forms-without-javascript.md): cancel, confirm receipt, report a
 * problem, a new delivery code. Each is as thin as the `moveOrder` resolver: who is asking, the module's zod schema,
 * the same service, then post → redirect → get back to the order with a one-line notice. Refusals are the service's
 * messages word for word (an illegal or stale move says what the order is now); nothing here decides what is allowed.
 */

const LIST = "/account/orders";
const orderPage = (orderId: string) => `${LIST}/details?id=${encodeURIComponent(orderId)}`;

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, 1_000) : "";
}

async function signedInOrSignIn(orderId: string): Promise<UserActor> {
  const actor = await currentActor();
  if (!isSignedIn(actor)) redirect(sessionRequiredUrl(orderId ? orderPage(orderId) : LIST));
  return actor;
}

/**
 * Runs one of the buyer's acts and redirects: back to the order with `done`, or with the refusal. An order the person
 * may not see (someone else's id, or none) goes back to the list, saying only that it was not found.
 */
async function act(orderId: string, run: () => Promise<unknown>, done: string): Promise<never> {
  let flash: OrderFlash;
  let back = orderPage(orderId);
  try {
    await run();
    flash = { kind: "ok", text: done };
  } catch (error) {
    if (error instanceof InputValidationError) {
      const { field, message } = error.first;
      flash = { kind: "error", text: message };
      if (field === "orderId" && message === orderMessages.notFound) back = LIST;
    } else if (error instanceof DomainError) {
      // Too many attempts, a move that is not the buyer's: their own message.
      flash = { kind: "error", text: error.message };
    } else throw error;
  }
  await setOrderFlash(flash);
  // redirect() throws: it stays outside the try.
  redirect(back);
}

/** "Cancel order", after the page's confirmation step (a GET: ?cancel=1). */
export async function cancelOrderAction(formData: FormData): Promise<void> {
  const orderId = text(formData, "orderId");
  const actor = await signedInOrSignIn(orderId);
  await act(
    orderId,
    () => moveOrder(actor, parseInput(moveOrderInput, { orderId, move: "CANCEL" })),
    buyerOrderNotices.cancelled,
  );
}

/** "I have my items": delivered → completed, before the inspection window ends on its own. */
export async function confirmReceiptAction(formData: FormData): Promise<void> {
  const orderId = text(formData, "orderId");
  const actor = await signedInOrSignIn(orderId);
  await act(
    orderId,
    () => moveOrder(actor, parseInput(moveOrderInput, { orderId, move: "CONFIRM_RECEIPT" })),
    buyerOrderNotices.confirmed,
  );
}

/** "Report a problem" within the inspection window, with a short reason: opens a dispute for operations. */
export async function reportProblemAction(formData: FormData): Promise<void> {
  const orderId = text(formData, "orderId");
  const actor = await signedInOrSignIn(orderId);
  await act(
    orderId,
    async () => {
      const input = parseInput(reportProblemInput, { orderId, reason: text(formData, "reason") });
      return moveOrder(actor, { orderId: input.orderId, move: "REPORT_PROBLEM", note: input.reason });
    },
    buyerOrderNotices.reported,
  );
}

/** "New code": the locked (or leaked) delivery code replaced; the page shows the new one. */
export async function renewDeliveryCodeAction(formData: FormData): Promise<void> {
  const orderId = text(formData, "orderId");
  const actor = await signedInOrSignIn(orderId);
  await act(orderId, () => renewDeliveryCode(actor, orderId), buyerOrderNotices.renewed);
}
