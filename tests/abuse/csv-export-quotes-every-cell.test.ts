/**
 * Issue #23, item 9: the listings CSV export left `a;=1+1` unquoted. A spreadsheet whose list separator is ";" splits
 * that cell in two and runs `=1+1` as a formula (neutralising only cells that start with = + - @ misses it). Every
 * cell of the export and of the template is now quoted, empty ones too, and the file still imports unchanged.
 */
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { exportListingsCsv, listingCsvTemplate } from "@/modules/listings/listing-csv-export.service";
import { previewListingImport } from "@/modules/listings/listing-csv.service";
import { createCategory, createProduct, createVendor } from "../factories";
import { actorOf } from "../factories/vendor-profile";

/** The cells of a CSV line as written, split on commas outside quotes, without unquoting them. */
function rawCells(line: string): string[] {
  return line
    .match(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)!
    .slice(0, -1)
    .map((cell) => cell.replace(/,$/, ""));
}

describe("the listings CSV quotes every cell", () => {
  it("a title like `a;=1+1` is written inside quotes, as is every other cell, and imports back unchanged", async () => {
    const vendor = await createVendor({ displayName: "Semicolon Stores" });
    const parent = await createCategory({ name: "Provisions" });
    const sub = await createCategory({ name: "Beverages", parentId: parent.id });
    const owner = await actorOf(vendor.ownerId);
    await createProduct({
      vendorId: vendor.id,
      categoryId: sub.id,
      title: "a;=1+1",
      description: "Milo 500g; b;@SUM(1)",
      compareAtKobo: null,
      status: "DRAFT",
    });
    const text = await exportListingsCsv(owner, vendor.id);
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(2);
    for (const line of lines) for (const cell of rawCells(line)) expect(cell).toMatch(/^"(?:[^"]|"")*"$/);
    expect(lines[1]).toContain('"a;=1+1"');
    expect((parse(text) as string[][])[1]![1]).toBe("a;=1+1");
    expect(await previewListingImport(owner, vendor.id, text)).toMatchObject({ unchanged: 1, errorCount: 0 });
  });

  it("the template too", () => {
    for (const line of listingCsvTemplate().split("\r\n").filter(Boolean))
      for (const cell of rawCells(line)) expect(cell).toMatch(/^"(?:[^"]|"")*"$/);
  });
});
