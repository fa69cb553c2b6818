import "server-only";
import type { ImageView } from "@/modules/catalogue/catalogue.types";

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
