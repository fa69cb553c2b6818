import "server-only";
import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import sharp, { type Sharp } from "sharp";
import { getDb, type Database } from "@/db/client";
import { createBoundedPool } from "@/lib/bounded-pool";
import { logger } from "@/lib/logger";
import { mediaStorage } from "@/modules/media/configured-storage";
import type { StoredImage } from "@/modules/media/media.queries";
import { mediaAssets } from "@/modules/media/media.schema";

/** Largest upload accepted, in bytes. The upload route refuses bigger bodies before reading them. */
export const maxImageBytes = 8 * 1024 * 1024;
/**
 * Largest image accepted (width × height), read from the header before anything is decoded. 25 MP takes the default
 * photo of every current phone (12 MP; 24 MP on recent iPhones, 5712 × 4284) and 24 MP cameras (6000 × 4000), and
 * keeps one decode under ~100 MB (4 bytes a pixel with alpha). The 48–200 MP "high resolution" phone modes and
 * 36 MP+ cameras are refused: the largest rendition is 1080 px wide, so those pixels would only cost memory and CPU,
 * and the seller workspace resizes in the browser before uploading. See docs/decisions/0007-images.md.
 */
export const maxImagePixels = 25_000_000;
/** Longest side accepted, so a 1 × 40,000,000 strip cannot pass the pixel limit. */
export const maxImageSide = 12_000;
/** Rendition widths, ascending: phone thumbnails to a full-width product photo on a 1080 px wide phone. */
export const renditionWidths = [160, 320, 480, 768, 1080] as const;

const webpQuality = 78;

/** too-large: bytes; too-many-pixels: dimensions; busy: the image queue is full, try again in `retryAfterSeconds`. */
export type ImageRejection = "too-large" | "too-many-pixels" | "unsupported" | "invalid" | "busy";

export type StoreImageResult =
  | { ok: true; asset: StoredImage }
  | { ok: false; reason: Exclude<ImageRejection, "busy">; message: string }
  | { ok: false; reason: "busy"; message: string; retryAfterSeconds: number };

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

/**
 * Image work is bounded per process. Each job runs one sharp pipeline at a time on one libvips thread, so it uses
 * about one core; with one core left for rendering pages and answering the API (two-core machine: one job at a
 * time), a burst of big photos slows uploads down instead of the whole site. Four waiting jobs per worker keep the
 * longest wait a few seconds and the bytes held by waiting requests to a few tens of MB; past that, "busy".
 */
export const imageWorkers = Math.min(4, Math.max(1, availableParallelism() - 1));
export const imageQueueLimit = 4 * imageWorkers;
/** A typical photo takes well under a second, so a full queue has drained by then. */
export const imageBusyRetrySeconds = 5;
export const imageBusyMessage = "Many pictures are being processed right now. Please try again in a few seconds.";

sharp.concurrency(1);
// Every upload is a new image: the operation cache would only hold memory (up to 50 MB by default).
sharp.cache(false);

const imagePool = createBoundedPool({ concurrency: imageWorkers, queueLimit: imageQueueLimit });

