/**
 * Pure generators of the demo market: no database, no clock of their own (callers pass `now`). Every function is
 * deterministic for its arguments, which the seed tests check.
 */
import { nigerianStates, type NigerianState } from "@/lib/nigeria";
import { uniqueSlug } from "@/lib/slug";
import type { ProductCondition, ProductUnit, ServiceRate } from "@/modules/listings/listings.types";
import type { ContactVisibility, OpeningHours } from "@/modules/vendors/vendors.types";
import { categorySeeds, subCategoryBySlug, type MainCategorySeed } from "./categories";
import { addressFor, cityFor, phoneFor, stateFactor, stateNames, stateWeights } from "./locations";
import { marketSeeds, type MarketSeed, type MarketTrade } from "./markets";
import { priceItemBySlug, type PriceItemSeed, type Season } from "./price-items";
import {
  catalogue,
  conditionPriceFactor,
  conditionProfiles,
  serviceCatalogue,
  type ConditionProfile,
  type ProductType,
} from "./products";
import { fill, hash32, rng, stableUuid, type Random } from "./random";
import { areaServedFor, businessName, openingHoursFor, personFor, type Person } from "./vendors";

const DAY_MS = 24 * 60 * 60 * 1000;

// ---- money ----------------------------------------------------------------------------------------------------------

/** A price as traders quote it: ₦185,000 not ₦184,613. Returns whole kobo. */
export function roundNaira(naira: number): number {
  const step =
    naira < 200
      ? 5
      : naira < 1_000
        ? 10
        : naira < 10_000
          ? 50
          : naira < 100_000
            ? 500
            : naira < 1_000_000
              ? 1_000
              : naira < 10_000_000
                ? 10_000
                : 50_000;
  return Math.max(step, Math.round(naira / step) * step) * 100;
}

// ---- dates ----------------------------------------------------------------------------------------------------------

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Start of `now`'s day (UTC), so one seed run uses one calendar. */
export function startOfDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

// ---- price model ----------------------------------------------------------------------------------------------------

/** Month multipliers, January first; each averages about 1 over the year. */
const seasonCurves: Record<Exclude<Season, "sallah">, readonly number[]> = {
  none: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  // Lean season before the harvest (June–August) is dearest; October–November harvest is cheapest.
  grain: [0.97, 0.98, 1.0, 1.03, 1.06, 1.09, 1.11, 1.1, 1.02, 0.93, 0.89, 0.92],
  // Tomatoes and peppers: cheap in the dry-season glut, very dear in the rains (heat, Tuta absoluta).
  produce: [0.62, 0.64, 0.8, 1.12, 1.5, 1.58, 1.35, 1.12, 0.96, 0.86, 0.76, 0.7],
  onion: [0.82, 0.78, 0.8, 0.9, 1.0, 1.12, 1.25, 1.3, 1.2, 1.03, 0.95, 0.85],
  // Old yam runs out before the new yam festival (August).
  tuber: [0.9, 0.95, 1.02, 1.1, 1.18, 1.2, 1.12, 0.95, 0.88, 0.85, 0.88, 0.95],
  festive: [0.98, 0.97, 0.97, 0.98, 0.99, 1.0, 0.99, 0.99, 1.0, 1.01, 1.03, 1.09],
  // December scarcity and queues.
  fuel: [1.02, 1.0, 0.99, 0.99, 0.99, 0.99, 1.0, 1.0, 0.99, 0.99, 1.0, 1.04],
};

/** Eid al-Adha: rams and goats peak in the weeks before it. */
const eidAlAdha = ["2024-06-16", "2025-06-06", "2026-05-27", "2027-05-16", "2028-05-05"].map((day) =>
  Date.parse(`${day}T00:00:00Z`),
);

export function seasonFactor(season: Season, date: Date): number {
  if (season === "sallah") {
    const days = Math.min(
      ...eidAlAdha.map((eid) => (eid - date.getTime()) / DAY_MS).map((d) => (d < -4 ? 60 : Math.abs(d))),
    );
    return 0.96 + 0.3 * Math.exp(-(days * days) / (2 * 14 * 14)) + (date.getUTCMonth() === 11 ? 0.05 : 0);
  }
  const curve = seasonCurves[season];
  // Blend with the next month so the curve is smooth, not a staircase.
  const month = date.getUTCMonth();
  const position = (date.getUTCDate() - 1) / 31;
  return curve[month]! * (1 - position) + curve[(month + 1) % 12]! * position;
}

/** Slow ups and downs of an item's price (weather, a port delay, a festival), the same for every market. */
function swing(item: PriceItemSeed, date: Date): number {
  const random = rng("swing", item.slug);
  const weeks = date.getTime() / (7 * DAY_MS);
  const a = item.spread * 0.8 * Math.sin((2 * Math.PI * weeks) / random.between(9, 26) + random.between(0, 6.3));
  const b = item.spread * 0.5 * Math.sin((2 * Math.PI * weeks) / random.between(4, 8) + random.between(0, 6.3));
  return 1 + a + b;
}

/** National typical price of `item` on `date` in naira, before state and market differences. */
export function nationalPrice(item: PriceItemSeed, date: Date, now: Date): number {
  const months = (date.getTime() - now.getTime()) / (30.44 * DAY_MS);
  return item.naira * Math.exp(item.drift * months) * seasonFactor(item.season, date) * swing(item, date);
}

