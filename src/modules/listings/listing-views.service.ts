import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { lagosTodaySql } from "@/db/lagos-today";
import { hasVendorPermission, type Actor } from "@/lib/actor";
import { lagosToday } from "@/lib/dates";
import { logger } from "@/lib/logger";
import { getRedis } from "@/lib/redis";
import { products, productViews } from "@/modules/listings/listings.schema";
import { isPublicListing } from "@/modules/listings/listings.policy";

/**
 * Product page views for the seller's 30-day chart (issue #15). The public product page is shared by every signed-out
 * visitor, so it cannot count itself: a beacon from the browser posts here (src/app/api/listing-views/route.ts).
 * A view counts once per person (signed in) or device (address and browser) per listing and West Africa Time day,
 * only for a public listing, never from a crawler or from the vendor's own members, and is added to the listing's
 * row for that day. One address counts at most ADDRESS_VIEWS_PER_LISTING_PER_DAY views of a listing a day, whatever
 * browsers it claims: rotating the User-Agent made a new "device" each time (issue #23, item 9).
 */

/** Generous per address: carrier-grade NAT puts many Nigerian phones behind one address. */
export const listingViewsRateLimit = { name: "listing-views", points: 300, durationSeconds: 60 };
/** How long "seen today" is remembered: the key names the day, so this only has to outlive it. */
export const REPEAT_WINDOW_SECONDS = 26 * 60 * 60;
/** Distinct people behind one carrier address viewing one listing in a day: a few; a script rotating browsers: many. */
export const ADDRESS_VIEWS_PER_LISTING_PER_DAY = 5;
/** The in-process memory of recent views when Redis is not configured: bounded, the oldest go first. */
export const MAX_REMEMBERED_VIEWS = 50_000;

export type ListingViewTarget = { id: string } | { slug: string };
export type ListingViewOutcome = "COUNTED" | "BOT" | "NOT_FOUND" | "OWN" | "REPEAT" | "ADDRESS_FULL";

export interface ListingViewClient {
  /** The client's address (src/lib/request.ts clientIp). */
  address: string;
  userAgent: string | null;
}

// Crawlers, link previewers, monitors and scripted clients; a real browser sends a user agent naming none of these.
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|headless|lighthouse|pagespeed|monitor|uptime|curl|wget|python|java\/|okhttp|go-http|node-fetch|axios|httpclient|scrapy|phantom|puppeteer|playwright/i;

export function isBotAgent(userAgent: string | null | undefined): boolean {
  const agent = userAgent?.trim() ?? "";
  return agent.length < 10 || BOT_AGENT.test(agent);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findPublicListing(
  target: ListingViewTarget,
  db: Database,
): Promise<{ id: string; vendorId: string } | null> {
  if ("id" in target && !UUID.test(target.id)) return null;
  const [row] = await db
    .select({ id: products.id, vendorId: products.vendorId })
    .from(products)
    .where(and("id" in target ? eq(products.id, target.id) : eq(products.slug, target.slug), isPublicListing(products)))
    .limit(1);
  return row ?? null;
}

// ---- "seen recently": a key that expires after 30 minutes, in Redis when configured, else in this process ----

const remembered = new Map<string, number>();

function rememberLocally(key: string, now: number): boolean {
  const expires = remembered.get(key);
  if (expires !== undefined && expires > now) return false;
  remembered.delete(key);
  remembered.set(key, now + REPEAT_WINDOW_SECONDS * 1000);
  // A Map keeps insertion order: the first keys are the oldest.
  while (remembered.size > MAX_REMEMBERED_VIEWS) remembered.delete(remembered.keys().next().value!);
  return true;
}

/** True the first time `key` is seen in the window (and remembers it), false for a repeat. */
async function firstSeen(key: string): Promise<boolean> {
  const redis = getRedis();
  if (redis) {
    try {
      return (await redis.set(`lv:${key}`, "1", "EX", REPEAT_WINDOW_SECONDS, "NX")) === "OK";
    } catch (error) {
      // A view is not worth failing over: fall back to this process's memory while Redis is away.
      logger.warn("listing views: redis unavailable, remembering views in process", { error });
    }
  }
  return rememberLocally(key, Date.now());
}

const addressCounts = new Map<string, { count: number; expires: number }>();

/** How many views `key` (an address and listing for a day) has counted, this one included. */
async function countAddressView(key: string): Promise<number> {
  const redis = getRedis();
  if (redis) {
    try {
      const [[, count]] = (await redis
        .multi()
        .incr(`lva:${key}`)
        .expire(`lva:${key}`, REPEAT_WINDOW_SECONDS)
        .exec()) as [[null, number]];
      return count;
    } catch (error) {
      logger.warn("listing views: redis unavailable, counting addresses in process", { error });
    }
  }
  const now = Date.now();
  const entry = addressCounts.get(key);
  const count = entry && entry.expires > now ? entry.count + 1 : 1;
  addressCounts.delete(key);
  addressCounts.set(key, { count, expires: now + REPEAT_WINDOW_SECONDS * 1000 });
  while (addressCounts.size > MAX_REMEMBERED_VIEWS) addressCounts.delete(addressCounts.keys().next().value!);
  return count;
}

const hashed = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 22);

/** A signed-in person is one client wherever they are; a signed-out one is their address and browser. */
function clientKey(actor: Actor, client: ListingViewClient): string {
  // Hashed: the key names no address or person in Redis.
  return hashed(actor.kind === "user" ? `u:${actor.userId}` : `a:${client.address}|${client.userAgent ?? ""}`);
}

/** Adds one view to the listing's row for today (West Africa Time); concurrent adds are exact (one atomic upsert). */
export async function addListingView(productId: string, db: Database = getDb()): Promise<void> {
  await db
    .insert(productViews)
    .values({ productId, day: lagosTodaySql(), views: 1 })
    .onConflictDoUpdate({
      target: [productViews.productId, productViews.day],
      set: { views: sql`${productViews.views} + 1` },
    });
}

/** Counts one view of a listing's public page if it should count, and says why not otherwise. */
export async function recordListingView(
  actor: Actor,
  target: ListingViewTarget,
  client: ListingViewClient,
  db: Database = getDb(),
): Promise<ListingViewOutcome> {
  if (isBotAgent(client.userAgent)) return "BOT";
  const listing = await findPublicListing(target, db);
  if (!listing) return "NOT_FOUND";
  if (hasVendorPermission(actor, listing.vendorId, "shop:view")) return "OWN";
  // The day a view is counted on, in West Africa Time; read through Date.now(), which the tests move a day on.
  const day = lagosToday(new Date(Date.now()));
  if (!(await firstSeen(`${clientKey(actor, client)}:${listing.id}:${day}`))) return "REPEAT";
  if ((await countAddressView(`${hashed(client.address)}:${listing.id}:${day}`)) > ADDRESS_VIEWS_PER_LISTING_PER_DAY)
    return "ADDRESS_FULL";
  await addListingView(listing.id, db);
  return "COUNTED";
}

/** Test helper: forget the in-process memory of recent views. */
export function forgetRecentListingViews(): void {
  remembered.clear();
  addressCounts.clear();
}
