import "server-only";
import { stringify } from "csv-stringify/sync";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { requireVendorGrant, type Actor } from "@/lib/actor";
import { csvWriting } from "@/lib/csv";
import { formatNaira } from "@/lib/money";
import { categoryRows } from "@/modules/categories/categories.queries";
import { products } from "@/modules/listings/listings.schema";
import { csvChunks as chunks, vendorStoresFor, type ListingStatus } from "@/modules/listings/listing-csv-plan";
import { csvColumns, neutraliseCell, type CsvColumn } from "@/modules/listings/listing-csv.inputs";

/**
 * CSV export of a vendor's listings (issue #15): everything the member may see (shop:view), cells a spreadsheet would
 * run as formulas neutralised; and the template the panel offers. The import is listing-csv.service.
 */

const lower = (status: ListingStatus) => status.toLowerCase();

const exportedColumns = {
  id: products.id,
  title: products.title,
  condition: products.condition,
  unit: products.unit,
  priceKobo: products.priceKobo,
  compareAtKobo: products.compareAtKobo,
  stock: products.stock,
  status: products.status,
  storeId: products.storeId,
  state: products.state,
  city: products.city,
  description: products.description,
};
type ExportedListing = { [K in keyof typeof exportedColumns]: (typeof products.$inferSelect)[K] };

/** The vendor's listings as CSV text (header first, oldest listing first); the route adds the BOM and the file name. */
export async function exportListingsCsv(actor: Actor, vendorId: string): Promise<string> {
  requireVendorGrant(actor, vendorId, "shop:view");
  const [rows, stores] = await Promise.all([
    getDb()
      // The exported columns only: whole rows carry both search vectors, which cost more to read than the rest.
      .select({ product: exportedColumns, category: categoryRows.slug })
      .from(products)
      .innerJoin(categoryRows, eq(categoryRows.id, products.categoryId))
      .where(eq(products.vendorId, vendorId))
      .orderBy(asc(products.createdAt), asc(products.id)),
    vendorStoresFor(actor, vendorId),
  ]);
  const storeName = new Map(stores.map((s) => [s.id, s.name]));
  // Two stores with one name would make the name ambiguous on import: the id is exported then.
  const names = stores.map((s) => s.name.trim().toLowerCase());
  const storeCell = (id: string | null) => {
    if (!id) return "";
    const name = storeName.get(id);
    return name && names.filter((n) => n === name.trim().toLowerCase()).length === 1 ? name : id;
  };
  const cells = (p: ExportedListing, category: string): Record<CsvColumn, string> => ({
    id: p.id,
    title: p.title,
    category,
    condition: p.condition.toLowerCase(),
    unit: p.unit.toLowerCase(),
    price: formatNaira(p.priceKobo),
    compare_at_price: p.compareAtKobo === null ? "" : formatNaira(p.compareAtKobo),
    stock: String(p.stock),
    status: lower(p.status),
    store: storeCell(p.storeId),
    // Written even with a store (its place wins on import), so the file reads well on its own.
    state: p.state,
    city: p.city,
    description: p.description,
  });
  // A slice of rows at a time, letting other requests in between: 10,000 listings in one go held the loop ~400 ms.
  const parts = [stringify([[...csvColumns]], csvWriting)];
  for (const chunk of chunks(rows)) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const body = chunk.map(({ product, category }) => {
      const row = cells(product, category);
      return csvColumns.map((column) => neutraliseCell(row[column]));
    });
    parts.push(stringify(body, csvWriting));
  }
  return parts.join("");
}

/** The template the panel offers: the header and one example row (a sub-category slug from the seed's market). */
export function listingCsvTemplate(): string {
  const example: Record<CsvColumn, string> = {
    id: "",
    title: "Infinix Hot 40i (8GB RAM, 128GB)",
    category: "mobile-phones",
    condition: "new",
    unit: "piece",
    price: "₦95,000.00",
    compare_at_price: "₦110,000.00",
    stock: "4",
    status: "draft",
    store: "",
    state: "Lagos",
    city: "Ikeja",
    description: "Brand new, sealed in box, one year warranty.",
  };
  return stringify([[...csvColumns], csvColumns.map((column) => example[column])], csvWriting);
}