/** What a careful shopper would call the typical price in `state` today, in naira. */
export function typicalNaira(item: PriceItemSeed, state: NigerianState, now: Date): number {
  return nationalPrice(item, now, now) * stateFactor(item.group, state);
}

function marketFactor(market: MarketSeed, item: PriceItemSeed): number {
  let factor = 1 + ((hash32(`market-factor:${market.slug}:${item.group}`) % 1000) / 1000 - 0.5) * 0.06;
  // Wholesale grain and livestock markets, and Computer Village for phones, undercut the retail markets.
  if (
    (item.group === "grain" || item.group === "legume") &&
    market.trades.includes("grain") &&
    !market.trades.includes("general")
  )
    factor *= 0.94;
  if (item.group === "livestock" && market.trades[0] === "livestock") factor *= 0.93;
  if (item.group === "phone" && market.slug.startsWith("computer-village")) factor *= 0.97;
  return factor;
}

export interface ReportPlan {
  itemSlug: string;
  priceKobo: number;
  state: NigerianState;
  marketSlug: string | null;
  observedOn: string;
}

export const HISTORY_WEEKS = 56;

function marketsFor(item: PriceItemSeed): MarketSeed[] {
  const trades = new Set<MarketTrade>(item.trades);
  const candidates = marketSeeds.filter((market) => market.trades.some((trade) => trades.has(trade)));
  const count = Math.max(2, Math.min(10, Math.round(2 + item.popularity * 3)));
  return rng("item-markets", item.slug).sample(candidates, count);
}

const surveyStateWeights = stateWeights.map((weight) => Math.sqrt(weight));

/** Staples are surveyed in every state each week of the last month, so every state has a current typical price. */
export function isStaple(item: PriceItemSeed): boolean {
  return item.popularity >= 1.6;
}

/**
 * A year of weekly survey reports for one item: price collectors in several named markets that trade it, plus
 * state-wide reports — in every state each of the last four weeks for staples, in eight states a week for the rest
 * in the last five weeks. Every week has at least one report; the oldest week is more than 365 days back.
 */
export function generateSurveyReports(item: PriceItemSeed, now: Date): ReportPlan[] {
  const today = startOfDay(now);
  const random = rng("survey", item.slug);
  const markets = marketsFor(item);
  const reports: ReportPlan[] = [];
  const add = (state: NigerianState, market: MarketSeed | null, day: Date) => {
    const base =
      nationalPrice(item, day, now) * stateFactor(item.group, state) * (market ? marketFactor(market, item) : 1);
    const noise = Math.exp(random.normal() * item.spread * 0.6);
    reports.push({
      itemSlug: item.slug,
      priceKobo: roundNaira(base * noise),
      state,
      marketSlug: market?.slug ?? null,
      observedOn: isoDay(day),
    });
  };
  for (let week = HISTORY_WEEKS - 1; week >= 0; week--) {
    const weekStart = today.getTime() - week * 7 * DAY_MS;
    const day = () => new Date(weekStart - random.int(0, 6) * DAY_MS);
    const before = reports.length;
    for (const market of markets) if (random.chance(0.5)) add(market.state, market, day());
    if (week < 4 && isStaple(item)) {
      for (const state of stateNames) add(state, null, day());
    } else if (week < 5) {
      for (const state of random.sample(stateNames, 8)) add(state, null, day());
    } else {
      const count = Math.round(item.popularity * (item.trades.length === 0 ? 2 : 0.8) + random.next());
      for (let i = 0; i < count; i++) add(random.weighted(stateNames, surveyStateWeights), null, day());
    }
    if (reports.length === before) add(random.weighted(stateNames, stateWeights), null, day());
  }
  return reports;
}

export interface HeldReportPlan extends ReportPlan {
  status: "ACCEPTED" | "HELD";
  heldReason: string | null;
  reporter: number;
}

const heldItems = [
  "rice-local-parboiled-50kg-bag",
  "tomatoes-big-basket",
  "iphone-13-128gb-uk-used",
  "cement-dangote-42-5r-50kg-bag",
  "garri-white-50kg-bag",
  "cooking-gas-refill-12-5kg",
  "eggs-crate-of-30",
  "palm-oil-25-litres",
];

/**
 * Reports from signed-in demo people (`reporter` indexes the caller's list): recent, plausible ones that count, and a
 * handful of far-off ones held for moderation with the reason a moderator reads.
 */
