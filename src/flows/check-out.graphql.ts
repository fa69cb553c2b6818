import { builder } from "@/graphql/builder";
import { signedInActor } from "@/graphql/guards";
import { checkOut, startCardPayment, type CheckOutResult } from "@/flows/check-out.flow";
import { readCheckoutChoices } from "@/flows/check-out/checkout-form";
import { DeliveryMethodEnum } from "@/modules/delivery/delivery.graphql";
import { paymentMethods } from "@/modules/orders/orders.types";

/**
 * Checking out from the app (the same flow the checkout page posts to): the buyer's cart, their choices and one
 * idempotency key per press. Prices and totals are the server's; a card payment answers the page to send them to.
 */

type Payload = CheckOutResult & { paymentUrl?: string | null };

const CheckOutStatus = builder.enumType("CheckOutStatus", {
  values: ["PLACED", "TOTAL_CHANGED", "REFUSED"] as const,
});

const PaymentChoiceEnum = builder.enumType("PaymentChoice", { values: paymentMethods });

const CheckOutPayload = builder.objectRef<Payload>("CheckOutPayload").implement({
  fields: (t) => ({
    status: t.field({ type: CheckOutStatus, resolve: (r) => r.status }),
    checkoutId: t.id({ nullable: true, resolve: (r) => (r.status === "PLACED" ? r.checkoutId : null) }),
    orderIds: t.idList({ resolve: (r) => (r.status === "PLACED" ? r.orderIds : []) }),
    paymentUrl: t.string({
      nullable: true,
      description: "Card payment: the page to open (Paystack's, or the local test gateway's)",
      resolve: (r) => r.paymentUrl ?? null,
    }),
    totalKobo: t.field({
      type: "Kobo",
      nullable: true,
      resolve: (r) => (r.status === "TOTAL_CHANGED" ? r.totalKobo : null),
    }),
    problems: t.stringList({
      resolve: (r) => (r.status === "REFUSED" ? r.problems : r.status === "TOTAL_CHANGED" ? [r.message] : []),
    }),
  }),
});

const DeliveryChoiceInput = builder.inputType("DeliveryChoiceInput", {
  fields: (t) => ({
    vendorId: t.id({ required: true }),
    method: t.field({ type: DeliveryMethodEnum, required: true }),
    storeId: t.id({ description: "For PICKUP" }),
  }),
});

builder.mutationField("checkOut", (t) =>
  t.field({
    type: CheckOutPayload,
    description: "Place the cart's orders (one per seller) and their one payment",
    authScopes: { signedIn: true },
    args: {
      idempotencyKey: t.arg.string({
        required: true,
        description: "One per checkout attempt (8–100 letters, digits, dashes)",
      }),
      addressId: t.arg.id(),
      deliveries: t.arg({ type: [DeliveryChoiceInput], required: true }),
      paymentMethod: t.arg({ type: PaymentChoiceEnum, required: true }),
      expectedTotalKobo: t.arg({ type: "Kobo", description: "The total the buyer saw: compared, never charged" }),
    },
    resolve: async (_root, args, ctx) => {
      const pairs: [string, string][] = [["payment", args.paymentMethod]];
      if (args.addressId) pairs.push(["address", String(args.addressId)]);
      for (const delivery of args.deliveries.slice(0, 50))
        pairs.push([
          `delivery.${String(delivery.vendorId)}`,
          delivery.method === "PICKUP" ? `PICKUP.${String(delivery.storeId ?? "")}` : delivery.method,
        ]);
      const result = await checkOut(signedInActor(ctx), {
        ...readCheckoutChoices(pairs),
        idempotencyKey: args.idempotencyKey,
        expectedTotalKobo: args.expectedTotalKobo ?? null,
      });
      if (result.status !== "PLACED" || result.paymentMethod !== "PAYSTACK") return result;
      return { ...result, paymentUrl: await startCardPayment(result.paymentId) };
    },
  }),
);
