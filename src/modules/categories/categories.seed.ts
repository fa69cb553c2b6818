import "server-only";
import { isNull } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { categories } from "@/modules/categories/categories.schema";
import { forgetCategoryTree } from "@/modules/categories/categories.service";

/**
 * Bulk writers for the demo seed (src/flows/seed-demo.flow.ts): plain rows in, ids out, `on conflict do nothing` so
 * a second run adds nothing. Only the seed flow imports this file (.dependency-cruiser.mjs, `seeders`).
 */

type CategoryRow = Omit<typeof categories.$inferInsert, "id" | "parentId">;

export interface MainCategorySeedRow extends CategoryRow {
  children: Omit<CategoryRow, "kind">[];
}

/** The category tree, inserting what is missing (mains first: subs reference them); every category's id by slug. */
export async function seedCategories(
  mains: readonly MainCategorySeedRow[],
  db: Database = getDb(),
): Promise<Map<string, string>> {
  await db
    .insert(categories)
    .values(
      mains.map((main) => ({
        slug: main.slug,
        name: main.name,
        kind: main.kind,
        description: main.description,
        position: main.position,
      })),
    )
    .onConflictDoNothing();
  const mainIds = new Map(
    (
      await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(isNull(categories.parentId))
    ).map((row) => [row.slug, row.id]),
  );
  await db
    .insert(categories)
    .values(
      mains.flatMap((main) =>
        main.children.map((child) => ({ ...child, kind: main.kind, parentId: mainIds.get(main.slug)! })),
      ),
    )
    .onConflictDoNothing();
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  forgetCategoryTree();
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export async function countCategories(db: Database = getDb()): Promise<number> {
  return db.$count(categories);
}
