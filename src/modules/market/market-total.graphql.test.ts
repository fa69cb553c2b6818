/** totalCount of a text search comes from the listing query itself; the facet count runs only for facets or after a cursor. */
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct, createVendor } from "../../../tests/factories";
import { execute } from "../../../tests/setup/graphql";
import { countStatements } from "../../../tests/setup/statements";

const query = `query listing($filter: ProductFilter, $first: Int, $after: String) {
  products(filter: $filter, first: $first, after: $after) { totalCount pageInfo { endCursor } }
}`;
const withFacets = `query listing($filter: ProductFilter, $first: Int) {
  products(filter: $filter, first: $first) { totalCount facets { states { value count } } }
}`;

interface Listing {
  products: { totalCount: number; pageInfo?: { endCursor: string | null } };
}

beforeAll(async () => {
  const vendor = await createVendor();
  const category = await createCategory();
  for (let i = 0; i < 9; i += 1) {
    await createProduct({
      vendorId: vendor.id,
      categoryId: category.id,
      title: `Mikano generator ${i} kVA`,
      state: i < 6 ? "Lagos" : "Kano",
    });
  }
  await createProduct({ vendorId: vendor.id, categoryId: category.id, title: "Standing fan", state: "Lagos" });
});

describe("products.totalCount", () => {
  it("counts a text search's matches without a second query", async () => {
    const plain = await countStatements(() =>
      execute<Listing>({ query, variables: { filter: { query: "generator", state: "Lagos" }, first: 2 } }),
    );
    const faceted = await countStatements(() =>
      execute<Listing>({ query: withFacets, variables: { filter: { query: "generator", state: "Lagos" }, first: 2 } }),
    );
    expect(plain.result.body.data!.products.totalCount).toBe(6);
    expect(faceted.result.body.data!.products.totalCount).toBe(6);
    // One statement: the listing, its count and its cover pictures; facets add the grouped count (and its category names).
    expect(plain.statements).toBe(1);
    expect(faceted.statements).toBeGreaterThan(plain.statements);
  });

  it("is still the whole listing's total on a page reached by cursor", async () => {
    const first = await execute<Listing>({ query, variables: { filter: { query: "generator" }, first: 4 } });
    expect(first.body.data!.products.totalCount).toBe(9);
    const next = await execute<Listing>({
      query,
      variables: { filter: { query: "generator" }, first: 4, after: first.body.data!.products.pageInfo!.endCursor },
    });
    expect(next.body.data!.products.totalCount).toBe(9);
  });
});
