import type { OrderEventType, OrderMovedPayload } from "@/jobs/domain-events";
import { formatNaira } from "@/lib/money";
import { oneLine } from "@/lib/validation";

/**
 * What the buyer and the seller are told of an order's moves (issue #24, "Each step tells the people concerned"), as
 * plain text: an e-mail (subject and text), one SMS, and the in-app notification (title and body). Names come from
 * people, so they are put on one line. A move nobody needs to hear of gives nothing. The seller's words go to each of
 * the business's members whose role holds the words' `audience` permission (./order-messages.job.ts).
 */

export interface OrderWords {
  /** Who hears it. */
  to: "buyer" | "seller";
  /**
   * For the seller's words: which of the business's members hear them, by the permission their role holds (those who
   * handle orders; the balance's figures only for those who may see the balance).
   */
  audience?: "orders:manage" | "ledger:view";
  /** The notification's kind and the outbox's purpose, e.g. "order.accepted.buyer". */
  kind: string;
  subject: string;
  /** The e-mail's text (greeting, facts, link, sign-off). */
  text: string;
  /** One SMS (aim for under 160 characters). */
  sms: string;
  /** The in-app notification. */
  title: string;
  body: string;
  /** Where the in-app notification leads (a path). */
  link: string;
}

export interface OrderFacts {
  type: OrderEventType;
  order: OrderMovedPayload;
  vendorName: string;
  buyerFirstName: string;
  /** The first name of the member the seller's words greet. */
  sellerFirstName: string;
  /** Pickup orders are collected at the seller's store; others are brought to the buyer. */
  pickup: boolean;
  storeName: string | null;
  /** What the seller is credited for a completed order before commission, and the commission. */
  creditKobo: number | null;
  commissionKobo: number | null;
  /** Pay on delivery handed over by the seller: the cash is already theirs, only the commission is booked. */
  collectedBySeller: boolean;
  /** The app's public address, no trailing slash. */
  appUrl: string;
}

export const signOff = "The Oja team";

function buyerLink(orderId: string): string {
  return `/account/orders/details?id=${orderId}`;
}

function sellerLink(orderId: string): string {
  return `/dashboard/orders/details?id=${orderId}`;
}

