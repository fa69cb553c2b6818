import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { signedOut } from "@/lib/actor";
import { products, productStockChanges } from "@/modules/listings/listings.schema";
import { csvColumns, csvMessages } from "@/modules/listings/listing-csv.inputs";
import { exportListingsCsv } from "@/modules/listings/listing-csv-export.service";
import { importListings, previewListingImport } from "@/modules/listings/listing-csv.service";
import { createCategory, createProduct, createProductImage, createStore, createVendor } from "../../../tests/factories";
import { actorOf, createMember } from "../../../tests/factories/vendor-profile";

const HEADER = csvColumns.join(",");

async function shop() {
  const vendor = await createVendor({ displayName: "Mama Nkechi Provisions" });
  const parent = await createCategory({ name: "Foodstuff" });
  const sub = await createCategory({ name: "Rice", parentId: parent.id });
  const owner = await actorOf(vendor.ownerId);
  const store = await createStore({ vendorId: vendor.id, name: "Balogun shop", state: "Lagos", city: "Lagos Island" });
  const live = await createProduct({
    vendorId: vendor.id,
    categoryId: sub.id,
    title: "Ofada rice 50kg",
    priceKobo: 7_500_000,
    stock: 10,
    status: "ACTIVE",
    storeId: store.id,
  });
  await createProductImage(live.id);
  const draft = await createProduct({
    vendorId: vendor.id,
    categoryId: sub.id,
    title: '=HYPERLINK("http://evil")',
    description: "@SUM(A1) +1 -2",
    priceKobo: 150_050,
    compareAtKobo: 200_000,
    stock: 0,
    status: "DRAFT",
    state: "Kano",
    city: "Fagge",
  });
  const row = (over: Partial<Record<(typeof csvColumns)[number], string>> = {}) => {
    const cells: Record<string, string> = {
      id: "",
      title: "Abakaliki rice 25kg",
      category: sub.slug,
      condition: "new",
      unit: "bag_50kg",
      price: "₦38,500",
      compare_at_price: "",
      stock: "7",
      status: "",
      store: "",
      state: "Ebonyi",
      city: "Abakaliki",
      description: "Stone-free",
      ...over,
    };
    return csvColumns
      .map((c) => (/[",\n]/.test(cells[c]!) ? `"${cells[c]!.replace(/"/g, '""')}"` : cells[c]))
      .join(",");
  };
  const csv = (...rows: string[]) => [HEADER, ...rows].join("\n");
  return { vendor, owner, sub, store, live, draft, row, csv };
}

const count = (vendorId: string) => getDb().$count(products, eq(products.vendorId, vendorId));

describe("exportListingsCsv", () => {
  it("writes every listing with the documented header; formulas are neutralised and come back unchanged", async () => {
    const { vendor, owner, live, draft } = await shop();
    const text = await exportListingsCsv(owner, vendor.id);
    const [header, ...rows] = parse(text) as string[][];
    expect(header).toEqual([...csvColumns]);
    const byId = new Map(rows.map((r) => [r[0], r]));
    expect(byId.get(live.id)).toEqual([
      live.id,
      "Ofada rice 50kg",
      expect.any(String),
      "new",
      "piece",
      "₦75,000.00",
      "",
      "10",
      "active",
      "Balogun shop",
      "Lagos",
      "Ikeja",
      live.description,
    ]);
    expect(byId.get(draft.id)!.slice(1, 2)).toEqual(['\'=HYPERLINK("http://evil")']);
    expect(byId.get(draft.id)!.slice(5, 7)).toEqual(["₦1,500.50", "₦2,000.00"]);
    expect(byId.get(draft.id)![12]).toBe("'@SUM(A1) +1 -2");
    // Round trip: the exported file imports as "unchanged", and the formula text is stored as it was.
    const preview = await previewListingImport(owner, vendor.id, text);
    expect(preview).toMatchObject({ creates: 0, updates: 1, unchanged: 1, errorCount: 0 });
    // The live listing sits at a store: its place is the store's, so only that row differs from the stored Ikeja.
    const again = await importListings(owner, vendor.id, text);
    expect(again).toMatchObject({ imported: true, updates: 1, unchanged: 1 });
    const second = await previewListingImport(owner, vendor.id, await exportListingsCsv(owner, vendor.id));
    expect(second).toMatchObject({ creates: 0, updates: 0, unchanged: 2, errorCount: 0 });
    const [stored] = await getDb().select().from(products).where(eq(products.id, draft.id));
    expect(stored).toMatchObject({ title: '=HYPERLINK("http://evil")', description: "@SUM(A1) +1 -2" });
  });

  it("is refused to another vendor's member, a buyer and the signed out; a sales assistant may export", async () => {
    const { vendor } = await shop();
    const rival = await actorOf((await createVendor()).ownerId);
    const assistant = await actorOf((await createMember(vendor.id, "SALES_ASSISTANT")).id);
    await expect(exportListingsCsv(rival, vendor.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(exportListingsCsv(signedOut, vendor.id)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect(await exportListingsCsv(assistant, vendor.id)).toContain("Ofada rice 50kg");
    await expect(previewListingImport(assistant, vendor.id, HEADER)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});

describe("previewListingImport and importListings", () => {
  it("previews creates and updates without writing, then imports them in one go with IMPORT stock changes", async () => {
    const { vendor, owner, live, row, csv } = await shop();
    const file = csv(
      row(),
      row({
        id: live.id,
        title: "Ofada rice 50kg",
        price: "80000",
        stock: "12",
        status: "active",
        store: "balogun shop",
      }),
    );
    const preview = await previewListingImport(owner, vendor.id, file);
    expect(preview).toMatchObject({ imported: false, creates: 1, updates: 1, unchanged: 0, errors: [] });
    expect(preview.rows).toEqual([
      { line: 2, action: "CREATE", title: "Abakaliki rice 25kg", priceKobo: 3_850_000, stock: 7, status: "DRAFT" },
      { line: 3, action: "UPDATE", title: "Ofada rice 50kg", priceKobo: 8_000_000, stock: 12, status: "ACTIVE" },
    ]);
    expect(await count(vendor.id)).toBe(2);
    expect((await getDb().select().from(products).where(eq(products.id, live.id)))[0]!.priceKobo).toBe(7_500_000);
    const done = await importListings(owner, vendor.id, file);
    expect(done).toMatchObject({ imported: true, creates: 1, updates: 1 });
    expect(await count(vendor.id)).toBe(3);
    const [updated] = await getDb().select().from(products).where(eq(products.id, live.id));
    expect(updated).toMatchObject({ priceKobo: 8_000_000, stock: 12, state: "Lagos", city: "Lagos Island" });
    const history = await getDb().select().from(productStockChanges).where(eq(productStockChanges.reason, "IMPORT"));
    expect(history.map((h) => [h.delta, h.stockAfter, h.changedBy]).sort()).toEqual([
      [2, 12, vendor.ownerId],
      [7, 7, vendor.ownerId],
    ]);
  });

  it("names missing, unknown and repeated columns in one message", async () => {
    const { vendor, owner } = await shop();
    const bad = "id,title,colour,price,price\n,Rice,red,1000,1000";
    const error = await previewListingImport(owner, vendor.id, bad).catch(
      (e: { validation: { csv: string[] } }) => e.validation.csv[0],
    );
    expect(error).toContain(
      "Columns missing: category, condition, unit, compare_at_price, stock, status, store, state, city, description.",
    );
    expect(error).toContain("Columns not recognised: colour.");
    expect(error).toContain("Columns named twice: price.");
    await expect(previewListingImport(owner, vendor.id, "")).rejects.toMatchObject({
      validation: { csv: [csvMessages.empty] },
    });
    await expect(previewListingImport(owner, vendor.id, HEADER)).rejects.toMatchObject({
      validation: { csv: [csvMessages.noRows] },
    });
  });

  it("reports each bad row with its line and column, and an error anywhere writes nothing", async () => {
    const { vendor, owner, row, csv } = await shop();
    const file = csv(
      row(),
      row({ price: "0", stock: "1.5" }),
      row({ title: "A", description: "line one\nline two" }),
      row({ category: "no-such-thing", status: "sold" }),
      row({ status: "active" }),
      row({ store: "Somewhere else", state: "" }),
    );
    const result = await importListings(owner, vendor.id, file);
    expect(result).toMatchObject({ imported: false, creates: 1, errorCount: 8 });
    expect(result.errors).toEqual([
      { line: 3, column: "price", message: "The price must be more than ₦0" },
      { line: 3, column: "stock", message: "Stock must be a whole number from 0" },
      { line: 4, column: "title", message: "Title should be at least 3 characters" },
      { line: 6, column: "category", message: csvMessages.category },
      { line: 6, column: "status", message: csvMessages.status },
      { line: 7, column: "status", message: "Add at least one photo before publishing" },
      { line: 8, column: "store", message: csvMessages.store },
      { line: 8, column: "state", message: "Choose a state, or a store" },
    ]);
    expect(await count(vendor.id)).toBe(2);
  });

  it("another vendor's id is an error like an unknown one, and that vendor's listing is untouched", async () => {
    const { vendor, owner, sub, row, csv } = await shop();
    const other = await createVendor();
    const theirs = await createProduct({
      vendorId: other.id,
      categoryId: sub.id,
      title: "Their rice",
      priceKobo: 100_000,
    });
    const result = await importListings(
      owner,
      vendor.id,
      csv(row({ id: theirs.id }), row({ id: "00000000-0000-4000-8000-000000000000" })),
    );
    expect(result.errors).toEqual([
      { line: 2, column: "id", message: csvMessages.id },
      { line: 3, column: "id", message: csvMessages.id },
    ]);
    expect((await getDb().select().from(products).where(eq(products.id, theirs.id)))[0]).toMatchObject({
      title: "Their rice",
      priceKobo: 100_000,
    });
  });

  it("refuses 100,000 rows quickly, files over 5 MB and broken quoting", async () => {
    const { vendor, owner, row, csv } = await shop();
    // 100,000 short rows (1.4 MB: under the byte limit, so the row limit must catch it).
    const many = csv(...Array.from({ length: 100_000 }, () => ",x,,,,,,,,,,,"));
    const started = performance.now();
    await expect(previewListingImport(owner, vendor.id, many)).rejects.toMatchObject({
      validation: { csv: [csvMessages.tooManyRows] },
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    const huge = csv(row({ description: "x".repeat(5 * 1024 * 1024) }));
    await expect(previewListingImport(owner, vendor.id, huge)).rejects.toMatchObject({
      validation: { csv: [csvMessages.tooBig] },
    });
    await expect(previewListingImport(owner, vendor.id, csv(row(), '"unclosed,quote'))).rejects.toMatchObject({
      validation: { csv: [csvMessages.unreadable(3)] },
    });
    expect(await count(vendor.id)).toBe(2);
  });
});