export function generateUserReports(
  now: Date,
  reporterCount: number,
  formatKobo: (kobo: number) => string,
): HeldReportPlan[] {
  const today = startOfDay(now);
  const random = rng("user-reports");
  const popular = [...priceItemBySlug.values()].filter((item) => item.popularity >= 1.4);
  const plans: HeldReportPlan[] = [];
  const used = new Set<string>();
  for (let i = 0; plans.length < 36 && i < 500; i++) {
    const item = random.pick(popular);
    const state = random.weighted(stateNames, stateWeights);
    const observedOn = isoDay(new Date(today.getTime() - random.int(0, 40) * DAY_MS));
    const reporter = random.int(0, reporterCount - 1);
    const key = `${reporter}|${item.slug}|${state}|${observedOn}`;
    if (used.has(key)) continue;
    used.add(key);
    const price =
      typicalNaira(item, state, new Date(Date.parse(`${observedOn}T12:00:00Z`))) *
      Math.exp(random.normal() * item.spread * 0.7);
    plans.push({
      itemSlug: item.slug,
      priceKobo: roundNaira(price),
      state,
      marketSlug: null,
      observedOn,
      status: "ACCEPTED",
      heldReason: null,
      reporter,
    });
  }
  heldItems.forEach((slug, index) => {
    const item = priceItemBySlug.get(slug)!;
    const state: NigerianState = random.pick(["Lagos", "FCT Abuja", "Kano", "Rivers", "Oyo", "Enugu"]);
    const observedOn = isoDay(new Date(today.getTime() - random.int(0, 12) * DAY_MS));
    const typical = roundNaira(typicalNaira(item, state, now));
    // Fat fingers (an extra zero), a price for the wrong unit, or a joke.
    const factor =
      index % 3 === 0 ? random.between(8, 11) : index % 3 === 1 ? random.between(3.4, 5) : random.between(0.08, 0.25);
    const priceKobo = roundNaira((typical / 100) * factor);
    const ratio = priceKobo / typical;
    const heldReason = `${formatKobo(priceKobo)} is outside [median/3, median×3] of recent ${state} reports (median ${formatKobo(typical)}): ${ratio >= 1 ? `${ratio.toFixed(1)}× the median` : `${Math.round(ratio * 100)}% of the median`}`;
    plans.push({
      itemSlug: slug,
      priceKobo,
      state,
      marketSlug: null,
      observedOn,
      status: "HELD",
      heldReason,
      reporter: index % reporterCount,
    });
  });
  return plans;
}

// ---- vendors --------------------------------------------------------------------------------------------------------

export type VendorKind = "INDIVIDUAL" | "STORE" | "ARTISAN";
export type VendorStatus = "PENDING" | "APPROVED" | "SUSPENDED";

export interface StorePlan {
  id: string;
  name: string;
  address: string;
  landmark: string;
  state: NigerianState;
  city: string;
  /** Null for a seller who keeps their number private: the shop's page shows no number either. */
  phone: string | null;
  openingHours: OpeningHours;
}

export interface VendorPlan {
  index: number;
  id: string;
  ownerId: string;
  owner: { firstName: string; lastName: string; email: string; kind: "SELLER" | "ARTISAN" };
  kind: VendorKind;
  status: VendorStatus;
  displayName: string;
  slug: string;
  description: string;
  state: NigerianState;
  city: string;
  /** Goods sellers: the sub-categories they stock. Artisans: their one service sub-category. */
  subCategories: string[];
  mainSlug: string;
  ratingTotal: number;
  ratingCount: number;
  createdAt: Date;
  approvedAt: Date | null;
  stores: StorePlan[];
  contact: { phone: string; visibility: ContactVisibility };
}

/**
 * How many generated vendors a catalogue of `products` products needs: about one per five products, never fewer than
 * 260. It depends only on the product count, so a top-up run adds vendors without changing existing ones.
 */
export function vendorPoolSize(products: number): number {
  return Math.max(260, Math.ceil(products / 5));
}

const goodsMains = categorySeeds.filter((main) => main.kind === "GOODS");
const serviceMain = categorySeeds.find((main) => main.kind === "SERVICES")!;
const serviceWeights: Record<string, number> = {
  "tailoring-fashion-design": 3,
  "hairdressing-barbing": 3,
  plumbing: 2,
  "electrical-work": 2,
  "auto-repair": 2,
  "phone-laptop-repair": 2,
  "catering-events": 1.5,
  "ac-generator-repair": 1.5,
  "makeup-gele": 1.5,
};

const mainTrades: Record<string, MarketTrade[]> = {
  "phones-tablets": ["phones"],
  electronics: ["electronics"],
  computing: ["phones", "electronics"],
  fashion: ["fashion"],
  "foodstuff-groceries": ["food", "grain"],
  "home-kitchen": ["general", "electronics"],
  "vehicles-parts": ["auto"],
  "building-materials": ["building"],
  "agriculture-livestock": ["livestock", "grain"],
};

/** "Computer Village" from "Computer Village", "Alaba International" from "Alaba International Market". */
function placeName(market: MarketSeed): string {
  return market.name
    .replace(/ (International )?Market$/, (match) => (match.includes("International") ? " International" : ""))
    .replace(/ Main$/, "");
}

function vendorDescription(
  plan: { kind: VendorKind; main: MainCategorySeed; subs: string[]; city: string; state: string; since: number },
  random: Random,
): string {
  const stocked = plan.subs.map((slug) => subCategoryBySlug.get(slug)!.name.toLowerCase());
  const list =
    stocked.length === 1 ? stocked[0]! : `${stocked.slice(0, -1).join(", ")} and ${stocked[stocked.length - 1]}`;
  const opener =
    plan.kind === "ARTISAN"
      ? `${subCategoryBySlug.get(plan.subs[0]!)!.name} in ${plan.city}, ${plan.state}, since ${plan.since}.`
      : `${list.charAt(0).toUpperCase()}${list.slice(1)} in ${plan.city}, ${plan.state}, since ${plan.since}.`;
  const promises =
    plan.kind === "ARTISAN"
      ? [
          "We come to you, on time, with our own tools.",
          "Free estimate before any job.",
          "Clean work and fair prices; ask our customers.",
        ]
      : [
          "Fair prices and genuine products.",
          "Wholesale and retail.",
          "Delivery within the city and waybill to any state.",
          "Call or WhatsApp before you come.",
        ];
  return `${opener} ${random.sample(promises, 2).join(" ")}`;
}

