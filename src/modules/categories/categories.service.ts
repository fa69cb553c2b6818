import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Database } from "@/db/client";
import { isLookupSlug } from "@/lib/slug";
import { isUuid } from "@/lib/uuid";
import { categoryColumns, toCategory } from "@/modules/categories/categories.queries";
import { createShortCache } from "@/lib/short-cache";
import { categories } from "@/modules/categories/categories.schema";
import type { CategoryTree, CategoryView } from "@/modules/categories/categories.types";

/** Reads of the category tree: the market's menus and filters, the editors' pickers, the API's categories. */
/**
 * The tree changes only when the demo seed (or, one day, an editor) writes it, and nearly every market page draws it:
 * on the embedded database reading its ~130 rows cost more than the rest of a /market render's queries together.
 * Kept a minute per process; the seed forgets it at once (forgetCategoryTree).
 */
const treeCache = createShortCache<CategoryTree[]>({ name: "category-tree", ttlMs: 60_000, maxEntries: 1 });

/** Main categories by position, each with its sub-categories by position. Shared: callers must not change it. */
export function listCategoryTree(): Promise<CategoryTree[]> {
  return treeCache.get("tree", readCategoryTree);
}

/** After writing categories: the next read sees them. */
export function forgetCategoryTree(): void {
  treeCache.clear();
}

async function readCategoryTree(): Promise<CategoryTree[]> {
  const rows = await getDb()
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
  const mains: CategoryTree[] = rows
    .filter((row) => row.parentId === null)
    .map((row) => ({ ...toCategory(row), children: [] }));
  const byId = new Map(mains.map((main) => [main.id, main]));
  for (const row of rows) {
    if (row.parentId !== null) byId.get(row.parentId)?.children.push(toCategory(row));
  }
  return mains;
}

export async function findCategoryBySlug(
  slug: string,
): Promise<{ category: CategoryView; parent: CategoryView | null; children: CategoryView[] } | null> {
  if (!isLookupSlug(slug)) return null;
  const db = getDb();
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.slug, slug)).limit(1);
  if (!row) return null;
  const [parentRows, childRows] = await Promise.all([
    row.parentId
      ? db.select(categoryColumns).from(categories).where(eq(categories.id, row.parentId)).limit(1)
      : Promise.resolve([]),
    db
      .select(categoryColumns)
      .from(categories)
      .where(eq(categories.parentId, row.id))
      .orderBy(asc(categories.position), asc(categories.name), asc(categories.id)),
  ]);
  return {
    category: toCategory(row),
    parent: parentRows[0] ? toCategory(parentRows[0]) : null,
    children: childRows.map(toCategory),
  };
}

/** Categories by id, for batched loading. */
export async function loadCategories(
  ids: readonly string[],
  db: Database = getDb(),
): Promise<Map<string, CategoryView>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return new Map(rows.map((row) => [row.id, toCategory(row)]));
}

/** Sub-categories of several main categories, each list by position. */
export async function loadChildCategories(parentIds: readonly string[]): Promise<Map<string, CategoryView[]>> {
  const result = new Map<string, CategoryView[]>(parentIds.map((id) => [id, []]));
  const valid = parentIds.filter(isUuid);
  if (valid.length === 0) return result;
  const rows = await getDb()
    .select(categoryColumns)
    .from(categories)
    .where(inArray(categories.parentId, valid))
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
  for (const row of rows) result.get(row.parentId!)?.push(toCategory(row));
  return result;
}

/** Every SERVICES sub-category, by main category then name: the form's "kind of service" list. */
export async function listServiceCategories(): Promise<{ id: string; name: string; group: string }[]> {
  const parents = alias(categories, "parents");
  const rows = await getDb()
    .select({ id: categories.id, name: categories.name, group: parents.name })
    .from(categories)
    .innerJoin(parents, eq(parents.id, categories.parentId))
    .where(eq(categories.kind, "SERVICES"))
    .orderBy(asc(parents.name), asc(categories.name));
  return rows;
}
