import type { ObjectRef } from "@pothos/core";
import { builder } from "@/graphql/builder";

/**
 * The pieces every cursor connection shares (ProductConnection, ServiceConnection …): PageInfo, an edge type per node
 * type, and how a page of items with their cursors becomes edges and page info.
 */
export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

export const PageInfoType = builder.objectRef<PageInfo>("PageInfo").implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean("hasNextPage"),
    endCursor: t.exposeString("endCursor", { nullable: true }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** `<name>`: { cursor, node } for a node type. */
export function edgeType<T>(name: string, nodeType: ObjectRef<Types, T>) {
  return builder.objectRef<Edge<T>>(name).implement({
    // Pothos cannot check a resolver's result against a type parameter; `nodeType` is the ref of T itself.
    fields: (t) => ({
      cursor: t.exposeString("cursor"),
      node: t.field({ type: nodeType, resolve: (edge) => edge.node as never }),
    }),
  });
}

/** A page of items and their cursors (same order) as edges. */
export function edgesOf<T>(items: readonly T[], cursors: readonly string[]): Edge<T>[] {
  return items.map((node, index) => ({ node, cursor: cursors[index]! }));
}

/** Page info from a page's cursors and the cursor of the page after it (null on the last page). */
export function pageInfoOf(cursors: readonly string[], nextCursor: string | null): PageInfo {
  return { hasNextPage: nextCursor !== null, endCursor: cursors[cursors.length - 1] ?? null };
}

/** A page of a numbered list (page-number navigation, as the dashboard's tables use). */
export interface NumberedPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `<name>`: { items, total, page, pageSize } for an item type. */
export function numberedPageType<T>(name: string, itemType: ObjectRef<Types, T>) {
  return builder.objectRef<NumberedPage<T>>(name).implement({
    fields: (t) => ({
      // As in edgeType: `itemType` is the ref of T itself.
      items: t.field({ type: [itemType], resolve: (p) => p.items as never }),
      total: t.exposeInt("total"),
      page: t.exposeInt("page"),
      pageSize: t.exposeInt("pageSize"),
    }),
  });
}
