import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";
import { products } from "@/modules/listings/listings.schema";
import { vendors } from "@/modules/vendors/vendors.schema";
import { paymentMethods, type AddressSnapshot, type DeliverySnapshot } from "@/modules/orders/orders.types";

/** The states of docs' order state machine (order-state-machine.ts holds the moves between them). */
export const orderStatus = pgEnum("order_status", [
  "AWAITING_PAYMENT",
  "PAYMENT_FAILED",
  "PAID",
  "CONFIRMED",
  "ACCEPTED",
  "REJECTED",
  "READY",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
  "COMPLETED",
  "CANCELLED",
  "DISPUTED",
  "REFUSED",
]);
export const paymentMethod = pgEnum("order_payment_method", paymentMethods);
export const orderActorKind = pgEnum("order_actor_kind", ["BUYER", "VENDOR", "SYSTEM", "STAFF"]);

/**
 * One checkout: the buyer's idempotency key for one press of "Place order", and a fingerprint of the cart it was made
 * from, so a replay of the same key gives the same orders and the same key with another cart is refused.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    idempotencyKey: text("idempotency_key").notNull(),
    cartFingerprint: text("cart_fingerprint").notNull(),
    paymentMethod: paymentMethod("payment_method").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("checkouts_buyer_key").on(t.buyerId, t.idempotencyKey)],
);

/** One seller's share of a checkout. Money is integer kobo, every total computed on the server. */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "OJA-" and 8 characters a person can read out on the phone (no 0/O, 1/I/L). */
    number: text("number").notNull(),
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "restrict" }),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "restrict" }),
    status: orderStatus("status").notNull(),
    paymentMethod: paymentMethod("payment_method").notNull(),
    itemsTotalKobo: bigint("items_total_kobo", { mode: "number" }).notNull(),
    deliveryFeeKobo: bigint("delivery_fee_kobo", { mode: "number" }).notNull(),
    totalKobo: bigint("total_kobo", { mode: "number" }).notNull(),
    /** Who receives it (the address's recipient), kept so the seller can search by buyer without reading accounts. */
    buyerName: text("buyer_name").notNull(),
    delivery: jsonb("delivery").$type<DeliverySnapshot>().notNull(),
    address: jsonb("address").$type<AddressSnapshot>(),
    /** 6 digits from a CSPRNG, shown to the buyer only; the seller types it at hand-over. */
    deliveryCode: text("delivery_code").notNull(),
    deliveryCodeWrongTries: smallint("delivery_code_wrong_tries").notNull().default(0),
    /** Set at the 5th wrong try; cleared when the buyer asks for a new code. */
    deliveryCodeLockedAt: timestamp("delivery_code_locked_at", { withTimezone: true }),
    /** When a paid or confirmed order is cancelled unless the seller accepts it. */
    acceptBy: timestamp("accept_by", { withTimezone: true }),
    /** When a delivered order completes unless the buyer reports a problem. */
    inspectionEndsAt: timestamp("inspection_ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_number_key").on(t.number),
    index("orders_checkout_idx").on(t.checkoutId),
    index("orders_buyer_idx").on(t.buyerId, t.createdAt),
    index("orders_vendor_status_idx").on(t.vendorId, t.status, t.createdAt),
    // The sweeps: orders waiting on a clock, by state.
    index("orders_status_created_idx").on(t.status, t.createdAt),
    check("orders_total_check", sql`${t.totalKobo} = ${t.itemsTotalKobo} + ${t.deliveryFeeKobo}`),
    check("orders_money_check", sql`${t.itemsTotalKobo} >= 0 and ${t.deliveryFeeKobo} >= 0`),
  ],
);

/** What was bought, as it was at checkout (a snapshot: later edits of the listing do not change an order). */
export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    unitLabel: text("unit_label").notNull(),
    unitPriceKobo: bigint("unit_price_kobo", { mode: "number" }).notNull(),
    quantity: integer("quantity").notNull(),
    lineTotalKobo: bigint("line_total_kobo", { mode: "number" }).notNull(),
    pictureUrl: text("picture_url"),
    position: smallint("position").notNull().default(0),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId, t.position),
    check("order_items_quantity_check", sql`${t.quantity} > 0`),
    check("order_items_line_check", sql`${t.lineTotalKobo} = ${t.unitPriceKobo} * ${t.quantity}`),
  ],
);

/** Every move of an order, who made it and when: the order's timeline. */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: orderStatus("from_status"),
    toStatus: orderStatus("to_status").notNull(),
    actorKind: orderActorKind("actor_kind").notNull(),
    /** The person, or null for the system (the job is in `note`). */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.at)],
);
