import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { isUuid } from "@/lib/uuid";
import { mediaAssets } from "@/modules/media/media.schema";

/**
 * Of these picture ids, the ones `userId` uploaded. A form that attaches pictures (a vendor's logo and cover) accepts
 * only its own person's uploads: an id copied from someone else's page must not become another business's logo.
 */
export async function findOwnedImageIds(
  userId: string,
  ids: readonly string[],
  db: Database = getDb(),
): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(and(inArray(mediaAssets.id, wanted), eq(mediaAssets.ownerId, userId)));
  return new Set(rows.map((row) => row.id));
}
