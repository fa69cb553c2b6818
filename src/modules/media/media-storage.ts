import "server-only";

/** Where renditions are written. Object keys look like `i/<uuid>/<width>.webp`. */
export interface MediaStorage {
  kind: "LOCAL" | "S3";
  put(objectKey: string, body: Buffer, contentType: string): Promise<void>;
  /** Best effort: used to undo a half-stored upload. */
  remove(objectKey: string): Promise<void>;
}

/** Renditions never change once written (a new upload gets a new key), so caches may keep them for a year. */
export const immutableCacheControl = "public, max-age=31536000, immutable";

/** Object keys we write and serve: `i/<uuid>/<width>.webp`, nothing else (keeps paths safe on disk and in buckets). */
export const objectKeyPattern =
  /^i\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[1-9][0-9]{0,4}\.webp$/;
