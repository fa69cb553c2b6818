import "server-only";
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { immutableCacheControl, objectKeyPattern, type MediaStorage } from "@/modules/media/media-storage";

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Renditions in an S3-compatible bucket (AWS, Cloudflare R2, MinIO…), written with signed PUTs. Path-style URLs
 * (`<endpoint>/<bucket>/<key>`) because every S3-compatible service accepts them.
 */
export function createS3Storage(config: S3Config): MediaStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: "s3",
    region: config.region,
    retries: 2,
  });
  const base = `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}`;
  const urlFor = (objectKey: string) => {
    if (!objectKeyPattern.test(objectKey)) throw new Error("Refusing an unexpected media key");
    return `${base}/${objectKey}`;
  };

  return {
    kind: "S3",
    async put(objectKey, body, contentType) {
      const response = await client.fetch(urlFor(objectKey), {
        method: "PUT",
        body: new Uint8Array(body),
        headers: {
          "Content-Type": contentType,
          "Content-Length": String(body.byteLength),
          "Cache-Control": immutableCacheControl,
          // A signed payload hash (aws4fetch would send UNSIGNED-PAYLOAD): the bucket rejects a body altered on the way.
          "X-Amz-Content-Sha256": createHash("sha256").update(body).digest("hex"),
        },
      });
      if (!response.ok) {
        // The body is the bucket's XML error (code and message), never our data.
        const detail = (await response.text()).slice(0, 300);
        throw new Error(`S3 PUT ${objectKey} failed: ${response.status} ${detail}`);
      }
      await response.body?.cancel();
    },
    async remove(objectKey) {
      const response = await client.fetch(urlFor(objectKey), { method: "DELETE" });
      await response.body?.cancel();
    },
  };
}
