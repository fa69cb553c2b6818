import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { orderWords, type OrderFacts, type OrderWords } from "@/flows/order-messages";
import { latePaymentWords, refundWords } from "@/flows/order-messages-refunds";
import { handleEventOnce, orderEventTypes, type OrderEventType, type OrderMovedPayload } from "@/jobs/domain-events";
import type { JobHandler } from "@/jobs/job-runner";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { userRows } from "@/modules/identity/identity.queries";
import { commissionKobo } from "@/modules/ledger/ledger.service";
import { notifyInApp } from "@/modules/notifications/app-notifications.service";
import { messageChannelFor } from "@/modules/notifications/message-channel.service";
import { enqueueMessage } from "@/modules/notifications/notifications.service";
import { collectedBySeller, loadVisibleOrder, sellerCreditKobo } from "@/modules/orders/order-moves.service";
import { listCheckoutOrders } from "@/modules/orders/orders.service";
import { refundById } from "@/modules/payments/payment-refund-status.service";
import { paymentById } from "@/modules/payments/payments.service";
import { findVendorOwner, listVendorMemberPermissions } from "@/modules/vendors/vendor-members.service";

/**
 * Each move of an order tells the people concerned (issue #24), and a refund tells the buyer: the buyer, and each
 * member of the business whose role covers the words (every member who handles orders hears of a new order or a
 * cancellation; only those who may see the balance hear of its credit), each by e-mail when their e-mail is verified,
 * else by SMS to their verified phone, through the outbox; and in the app. The words are in ./order-messages.ts and
 * ./order-messages-refunds.ts. The messages, the notifications and the event's "handled" mark commit together, so a
 * replay sends nothing twice.
 */

const isOrderEvent = (type: string): type is OrderEventType => (orderEventTypes as readonly string[]).includes(type);

async function personOf(userId: string, db: Database) {
  const [person] = await db
    .select({
      id: userRows.id,
      firstName: userRows.firstName,
      email: userRows.email,
      phone: userRows.phone,
      emailVerifiedAt: userRows.emailVerifiedAt,
      phoneVerifiedAt: userRows.phoneVerifiedAt,
    })
    .from(userRows)
    .where(eq(userRows.id, userId));
  return person ?? null;
}

type Person = NonNullable<Awaited<ReturnType<typeof personOf>>>;

async function tell(person: Person, words: OrderWords, db: Database): Promise<void> {
  await notifyInApp(
    { userId: person.id, kind: words.kind, title: words.title, body: words.body, link: words.link },
    db,
  );
  const to = messageChannelFor(person);
  if (!to) {
    logger.info("orders.message_without_channel", { userId: person.id, kind: words.kind });
    return;
  }
  await enqueueMessage(
    {
      ...to,
      subject: to.channel === "EMAIL" ? words.subject : null,
      body: to.channel === "EMAIL" ? words.text : words.sms,
      purpose: words.kind,
    },
    {},
    db,
  );
}

export const orderMessagesJob: JobHandler<"event.order-messages"> = async ({ eventId }, { actor, db }) => {
  await db.transaction((tx) =>
    handleEventOnce(
      eventId,
      "event.order-messages",
      async (event) => {
        const appUrl = env().APP_URL.replace(/\/+$/, "");
        if (event.type === "payment.refunded" || event.type === "payment.paid-late") {
          // Late money's refund was told when it was found (payment.paid-late), in words of its own.
          if (event.type === "payment.refunded" && event.payload.latePayment) return;
          const payment = await paymentById(event.payload.paymentId, tx);
          const buyer = payment ? await personOf(payment.buyerId, tx) : null;
          if (!buyer) return;
          const { amountKobo, checkoutId } = event.payload;
          const refund = event.type === "payment.refunded" ? await refundById(event.payload.refundId, tx) : null;
          const words =
            event.type === "payment.refunded"
              ? refundWords({
                  amountKobo,
                  buyerFirstName: buyer.firstName,
                  appUrl,
                  transferReference: event.payload.byTransfer ? refund?.transferReference : null,
                  toAccount: refund?.refundAccount,
                })
              : latePaymentWords({
                  amountKobo,
                  orderNumbers: (await listCheckoutOrders(checkoutId, tx)).map((order) => order.number),
                  buyerFirstName: buyer.firstName,
                  appUrl,
                });
          await tell(buyer, words, tx);
          return;
        }
        if (!isOrderEvent(event.type)) return;
        const payload = event.payload as OrderMovedPayload;
        const row = await loadVisibleOrder(actor, payload.orderId, tx);
        const owner = await findVendorOwner(payload.vendorId, tx);
        const buyer = await personOf(payload.buyerId, tx);
        const credit = sellerCreditKobo(row);
        const facts: OrderFacts = {
          type: event.type,
          order: payload,
          vendorName: owner?.vendorName ?? "The seller",
          buyerFirstName: buyer?.firstName ?? "there",
          sellerFirstName: "there",
          pickup: row.delivery.method === "PICKUP",
          storeName: row.delivery.store?.name ?? null,
          creditKobo: credit,
          commissionKobo: commissionKobo(credit),
          collectedBySeller: collectedBySeller(row),
          appUrl,
        };
        const words = orderWords(facts);
        if (buyer) for (const message of words.filter((w) => w.to === "buyer")) await tell(buyer, message, tx);
        if (!words.some((w) => w.to === "seller")) return;
        for (const member of await listVendorMemberPermissions(payload.vendorId, tx)) {
          const person = await personOf(member.userId, tx);
          if (!person) continue;
          // Each member is greeted by name, and hears only what their role covers.
          for (const message of orderWords({ ...facts, sellerFirstName: person.firstName }))
            if (message.to === "seller" && message.audience && member.permissions.has(message.audience))
              await tell(person, message, tx);
        }
      },
      tx,
    ),
  );
};
