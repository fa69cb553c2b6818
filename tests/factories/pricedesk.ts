import { randomBytes } from "node:crypto";
import { getDb } from "@/db/client";
import { slugify } from "@/lib/slug";
import { markets, priceAlerts, priceItems, priceReports } from "@/modules/pricedesk/pricedesk.schema";
import { addDays, lagosToday } from "@/lib/dates";

type PriceItemRow = typeof priceItems.$inferSelect;
type MarketRow = typeof markets.$inferSelect;
type ReportRow = typeof priceReports.$inferSelect;

function suffix(): string {
  return randomBytes(3).toString("hex");
}

/** A price-desk item; the slug is made unique unless given. */
export async function createPriceItem(overrides: Partial<typeof priceItems.$inferInsert> = {}): Promise<PriceItemRow> {
  const name = overrides.name ?? "Rice (local), 50kg bag";
  const [row] = await getDb()
    .insert(priceItems)
    .values({
      name,
      slug: `${slugify(name, 60)}-${suffix()}`,
      unitLabel: "50kg bag",
      categorySlug: "foodstuff",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("createPriceItem: insert returned no row");
  return row;
}

export async function createMarket(overrides: Partial<typeof markets.$inferInsert> = {}): Promise<MarketRow> {
  const name = overrides.name ?? "Mile 12 Market";
  const [row] = await getDb()
    .insert(markets)
    .values({ name, slug: `${slugify(name, 60)}-${suffix()}`, state: "Lagos", city: "Kosofe", ...overrides })
    .returning();
  if (!row) throw new Error("createMarket: insert returned no row");
  return row;
}

export interface ReportOptions {
  state?: string;
  marketId?: string | null;
  /** YYYY-MM-DD; default today (Nigeria time). */
  observedOn?: string;
  /** Days before today, instead of observedOn. */
  daysAgo?: number;
  status?: "ACCEPTED" | "HELD" | "REJECTED";
  source?: "LISTING" | "VENDOR" | "SURVEY" | "USER";
  reporterId?: string | null;
  today?: string;
}

/** One accepted survey report per price (kobo), all with the same options. */
export async function createPriceReports(
  itemId: string,
  pricesKobo: readonly number[],
  options: ReportOptions = {},
): Promise<ReportRow[]> {
  if (pricesKobo.length === 0) return [];
  const today = options.today ?? lagosToday();
  const observedOn = options.observedOn ?? addDays(today, -(options.daysAgo ?? 0));
  return getDb()
    .insert(priceReports)
    .values(
      pricesKobo.map((priceKobo) => ({
        itemId,
        priceKobo,
        state: options.state ?? "Lagos",
        marketId: options.marketId ?? null,
        source: options.source ?? "SURVEY",
        status: options.status ?? "ACCEPTED",
        reporterId: options.reporterId ?? null,
        observedOn,
      })),
    )
    .returning();
}

export async function createPriceAlert(
  overrides: Partial<typeof priceAlerts.$inferInsert> & { userId: string; itemId: string },
) {
  const [row] = await getDb()
    .insert(priceAlerts)
    .values({ state: "Lagos", thresholdKobo: 7_000_000, channel: "EMAIL", ...overrides })
    .returning();
  if (!row) throw new Error("createPriceAlert: insert returned no row");
  return row;
}

/** A browser-shaped report-a-price input (naira as typed). */
export function buildReportPriceInput(overrides: Record<string, unknown> = {}) {
  return { price: "68,500", state: "Lagos", observedOn: lagosToday(), ...overrides };
}

/** The reference items the search tests look for, with the aliases Nigerians use. */
export const searchCatalogue = [
  {
    name: "Tomatoes, big basket",
    unitLabel: "big basket",
    aliases: "tomato fresh tomatoes basket",
    categorySlug: "fruits-vegetables",
  },
  {
    name: "Cement (Dangote), 50kg bag",
    unitLabel: "50kg bag",
    aliases: "dangote cement bag",
    categorySlug: "cement-blocks",
  },
  { name: "Cement (BUA), 50kg bag", unitLabel: "50kg bag", aliases: "bua cement bag", categorySlug: "cement-blocks" },
  {
    name: "Garri (white), 50kg bag",
    unitLabel: "50kg bag",
    aliases: "gari cassava flakes",
    categorySlug: "grains-staples",
  },
  {
    name: "Garri (yellow), paint bucket",
    unitLabel: "paint bucket",
    aliases: "gari ijebu yellow garri",
    categorySlug: "grains-staples",
  },
  {
    name: "Rice (local), 50kg bag",
    unitLabel: "50kg bag",
    aliases: "ofada abakaliki nigerian rice",
    categorySlug: "grains-staples",
  },
  {
    name: "Rice (foreign), 50kg bag",
    unitLabel: "50kg bag",
    aliases: "parboiled thai rice",
    categorySlug: "grains-staples",
  },
  { name: "Palm oil, 25 litres", unitLabel: "25-litre keg", aliases: "red oil keg", categorySlug: "oils" },
  { name: "iPhone 13 128GB", unitLabel: "piece", aliases: "apple iphone13", categorySlug: "mobile-phones" },
  {
    name: "Beans (oloyin), derica",
    unitLabel: "derica",
    aliases: "honey beans brown beans",
    categorySlug: "grains-staples",
  },
] as const;

/** Inserts searchCatalogue with fixed slugs (one call per test database). */
export async function createSearchCatalogue(): Promise<PriceItemRow[]> {
  return getDb()
    .insert(priceItems)
    .values(searchCatalogue.map((item) => ({ ...item, slug: slugify(item.name) })))
    .returning();
}