function storesFor(input: {
  vendorIndex: number | string;
  kind: VendorKind;
  displayName: string;
  state: NigerianState;
  city: string;
  market: MarketSeed | null;
  person: Person;
  random: Random;
}): StorePlan[] {
  const { random } = input;
  const count =
    input.kind === "STORE"
      ? random.weighted([1, 2, 3], [60, 30, 10])
      : input.kind === "ARTISAN"
        ? random.chance(0.65)
          ? 1
          : 0
        : random.chance(0.35)
          ? 1
          : 0;
  const stores: StorePlan[] = [];
  for (let k = 0; k < count; k++) {
    const city = k === 0 ? input.city : cityFor(input.state, random);
    let address: string;
    let landmark: string;
    if (k === 0 && input.market) {
      const shop = `${random.pick(["Shop", "Block", "Stall", "Line"])} ${random.pick(["A", "B", "C", "D", "E", "F"])}${random.int(1, 48)}`;
      address = `${shop}, ${input.market.name}, ${input.market.city}`;
      landmark = random.pick([
        "near the main gate",
        "by the mosque inside the market",
        "opposite the union office",
        "second floor, behind the bank",
      ]);
    } else {
      ({ address, landmark } = addressFor(city, random));
    }
    stores.push({
      id: stableUuid("store", input.vendorIndex, k),
      name: k === 0 ? input.displayName : `${input.displayName}, ${city}`,
      address,
      landmark,
      state: input.state,
      city,
      phone: phoneFor(random),
      openingHours: openingHoursFor(input.person, random),
    });
  }
  return stores;
}

/**
 * How a generated seller lets buyers reach them: most show call and WhatsApp, some WhatsApp only, a few keep their
 * number private (individuals selling from home most often). Its own random stream, so the rest of a vendor stays
 * what it was before contacts existed.
 */
export function contactFor(vendorIndex: number, kind: VendorKind): VendorPlan["contact"] {
  const random = rng("vendor-contact", vendorIndex);
  const weights = kind === "INDIVIDUAL" ? [50, 32, 18] : kind === "STORE" ? [72, 22, 6] : [70, 25, 5];
  const visibility = random.weighted(["CALL_AND_WHATSAPP", "WHATSAPP_ONLY", "HIDDEN"] as const, weights);
  return { phone: phoneFor(random), visibility };
}

/** A seller who keeps their number private shows none on their shops either. */
function withContact(stores: StorePlan[], contact: VendorPlan["contact"]): StorePlan[] {
  return contact.visibility === "HIDDEN" ? stores.map((store) => ({ ...store, phone: null })) : stores;
}

/**
 * Reviews come only from completed orders (terms, "Reviews"), and ordering is not open yet: every seller starts with
 * "No reviews yet". The draws that used to make up ratings are still taken so that the rest of the generated market
 * (and the tests that know it) stays as it was.
 */
function ratingFor(status: VendorStatus, random: Random): { ratingTotal: number; ratingCount: number } {
  if (status !== "PENDING") {
    random.next();
    random.between(0, 1);
  }
  return { ratingTotal: 0, ratingCount: 0 };
}

/** Generated vendor number `index` (0-based): the first 37 cover every state once, the rest lean to the big cities. */
export function generateVendor(index: number, now: Date): VendorPlan {
  const random = rng("vendor", index);
  const state = index < nigerianStates.length ? nigerianStates[index]! : random.weighted(stateNames, stateWeights);
  const kind: VendorKind = random.weighted(["ARTISAN", "STORE", "INDIVIDUAL"], [16, 42, 42]);
  const status: VendorStatus = index % 137 === 41 ? "SUSPENDED" : random.chance(0.07) ? "PENDING" : "APPROVED";
  const person = personFor(state, random);
  let main: MainCategorySeed;
  let subs: string[];
  if (kind === "ARTISAN") {
    main = serviceMain;
    subs = [
      random.weighted(
        main.children.map((c) => c.slug),
        main.children.map((c) => serviceWeights[c.slug] ?? 1),
      ),
    ];
  } else {
    main = random.weighted(
      goodsMains,
      goodsMains.map((m) => m.vendorWeight),
    );
    subs = random.sample(
      main.children.map((c) => c.slug),
      random.weighted([1, 2, 3], [35, 40, 25]),
    );
  }
  const tradeList = kind === "ARTISAN" ? [] : (mainTrades[main.slug] ?? ["general"]);
  const localMarkets = marketSeeds.filter((m) => m.state === state && m.trades.some((t) => tradeList.includes(t)));
  const market = localMarkets.length > 0 && random.chance(0.55) ? random.pick(localMarkets) : null;
  const city = market ? market.city : cityFor(state, random);
  const displayName = businessName({
    trade: kind === "ARTISAN" ? subs[0]! : main.slug,
    person,
    city,
    place: market ? placeName(market) : city,
    individual: kind === "INDIVIDUAL",
    random,
  });
  const createdAt = new Date(now.getTime() - random.int(30, 1100) * DAY_MS - random.int(0, 86_399) * 1000);
  const approvedAt = status === "PENDING" ? null : new Date(createdAt.getTime() + random.int(1, 6) * DAY_MS);
  return {
    index,
    id: stableUuid("vendor", index),
    ownerId: stableUuid("vendor-owner", index),
    owner: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: `seller-${index}@vendors.demo.oja.ng`,
      kind: kind === "ARTISAN" ? "ARTISAN" : "SELLER",
    },
    kind,
    status,
    displayName,
    slug: uniqueSlug(displayName, `${random.hex(3)}${index.toString(36)}`),
    description: vendorDescription({ kind, main, subs, city, state, since: createdAt.getUTCFullYear() }, random),
    state,
    city,
    subCategories: subs,
    mainSlug: main.slug,
    ...ratingFor(status, random),
    createdAt,
    approvedAt,
    stores: withContact(
      storesFor({ vendorIndex: index, kind, displayName, state, city, market, person, random }),
      contactFor(index, kind),
    ),
    contact: contactFor(index, kind),
  };
}

