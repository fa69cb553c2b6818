import type { Database } from "@/db/client";
import { completeSeededService, servicesWithoutAreas } from "@/modules/listings/listings.seed";
import type { ServiceArea, ServiceAvailability } from "@/modules/listings/listings.types";

/**
 * The demo artisan's services made complete (issue #15): every state and city Musa works in, the days and hours he
 * takes work, and a photo or two of past work from the shared picture pool (the goods sub-category nearest his trade,
 * so no new picture is drawn). Only services still without areas are touched, so a second run changes nothing and an
 * edit made in the dashboard is kept.
 */

const areas: ServiceArea[] = [
  { state: "FCT Abuja", city: "Kubwa" },
  { state: "FCT Abuja", city: "Gwarinpa" },
  { state: "Niger", city: "Suleja" },
  { state: "Nasarawa", city: "Mararaba" },
];
const availability: ServiceAvailability = {
  days: ["mon", "tue", "wed", "thu", "fri", "sat"],
  from: "08:00",
  to: "18:00",
  note: "Emergencies (burst pipes, no light) any time",
};

/** Which pool pictures show each trade's past work. */
const photosBySubCategory: Record<string, string[]> = {
  plumbing: ["plumbing-materials:0", "plumbing-materials:1"],
  "electrical-work": ["electrical-materials:0", "electrical-materials:1"],
  "ac-generator-repair": ["generators:0"],
};

export async function completeDemoArtisanServices(
  vendorId: string,
  pictures: Map<string, string>,
  subCategoryOf: (categoryId: string) => string | undefined,
  db: Database,
): Promise<number> {
  const rows = await servicesWithoutAreas(vendorId, db);
  for (const row of rows) {
    const mediaIds = (photosBySubCategory[subCategoryOf(row.categoryId) ?? ""] ?? [])
      .map((key) => pictures.get(key))
      .filter((id): id is string => id !== undefined);
    await completeSeededService(
      row.id,
      {
        areas,
        availability,
        areaServed: "Kubwa, Gwarinpa, Suleja and Mararaba",
        state: areas[0]!.state,
        city: areas[0]!.city,
      },
      mediaIds.map((mediaId, position) => ({
        mediaId,
        position,
        alt: position === 0 ? `${row.title}: past work` : `${row.title}, photo ${position + 1}`,
      })),
      db,
    );
  }
  return rows.length;
}
