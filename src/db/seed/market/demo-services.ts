import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { serviceImages, services } from "@/modules/listings/listings.schema";
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
  db: Database,
  vendorId: string,
  pictures: Map<string, string>,
  subCategoryOf: (categoryId: string) => string | undefined,
): Promise<number> {
  const rows = await db
    .select({ id: services.id, title: services.title, categoryId: services.categoryId })
    .from(services)
    .where(and(eq(services.vendorId, vendorId), sql`${services.areas} = '[]'::jsonb`));
  for (const row of rows) {
    await db
      .update(services)
      .set({
        areas,
        availability,
        areaServed: "Kubwa, Gwarinpa, Suleja and Mararaba",
        state: areas[0]!.state,
        city: areas[0]!.city,
      })
      .where(eq(services.id, row.id));
    const mediaIds = (photosBySubCategory[subCategoryOf(row.categoryId) ?? ""] ?? [])
      .map((key) => pictures.get(key))
      .filter((id): id is string => id !== undefined);
    if (mediaIds.length > 0) {
      await db
        .insert(serviceImages)
        .values(
          mediaIds.map((mediaId, position) => ({
            serviceId: row.id,
            mediaId,
            position,
            alt: position === 0 ? `${row.title}: past work` : `${row.title}, photo ${position + 1}`,
          })),
        )
        .onConflictDoNothing();
    }
  }
  return rows.length;
}