/** The demo seller and artisan of the README, with their fixed businesses. */
export function demoVendorPlans(
  now: Date,
  owners: { seller: string; artisan: string },
): { seller: VendorPlan; artisan: VendorPlan } {
  const make = (key: "seller" | "artisan"): VendorPlan => {
    const random = rng("demo-vendor", key);
    const seller = key === "seller";
    const person: Person = seller
      ? { people: "yoruba", female: false, firstName: "Tunde", lastName: "Bakare" }
      : { people: "hausa", female: false, firstName: "Musa", lastName: "Ibrahim" };
    const state: NigerianState = seller ? "Lagos" : "FCT Abuja";
    const city = seller ? "Ikeja" : "Kubwa";
    const displayName = seller ? "Tunde Bakare Gadgets, Computer Village" : "Musa Ibrahim Plumbing & Electrical Works";
    const subs = seller
      ? ["mobile-phones", "phone-accessories", "tablets", "power-banks-chargers", "smart-watches", "laptops"]
      : ["plumbing", "electrical-work", "ac-generator-repair"];
    const createdAt = new Date(now.getTime() - (seller ? 640 : 410) * DAY_MS);
    const market = seller ? marketSeeds.find((m) => m.slug.startsWith("computer-village"))! : null;
    return {
      index: -1,
      id: stableUuid("vendor", `demo-${key}`),
      ownerId: seller ? owners.seller : owners.artisan,
      owner: {
        firstName: person.firstName,
        lastName: person.lastName,
        email: `${key}@demo.oja.ng`,
        kind: seller ? "SELLER" : "ARTISAN",
      },
      kind: seller ? "STORE" : "ARTISAN",
      status: "APPROVED",
      displayName,
      slug: uniqueSlug(displayName, seller ? "demo1" : "demo2"),
      description: seller
        ? "UK-used and brand-new iPhones, Samsung, Tecno and Infinix phones, laptops and accessories at Computer Village since 2024. Every phone is tested in front of you, with a seven-day warranty. Delivery anywhere in Lagos the same day."
        : "Plumbing, electrical wiring, inverter installation and AC servicing across Abuja. COREN-trained, on time, with our own tools. Free estimate before any job.",
      state,
      city,
      subCategories: subs,
      mainSlug: seller ? "phones-tablets" : "services",
      ratingTotal: 0,
      ratingCount: 0,
      createdAt,
      approvedAt: new Date(createdAt.getTime() + 2 * DAY_MS),
      // The demo seller takes calls and WhatsApp on the README's phone; the artisan, on site all day, WhatsApp only.
      contact: seller
        ? { phone: "+2348031234502", visibility: "CALL_AND_WHATSAPP" }
        : { phone: "+2348031234503", visibility: "WHATSAPP_ONLY" },
      stores: storesFor({
        vendorIndex: `demo-${key}`,
        kind: seller ? "STORE" : "ARTISAN",
        displayName,
        state,
        city,
        market,
        person,
        random,
      }).map((store, k) =>
        k === 0 && !seller
          ? { ...store, address: "Plot 14, Gado Nasko Road, Kubwa", landmark: "opposite the Kubwa village market" }
          : store,
      ),
    };
  };
  const plans = { seller: make("seller"), artisan: make("artisan") };
  // The demo seller always has a shop to visit.
  if (plans.seller.stores.length === 0) throw new Error("demo seller without a store");
  return plans;
}

// ---- products -------------------------------------------------------------------------------------------------------

export interface ProductPlan {
  index: number;
  id: string;
  vendorId: string;
  subCategory: string;
  priceItemSlug: string | null;
  slug: string;
  title: string;
  description: string;
  priceKobo: number;
  compareAtKobo: number | null;
  stock: number;
  condition: ProductCondition;
  unit: ProductUnit;
  unitLabel: string | null;
  unitQuantity: number;
  state: NigerianState;
  city: string;
  status: "DRAFT" | "ACTIVE" | "PAUSED" | "ARCHIVED";
  featured: boolean;
  createdAt: Date;
  /** Variants of the sub-category's picture pool, in display order. */
  pictures: number[];
  /** Typical price of one of the item's unit the offer was priced against, for LISTING reports and their hold decision. */
  typicalKobo: number | null;
}

export function productId(index: number): string {
  return stableUuid("product", index);
}

