import type { ImageView } from "@/modules/media/media.types";

/** Whose cart: a signed-in person's, or a signed-out visitor's by the token in their `oja_cart` cookie. */
export type CartOwner = { userId: string } | { visitorToken: string };

/** One product in the cart as the person sees it now. All money is integer kobo. */
export interface CartLine {
  productId: string;
  vendorId: string;
  title: string;
  url: string;
  unitLabel: string;
  image: ImageView | null;
  /** The quantity that counts: what was asked for, lowered to the stock left. */
  quantity: number;
  /** What was asked for (more than `quantity` when the stock fell). */
  requestedQuantity: number;
  stock: number;
  unitPriceKobo: number;
  /** The price when it was put in the cart. */
  addedPriceKobo: number;
  lineTotalKobo: number;
  /** "Price went down from ₦… to ₦…", "Only 2 left: quantity lowered to 2". */
  notices: string[];
  buyable: boolean;
  /** Why it cannot be bought now: shown greyed and not counted. */
  unavailableReason: string | null;
  savedForLater: boolean;
}

export interface CartSellerGroup {
  vendorId: string;
  vendorName: string;
  vendorSlug: string;
  lines: CartLine[];
  /** The buyable lines' total. */
  subtotalKobo: number;
}

export interface CartView {
  groups: CartSellerGroup[];
  savedForLater: CartLine[];
  totalKobo: number;
  /** Units of buyable lines (what the header counts). */
  itemCount: number;
}

/** What the checkout buys: buyable lines only, at today's prices. */
export interface CheckoutCartLine {
  productId: string;
  vendorId: string;
  title: string;
  quantity: number;
  unitPriceKobo: number;
}
