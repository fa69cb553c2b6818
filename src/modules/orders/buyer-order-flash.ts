import "server-only";
import { flashNotice, type FlashNotice } from "@/lib/flash-notice";

/** The buyer's order pages' one-shot line after a form posted (src/lib/flash-notice.ts). */
export type OrderFlash = FlashNotice;

const orderFlash = flashNotice("oja_order_notice", "/account/orders");

export const setOrderFlash = orderFlash.set;
export const readOrderFlash = orderFlash.read;