/** Products of the demo seller come first, so a small catalogue still shows them. */
export const DEMO_SELLER_PRODUCTS = 24;

/** Capitalised words in our titles that are names, kept as they are after a condition prefix. */
const brands = new Set([
  "Apple",
  "Samsung",
  "Tecno",
  "Infinix",
  "Xiaomi",
  "Google",
  "Nokia",
  "Oraimo",
  "Hisense",
  "Sony",
  "Polystar",
  "Sayona",
  "Elepaq",
  "Thermocool",
  "Mikano",
  "Lutian",
  "Sumec",
  "Tiger",
  "Canon",
  "Nikon",
  "Hikvision",
  "Nintendo",
  "Dell",
  "Lenovo",
  "Asus",
  "Epson",
  "Logitech",
  "SanDisk",
  "Mercury",
  "Airtel",
  "Starlink",
  "Nike",
  "Adidas",
  "Casio",
  "Rolex",
  "Toyota",
  "Mercedes-Benz",
  "Mazda",
  "Honda",
  "Lexus",
  "Hyundai",
  "Bajaj",
  "Qlink",
  "Michelin",
  "Massey",
  "Raleigh",
  "Binatone",
  "Vitafoam",
  "Mouka",
  "Okrika",
  "Xbox",
  "Total",
  "Mobil",
  "Dangote",
  "Golden",
  "Kings",
  "Jos",
  "Abuja",
]);

/** "Double-door refrigerator" reads "Fairly used double-door refrigerator"; brands and models keep their capitals. */
function afterPrefix(title: string): string {
  const first = title.split(" ")[0]!;
  const isName = brands.has(first) || /\d/.test(first) || /[A-Z]/.test(first.slice(1)) || /^[a-z]/.test(first);
  return isName ? title : `${first.charAt(0).toLowerCase()}${title.slice(1)}`;
}

/** How sellers label condition in a title, by the kind of good ("Tokunbo 2010 Toyota Camry", "UK used iPhone 13"). */
const conditionPrefixes: Record<ConditionProfile, Partial<Record<ProductCondition, string[]>>> = {
  car: {
    FOREIGN_USED: ["Foreign used", "Tokunbo"],
    NIGERIAN_USED: ["Nigerian used", "Registered"],
    NEW: ["Brand new"],
  },
  gadget: {
    FOREIGN_USED: ["UK used", "Foreign used", "US used"],
    NIGERIAN_USED: ["Nigerian used", "Fairly used"],
    REFURBISHED: ["Refurbished"],
  },
  "used-ok": { FOREIGN_USED: ["Foreign used", "Tokunbo"], NIGERIAN_USED: ["Fairly used", "Nigerian used"] },
  "second-hand": {},
  new: {},
};

const conditionSentences: Partial<Record<ProductCondition, string[]>> = {
  FOREIGN_USED: [
    "Clean foreign-used unit with no repair history.",
    "Imported in very good condition; no scratches worth mentioning.",
  ],
  NIGERIAN_USED: [
    "Neatly used in Nigeria; everything works perfectly.",
    "Used with care by one owner; selling because of an upgrade.",
  ],
  REFURBISHED: ["Professionally refurbished with new battery and housing; looks and works like new."],
  NEW: [],
};

const closers = [
  "Pick up at our shop in {city} or we deliver within {state}.",
  "Nationwide delivery through GIG Logistics and park waybill.",
  "Pay on delivery available within {city}.",
  "Call or WhatsApp before you come so we keep it for you.",
  "Inspect it well before you pay.",
  "Price is slightly negotiable for serious buyers.",
];

// The title starts the sentence, so its capitals stay right ("Dangote Cement…", "Double-door refrigerator…").
const leads = [
  "{title}, available now in {city}.",
  "{title}, in stock now.",
  "{title} at a fair price.",
  "{title}: new stock just arrived.",
  "{title}, ready for pick-up or delivery.",
];

function describe(
  title: string,
  type: ProductType,
  sub: string,
  condition: ProductCondition,
  vendor: VendorPlan,
  random: Random,
): string {
  const pool = catalogue[sub]!;
  const sentences: string[] = [
    random.pick(leads).replace("{title}", title.replace(/\.$/, "")).replace("{city}", vendor.city),
  ];
  if (type.about?.length) sentences.push(random.pick(type.about));
  sentences.push(...random.sample(pool.about, type.about?.length ? 1 : random.int(1, 2)));
  const conditionLine = conditionSentences[condition];
  if (conditionLine && conditionLine.length > 0) sentences.push(random.pick(conditionLine));
  if (sentences.length < 4)
    sentences.push(random.pick(closers).replace("{city}", vendor.city).replace("{state}", vendor.state));
  return sentences.slice(0, 4).join(" ");
}

/** One thing a vendor can list: a product type of one of its sub-categories. */
interface Offer {
  sub: string;
  type: ProductType;
  /** What "the same item" means: the price-desk item, or the type itself. A vendor lists each key once. */
  key: string;
}

/**
 * Everything `vendor` could list, each once, in a random order drawn by weight (a type's weight within its
 * sub-category, every sub-category alike): the vendor's n-th listing is the n-th offer.
 */
