import "server-only";
import { eq, type AnyColumn, type SQL } from "drizzle-orm";
import { readOnlyRelation } from "@/db/read-only-relation";
import { mediaAssets } from "@/modules/media/media.schema";
import type { ImageView } from "@/modules/media/media.types";

/**
 * What other modules may read of stored pictures inside their own queries (a product's pictures, a page of cards
 * with their covers in one statement), and how a stored picture becomes the view pages and the API show.
 *
 * Pictures are published as a read-only relation, never as the table (src/db/read-only-relation.ts): `storedImages`
 * offers the columns a view needs, reads as the table, and insert/update/delete refuse it. Pictures are stored through media.service.ts.
 */
export const storedImages = readOnlyRelation(mediaAssets, {
  id: mediaAssets.id,
  storage: mediaAssets.storage,
  key: mediaAssets.key,
  width: mediaAssets.width,
  height: mediaAssets.height,
  widths: mediaAssets.widths,
  placeholder: mediaAssets.placeholder,
});

/** The columns imageView needs, to select beside one's own (from a query that joined `storedImages`). */
export const storedImageColumns = {
  id: storedImages.id,
  storage: storedImages.storage,
  key: storedImages.key,
  width: storedImages.width,
  height: storedImages.height,
  widths: storedImages.widths,
  placeholder: storedImages.placeholder,
};

/** The join condition of `storedImages` from a column holding a picture's id. */
export function joinMediaAsset(mediaId: AnyColumn): SQL {
  return eq(storedImages.id, mediaId);
}

export interface StoredImage {
  id: string;
  storage: "LOCAL" | "S3";
  key: string;
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
}

/** Where a rendition is served: our own /media route for local files, the bucket's public URL for S3. */
export function renditionUrl(image: Pick<StoredImage, "storage" | "key">, width: number): string {
  const base = image.storage === "S3" ? (process.env.S3_PUBLIC_URL ?? "").replace(/\/+$/, "") : "/media";
  return `${base}/${image.key}/${width}.webp`;
}

/** The view every page and the API use: one URL per rendition, ascending, ready for `srcset`. */
export function imageView(image: StoredImage, alt: string): ImageView {
  return {
    id: image.id,
    sources: [...image.widths].sort((a, b) => a - b).map((width) => ({ width, url: renditionUrl(image, width) })),
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    alt,
  };
}
