import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { useMediaStorage } from "@/modules/media/configured-storage";
import { createLocalStorage } from "@/modules/media/local-storage";
import type { MediaStorage } from "@/modules/media/media-storage";
import { mediaAssets } from "@/modules/media/media.schema";
import {
  imageQueueLimit,
  imageWorkers,
  maxImageBytes,
  sniffImageFormat,
  storeImage,
  type StoreImageResult,
} from "@/modules/media/media.service";
import { buildAnimatedGif, buildPhoto, buildPngBomb, buildTransparentPng, createUser } from "../../../tests/factories";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "media-service-"));
});
beforeEach(async () => {
  useMediaStorage(createLocalStorage(dir));
  await getDb().delete(mediaAssets);
  await rm(dir, { recursive: true, force: true });
});
afterAll(async () => {
  useMediaStorage(undefined);
  await rm(dir, { recursive: true, force: true });
});

function stored(result: StoreImageResult) {
  if (!result.ok) throw new Error(`expected a stored image, got: ${result.message}`);
  return result.asset;
}

async function rendition(key: string, width: number) {
  const body = await readFile(path.join(dir, key, `${width}.webp`));
  return { body, meta: await sharp(body).metadata() };
}

async function expectNothingStored() {
  expect(await getDb().select().from(mediaAssets)).toHaveLength(0);
  expect(await readdir(dir).catch(() => [])).toEqual([]);
}

