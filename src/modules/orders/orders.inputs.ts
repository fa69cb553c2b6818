import * as z from "zod/mini";
import { oneLineText, optional, plainText } from "@/lib/validation";
import { deliveryMethods } from "@/modules/delivery/delivery.types";
import { orderMoves } from "@/modules/orders/order-state-machine";
import { orderActorKind, orderStatus, paymentMethod } from "@/modules/orders/orders.schema";
import type { OrderActorKind, OrderStatus, PaymentMethod } from "@/modules/orders/orders.types";

/**
 * What orders accept (issue #24): a move from the buyer's or seller's pages and the API, the seller's list filters,
 * and the checkout flow's groups (built on the server from the cart; still checked here, so a bad line never
 * becomes an order). Money is integer kobo.
 */

export const orderInputMessages = {
  quantity: "Quantities must be whole numbers from 1 to 10,000",
  kobo: "Amounts must be whole numbers of kobo",
  pickupStore: "Choose the store to collect from",
  address: "Choose where to deliver",
  noLines: "An order needs at least one item",
  date: "Enter a date as YYYY-MM-DD",
} as const;

/** The order states as the schema declares them (one list: the pgEnum in orders.schema.ts). */
export const orderStatuses = orderStatus.enumValues satisfies readonly OrderStatus[];

/** How an order is paid, and who moves orders, likewise from the schema's enums. */
export const orderPaymentMethods = paymentMethod.enumValues satisfies readonly PaymentMethod[];
export const orderActorKinds = orderActorKind.enumValues satisfies readonly OrderActorKind[];

const uuidText = z.string().check(z.trim(), z.maxLength(64));

export const moveOrderInput = z.object({
  orderId: uuidText,
  move: z.enum(orderMoves),
  code: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
  note: optional(plainText("Note", { max: 500 })),
});

/** The buyer's "report a problem": a short reason is required (operations read it to decide the dispute). */
export const reportProblemInput = z.object({
  orderId: uuidText,
  reason: plainText("A short reason", { max: 500 }),
});

const kobo = z.number().check(z.int(orderInputMessages.kobo), z.gte(0, orderInputMessages.kobo), z.lte(1e13));

const line = z.object({
  productId: uuidText,
  title: oneLineText("Title", { max: 200 }),
  unitLabel: oneLineText("Unit", { max: 80 }),
  unitPriceKobo: kobo,
  quantity: z
    .number()
    .check(
      z.int(orderInputMessages.quantity),
      z.gte(1, orderInputMessages.quantity),
      z.lte(10_000, orderInputMessages.quantity),
    ),
  pictureUrl: z.optional(z.nullable(z.string().check(z.maxLength(2_000)))),
});

const store = z.object({
  id: uuidText,
  name: z.string().check(z.maxLength(200)),
  address: z.string().check(z.maxLength(500)),
  landmark: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  openingHours: z.optional(z.unknown()),
});

const delivery = z.object({
  method: z.enum(deliveryMethods),
  feeKobo: kobo,
  expectedWindow: z.string().check(z.maxLength(120)),
  store: z.optional(z.nullable(store)),
});

const address = z.object({
  recipientName: oneLineText("Recipient", { max: 120 }),
  phone: z.string().check(z.maxLength(20)),
  state: z.string().check(z.maxLength(60)),
  lga: z.string().check(z.maxLength(80)),
  area: z.optional(z.nullable(z.string().check(z.maxLength(120)))),
  street: z.string().check(z.maxLength(300)),
  landmark: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
});

const group = z
  .object({
    vendorId: uuidText,
    lines: z.array(line).check(z.minLength(1, orderInputMessages.noLines), z.maxLength(100)),
    delivery,
    address: z.optional(z.nullable(address)),
    /** Who the seller sees as the buyer; the address's recipient when not given. */
    buyerName: z.optional(oneLineText("Name", { max: 120 })),
  })
  .check(
    z.refine((g) => g.delivery.method !== "PICKUP" || Boolean(g.delivery.store), {
      message: orderInputMessages.pickupStore,
      path: ["delivery", "store"],
    }),
    z.refine((g) => g.delivery.method === "PICKUP" || Boolean(g.address), {
      message: orderInputMessages.address,
      path: ["address"],
    }),
  );

export const placeOrdersInput = z.object({
  checkoutId: uuidText,
  buyerId: uuidText,
  paymentMethod: z.enum(orderPaymentMethods),
  groups: z.array(group).check(z.minLength(1, orderInputMessages.noLines), z.maxLength(50)),
});
export type PlaceOrdersInput = z.input<typeof placeOrdersInput>;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, orderInputMessages.date));

export const vendorOrderFilters = z.object({
  status: z.optional(z.nullable(z.enum(orderStatuses))),
  q: optional(plainText("Search", { max: 100 })),
  from: z.optional(z.nullable(day)),
  to: z.optional(z.nullable(day)),
  cursor: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
});
export type VendorOrderFilters = Partial<z.input<typeof vendorOrderFilters>>;
