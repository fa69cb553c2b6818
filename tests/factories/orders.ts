import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { Actor } from "@/lib/actor";
import { beginCheckout, fingerprintCheckout, placeOrders } from "@/modules/orders/orders.service";
import type { PlaceOrdersInput } from "@/modules/orders/orders.inputs";
import { orders } from "@/modules/orders/orders.schema";
import type { PaymentMethod } from "@/modules/orders/orders.types";
import { products } from "@/modules/listings/listings.schema";
import { createCategory, createProduct, createVendor } from "./catalogue";
import { createUser } from "./identity";
import { actorOf } from "./vendor-profile";

type ProductRow = typeof products.$inferSelect;
type Group = PlaceOrdersInput["groups"][number];

/** A seller with one product in stock (`stock`, default 5, at ₦12,500.00). */
export async function createShop(options: { stock?: number; priceKobo?: number; title?: string } = {}) {
  const vendor = await createVendor({ displayName: `Shop ${randomBytes(2).toString("hex")}` });
  const category = await createCategory();
  const sub = await createCategory({ name: "Rice", parentId: category.id });
  const product = await createProduct({
    vendorId: vendor.id,
    categoryId: sub.id,
    title: options.title ?? "Rice, 50kg bag",
    priceKobo: options.priceKobo ?? 1_250_000,
    stock: options.stock ?? 5,
  });
  return { vendor, product, owner: await actorOf(vendor.ownerId) };
}

/** A buyer with an account, and their actor. */
export async function createBuyer() {
  const user = await createUser({ firstName: "Ngozi", lastName: "Adebayo" });
  return { user, actor: await actorOf(user.id) };
}

/** One seller's group for placeOrders: `quantity` of `product`, delivered by the seller for ₦1,500.00. */
export function groupFor(
  product: Pick<ProductRow, "id" | "vendorId" | "title" | "priceKobo">,
  quantity = 1,
  delivery: Partial<Group["delivery"]> = {},
): Group {
  return {
    vendorId: product.vendorId,
    lines: [
      {
        productId: product.id,
        title: product.title,
        unitLabel: "bag",
        unitPriceKobo: product.priceKobo,
        quantity,
        pictureUrl: null,
      },
    ],
    delivery: { method: "SELLER_DELIVERY", feeKobo: 150_000, expectedWindow: "1–3 days", ...delivery },
    address: {
      recipientName: "Ngozi Adebayo",
      phone: "+2348031234567",
      state: "Lagos",
      lga: "Ikeja",
      area: "Alausa",
      street: "4 Obafemi Awolowo Way",
      landmark: "Beside the secretariat",
    },
  };
}

/** Opens a checkout and places its orders through the services, as the checkout flow will. */
export async function checkOut(
  actor: Actor & { kind: "user" },
  groups: Group[],
  paymentMethod: PaymentMethod = "PAYSTACK",
  key = randomBytes(8).toString("hex"),
) {
  const { checkoutId } = await beginCheckout(actor, {
    idempotencyKey: key,
    cartFingerprint: fingerprintCheckout({ paymentMethod, groups }),
    paymentMethod,
  });
  const placed = await placeOrders(actor, { checkoutId, buyerId: actor.userId, paymentMethod, groups });
  return { checkoutId, orders: placed };
}

/** Moves an order's clocks into the past (tests of the sweeps and guards), by `ms`. */
export async function ageOrder(orderId: string, ms: number): Promise<void> {
  const [row] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  const back = (date: Date | null) => (date ? new Date(date.getTime() - ms) : null);
  await getDb()
    .update(orders)
    .set({
      createdAt: back(row!.createdAt)!,
      acceptBy: back(row!.acceptBy),
      inspectionEndsAt: back(row!.inspectionEndsAt),
    })
    .where(eq(orders.id, orderId));
}

export async function stockOf(productId: string): Promise<number> {
  const [row] = await getDb().select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}
