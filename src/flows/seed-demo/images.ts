import "server-only";
import sharp from "sharp";
import type { Database } from "@/db/client";
import { seedUsers } from "@/modules/identity/identity.seed";
import { assetIdsOwnedBy, setAssetCreatedAt } from "@/modules/media/media.seed";
import { storeImage } from "@/modules/media/media.service";
import { subCategories, type FlatSubCategory } from "./categories";
import { pictureSvg } from "./pictures";
import { stableUuid } from "./random";

/** The account that owns the generated pictures; it cannot sign in (no password, an address nobody reads). */
export const picturesOwner = {
  id: stableUuid("pictures-owner"),
  firstName: "Oja",
  lastName: "Demo pictures",
  email: "pictures@demo.oja.ng",
} as const;

export const goodsSubCategories: FlatSubCategory[] = subCategories.filter((sub) => sub.kind === "GOODS");

/** Slot of (sub-category, variant) in the pool: all sub-categories' first variant, then all second variants… */
function slotOf(subIndex: number, variant: number): number {
  return variant * goodsSubCategories.length + subIndex;
}

export async function renderPicture(sub: FlatSubCategory, variant: number): Promise<Buffer> {
  const svg = pictureSvg({ icon: sub.icon, label: sub.name, colour: sub.colour ?? sub.main.colour, variant });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 2 }).toBuffer();
}

/**
 * The shared picture pool: `perSubCategory` generated illustrations for every goods sub-category, stored once through
 * the media pipeline and reused by every product (also by a 100,000-product run). A re-run finds the pool by its
 * owner and slot order (created_at is set to the slot order after storing) and only makes the missing slots, so
 * pictures are never regenerated. `limit` caps the pool at its first slots (tests, to save time). Returns media ids
 * keyed "<sub-slug>:<variant>".
 */
export async function ensurePicturePool(
  perSubCategory: number,
  options: { limit?: number; log?: (line: string) => void },
  db: Database,
): Promise<Map<string, string>> {
  const log = options.log ?? (() => {});
  await seedUsers([{ ...picturesOwner, kind: "BUYER" }], db);
  const ids = await assetIdsOwnedBy(picturesOwner.id, db);
  const wanted = Math.min(options.limit ?? Infinity, perSubCategory * goodsSubCategories.length);
  if (ids.length < wanted) {
    const started = performance.now();
    const missing = Array.from({ length: wanted - ids.length }, (_, k) => ids.length + k);
    const made = new Map<number, string>();
    // Two at a time: storeImage itself runs at most two sharp pipelines, and rendering overlaps with its writes.
    let next = 0;
    const worker = async () => {
      while (next < missing.length) {
        const slot = missing[next++]!;
        const sub = goodsSubCategories[slot % goodsSubCategories.length]!;
        const result = await storeImage({
          data: await renderPicture(sub, Math.floor(slot / goodsSubCategories.length)),
          ownerId: picturesOwner.id,
        });
        if (!result.ok) throw new Error(`Generated picture for ${sub.slug} was refused: ${result.message}`);
        made.set(slot, result.asset.id);
      }
    };
    await Promise.all([worker(), worker()]);
    // Slot order becomes creation order, whatever order the two workers finished in.
    const base = Date.now();
    for (const [slot, id] of made) {
      await setAssetCreatedAt(id, new Date(base + slot), db);
      ids[slot] = id;
    }
    log(`pictures: ${missing.length} generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const pool = new Map<string, string>();
  goodsSubCategories.forEach((sub, subIndex) => {
    for (let variant = 0; variant < perSubCategory; variant++) {
      const id = ids[slotOf(subIndex, variant)];
      if (id && slotOf(subIndex, variant) < wanted) pool.set(`${sub.slug}:${variant}`, id);
    }
  });
  return pool;
}
