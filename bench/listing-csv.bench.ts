/**
 * CSV import and export of a seller's listings at 5,000 rows (issue #15: "5,000 rows in under a minute"), without HTTP:
 *
 *   npm run bench:listing-csv
 *
 * Makes one vendor and times, as its owner: previewing and importing a file of BENCH_ROWS (default 5,000) new listings,
 * exporting them, previewing the export (all unchanged), then previewing and importing the export with every price and
 * stock changed (5,000 updates). BENCH_DATABASE_URL: a PostgreSQL database to use (the vendor is added to it); without
 * it, a fresh embedded PGlite in a temporary folder (removed afterwards). A report, not a test.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const tempDir = process.env.BENCH_DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), "oja-csv-bench-"));
Object.assign(process.env, { NODE_ENV: "production" });
process.env.LOG_LEVEL ??= "warn";
process.env.NEXTAUTH_SECRET ??= randomBytes(32).toString("base64url");
process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "";
if (tempDir) process.env.PGLITE_DATA_DIR = tempDir;
process.env.REDIS_URL = "";

const { databaseHandle, ensureMigrated } = await import("@/db/client");
const { csvColumns } = await import("@/modules/listings/listing-csv.inputs");
const { exportListingsCsv } = await import("@/modules/listings/listing-csv-export.service");
const { importListings, previewListingImport } = await import("@/modules/listings/listing-csv.service");
// The actor as the access module builds it (its own file imports Next's request helpers, which need a server).
const { findVendorGrants } = await import("@/modules/vendors/vendor-members.service");
const { createCategory, createVendor } = await import("../tests/factories");

const count = Math.max(100, Number(process.env.BENCH_ROWS) || 5_000);

await ensureMigrated();
const vendor = await createVendor({ displayName: "Bench CSV Ventures" });
const parent = await createCategory({ name: "Bench Foodstuff" });
const sub = await createCategory({ name: "Bench Beans", parentId: parent.id });
const owner = {
  kind: "user" as const,
  userId: vendor.ownerId,
  tokenId: null,
  staffPermissions: new Set<string>(),
  vendors: await findVendorGrants(vendor.ownerId),
};

const words = ["Honey beans", "Oloyin beans", "Ofada rice", "Garri Ijebu", "Palm oil", "Egusi", "Ogbono", "Crayfish"];
const lines = Array.from({ length: count }, (_, i) =>
  [
    "",
    `${words[i % words.length]} lot ${i + 1}`,
    sub.slug,
    "new",
    "derica",
    `"₦${(1_000 + (i % 900)).toLocaleString("en-NG")}.50"`,
    "",
    String(i % 60),
    i % 3 === 0 ? "paused" : "draft",
    "",
    "Oyo",
    "Ibadan",
    `"Clean, stone-free, lot ${i + 1}"`,
  ].join(","),
);
const fresh = [csvColumns.join(","), ...lines].join("\r\n");

const timings: [string, number, string][] = [];
async function time<T>(label: string, run: () => Promise<T>, describe: (result: T) => string): Promise<T> {
  const started = performance.now();
  const result = await run();
  timings.push([label, performance.now() - started, describe(result)]);
  return result;
}
const counts = (r: { creates: number; updates: number; unchanged: number; errorCount: number }) =>
  `${r.creates} new, ${r.updates} changed, ${r.unchanged} unchanged, ${r.errorCount} errors`;

await time("preview, new listings", () => previewListingImport(owner, vendor.id, fresh), counts);
await time("import, new listings", () => importListings(owner, vendor.id, fresh), counts);
const exported = await time(
  "export",
  () => exportListingsCsv(owner, vendor.id),
  (csv) => `${(Buffer.byteLength(csv) / 1024).toFixed(0)} KB`,
);
await time("preview of the export", () => previewListingImport(owner, vendor.id, exported), counts);
// Every row edited: a new price and stock (the columns keep their places: price is the 6th, stock the 8th).
const { parse } = await import("csv-parse/sync");
const { stringify } = await import("csv-stringify/sync");
const [header, ...rows] = parse(exported, { bom: true }) as string[][];
const edited = stringify([
  header!,
  ...rows.map((row) =>
    row.map((cell, i) => (i === 5 ? `${cell.replace(/\.\d\d$/, "")}.75` : i === 7 ? String(Number(cell) + 5) : cell)),
  ),
]);
await time("preview, every row changed", () => previewListingImport(owner, vendor.id, edited), counts);
await time("import, every row changed", () => importListings(owner, vendor.id, edited), counts);

const database =
  databaseHandle().kind === "postgres" ? "PostgreSQL (BENCH_DATABASE_URL)" : "embedded PGlite (temporary)";
console.log(
  `\nListings CSV — ${count} rows (${(Buffer.byteLength(fresh) / 1024).toFixed(0)} KB), on ${database}; budget: well under 60 s each`,
);
console.log("| step | ms | result |");
console.log("|---|---:|---|");
for (const [label, ms, result] of timings) console.log(`| ${label} | ${ms.toFixed(0)} | ${result} |`);
await databaseHandle().close();
if (tempDir) rmSync(tempDir, { recursive: true, force: true });
process.exit(0);
