import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { useMediaStorage } from "@/modules/media/configured-storage";
import { createLocalStorage } from "@/modules/media/local-storage";
import { mediaAssets } from "@/modules/media/media.schema";
import { storeImage } from "@/modules/media/media.service";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "media-test-"));
  useMediaStorage(createLocalStorage(dir));
});
afterAll(async () => {
  useMediaStorage(undefined);
  await rm(dir, { recursive: true, force: true });
});

function photo(width: number, height: number, format: "jpeg" | "png" = "jpeg") {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    [format]()
    .toBuffer();
}

describe("storeImage", () => {
  it("stores WebP renditions up to the source width and records the asset", async () => {
    const result = await storeImage({ data: await photo(900, 600), ownerId: null });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.asset.widths).toEqual([160, 320, 480, 768]);
    expect(result.asset).toMatchObject({ storage: "LOCAL", width: 900, height: 600 });
    expect(result.asset.placeholder).toMatch(/^#c8282[0-9a-f]$|^#c[0-9a-f]{5}$/);
    const files = await readdir(path.join(dir, result.asset.key));
    expect(files.sort()).toEqual(["160.webp", "320.webp", "480.webp", "768.webp"]);
    const rows = await getDb().select().from(mediaAssets).where(eq(mediaAssets.id, result.asset.id));
    expect(rows).toHaveLength(1);
  });
});