function offerDeck(vendor: VendorPlan): Offer[] {
  const random = rng("offer-deck", vendor.id);
  const offers = vendor.subCategories.flatMap((sub) => {
    const pool = catalogue[sub];
    if (!pool) throw new Error(`No product catalogue for ${sub}`);
    const total = pool.types.reduce((sum, type) => sum + (type.weight ?? 1), 0);
    // Weighted sampling without replacement (Efraimidis–Spirakis): order by u^(1/w), here by log(u)/w.
    return pool.types.map((type) => ({
      offer: { sub, type, key: type.item ?? `${sub}:${type.title}` },
      order: Math.log(random.next()) / ((type.weight ?? 1) / total),
    }));
  });
  offers.sort((a, b) => b.order - a.order);
  const keys = new Set<string>();
  return offers.map(({ offer }) => offer).filter((offer) => !keys.has(offer.key) && keys.add(offer.key));
}

export interface ProductSellers {
  /** Who lists product `index` and what it is. */
  offerAt(index: number): { vendor: VendorPlan; sub: string; type: ProductType };
}

/**
 * Decides, in index order, who sells each product: the demo seller's first, then vendors drawn from a pool that grows
 * with the index (early vendors end up with more listings, as on a real marketplace). A vendor lists each item once: one
 * who has listed everything they could is passed over. Product `index` depends on the products before it, never on
 * the catalogue's total, so a top-up run adds the same products a bigger first run would have made.
 */
export function productSellers(options: {
  vendorAt: (vendorIndex: number) => VendorPlan;
  demoSeller: VendorPlan;
}): ProductSellers {
  const vendors = new Map<number, VendorPlan>();
  const vendorAt = (vendorIndex: number) => {
    let plan = vendors.get(vendorIndex);
    if (!plan) vendors.set(vendorIndex, (plan = options.vendorAt(vendorIndex)));
    return plan;
  };
  const decks = new Map<string, Offer[]>();
  const listed = new Map<string, number>();
  const deckOf = (vendor: VendorPlan) => {
    let deck = decks.get(vendor.id);
    if (!deck) decks.set(vendor.id, (deck = offerDeck(vendor)));
    return deck;
  };
  const canList = (vendor: VendorPlan) =>
    vendor.kind !== "ARTISAN" && vendor.status !== "SUSPENDED" && (listed.get(vendor.id) ?? 0) < deckOf(vendor).length;
  const assigned: { vendor: VendorPlan; offer: Offer }[] = [];
  const assignNext = () => {
    const index = assigned.length;
    let vendor = options.demoSeller;
    if (index >= DEMO_SELLER_PRODUCTS) {
      const random = rng("product-seller", index);
      const pool = vendorPoolSize(index + 1);
      vendor = vendorAt(random.int(0, pool - 1));
      for (let attempt = 0; !canList(vendor); attempt++) {
        if (attempt >= 40 + pool) throw new Error(`No vendor can list product ${index}: the vendor pool is full`);
        vendor = vendorAt(attempt < 40 ? random.int(0, pool - 1) : attempt - 40);
      }
    } else if (!canList(vendor)) {
      throw new Error("The demo seller cannot list that many different products");
    }
    const ordinal = listed.get(vendor.id) ?? 0;
    listed.set(vendor.id, ordinal + 1);
    assigned.push({ vendor, offer: deckOf(vendor)[ordinal]! });
  };
  return {
    offerAt(index) {
      while (assigned.length <= index) assignNext();
      const { vendor, offer } = assigned[index]!;
      return { vendor, sub: offer.sub, type: offer.type };
    },
  };
}

