/**
 * Shrinks a phone photo before it goes over mobile data: a 12 MP, 4 MB JPEG becomes a 1600 px WebP of a few hundred KB.
 *
 * Why our own ~50 lines rather than browser-image-compression 2.0.2 (20 KB gzip, its PNG encoder included): the browsers we
 * support (see browserslist) all have createImageBitmap with `imageOrientation: "from-image"` (EXIF applied while
 * decoding) and OffscreenCanvas, which is all the library does for us; its web worker is fetched from a CDN by
 * default (refused by our Content-Security-Policy) and its size-targeting loop re-encodes several times, costing a
 * cheap phone seconds per photo. The server makes its own renditions (docs/decisions/0007), so one good encode at a
 * fixed quality is enough. pica 10 (finer resampling, 15 KB gzip) buys a difference nobody sees at 1600 px.
 */

/** The server's largest rendition is 1080 px wide; 1600 px leaves room for it from a portrait photo and for zoom. */
export const maxEdge = 1600;
/** Below this and within `maxEdge`, a JPEG/PNG/WebP goes up as it is: re-encoding would save little and lose quality. */
export const smallEnoughBytes = 400 * 1024;
const webpQuality = 0.8;
const jpegQuality = 0.82;
const uploadableAsIs = new Set(["image/jpeg", "image/png", "image/webp"]);

export interface Size {
  width: number;
  height: number;
}

/** Scales so the long edge is at most `limit`, keeping the aspect ratio; never enlarges. */
export function targetSize(source: Size, limit: number = maxEdge): Size {
  const longEdge = Math.max(source.width, source.height);
  if (longEdge <= limit) return { width: source.width, height: source.height };
  const scale = limit / longEdge;
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}

/** Too many pixels, too many bytes, or a format the server may not take (HEIC decoded by Safari): re-encode. */
export function needsResize(source: Size, bytes: number, type: string): boolean {
  return Math.max(source.width, source.height) > maxEdge || bytes > smallEnoughBytes || !uploadableAsIs.has(type);
}

export interface PreparedImage {
  blob: Blob;
  fileName: string;
  resized: boolean;
}

/**
 * The photo to upload: resized and re-encoded when that helps, else the original. A file the browser cannot decode
 * goes up as it is, so the person reads the server's reason (e.g. "not a supported image") rather than ours.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  const original: PreparedImage = { blob: file, fileName: file.name || "photo", resized: false };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return original;
  }
  try {
    if (!needsResize(bitmap, file.size, file.type)) return original;
    const size = targetSize(bitmap);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext("2d");
    if (!context) return original;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    let blob = await canvas.convertToBlob({ type: "image/webp", quality: webpQuality });
    // Safari cannot encode WebP and silently answers PNG: JPEG is far smaller for a photo.
    if (blob.type !== "image/webp") blob = await canvas.convertToBlob({ type: "image/jpeg", quality: jpegQuality });
    const originalWouldDo = uploadableAsIs.has(file.type) && Math.max(bitmap.width, bitmap.height) <= maxEdge;
    if (blob.size >= file.size && originalWouldDo) return original;
    return { blob, fileName: blob.type === "image/webp" ? "photo.webp" : "photo.jpg", resized: true };
  } catch {
    return original;
  } finally {
    bitmap.close();
  }
}
