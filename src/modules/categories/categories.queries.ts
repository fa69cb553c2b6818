import "server-only";
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { readOnlyRelation } from "@/db/read-only-relation";
import { categories } from "@/modules/categories/categories.schema";
import type { CategoryView } from "@/modules/categories/categories.types";

/**
 * What other modules may read of categories inside their own queries, where a page of listings must stay one
 * statement (a listing's category, a category's sub-categories in a search).
 *
 * Published as a read-only relation, never as the table (src/db/read-only-relation.ts): the table's statements, typed so
 * that insert/update/delete refuse it. Categories are written by the seed only.
 */
export const categoryRows = readOnlyRelation(categories, getTableColumns(categories));

/**
 * The ids of the category `slug` and of its sub-categories, as a subquery: "filed under this category" is
 * `column in (…)`.
 */
export function categorySubtreeIds(slug: string): SQL {
  return sql`(select c.id from ${categories} c where c.slug = ${slug} or c.parent_id = (select m.id from ${categories} m where m.slug = ${slug}))`;
}

/** The statement reading the labels of the categories `ids` (slug, name, position) with their main category's. */
export function categoryLabelsStatement(ids: readonly string[]): SQL {
  return sql`
          select c.id::text as id, c.slug, c.name, c.position, pc.slug as parent_slug, pc.name as parent_name,
            pc.position as parent_position
          from ${categories} c left join ${categories} pc on pc.id = c.parent_id
          where c.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
}

/** A category's view, from a query over `categories` or `categoryRows`. */
export const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  kind: categories.kind,
  parentId: categories.parentId,
  description: categories.description,
};

type CategoryRow = {
  id: string;
  slug: string;
  name: string;
  kind: "GOODS" | "SERVICES";
  parentId: string | null;
  description: string | null;
};

export function toCategory(row: CategoryRow): CategoryView {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    parentId: row.parentId,
    description: row.description,
  };
}
