/**
 * How long single requests hold the event loop (issue 23, item 4), through the production GraphQL endpoint in process:
 *
 *   BENCH_DATABASE_URL=postgres://… node --conditions=react-server --import tsx bench/event-loop.bench.ts
 *
 * Makes a vendor, then runs each scenario once while `perf_hooks.monitorEventLoopDelay` samples the loop (10 ms
 * resolution) and a 10 ms timer stands in for /api/health. Figures: the request's wall time, the loop's longest delay
 * (wall clock: on a busy machine it includes time the OS gave other processes) and the most CPU the main thread spent
 * between two ticks of that timer (its own work holding the loop, whatever else runs; tests/support/event-loop.ts).
 * On PGlite the database itself runs on the loop (WebAssembly), so PostgreSQL shows what our own code holds. A
 * report, not a test; the figures are in docs/measurements/issue-23-event-loop.md.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

const tempDir = process.env.BENCH_DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), "oja-loop-bench-"));
Object.assign(process.env, { NODE_ENV: "production" });
process.env.LOG_LEVEL ??= "error";
process.env.NEXTAUTH_SECRET ??= randomBytes(32).toString("base64url");
process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "";
if (tempDir) process.env.PGLITE_DATA_DIR = tempDir;
process.env.REDIS_URL = "";
process.env.GRAPHQL_PUBLIC_CACHE_MS = "0";

const { databaseHandle, ensureMigrated } = await import("@/db/client");
const { graphqlEndpoint } = await import("@/graphql/yoga");
const { csvColumns } = await import("@/modules/listings/listing-csv.inputs");
const { exportListingsCsv } = await import("@/modules/listings/listing-csv-export.service");
const { storeImage } = await import("@/modules/media/media.service");
const { findVendorGrants } = await import("@/modules/vendors/vendor-members.service");
const { resetRateLimitsForTests } = await import("@/lib/rate-limit");
const { buildPhoto, createAccessToken, createCategory, createVendor } = await import("../tests/factories");
const { watchEventLoop } = await import("../tests/support/event-loop");

const rows = Math.max(100, Number(process.env.BENCH_ROWS) || 10_000);
await ensureMigrated();
const vendor = await createVendor({ displayName: "Bench Loop Ventures" });
const token = await createAccessToken({ id: vendor.ownerId });
const parent = await createCategory({ name: "Bench Loop Foodstuff" });
const sub = await createCategory({ name: "Bench Loop Beans", parentId: parent.id });
const owner = {
  kind: "user" as const,
  userId: vendor.ownerId,
  tokenId: null,
  staffPermissions: new Set<string>(),
  vendors: await findVendorGrants(vendor.ownerId),
};
const csv = [
  csvColumns.join(","),
  ...Array.from(
    { length: rows },
    (_, i) =>
      `,Honey beans lot ${i + 1},${sub.slug},new,derica,"₦${(1_000 + (i % 900)).toLocaleString("en-NG")}.50",,${i % 60},draft,,Oyo,Ibadan,"Clean, stone-free, lot ${i + 1}"`,
  ),
].join("\r\n");

let ip = 0;
async function graphql(query: string, variables: Record<string, unknown> = {}) {
  ip += 1;
  const response = await graphqlEndpoint().fetch("http://localhost/graphql", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      "x-forwarded-for": `198.51.100.${ip % 250}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  return body.errors?.length ? `error: ${body.errors[0]!.message.slice(0, 70)}` : "ok";
}

const figures: [string, number, number, number, string][] = [];
async function measure(label: string, run: () => Promise<string>) {
  resetRateLimitsForTests();
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  const watch = watchEventLoop(10);
  histogram.enable();
  const started = performance.now();
  const outcome = await run();
  const wall = performance.now() - started;
  histogram.disable();
  const { longestCpuMs } = watch.stop();
  figures.push([label, wall, histogram.max / 1e6, longestCpuMs, outcome]);
}

const FIELDS = "creates updates unchanged errorCount";
const preview = (alias = "previewListingImport") =>
  `${alias}: previewListingImport(vendorId: $vendorId, csv: $csv) { ${FIELDS} }`;
const aliases = Array.from({ length: 15 }, (_, i) => preview(`p${i}`)).join(" ");

// The machine's own noise: nothing running but the timer (other processes still compete for the CPU).
await measure("idle, 2 s (control)", async () => {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return "-";
});
await measure(`preview, ${rows} rows`, () =>
  graphql(`mutation($vendorId: ID!, $csv: String!) { ${preview()} }`, { vendorId: vendor.id, csv }),
);
await measure(`preview ×15 aliases, ${rows} rows`, () =>
  graphql(`mutation($vendorId: ID!, $csv: String!) { ${aliases} }`, { vendorId: vendor.id, csv }),
);
await measure(`import, ${rows} new rows`, () =>
  graphql(`mutation($vendorId: ID!, $csv: String!) { importListings(vendorId: $vendorId, csv: $csv) { ${FIELDS} } }`, {
    vendorId: vendor.id,
    csv,
  }),
);
let exported = "";
await measure(`export, ${rows} listings`, async () => {
  exported = await exportListingsCsv(owner, vendor.id);
  return `${(Buffer.byteLength(exported) / 1024).toFixed(0)} KB`;
});
await measure(`preview of the export (${rows} unchanged)`, () =>
  graphql(`mutation($vendorId: ID!, $csv: String!) { ${preview()} }`, { vendorId: vendor.id, csv: exported }),
);
const page = (extra: string) =>
  graphql(`query($vendorId: ID!) { sellerListings(vendorId: $vendorId, ${extra}) { total items { id title } } }`, {
    vendorId: vendor.id,
  });
await measure("seller list, page of 100, title sort", () => page("pageSize: 100, sort: TITLE"));
await measure("seller list, search", () => page('pageSize: 100, q: "honey beans lot 99"'));
const ids = (await getIds()).slice(0, 500);
await measure("bulk price change, 500 ids", () =>
  graphql(
    `mutation($vendorId: ID!, $ids: [ID!]!) { bulkUpdateListings(vendorId: $vendorId, ids: $ids, priceChangePercent: 5) { id } }`,
    { vendorId: vendor.id, ids },
  ),
);
await measure("bulk status change, 500 ids", () =>
  graphql(
    `mutation($vendorId: ID!, $ids: [ID!]!) { bulkUpdateListings(vendorId: $vendorId, ids: $ids, status: PAUSE) { id } }`,
    { vendorId: vendor.id, ids },
  ),
);
const words = Array.from({ length: 60 }, (_, i) => `word${i}x`).join(" ");
await measure("market search, 60 words", () =>
  graphql(`query($q: String!) { search(query: $q) { products { totalCount } } }`, { q: words }),
);
const photo = await buildPhoto(4000, 3000, { noise: true });
await measure("photo 4000×3000 (storeImage)", async () => {
  const result = await storeImage({ data: photo, ownerId: vendor.ownerId });
  return result.ok ? "ok" : result.reason;
});

async function getIds(): Promise<string[]> {
  const { getDb } = await import("@/db/client");
  const { products } = await import("@/modules/listings/listings.schema");
  const { eq } = await import("drizzle-orm");
  const found = await getDb().select({ id: products.id }).from(products).where(eq(products.vendorId, vendor.id));
  return found.map((row) => row.id);
}

const database = databaseHandle().kind === "postgres" ? "PostgreSQL" : "embedded PGlite";
console.log(`\nEvent loop during one request — on ${database}, ${(Buffer.byteLength(csv) / 1024).toFixed(0)} KB CSV`);
console.log("| request | wall ms | loop max delay ms | most main-thread CPU between two 10 ms ticks, ms | answer |");
console.log("|---|---:|---:|---:|---|");
for (const [label, wall, max, cpu, outcome] of figures)
  console.log(`| ${label} | ${wall.toFixed(0)} | ${max.toFixed(0)} | ${cpu.toFixed(0)} | ${outcome} |`);
await databaseHandle().close();
if (tempDir) rmSync(tempDir, { recursive: true, force: true });
process.exit(0);
