import type { NigerianState } from "@/lib/nigeria";
import type { CourierReach } from "@/modules/delivery/courier-rates";
import type { StoreView } from "@/modules/vendors/vendors.types";

/** The ways an item can reach a buyer: the one list the API's enum, the orders' inputs and the type come from. */
export const deliveryMethods = ["SELLER_DELIVERY", "PICKUP", "OJA_COURIER"] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

/** One row of a seller's delivery fees, as its members see and edit them. */
export interface DeliveryRate {
  state: string;
  /** Null: the whole state. */
  lga: string | null;
  feeKobo: number;
  minDays: number;
  maxDays: number;
}

/** Where an order goes: enough to price it (the street is the address book's business). */
export interface DeliveryDestination {
  state: NigerianState;
  lga: string;
}

/** The days an option takes, counted from the seller accepting, and the dates they fall on (Nigeria's calendar). */
export interface DeliveryWindow {
  minDays: number;
  maxDays: number;
  /** YYYY-MM-DD */
  earliest: string;
  latest: string;
}

export type DeliveryOption =
  | { method: "SELLER_DELIVERY"; feeKobo: number; window: DeliveryWindow; coverage: "LGA" | "STATE" }
  | { method: "OJA_COURIER"; feeKobo: number; window: DeliveryWindow; reach: CourierReach }
  | {
      method: "PICKUP";
      feeKobo: 0;
      window: DeliveryWindow;
      store: StoreView;
      /** Marked "closed today" by the seller, or no hours today: the buyer collects on a later day. */
      closedToday: boolean;
      /** Today's hours, when open today. */
      hoursToday: { open: string; close: string } | null;
    };

/** The way a buyer chose to receive one seller's items, as the checkout sends it. */
export interface DeliveryChoice {
  method: DeliveryMethod;
  /** For PICKUP. */
  storeId?: string | null;
}