/** True while new image work would be refused as busy: the upload route asks before reading a request body. */
export function imageQueueIsFull(): boolean {
  return imagePool.isFull();
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
  return `#${[red, green, blue]
    .map((sum) =>
      Math.round(sum / pixels)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

interface Rendition {
  width: number;
  body: Buffer;
}

/** One pipeline at a time (see imageWorkers); each clone re-decodes with shrink-on-load, so small widths are cheap. */
async function renderAll(base: Sharp, widths: number[]): Promise<Rendition[]> {
  const results: Rendition[] = [];
  for (const width of widths) {
    const body = await base
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: webpQuality, effort: 4, smartSubsample: true })
      .toBuffer();
    results.push({ width, body });
  }
  return results;
}

function pixelsMessage(width: number, height: number): string {
  const megapixels = Math.round((width * height) / 100_000) / 10;
  return (
    `This image is ${width} × ${height} pixels (${megapixels} megapixels); the limit is ${maxImagePixels / 1_000_000} megapixels ` +
    `and ${maxImageSide} pixels a side. Save a smaller copy of the picture and upload that.`
  );
}

/** Format and size from the header alone: nothing is decoded, so a refusal costs a few milliseconds and no memory. */
async function readHeader(
  data: Buffer,
): Promise<{ ok: true; width: number; height: number } | Extract<StoreImageResult, { ok: false }>> {
  let width: number;
  let height: number;
  try {
    const meta = await sharp(data, { limitInputPixels: false, pages: 1 }).metadata();
    const format = meta.format === "heif" ? (meta.compression === "av1" ? "avif" : "heic") : meta.format;
    if (!["jpeg", "png", "webp", "avif", "gif"].includes(format))
      return { ok: false, reason: "unsupported", message: unsupportedMessage };
    // autoOrient swaps the sides for rotated (orientation 5–8) photos.
    width = meta.autoOrient?.width ?? meta.width;
    height = meta.autoOrient?.height ?? meta.height;
  } catch {
    return { ok: false, reason: "invalid", message: invalidMessage };
  }
  if (!width || !height) return { ok: false, reason: "invalid", message: invalidMessage };
  if (width * height > maxImagePixels || width > maxImageSide || height > maxImageSide) {
    return { ok: false, reason: "too-many-pixels", message: pixelsMessage(width, height) };
  }
  return { ok: true, width, height };
}

/**
 * Validates an uploaded image by its content, then stores WebP renditions (EXIF orientation applied, every piece of
 * metadata — GPS included — dropped) and records the asset. The original bytes are not kept. `db` is for callers
 * holding their own handle or transaction (the seed); everyone else gets the app's database. Decoding waits for a
 * slot in the image pool; when its queue is full the answer is "busy" at once (callers doing several images should
 * run at most a couple at a time, as the seed does).
 */
export async function storeImage(
  input: { data: Buffer | Uint8Array; ownerId: string | null },
  db: Database = getDb(),
): Promise<StoreImageResult> {
  const data = Buffer.isBuffer(input.data)
    ? input.data
    : Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
  if (data.byteLength > maxImageBytes) {
    return { ok: false, reason: "too-large", message: `Images must be ${maxImageBytes / 1024 / 1024} MB or smaller.` };
  }
  if (data.byteLength === 0 || !sniffImageFormat(data))
    return { ok: false, reason: "unsupported", message: unsupportedMessage };

  const header = await readHeader(data);
  if (!header.ok) return header;
  const { width, height } = header;
  const widths: number[] = renditionWidths.filter((w) => w <= width);
  // A source narrower than the smallest rendition gets one rendition at its own width.
  if (widths.length === 0) widths.push(width);

  // Only decoding and encoding hold a slot; storing the small results below does not.
  const rendered = await imagePool.run(async () => {
    // pages: 1 takes the first frame of an animated GIF/WebP; failOn "error" refuses truncated or corrupt data;
    // limitInputPixels is the decoder's own guard should a header ever understate the size.
    const base = sharp(data, { limitInputPixels: maxImagePixels, failOn: "error", pages: 1 }).autoOrient();
    try {
      const renditions = await renderAll(base, widths);
      return { renditions, placeholder: await averageColour(base) };
    } catch {
      return null;
    }
  });
  if (!rendered.ok)
    return { ok: false, reason: "busy", message: imageBusyMessage, retryAfterSeconds: imageBusyRetrySeconds };
  if (!rendered.value) return { ok: false, reason: "invalid", message: invalidMessage };
  const { renditions, placeholder } = rendered.value;

  const id = randomUUID();
  const key = `i/${id}`;
  const storage = mediaStorage();
  const objectKeys = renditions.map((rendition) => `${key}/${rendition.width}.webp`);
  try {
    // allSettled, not all: a failed write must not leave others finishing after the clean-up below.
    const writes = await Promise.allSettled(
      renditions.map((r, i) => storage.put(objectKeys[i]!, r.body, "image/webp")),
    );
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
  return { ok: true, asset };
}
