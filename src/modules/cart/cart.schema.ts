import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";
import { products } from "@/modules/listings/listings.schema";

/**
 * A cart per person (issue 24): a signed-in person's by their user id, a signed-out visitor's by the sha256 of the
 * random token in their `oja_cart` cookie (never the token itself, so a database leak opens no one's cart). Exactly
 * one of the two; at sign-in the visitor's cart is merged into the person's and deleted.
 */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .unique("carts_user_key")
      .references(() => users.id, { onDelete: "cascade" }),
    visitorTokenHash: text("visitor_token_hash").unique("carts_visitor_token_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("carts_one_owner_check", sql`(${t.userId} is null) <> (${t.visitorTokenHash} is null)`),
    // Visitors' carts nobody came back to are pruned by age.
    index("carts_visitor_updated_idx")
      .on(t.updatedAt)
      .where(sql`${t.visitorTokenHash} is not null`),
  ],
);

/** One product in a cart: how many, the price when it was put there (for "the price went down"), saved for later. */
export const cartItems = pgTable(
  "cart_items",
  {
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    unitPriceKobo: bigint("unit_price_kobo", { mode: "number" }).notNull(),
    savedForLater: boolean("saved_for_later").notNull().default(false),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "cart_items_pkey", columns: [t.cartId, t.productId] }),
    index("cart_items_product_idx").on(t.productId),
    check("cart_items_quantity_check", sql`${t.quantity} between 1 and 999`),
    check("cart_items_price_check", sql`${t.unitPriceKobo} >= 0`),
  ],
);
