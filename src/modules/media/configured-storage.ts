import "server-only";
import { env } from "@/lib/env";
import { createLocalStorage } from "@/modules/media/local-storage";
import type { MediaStorage } from "@/modules/media/media-storage";
import { createS3Storage } from "@/modules/media/s3-storage";

let cached: MediaStorage | undefined;

/** The storage chosen by MEDIA_STORAGE, built once per process. */
export function mediaStorage(): MediaStorage {
  if (cached) return cached;
  const config = env();
  cached =
    config.MEDIA_STORAGE === "s3"
      ? createS3Storage({
          endpoint: config.S3_ENDPOINT!,
          region: config.S3_REGION,
          bucket: config.S3_BUCKET!,
          accessKeyId: config.S3_ACCESS_KEY_ID!,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
        })
      : createLocalStorage(config.MEDIA_DIR);
  return cached;
}

/** Tests swap the storage (e.g. a temporary folder); `undefined` goes back to configuration. */
export function useMediaStorage(storage: MediaStorage | undefined): void {
  cached = storage;
}
