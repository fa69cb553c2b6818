import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { requireVendorGrant, type Actor } from "@/lib/actor";
import { addDays, lagosToday, lagosWeekdayKey } from "@/lib/dates";
import { parseState } from "@/lib/nigeria";
import { isUuid } from "@/lib/uuid";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { courierRate } from "@/modules/delivery/courier-rates";
import type { DeliveryRateInput } from "@/modules/delivery/delivery.inputs";
import { vendorDeliveryRates } from "@/modules/delivery/delivery.schema";
import type {
  DeliveryChoice,
  DeliveryDestination,
  DeliveryOption,
  DeliveryRate,
  DeliveryWindow,
} from "@/modules/delivery/delivery.types";
import { loadVendorStores, loadVendorSummaries } from "@/modules/vendors/vendors.service";

/**
 * How a seller's items reach a buyer (issue 24): the seller's own delivery by its fee table, pickup at one of its
 * stores, or Oja's courier by the configured table (courier-rates.ts). Every fee is computed here, on the server, in
 * kobo; the checkout re-quotes at the moment of paying, so a fee the page showed is never trusted as sent.
 */

const rateColumns = {
  state: vendorDeliveryRates.state,
  lga: vendorDeliveryRates.lga,
  feeKobo: vendorDeliveryRates.feeKobo,
  minDays: vendorDeliveryRates.minDays,
  maxDays: vendorDeliveryRates.maxDays,
};

/** Pickup: the seller gets the order ready the day after accepting it, and keeps it a day more. */
const PICKUP_DAYS = { minDays: 1, maxDays: 2 };

/** The seller's delivery fees, states first, then their areas, for any member. */
export async function listDeliveryRates(
  actor: Actor,
  vendorId: string,
  db: Database = getDb(),
): Promise<DeliveryRate[]> {
  requireVendorGrant(actor, vendorId, "shop:view");
  return db
    .select(rateColumns)
    .from(vendorDeliveryRates)
    .where(eq(vendorDeliveryRates.vendorId, vendorId))
    .orderBy(asc(vendorDeliveryRates.state), sql`${vendorDeliveryRates.lga} asc nulls first`);
}

/** Replaces the seller's whole fee table (the form sends every row), audited. */
export async function setDeliveryRates(
  actor: Actor,
  vendorId: string,
  rates: readonly DeliveryRateInput[],
  db: Database = getDb(),
): Promise<DeliveryRate[]> {
  const { actor: user } = requireVendorGrant(actor, vendorId, "profile:write");
  return db.transaction(async (tx) => {
    const before = await tx.$count(vendorDeliveryRates, eq(vendorDeliveryRates.vendorId, vendorId));
    await tx.delete(vendorDeliveryRates).where(eq(vendorDeliveryRates.vendorId, vendorId));
    if (rates.length > 0)
      await tx.insert(vendorDeliveryRates).values(
        rates.map((rate) => ({
          vendorId,
          state: rate.state,
          lga: rate.lga,
          feeKobo: rate.fee,
          minDays: rate.minDays,
          maxDays: rate.maxDays,
        })),
      );
    await recordAuditEvent(
      {
        actorId: user.userId,
        action: "vendor.delivery_rates.set",
        entityType: "vendor",
        entityId: vendorId,
        before: { rows: before },
        after: { rows: rates.length },
      },
      tx,
    );
    return listDeliveryRates(actor, vendorId, tx);
  });
}

function windowOf({ minDays, maxDays }: { minDays: number; maxDays: number }, now: Date): DeliveryWindow {
  const today = lagosToday(now);
  return { minDays, maxDays, earliest: addDays(today, minDays), latest: addDays(today, maxDays) };
}

/**
 * The ways each approved seller can get its items to `destination`, cheapest first: the seller's own delivery where
 * its table covers the area (an area's row wins over its state's), Oja's courier from the seller's state, and pickup
 * at each of its stores. `itemCounts` is the number of items per seller (the courier charges per item). A seller that
 * is not approved gets no options. Three queries for any number of sellers.
 */
export async function quoteDeliveryOptions(
  itemCounts: ReadonlyMap<string, number>,
  /** Null before the buyer has an address: pickup only. */
  destination: DeliveryDestination | null,
  options: { now?: Date } = {},
  db: Database = getDb(),
): Promise<Map<string, DeliveryOption[]>> {
  const now = options.now ?? new Date();
  const vendorIds = [...itemCounts.keys()].filter(isUuid);
  const result = new Map<string, DeliveryOption[]>([...itemCounts.keys()].map((id) => [id, []]));
  if (vendorIds.length === 0) return result;
  const [vendors, storesByVendor, rates] = await Promise.all([
    loadVendorSummaries(vendorIds),
    loadVendorStores(vendorIds),
    db
      .select({ vendorId: vendorDeliveryRates.vendorId, ...rateColumns })
      .from(vendorDeliveryRates)
      .where(
        and(inArray(vendorDeliveryRates.vendorId, vendorIds), eq(vendorDeliveryRates.state, destination?.state ?? "")),
      ),
  ]);
  const today = lagosToday(now);
  const weekday = lagosWeekdayKey(now);
  for (const vendorId of vendorIds) {
    const vendor = vendors.get(vendorId);
    if (!vendor) continue;
    const found: DeliveryOption[] = [];
    const own = rates.filter((rate) => rate.vendorId === vendorId);
    const seller = destination
      ? (own.find((rate) => rate.lga === destination.lga) ?? own.find((rate) => rate.lga === null))
      : undefined;
    if (seller)
      found.push({
        method: "SELLER_DELIVERY",
        feeKobo: seller.feeKobo,
        window: windowOf(seller, now),
        coverage: seller.lga ? "LGA" : "STATE",
      });
    const origin = parseState(vendor.state ?? "");
    if (origin && destination) {
      const courier = courierRate(origin, destination.state, itemCounts.get(vendorId) ?? 1);
      found.push({
        method: "OJA_COURIER",
        feeKobo: courier.feeKobo,
        window: windowOf(courier, now),
        reach: courier.reach,
      });
    }
    for (const store of storesByVendor.get(vendorId) ?? []) {
      const hoursToday = store.openingHours[weekday] ?? null;
      const closedToday = store.closedOn === today || hoursToday === null;
      found.push({
        method: "PICKUP",
        feeKobo: 0,
        window: windowOf(PICKUP_DAYS, now),
        store,
        closedToday,
        hoursToday: closedToday ? null : hoursToday,
      });
    }
    result.set(
      vendorId,
      found.sort((a, b) => a.feeKobo - b.feeKobo),
    );
  }
  return result;
}

/** The quoted option a buyer's choice names, or null when it is not among them (a store gone, a table changed). */
export function pickDeliveryOption(options: readonly DeliveryOption[], choice: DeliveryChoice): DeliveryOption | null {
  return (
    options.find((option) =>
      option.method === "PICKUP"
        ? choice.method === "PICKUP" && option.store.id === choice.storeId
        : option.method === choice.method,
    ) ?? null
  );
}
