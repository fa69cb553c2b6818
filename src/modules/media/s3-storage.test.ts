import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { useMediaStorage } from "@/modules/media/configured-storage";
import { renditionUrl } from "@/modules/media/media.queries";
import { mediaAssets } from "@/modules/media/media.schema";
import { storeImage } from "@/modules/media/media.service";
import { createS3Storage } from "@/modules/media/s3-storage";
import { buildPhoto } from "../../../tests/factories";

/** A stand-in bucket on 127.0.0.1: records every request and answers with `status`. No real network. */
interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

let server: Server;
let endpoint: string;
let requests: Recorded[] = [];
let status = 200;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = status;
      response.end(status === 200 ? "" : "<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  useMediaStorage(undefined);
  delete process.env.S3_PUBLIC_URL;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  requests = [];
  status = 200;
  await getDb().delete(mediaAssets);
});

const config = () => ({
  endpoint,
  region: "auto",
  bucket: "oja-media",
  accessKeyId: "AKIDTEST",
  secretAccessKey: "test-secret-key",
});
const key = "i/0b7c1f3e-2f4a-4c7b-9a55-1d2e3f405162/320.webp";

describe("S3 storage", () => {
  it("writes with a signed PUT: path-style URL, type, immutable caching, length and AWS v4 signature", async () => {
    const body = Buffer.from("RIFF....WEBPVP8 fake rendition bytes");
    await createS3Storage(config()).put(key, body, "image/webp");

    expect(requests).toHaveLength(1);
    const [put] = requests;
    expect(put!.method).toBe("PUT");
    expect(put!.url).toBe(`/oja-media/${key}`);
    expect(put!.headers["content-type"]).toBe("image/webp");
    expect(put!.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(put!.headers["content-length"]).toBe(String(body.length));
    expect(put!.headers["x-amz-date"]).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put!.headers["x-amz-content-sha256"]).toBe(createHash("sha256").update(body).digest("hex"));
    const date = put!.headers["x-amz-date"]!.toString().slice(0, 8);
    expect(put!.headers.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=AKIDTEST/${date}/auto/s3/aws4_request, SignedHeaders=cache-control;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$`,
      ),
    );
    expect(put!.headers.authorization).not.toContain("test-secret-key");
    expect(put!.body.equals(body)).toBe(true);
  });

  it("refuses keys that are not ours before any request", async () => {
    const storage = createS3Storage(config());
    for (const bad of ["../secret", "i/../../x/1.webp", "i/not-a-uuid/1.webp", `${key}?x=1`]) {
      await expect(storage.put(bad, Buffer.from("x"), "image/webp")).rejects.toThrow(
        "Refusing an unexpected media key",
      );
    }
    expect(requests).toHaveLength(0);
  });

  it("reports a refused PUT with the bucket's error", async () => {
    status = 403;
    await expect(createS3Storage(config()).put(key, Buffer.from("x"), "image/webp")).rejects.toThrow(
      /403.*AccessDenied/,
    );
  });

  it("removes with a signed DELETE", async () => {
    await createS3Storage(config()).remove(key);
    expect(requests.map((r) => [r.method, r.url])).toEqual([["DELETE", `/oja-media/${key}`]]);
    expect(requests[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
  });

  it("storeImage puts every rendition in the bucket and records an S3 asset whose URLs use S3_PUBLIC_URL", async () => {
    useMediaStorage(createS3Storage(config()));
    process.env.S3_PUBLIC_URL = "https://media.oja.example/";
    const result = await storeImage({ data: await buildPhoto(700, 500), ownerId: null });
    if (!result.ok) throw new Error(result.message);
    const { asset } = result;
    expect(asset.storage).toBe("S3");
    expect(requests.map((r) => r.url).sort()).toEqual(
      [160, 320, 480].map((w) => `/oja-media/${asset.key}/${w}.webp`).sort(),
    );
    for (const request of requests) expect(request.body.subarray(8, 12).toString("latin1")).toBe("WEBP");
    const [row] = await getDb().select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
    expect(row!.storage).toBe("S3");
    expect(renditionUrl(asset, 480)).toBe(`https://media.oja.example/${asset.key}/480.webp`);
  });

  it("storeImage records nothing when the bucket refuses, and cleans up what it wrote", async () => {
    useMediaStorage(createS3Storage(config()));
    status = 403;
    await expect(storeImage({ data: await buildPhoto(700, 500), ownerId: null })).rejects.toThrow(/403/);
    expect(await getDb().select().from(mediaAssets)).toHaveLength(0);
    expect(requests.filter((r) => r.method === "DELETE")).toHaveLength(3);
  });
});
