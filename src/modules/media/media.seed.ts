import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { mediaAssets } from "@/modules/media/media.schema";

/**
 * What the demo seed (src/flows/seed-demo.flow.ts) needs of the media tables besides `storeImage`: finding its
 * picture pool again and ordering it. Only the seed flow imports this file.
 */

/** An owner's assets, oldest first (the seed's pool is in slot order). */
export async function assetIdsOwnedBy(ownerId: string, db: Database = getDb()): Promise<string[]> {
  const rows = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(eq(mediaAssets.ownerId, ownerId))
    .orderBy(asc(mediaAssets.createdAt), asc(mediaAssets.id));
  return rows.map((row) => row.id);
}

export async function setAssetCreatedAt(assetId: string, createdAt: Date, db: Database = getDb()): Promise<void> {
  await db.update(mediaAssets).set({ createdAt }).where(eq(mediaAssets.id, assetId));
}

export async function countMediaAssets(db: Database = getDb()): Promise<number> {
  return db.$count(mediaAssets);
}