/** Product number `index`: its seller and kind from `sellers`, everything else from its own random stream. */
export function generateProduct(
  index: number,
  now: Date,
  options: { sellers: ProductSellers; picturesPerSubCategory: number },
): ProductPlan {
  const random = rng("product", index);
  const { vendor, sub, type } = options.sellers.offerAt(index);
  const pool = catalogue[sub]!;
  const item = type.item ? priceItemBySlug.get(type.item) : undefined;
  if (type.item && !item) throw new Error(`Unknown price item ${type.item}`);
  // A listing linked to a desk item sells in the item's unit, or says how many of it.
  const unitQuantity = item ? (type.quantity ?? 1) : 1;

  const profile = type.condition ?? pool.condition ?? "new";
  const condition: ProductCondition = item
    ? item.condition
    : random.weighted(
        conditionProfiles[profile].map(([c]) => c),
        conditionProfiles[profile].map(([, w]) => w),
      );
  let title = fill(type.title, random);
  const prefixes = conditionPrefixes[profile][condition];
  if (prefixes && (condition !== "NEW" || random.chance(0.3))) title = `${random.pick(prefixes)} ${afterPrefix(title)}`;
  if (condition === "NEW" && profile === "gadget" && random.chance(0.25)) title = `${title} (brand new, sealed)`;

  const state = vendor.state;
  let typicalKobo: number | null = null;
  let priceKobo: number;
  const band = random.next();
  if (item) {
    typicalKobo = roundNaira(typicalNaira(item, state, now));
    // Most offers sit around the typical price; some are deals, some are far above (the desk flags those).
    const factor =
      band < 0.06
        ? random.between(0.8, 0.9)
        : band < 0.12
          ? random.between(1.4, 1.9)
          : Math.min(1.18, Math.max(0.88, 1 + random.normal() * 0.06));
    priceKobo = roundNaira((typicalKobo / 100) * unitQuantity * factor);
  } else {
    const [min, max] = type.price!;
    // Groceries follow the packaged-food pattern; other goods come from factories or the ports and cost more the
    // further they travel from Lagos, Onitsha and Aba (the "electronics" pattern of stateFactor).
    const group = subCategoryBySlug.get(sub)!.main.slug === "foodstuff-groceries" ? "packaged" : "electronics";
    priceKobo = roundNaira(random.between(min, max) * conditionPriceFactor[condition] * stateFactor(group, state));
  }
  const compareAtKobo = random.chance(0.18) ? roundNaira((priceKobo / 100) * random.between(1.08, 1.3)) : null;

  const [minStock, maxStock] = pool.stock;
  const stock = random.chance(0.03) ? 0 : Math.round(minStock + (maxStock - minStock) * random.next() ** 2);
  const status = random.weighted(["ACTIVE", "PAUSED", "DRAFT", "ARCHIVED"] as const, [90, 3, 4, 3]);
  const ageDays = random.next() ** 1.6 * 240;
  const createdAt = new Date(
    Math.max(
      now.getTime() - ageDays * DAY_MS - random.int(0, 86_399) * 1000,
      (vendor.approvedAt ?? vendor.createdAt).getTime() + DAY_MS,
    ),
  );
  const pictureCount = Math.min(options.picturesPerSubCategory, random.weighted([1, 2, 3], [35, 40, 25]));
  const first = random.int(0, options.picturesPerSubCategory - 1);
  return {
    index,
    id: productId(index),
    vendorId: vendor.id,
    subCategory: sub,
    priceItemSlug: item?.slug ?? null,
    slug: uniqueSlug(title, `${random.hex(3)}${index.toString(36)}`),
    title,
    description: describe(title, type, sub, condition, vendor, random),
    priceKobo,
    compareAtKobo: compareAtKobo !== null && compareAtKobo > priceKobo ? compareAtKobo : null,
    stock,
    condition,
    unit: item?.unit ?? type.unit ?? pool.unit ?? "PIECE",
    unitLabel: item?.unitLabel ?? type.unitLabel ?? null,
    unitQuantity,
    state,
    city: vendor.city,
    status,
    featured: status === "ACTIVE" && vendor.status === "APPROVED" && random.chance(0.05),
    createdAt,
    pictures: Array.from({ length: pictureCount }, (_, k) => (first + k) % options.picturesPerSubCategory),
    typicalKobo,
  };
}

// ---- services -------------------------------------------------------------------------------------------------------

export interface ServicePlan {
  id: string;
  vendorId: string;
  subCategory: string;
  priceItemSlug: string | null;
  slug: string;
  title: string;
  description: string;
  priceFromKobo: number;
  rate: ServiceRate;
  areaServed: string;
  state: NigerianState;
  city: string;
  status: "ACTIVE" | "PAUSED";
  createdAt: Date;
  typicalKobo: number | null;
}

/** The services an artisan offers: one to three from their trade, priced for their state. */
export function generateServices(vendor: VendorPlan, now: Date): ServicePlan[] {
  if (vendor.kind !== "ARTISAN") return [];
  const random = rng("services", vendor.id);
  const offers = vendor.subCategories.flatMap((sub) => {
    const types = serviceCatalogue[sub] ?? [];
    const count = vendor.index < 0 ? 2 : random.weighted([1, 2, 3], [30, 45, 25]);
    const chosen: typeof types = [];
    const remaining = [...types];
    while (chosen.length < count && remaining.length > 0) {
      const pick = random.weighted(
        remaining,
        remaining.map((t) => t.weight ?? 1),
      );
      chosen.push(pick);
      remaining.splice(remaining.indexOf(pick), 1);
    }
    return chosen.map((type) => ({ sub, type }));
  });
  return offers.map(({ sub, type }, k) => {
    const item = type.item ? priceItemBySlug.get(type.item) : undefined;
    if (type.item && !item) throw new Error(`Unknown price item ${type.item}`);
    const typicalKobo = item ? roundNaira(typicalNaira(item, vendor.state, now)) : null;
    const priceFromKobo = typicalKobo
      ? roundNaira((typicalKobo / 100) * random.between(0.85, 1.15))
      : roundNaira(random.between(type.price![0], type.price![1]) * stateFactor("service", vendor.state));
    const createdAt = new Date(
      Math.max(vendor.createdAt.getTime() + 3 * DAY_MS, now.getTime() - random.int(5, 300) * DAY_MS),
    );
    return {
      id: stableUuid("service", vendor.id, k),
      vendorId: vendor.id,
      subCategory: sub,
      priceItemSlug: item?.slug ?? null,
      slug: uniqueSlug(type.title, `${random.hex(3)}${vendor.index < 0 ? "demo" : vendor.index.toString(36)}${k}`),
      title: type.title,
      description: `${type.about} ${random.pick(["Call to book a visit.", "Book two days ahead at weekends.", "Pay after the job is done and tested.", "Free estimate before we start."])}`,
      priceFromKobo,
      rate: type.rate,
      areaServed: areaServedFor(vendor.state, vendor.city, random),
      state: vendor.state,
      city: vendor.city,
      status: random.chance(0.95) ? "ACTIVE" : "PAUSED",
      createdAt,
      typicalKobo,
    };
  });
}
