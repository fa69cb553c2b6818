import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { serviceImages } from "@/modules/listings/listings.schema";
import { imageView, joinMediaAsset, storedImageColumns, storedImages } from "@/modules/media/media.queries";
import type { ImageView } from "@/modules/media/media.types";

/** Photos of an artisan's past work (issue #15): read in one query for any number of services, written in order. */

export async function loadServiceImages(
  serviceIds: readonly string[],
  db: Database = getDb(),
): Promise<Map<string, ImageView[]>> {
  const result = new Map<string, ImageView[]>(serviceIds.map((id) => [id, []]));
  if (serviceIds.length === 0) return result;
  const rows = await db
    .select({ serviceId: serviceImages.serviceId, ...storedImageColumns, alt: serviceImages.alt })
    .from(serviceImages)
    .innerJoin(storedImages, joinMediaAsset(serviceImages.mediaId))
    .where(inArray(serviceImages.serviceId, [...serviceIds]))
    .orderBy(asc(serviceImages.serviceId), asc(serviceImages.position), asc(serviceImages.mediaId));
  for (const row of rows) result.get(row.serviceId)?.push(imageView(row, row.alt));
  return result;
}

/** Replaces a service's photos with these, in this order; the alt text names the work ("Tiling, photo 2"). */
export async function linkServiceImages(
  db: Database,
  serviceId: string,
  imageIds: readonly string[],
  title: string,
): Promise<void> {
  await db.delete(serviceImages).where(eq(serviceImages.serviceId, serviceId));
  if (imageIds.length === 0) return;
  await db.insert(serviceImages).values(
    imageIds.map((mediaId, position) => ({
      serviceId,
      mediaId,
      position,
      alt: position === 0 ? `${title}: past work` : `${title}, photo ${position + 1}`,
    })),
  );
}
