import type { NigerianState } from "@/lib/nigeria";

/**
 * Oja's own delivery by courier: the fee table by origin and destination zone (issue 24). It is configuration, kept
 * here beside the zones it names, and read only through `courierRate`; couriers themselves arrive with delivery
 * operations, until then the seller hands the parcel over. The zones are Nigeria's six geopolitical zones: a parcel
 * within a state, within a zone, or across zones costs and takes what riders and inter-state park services charge.
 */
export type GeopoliticalZone =
  "NORTH_CENTRAL" | "NORTH_EAST" | "NORTH_WEST" | "SOUTH_EAST" | "SOUTH_SOUTH" | "SOUTH_WEST";

export const zoneOfState: Record<NigerianState, GeopoliticalZone> = {
  Benue: "NORTH_CENTRAL",
  "FCT Abuja": "NORTH_CENTRAL",
  Kogi: "NORTH_CENTRAL",
  Kwara: "NORTH_CENTRAL",
  Nasarawa: "NORTH_CENTRAL",
  Niger: "NORTH_CENTRAL",
  Plateau: "NORTH_CENTRAL",
  Adamawa: "NORTH_EAST",
  Bauchi: "NORTH_EAST",
  Borno: "NORTH_EAST",
  Gombe: "NORTH_EAST",
  Taraba: "NORTH_EAST",
  Yobe: "NORTH_EAST",
  Jigawa: "NORTH_WEST",
  Kaduna: "NORTH_WEST",
  Kano: "NORTH_WEST",
  Katsina: "NORTH_WEST",
  Kebbi: "NORTH_WEST",
  Sokoto: "NORTH_WEST",
  Zamfara: "NORTH_WEST",
  Abia: "SOUTH_EAST",
  Anambra: "SOUTH_EAST",
  Ebonyi: "SOUTH_EAST",
  Enugu: "SOUTH_EAST",
  Imo: "SOUTH_EAST",
  "Akwa Ibom": "SOUTH_SOUTH",
  Bayelsa: "SOUTH_SOUTH",
  "Cross River": "SOUTH_SOUTH",
  Delta: "SOUTH_SOUTH",
  Edo: "SOUTH_SOUTH",
  Rivers: "SOUTH_SOUTH",
  Ekiti: "SOUTH_WEST",
  Lagos: "SOUTH_WEST",
  Ogun: "SOUTH_WEST",
  Ondo: "SOUTH_WEST",
  Osun: "SOUTH_WEST",
  Oyo: "SOUTH_WEST",
};

export type CourierReach = "SAME_STATE" | "SAME_ZONE" | "OTHER_ZONE";

export interface CourierRate {
  /** For the first item. */
  baseKobo: number;
  /** For each further item, up to `extraItemsCharged` of them (a parcel of ten tins is not ten parcels). */
  perExtraItemKobo: number;
  minDays: number;
  maxDays: number;
}

export const courierRates: Record<CourierReach, CourierRate> = {
  SAME_STATE: { baseKobo: 1_500_00, perExtraItemKobo: 200_00, minDays: 1, maxDays: 2 },
  SAME_ZONE: { baseKobo: 2_800_00, perExtraItemKobo: 300_00, minDays: 2, maxDays: 4 },
  OTHER_ZONE: { baseKobo: 4_500_00, perExtraItemKobo: 500_00, minDays: 3, maxDays: 7 },
};

export const extraItemsCharged = 9;

export function courierReach(origin: NigerianState, destination: NigerianState): CourierReach {
  if (origin === destination) return "SAME_STATE";
  return zoneOfState[origin] === zoneOfState[destination] ? "SAME_ZONE" : "OTHER_ZONE";
}

/** The courier's fee and days from `origin` to `destination` for `itemCount` items (at least one). */
export function courierRate(
  origin: NigerianState,
  destination: NigerianState,
  itemCount: number,
): { reach: CourierReach; feeKobo: number; minDays: number; maxDays: number } {
  const reach = courierReach(origin, destination);
  const rate = courierRates[reach];
  const extra = Math.min(Math.max(Math.trunc(itemCount) - 1, 0), extraItemsCharged);
  return {
    reach,
    feeKobo: rate.baseKobo + extra * rate.perExtraItemKobo,
    minDays: rate.minDays,
    maxDays: rate.maxDays,
  };
}
