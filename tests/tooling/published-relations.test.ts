/**
 * Issue 22: publishing tables to other modules as subqueries listing every column made searches nobody made before
 * about 15 % slower (Drizzle building and PostgreSQL parsing several times longer statements). A published relation
 * (src/db/read-only-relation.ts) must read exactly as its table does: the same statement, nothing extra.
 */
import { and, eq, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { categoryRows } from "@/modules/categories/categories.queries";
import { categories } from "@/modules/categories/categories.schema";
import { productRows, serviceRows } from "@/modules/listings/listings.queries";
import { products, services } from "@/modules/listings/listings.schema";
import { storedImages } from "@/modules/media/media.queries";
import { mediaAssets } from "@/modules/media/media.schema";
import { vendorRows } from "@/modules/vendors/vendors.queries";
import { vendors } from "@/modules/vendors/vendors.schema";

const qb = new QueryBuilder();

describe("published relations read as their tables", () => {
  it("a page of products with their sellers, categories and covers is the same statement over the tables", () => {
    const over = (p: typeof products, v: typeof vendors, c: typeof categories, m: typeof mediaAssets) =>
      qb
        .select({ id: p.id, title: p.title, seller: v.displayName, category: c.slug, cover: m.key })
        .from(p)
        .innerJoin(v, and(eq(v.id, p.vendorId), eq(v.status, "APPROVED")))
        .innerJoin(c, eq(c.id, p.categoryId))
        .leftJoin(m, eq(m.id, p.id))
        .where(eq(p.status, "ACTIVE"))
        .toSQL();
    const relations = over(
      productRows as unknown as typeof products,
      vendorRows as unknown as typeof vendors,
      categoryRows as unknown as typeof categories,
      storedImages as unknown as typeof mediaAssets,
    );
    expect(relations).toEqual(over(products, vendors, categories, mediaAssets));
    expect(relations.sql).not.toContain("(select");
  });

  it("each relation is named like its table in SQL", () => {
    const from = (relation: unknown) =>
      qb
        .select({ one: sql`1` })
        .from(relation as typeof products)
        .toSQL().sql;
    for (const [relation, table] of [
      [productRows, products],
      [serviceRows, services],
      [vendorRows, vendors],
      [categoryRows, categories],
      [storedImages, mediaAssets],
    ] as const)
      expect(from(relation)).toBe(from(table));
  });
});
