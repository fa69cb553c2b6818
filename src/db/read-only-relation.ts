import type { ColumnsSelection } from "drizzle-orm";
import type { PgTable, SubqueryWithSelection } from "drizzle-orm/pg-core";

/**
 * A module's table as other modules may read it inside their own statements (docs/decisions/0021,
 * docs/measurements/issue-22-structure.md): typed as a subquery over `columns`, which select and join accept and
 * insert, update and delete refuse, so another module cannot write it and sees only the columns published; at run
 * time the table itself, so the statements are exactly those over the table, with nothing extra for Drizzle to build
 * or PostgreSQL to parse. (A subquery listing every column made searches nobody made before about 15 % slower.)
 *
 * The type is the only guard, so two rules hold it (scripts/boundary-source-checks.ts): this is the one call that may
 * wrap a table in a published file, and a published relation is never selected from without naming its columns
 * (`select()` alone would return every column of the table, unpublished ones included).
 */
export function readOnlyRelation<T extends PgTable, Columns extends ColumnsSelection>(
  table: T,
  // The published columns: only their type is used; at run time a statement reads the columns it names.
  columns: Columns,
): SubqueryWithSelection<Columns, T["_"]["name"]> {
  void columns;
  return table as unknown as SubqueryWithSelection<Columns, T["_"]["name"]>;
}
