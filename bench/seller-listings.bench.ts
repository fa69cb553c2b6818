/**
 * The seller's product list at 5,000 listings (issue #15 budget: p95 ≤ 100 ms server time), without HTTP:
 *
 *   node --conditions=react-server --import tsx bench/seller-listings.bench.ts
 *
 * Makes one vendor with BENCH_LISTINGS (default 5,000) listings in every status, some held by the price desk, then
 * calls listSellerListings as its owner BENCH_RUNS times (default 300) across every filter × sort, pages 1–3 and a
 * search, and prints p50 / p95 / max. BENCH_DATABASE_URL: a PostgreSQL database to use (the vendor is added to it);
 * without it, a fresh embedded PGlite in a temporary folder (removed afterwards). A report, not a test.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const tempDir = process.env.BENCH_DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), "oja-seller-bench-"));
Object.assign(process.env, { NODE_ENV: "production" });
process.env.LOG_LEVEL ??= "warn";
process.env.NEXTAUTH_SECRET ??= randomBytes(32).toString("base64url");
process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "";
if (tempDir) process.env.PGLITE_DATA_DIR = tempDir;
process.env.REDIS_URL = "";

const { databaseHandle, ensureMigrated, getDb } = await import("@/db/client");
const { products } = await import("@/modules/listings/listings.schema");
const { priceReports } = await import("@/modules/pricedesk/pricedesk.schema");
const { listSellerListings } = await import("@/modules/listings/seller-listings.service");
const { sellerListingFilters, sellerListingSorts } = await import("@/modules/listings/listing-editor.inputs");
// The actor as the access module builds it (its own file imports Next's request helpers, which need a server).
const { findVendorGrants } = await import("@/modules/vendors/vendor-members.service");
const { createCategory, createPriceItem, createVendor } = await import("../tests/factories");

const count = Math.max(100, Number(process.env.BENCH_LISTINGS) || 5_000);
const runs = Math.max(50, Number(process.env.BENCH_RUNS) || 300);

await ensureMigrated();
const vendor = await createVendor({ displayName: "Bench Wholesale Ventures" });
const parent = await createCategory({ name: "Bench Foodstuff" });
const sub = await createCategory({ name: "Bench Rice", parentId: parent.id });
const item = await createPriceItem({ name: "Bench rice, 50kg bag" });
const statuses = ["ACTIVE", "ACTIVE", "ACTIVE", "DRAFT", "PAUSED", "ARCHIVED"] as const;
const words = ["rice", "beans", "garri", "yam", "palm oil", "tomatoes", "onions", "semovita"];
for (let start = 0; start < count; start += 500) {
  const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
    const i = start + k;
    return {
      vendorId: vendor.id,
      categoryId: sub.id,
      priceItemId: i % 10 === 0 ? item.id : null,
      slug: `bench-${vendor.id.slice(0, 8)}-${i}`,
      title: `${words[i % words.length]} lot ${i}`,
      priceKobo: 100_000 + ((i * 7_919) % 9_000_000),
      stock: i % 17 === 0 ? 0 : i % 50,
      state: "Lagos",
      city: "Ikeja",
      status: statuses[i % statuses.length]!,
      updatedAt: new Date(Date.now() - i * 60_000),
    };
  });
  const inserted = await getDb()
    .insert(products)
    .values(rows)
    .returning({ id: products.id, status: products.status, priceItemId: products.priceItemId });
  const reports = inserted
    .filter((row) => row.status === "ACTIVE" && row.priceItemId)
    .map((row, k) => ({
      itemId: item.id,
      priceKobo: 5_000_000,
      state: "Lagos",
      source: "LISTING" as const,
      status: k % 3 === 0 ? ("HELD" as const) : ("ACCEPTED" as const),
      listingId: row.id,
      observedOn: "2026-11-01",
    }));
  if (reports.length) await getDb().insert(priceReports).values(reports);
}
const owner = {
  kind: "user" as const,
  userId: vendor.ownerId,
  tokenId: null,
  staffPermissions: new Set<string>(),
  vendors: await findVendorGrants(vendor.ownerId),
};

const cases = sellerListingFilters.flatMap((status) =>
  sellerListingSorts.flatMap((sort) => [1, 2, 3].map((page) => ({ status, sort, page }))),
);
cases.push(...sellerListingSorts.map((sort) => ({ status: "ALL" as const, sort, page: 1, q: "rice" })));
for (let i = 0; i < 30; i += 1) await listSellerListings(owner, vendor.id, cases[i % cases.length]);
const times: number[] = [];
const slowest = new Map<string, number>();
for (let i = 0; i < runs; i += 1) {
  const query = cases[i % cases.length]!;
  const started = performance.now();
  await listSellerListings(owner, vendor.id, query);
  const ms = performance.now() - started;
  times.push(ms);
  const key = JSON.stringify(query);
  slowest.set(key, Math.max(ms, slowest.get(key) ?? 0));
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!.toFixed(1);
const database =
  databaseHandle().kind === "postgres" ? "PostgreSQL (BENCH_DATABASE_URL)" : "embedded PGlite (temporary)";
console.log(
  `\nSeller's product list — ${count} listings, ${runs} pages (every filter × sort, pages 1–3, search), on ${database}`,
);
console.log("| p50 ms | p95 ms | max ms | budget p95 |");
console.log("|---:|---:|---:|---:|");
console.log(`| ${at(50)} | ${at(95)} | ${times.at(-1)!.toFixed(1)} | 100 ms |`);
console.log(
  `slowest: ${[...slowest]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([key, ms]) => `${key} ${ms.toFixed(1)} ms`)
    .join("; ")}`,
);
await databaseHandle().close();
if (tempDir) rmSync(tempDir, { recursive: true, force: true });
process.exit(0);