/** Everyone this event tells, with the words for each. */
export function orderWords(facts: OrderFacts): OrderWords[] {
  const { order, type } = facts;
  const number = order.orderNumber;
  const vendor = oneLine(facts.vendorName);
  const total = formatNaira(order.totalKobo);
  const store = facts.storeName ? oneLine(facts.storeName) : vendor;
  const words: OrderWords[] = [];

  const buyer = (kind: string, subject: string, lines: string[], sms: string) => {
    const link = buyerLink(order.orderId);
    words.push({
      to: "buyer",
      kind: `${kind}.buyer`,
      subject,
      text: [`Hello ${oneLine(facts.buyerFirstName)},`, ...lines, `Your order: ${facts.appUrl}${link}`, signOff].join(
        "\n\n",
      ),
      sms,
      title: subject,
      body: lines.join(" "),
      link,
    });
  };
  const seller = (
    kind: string,
    subject: string,
    lines: string[],
    sms: string,
    audience: OrderWords["audience"] = "orders:manage",
  ) => {
    const link = sellerLink(order.orderId);
    words.push({
      to: "seller",
      audience,
      kind: `${kind}.seller`,
      subject,
      text: [`Hello ${oneLine(facts.sellerFirstName)},`, ...lines, `The order: ${facts.appUrl}${link}`, signOff].join(
        "\n\n",
      ),
      sms,
      title: subject,
      body: lines.join(" "),
      link,
    });
  };
  const newOrderForSeller = () =>
    seller(
      "order.new",
      `New order ${number}: accept it within 48 hours`,
      [
        `${vendor} has a new ${order.paymentMethod === "PAY_ON_DELIVERY" ? "pay-on-delivery" : "paid"} order, ${number}, for ${total}.`,
        "Accept it within 48 hours, or it is cancelled and the buyer refunded.",
      ],
      `Oja: new order ${number} (${total}). Accept it within 48 hours in your dashboard.`,
    );

  switch (type) {
    case "order.placed":
      // A card payment is told when it is paid; pay on delivery is confirmed at once.
      if (order.to !== "CONFIRMED") return words;
      buyer(
        "order.confirmed",
        `Order ${number} is confirmed`,
        [
          `Your order ${number} from ${vendor} is confirmed. You pay ${total} in cash when it is handed to you.`,
          "We will tell you when the seller accepts it.",
        ],
        `Oja: order ${number} from ${vendor} is confirmed. Pay ${total} at delivery.`,
      );
      newOrderForSeller();
      return words;
    case "order.paid":
      buyer(
        "order.paid",
        `We received your payment for order ${number}`,
        [
          `We received ${total} for your order ${number} from ${vendor}.`,
          "We will tell you when the seller accepts it.",
        ],
        `Oja: payment of ${total} received for order ${number}.`,
      );
      newOrderForSeller();
      return words;
    case "order.accepted":
      buyer(
        "order.accepted",
        `${vendor} accepted order ${number}`,
        [`${vendor} accepted your order ${number} and is preparing it.`],
        `Oja: ${vendor} accepted your order ${number}.`,
      );
      return words;
    case "order.rejected": {
      const refund = order.paid ? ` Your ${total} is being refunded to the card or account you paid with.` : "";
      buyer(
        "order.rejected",
        `${vendor} could not take order ${number}`,
        [`Sorry: ${vendor} could not take your order ${number}.${refund}`],
        `Oja: ${vendor} could not take order ${number}.${order.paid ? ` ${total} is being refunded.` : ""}`,
      );
      return words;
    }
    case "order.ready":
      if (!facts.pickup) return words;
      buyer(
        "order.ready",
        `Order ${number} is ready for pickup`,
        [`Your order ${number} is ready for pickup at ${store}.`, "Have your delivery code ready when you collect it."],
        `Oja: order ${number} is ready for pickup at ${store}. Have your delivery code ready.`,
      );
      return words;
    case "order.out-for-delivery":
      buyer(
        "order.out-for-delivery",
        `Order ${number} is on its way`,
        [
          `Your order ${number} from ${vendor} is out for delivery.`,
          order.paymentMethod === "PAY_ON_DELIVERY"
            ? `Have your delivery code ready, and ${total} in cash.`
            : "Have your delivery code ready.",
        ],
        `Oja: order ${number} is out for delivery. Have your delivery code ready.`,
      );
      return words;
    case "order.delivered":
      buyer(
        "order.delivered",
        `Order ${number} was delivered`,
        [
          `Your order ${number} was handed over.`,
          "Check it: you have 3 days to report a problem in your order, after which it is completed.",
        ],
        `Oja: order ${number} was delivered. Report any problem within 3 days.`,
      );
      return words;
    case "order.completed": {
      buyer(
        "order.completed",
        `Order ${number} is completed`,
        [`Your order ${number} from ${vendor} is completed. Thank you for shopping on Oja.`],
        `Oja: order ${number} is completed. Thank you!`,
      );
      const credit = formatNaira(facts.creditKobo ?? order.totalKobo);
      const commission = formatNaira(facts.commissionKobo ?? 0);
      if (facts.collectedBySeller)
        seller(
          "order.completed",
          `Order ${number} is completed`,
          [
            `Order ${number} is completed. You collected ${credit} in cash at the door; Oja's commission of ${commission} is taken from ${vendor}'s balance.`,
          ],
          `Oja: order ${number} completed. Commission of ${commission} taken from your balance.`,
          "ledger:view",
        );
      else
        seller(
          "order.completed",
          `Order ${number} is completed: ${credit} credited`,
          [
            `Order ${number} is completed. ${credit} is credited to ${vendor}'s balance, less Oja's commission of ${commission}.`,
          ],
          `Oja: order ${number} completed. ${credit} credited to your balance.`,
          "ledger:view",
        );
      return words;
    }
    case "order.cancelled": {
      // Never paid nor confirmed: the buyer left it unpaid, and the seller never saw it.
      if (order.from === "AWAITING_PAYMENT") return words;
      const refund = order.paid ? ` Your ${total} is being refunded to the card or account you paid with.` : "";
      const why =
        order.move === "AUTO_CANCEL"
          ? `${vendor} did not accept it within 48 hours.`
          : order.move === "CANCEL"
            ? "You cancelled it."
            : "";
      buyer(
        "order.cancelled",
        `Order ${number} is cancelled`,
        [`Your order ${number} is cancelled. ${why}${refund}`.replace(/\s+/g, " ").trim()],
        `Oja: order ${number} is cancelled.${order.paid ? ` ${total} is being refunded.` : ""}`,
      );
      if (order.move === "CANCEL")
        seller(
          "order.cancelled",
          `Order ${number} was cancelled by the buyer`,
          [`The buyer cancelled order ${number} (${total}). Do not send it.`],
          `Oja: the buyer cancelled order ${number}. Do not send it.`,
        );
      else if (order.move === "AUTO_CANCEL")
        seller(
          "order.cancelled",
          `Order ${number} was cancelled: not accepted in time`,
          [`Order ${number} (${total}) was not accepted within 48 hours, so it is cancelled.`],
          `Oja: order ${number} was cancelled: not accepted within 48 hours.`,
        );
      return words;
    }
    case "order.disputed":
      buyer(
        "order.disputed",
        `We received your report on order ${number}`,
        [`We received your report of a problem with order ${number}. We will look into it with ${vendor}.`],
        `Oja: we received your report on order ${number}.`,
      );
      seller(
        "order.disputed",
        `The buyer reported a problem with order ${number}`,
        [`The buyer opened a dispute on order ${number} (${total}). It is held until the dispute is settled.`],
        `Oja: the buyer reported a problem with order ${number}. See your dashboard.`,
      );
      return words;
    case "order.refused":
      buyer(
        "order.refused",
        `Order ${number} was refused at the door`,
        [`${vendor} recorded that you refused order ${number} at the door. No money changed hands.`],
        `Oja: order ${number} was recorded as refused at the door.`,
      );
      return words;
    default:
      return words;
  }
}
