import "server-only";
import { randomUUID } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { getDb, type Database } from "@/db/client";
import { logger } from "@/lib/logger";
import { mediaStorage } from "@/modules/media/configured-storage";
import type { StoredImage } from "@/modules/media/media-urls";
import { mediaAssets } from "@/modules/media/media.schema";

/** Largest upload accepted, in bytes. The upload route refuses bigger bodies before reading them. */
export const maxImageBytes = 8 * 1024 * 1024;
/** Largest decoded image (width × height): a 40 MP photo is fine, a 50,000 × 50,000 "bomb" is not. */
export const maxImagePixels = 40_000_000;
/** Longest side accepted, so a 1 × 40,000,000 strip cannot pass the pixel limit. */
export const maxImageSide = 12_000;
/** Rendition widths, ascending: phone thumbnails to a full-width product photo on a 1080 px wide phone. */
export const renditionWidths = [160, 320, 480, 768, 1080] as const;

const webpQuality = 78;

export type ImageRejection = "too-large" | "unsupported" | "invalid";

export type StoreImageResult =
  | { ok: true; asset: StoredImage }
  | { ok: false; reason: ImageRejection; message: string };

type SniffedFormat = "jpeg" | "png" | "webp" | "avif" | "gif";

/** The format by magic bytes; file names and declared types are never trusted. */
export function sniffImageFormat(data: Uint8Array): SniffedFormat | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...data.subarray(start, end));
  if (data.length >= 3 && ascii(0, 3) === "\xff\xd8\xff") return "jpeg";
  if (data.length >= 8 && ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (data.length >= 6 && (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a")) return "gif";
  if (data.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (data.length >= 16 && ascii(4, 8) === "ftyp") {
    // ISO-BMFF: the major brand, then compatible brands up to the end of the ftyp box.
    const boxSize = Math.min(new DataView(data.buffer, data.byteOffset, 4).getUint32(0), 64, data.length);
    const brands = [ascii(8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(offset, offset + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "avif";
  }
  return null;
}

const unsupportedMessage = "This file is not a supported image. Upload a JPEG, PNG, WebP, AVIF or GIF.";
const invalidMessage = "This image could not be read: it may be damaged or incomplete. Try exporting it again.";

/** Sharp works on the libuv pool; a few images at a time keeps memory flat when the seed or many sellers upload. */
const maxConcurrentImages = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrentImages) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Average colour over a tiny thumbnail, transparency shown against white (the page background). */
async function averageColour(base: Sharp): Promise<string> {
  const { data, info } = await base
    .clone()
    .resize(16, 16, { fit: "fill" })
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const channels = info.channels;
  let red = 0;
  let green = 0;
  let blue = 0;
  const pixels = data.length / channels;
  for (let i = 0; i + 2 < data.length; i += channels) {
    red += data[i]!;
    green += data[i + 1]!;
    blue += data[i + 2]!;
  }
  return `#${[red, green, blue].map((sum) => Math.round(sum / pixels).toString(16).padStart(2, "0")).join("")}`;
}

interface Rendition {
  width: number;
  body: Buffer;
}

async function renderAll(base: Sharp, widths: number[]): Promise<Rendition[]> {
  // Two encodes at a time: each clone re-decodes with shrink-on-load, so the small widths are cheap.
  const results: Rendition[] = [];
  for (let i = 0; i < widths.length; i += 2) {
    const batch = widths.slice(i, i + 2);
    results.push(
      ...(await Promise.all(
        batch.map(async (width) => ({
          width,
          body: await base
            .clone()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: webpQuality, effort: 4, smartSubsample: true })
            .toBuffer(),
        })),
      )),
    );
  }
  return results;
}

/**
 * Validates an uploaded image by its content, then stores WebP renditions (EXIF orientation applied, every piece of
 * metadata — GPS included — dropped) and records the asset. The original bytes are not kept. `db` is for callers
 * holding their own handle or transaction (the seed); everyone else gets the app's database.
 */
export async function storeImage(
  input: { data: Buffer | Uint8Array; ownerId: string | null },
  db: Database = getDb(),
): Promise<StoreImageResult> {
  const data = Buffer.isBuffer(input.data) ? input.data : Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
  if (data.byteLength > maxImageBytes) {
    return { ok: false, reason: "too-large", message: `Images must be ${maxImageBytes / 1024 / 1024} MB or smaller.` };
  }
  if (data.byteLength === 0 || !sniffImageFormat(data)) return { ok: false, reason: "unsupported", message: unsupportedMessage };

  return withImageSlot(async () => {
    // pages: 1 takes the first frame of an animated GIF/WebP; failOn "error" refuses truncated or corrupt data.
    const base = sharp(data, { limitInputPixels: maxImagePixels, failOn: "error", pages: 1 }).autoOrient();

    let width: number;
    let height: number;
    try {
      // Reading the header only; the pixel limit applies when decoding below.
      const meta = await sharp(data, { limitInputPixels: false, pages: 1 }).metadata();
      const format = meta.format === "heif" ? (meta.compression === "av1" ? "avif" : "heic") : meta.format;
      if (!["jpeg", "png", "webp", "avif", "gif"].includes(format)) {
        return { ok: false as const, reason: "unsupported" as const, message: unsupportedMessage };
      }
      // autoOrient swaps the sides for rotated (orientation 5–8) photos.
      width = meta.autoOrient?.width ?? meta.width;
      height = meta.autoOrient?.height ?? meta.height;
    } catch {
      return { ok: false as const, reason: "invalid" as const, message: invalidMessage };
    }
    if (!width || !height) return { ok: false as const, reason: "invalid" as const, message: invalidMessage };
    if (width * height > maxImagePixels || width > maxImageSide || height > maxImageSide) {
      return {
        ok: false as const,
        reason: "too-large" as const,
        message: `This image is ${width} × ${height} pixels; the limit is ${maxImageSide} pixels a side and ${maxImagePixels / 1_000_000} megapixels.`,
      };
    }

    const widths: number[] = renditionWidths.filter((w) => w <= width);
    // A source narrower than the smallest rendition gets one rendition at its own width.
    if (widths.length === 0) widths.push(width);

    let renditions: Rendition[];
    let placeholder: string;
    try {
      [renditions, placeholder] = await Promise.all([renderAll(base, widths), averageColour(base)]);
    } catch {
      return { ok: false as const, reason: "invalid" as const, message: invalidMessage };
    }

    const id = randomUUID();
    const key = `i/${id}`;
    const storage = mediaStorage();
    const objectKeys = renditions.map((rendition) => `${key}/${rendition.width}.webp`);
    try {
      // allSettled, not all: a failed write must not leave others finishing after the clean-up below.
      const writes = await Promise.allSettled(renditions.map((r, i) => storage.put(objectKeys[i]!, r.body, "image/webp")));
      const failed = writes.find((write) => write.status === "rejected");
      if (failed) throw failed.reason;
      const bytes = renditions.reduce((sum, r) => sum + r.body.byteLength, 0);
      await db
        .insert(mediaAssets)
        .values({ id, ownerId: input.ownerId, storage: storage.kind, key, width, height, widths, placeholder, bytes });
    } catch (error) {
      logger.error("media.store_failed", { error, key, storage: storage.kind });
      await Promise.allSettled(objectKeys.map((objectKey) => storage.remove(objectKey)));
      throw error;
    }

    const asset: StoredImage = { id, storage: storage.kind, key, width, height, widths, placeholder };
    return { ok: true as const, asset };
  });
}
