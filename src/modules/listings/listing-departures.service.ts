import "server-only";
import { and, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { publishEvent } from "@/jobs/domain-events";
import type { RateLimitRule } from "@/lib/rate-limit";
import { products, services } from "@/modules/listings/listings.schema";
import { isPublicListing } from "@/modules/listings/listings.policy";

/**
 * Listings leaving the market, products and services alike (issue 23, item 5). A listing that was public and is no
 * longer purges the shared copies that show it (src/flows/shared-answers-purge.job.ts); one nobody could see (a
 * draft, a paused listing, any listing of a business still in review) purges nothing, however often it is toggled.
 */

/**
 * Status changes per person (publish, pause, archive, restore; a bulk change counts once), products and services
 * together: each public listing leaving makes everyone's next reads of what showed it miss, so this bounds how often
 * one person can cause that, far above a seller's real rhythm.
 */
export const listingStatusRateLimit: RateLimitRule = { name: "listing-status", points: 60, durationSeconds: 60 * 60 };

/** Which of `ids` buyers can see now (ACTIVE, of an approved business); read in the change's transaction, before it. */
export async function publicListingIds(
  table: typeof products | typeof services,
  ids: readonly string[],
  db: Database,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...ids]), isPublicListing(table)));
  return new Set(rows.map((row) => row.id));
}

/** The rows among `rows` that were public leave the shared copies: an event in `db`, the change's transaction. */
export async function announceListingsLeft(
  kind: "product" | "service",
  rows: readonly { id: string; slug: string }[],
  wasPublic: ReadonlySet<string>,
  db: Database,
): Promise<void> {
  const left = rows.filter((row) => wasPublic.has(row.id));
  if (left.length === 0) return;
  await publishEvent(
    {
      type: "listing.left-market",
      payload: { kind, listingIds: left.map((row) => row.id), slugs: left.map((row) => row.slug) },
    },
    db,
  );
}