describe("storeImage: accepted images", () => {
  it("a large JPEG gets every rendition width, as WebP, in proportion, and one row", async () => {
    const asset = stored(await storeImage({ data: await buildPhoto(2000, 1500), ownerId: null }));
    expect(asset).toMatchObject({ storage: "LOCAL", width: 2000, height: 1500, widths: [160, 320, 480, 768, 1080] });
    expect(asset.key).toMatch(/^i\/[0-9a-f-]{36}$/);
    expect(asset.key).toBe(`i/${asset.id}`);
    for (const width of asset.widths) {
      const { meta } = await rendition(asset.key, width);
      expect(meta).toMatchObject({ format: "webp", width, height: Math.round((width * 1500) / 2000) });
    }
    const [row] = await getDb().select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
    expect(row).toMatchObject({
      storage: "LOCAL",
      key: asset.key,
      width: 2000,
      height: 1500,
      widths: asset.widths,
      ownerId: null,
    });
    expect(row!.bytes).toBeGreaterThan(0);
  });

  it("computes the average colour as the placeholder", async () => {
    const asset = stored(
      await storeImage({ data: await buildPhoto(400, 300, { format: "png", background: "#336699" }), ownerId: null }),
    );
    expect(asset.placeholder).toBe("#336699");
  });

  it("drops EXIF (GPS position, camera) and applies the EXIF orientation before dropping it", async () => {
    const photo = await buildPhoto(1200, 800, { gps: true, orientation: 6 });
    const source = await sharp(photo).metadata();
    expect(source.exif?.includes(Buffer.from("TestPhone"))).toBe(true);
    expect(source.orientation).toBe(6);

    const asset = stored(await storeImage({ data: photo, ownerId: null }));
    // Orientation 6 is a 90° turn: the stored image is portrait.
    expect(asset).toMatchObject({ width: 800, height: 1200, widths: [160, 320, 480, 768] });
    for (const width of asset.widths) {
      const { body, meta } = await rendition(asset.key, width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(body.includes(Buffer.from("TestPhone"))).toBe(false);
      expect(meta.height).toBe(Math.round(width * 1.5));
    }
  });

  it("never upscales: a 100 px wide image gets one rendition at its own width", async () => {
    const asset = stored(await storeImage({ data: await buildPhoto(100, 80), ownerId: null }));
    expect(asset).toMatchObject({ width: 100, height: 80, widths: [100] });
    expect((await rendition(asset.key, 100)).meta).toMatchObject({ width: 100, height: 80 });
    expect(await readdir(path.join(dir, asset.key))).toEqual(["100.webp"]);
  });

  it("a source exactly 480 px wide stops at 480", async () => {
    const asset = stored(await storeImage({ data: await buildPhoto(480, 480), ownerId: null }));
    expect(asset.widths).toEqual([160, 320, 480]);
    expect((await readdir(path.join(dir, asset.key))).sort()).toEqual(["160.webp", "320.webp", "480.webp"]);
  });

  it("keeps transparency; the placeholder shows it against white", async () => {
    const asset = stored(await storeImage({ data: await buildTransparentPng(320, 200), ownerId: null }));
    const { meta } = await rendition(asset.key, 320);
    expect(meta.hasAlpha).toBe(true);
    expect(asset.placeholder).toMatch(/^#(7f|80){3}$/);
  });

  it("takes the first frame of an animated GIF", async () => {
    const gif = await buildAnimatedGif(300, 200);
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const asset = stored(await storeImage({ data: gif, ownerId: null }));
    expect(asset).toMatchObject({ width: 300, height: 200, widths: [160] });
    expect(asset.placeholder).toBe("#ff0000");
    const { meta } = await rendition(asset.key, 160);
    expect(meta.pages ?? 1).toBe(1);
    expect(meta.height).toBe(107);
  });

  it.each(["webp", "avif"] as const)("accepts %s", async (format) => {
    const asset = stored(await storeImage({ data: await buildPhoto(500, 400, { format }), ownerId: null }));
    expect(asset.widths).toEqual([160, 320, 480]);
  });

  it("records the owner", async () => {
    const user = await createUser();
    const asset = stored(await storeImage({ data: new Uint8Array(await buildPhoto(200, 200)), ownerId: user.id }));
    const [row] = await getDb().select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
    expect(row!.ownerId).toBe(user.id);
  });

  it("writes the row through the handle it is given (the seed's own, or a transaction)", async () => {
    let insideId = "";
    await expect(
      getDb().transaction(async (tx) => {
        insideId = stored(await storeImage({ data: await buildPhoto(200, 200), ownerId: null }, tx)).id;
        expect(await tx.select().from(mediaAssets)).toHaveLength(1);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(insideId).not.toBe("");
    expect(await getDb().select().from(mediaAssets)).toHaveLength(0);
  });

  it("handles as many images at once as the pool runs and queues; one more is told to come back", async () => {
    const capacity = imageWorkers + imageQueueLimit;
    // Noisy photos take a few hundred ms each, so all arrive before the first is done.
    const photos = await Promise.all(
      Array.from({ length: capacity + 1 }, (_, i) => buildPhoto(800 + i, 600, { noise: true })),
    );
    const results = await Promise.all(photos.map((data) => storeImage({ data, ownerId: null })));
    expect(results.filter((r) => r.ok)).toHaveLength(capacity);
    expect(results.filter((r) => !r.ok)).toEqual([
      {
        ok: false,
        reason: "busy",
        message: "Many pictures are being processed right now. Please try again in a few seconds.",
        retryAfterSeconds: 5,
      },
    ]);
    expect(await getDb().select().from(mediaAssets)).toHaveLength(capacity);
  });
});

describe("storeImage: refused input (nothing stored)", () => {
  it("a text file, whatever its name", async () => {
    const result = await storeImage({ data: Buffer.from("name,price\nrice,50000\n"), ownerId: null });
    expect(result).toEqual({
      ok: false,
      reason: "unsupported",
      message: "This file is not a supported image. Upload a JPEG, PNG, WebP, AVIF or GIF.",
    });
    await expectNothingStored();
  });

  it("an empty file", async () => {
    expect(await storeImage({ data: Buffer.alloc(0), ownerId: null })).toMatchObject({
      ok: false,
      reason: "unsupported",
    });
    await expectNothingStored();
  });

  it("other image formats (SVG, TIFF, BMP)", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .tiff()
      .toBuffer();
    const bmp = Buffer.concat([Buffer.from("BM"), Buffer.alloc(100)]);
    for (const data of [svg, tiff, bmp])
      expect(await storeImage({ data, ownerId: null })).toMatchObject({ ok: false, reason: "unsupported" });
    await expectNothingStored();
  });

  it("a truncated JPEG", async () => {
    const photo = await buildPhoto(1200, 900);
    const result = await storeImage({ data: photo.subarray(0, Math.floor(photo.length / 2)), ownerId: null });
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      message: "This image could not be read: it may be damaged or incomplete. Try exporting it again.",
    });
    await expectNothingStored();
  });

  it("a PNG signature followed by garbage", async () => {
    const data = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("not really a png".repeat(50)),
    ]);
    expect(await storeImage({ data, ownerId: null })).toMatchObject({ ok: false, reason: "invalid" });
    await expectNothingStored();
  });

  it("a PNG whose pixel data is corrupted", async () => {
    const png = await buildPhoto(600, 400, { format: "png" });
    const damaged = Buffer.from(png);
    damaged.fill(0x5a, 60, png.length - 20);
    expect(await storeImage({ data: damaged, ownerId: null })).toMatchObject({ ok: false, reason: "invalid" });
    await expectNothingStored();
  });

  it.each([
    [50_000, 50_000],
    [10_000, 10_000],
    [40_000, 10],
  ])("a decompression bomb of %i × %i pixels", async (width, height) => {
    const bomb = buildPngBomb(width, height);
    expect(bomb.length).toBeLessThan(1_000_000);
    const result = await storeImage({ data: bomb, ownerId: null });
    expect(result).toMatchObject({ ok: false, reason: "too-many-pixels" });
    expect(result.ok ? "" : result.message).toContain(`${width} × ${height} pixels`);
    await expectNothingStored();
  });

  it("more than the byte limit", async () => {
    const data = Buffer.alloc(maxImageBytes + 1);
    data.set([0xff, 0xd8, 0xff]);
    expect(await storeImage({ data, ownerId: null })).toEqual({
      ok: false,
      reason: "too-large",
      message: "Images must be 8 MB or smaller.",
    });
    await expectNothingStored();
  });

  it("a storage failure leaves no row and no partial renditions", async () => {
    const local = createLocalStorage(dir);
    let puts = 0;
    const flaky: MediaStorage = {
      ...local,
      async put(objectKey, body, contentType) {
        puts += 1;
        if (puts === 3) throw new Error("disk full");
        await local.put(objectKey, body, contentType);
      },
    };
    useMediaStorage(flaky);
    await expect(storeImage({ data: await buildPhoto(1200, 800), ownerId: null })).rejects.toThrow("disk full");
    expect(await getDb().select().from(mediaAssets)).toHaveLength(0);
    const keys = await readdir(path.join(dir, "i")).catch(() => []);
    for (const key of keys) expect(await readdir(path.join(dir, "i", key))).toEqual([]);
  });
});

describe("sniffImageFormat", () => {
  it("recognises formats by their first bytes, not by name", async () => {
    expect(sniffImageFormat(await buildPhoto(10, 10))).toBe("jpeg");
    expect(sniffImageFormat(await buildPhoto(10, 10, { format: "png" }))).toBe("png");
    expect(sniffImageFormat(await buildPhoto(10, 10, { format: "webp" }))).toBe("webp");
    expect(sniffImageFormat(await buildPhoto(10, 10, { format: "avif" }))).toBe("avif");
    expect(sniffImageFormat(await buildAnimatedGif(10, 10))).toBe("gif");
    expect(sniffImageFormat(Buffer.from("GIF8"))).toBeNull();
    expect(sniffImageFormat(Buffer.from("\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic", "latin1"))).toBeNull();
    expect(sniffImageFormat(Buffer.from("<?xml version='1.0'?><svg/>"))).toBeNull();
  });
});
