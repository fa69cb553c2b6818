/**
 * Issue 23, item 5: what a seller toggling a listing does to everyone else's shared answers, without Next.js:
 *
 *   node --conditions=react-server --import tsx bench/cache-purge.bench.ts
 *
 * The GraphQL endpoint behind the server's answer cache (as src/server/server.ts composes them, purges wired through
 * the relay), on a fresh embedded PGlite. BENCH_READERS (default 4) signed-out readers ask a mix of public queries
 * (the market's first page, 20 product pages, the categories) for BENCH_SECONDS (default 5) while, in two scenarios,
 * a seller publishes and pauses one listing every BENCH_TOGGLE_MS (default 100), the purge jobs run at once after
 * each change (as the runner's wake-up does):
 *
 * - never public: the listing of a business still in review (nothing of it was ever shown);
 * - public: a listing of an approved business (each pause takes something public away).
 *
 * Prints, per scenario: reads, shared-cache hit rate, read p50 / p95, status changes done and refused, purges. Then,
 * with the job runner running as the server runs it (woken after a commit, else polling every 2 s), how long after
 * `updateVendorProfile` returns a hidden phone is purged: by the service itself, and by the event's job. A report,
 * not a test.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const tempDir = mkdtempSync(path.join(tmpdir(), "oja-purge-bench-"));
Object.assign(process.env, { NODE_ENV: "production" });
process.env.LOG_LEVEL ??= "error";
process.env.NEXTAUTH_SECRET ??= randomBytes(32).toString("base64url");
process.env.DATABASE_URL = "";
process.env.PGLITE_DATA_DIR = tempDir;
process.env.REDIS_URL = "";
process.env.GRAPHQL_PUBLIC_CACHE_MS = "10000";

const { databaseHandle, ensureMigrated, getDb } = await import("@/db/client");
const { graphqlEndpoint } = await import("@/graphql/yoga");
const { createGraphqlCache } = await import("@/server/graphql-cache");
const { relaySharedAnswerPurges } = await import("@/server/shared-answers-relay");
const { onSharedAnswersPurge } = await import("@/lib/shared-answers-purge");
const { runDueJobs } = await import("@/jobs/job-runner");
const { jobHandlers } = await import("@/server/job-handlers");
const { setListingStatus } = await import("@/modules/listings/listing-editor.service");
const { productImages } = await import("@/modules/listings/listings.schema");
const { findVendorGrants } = await import("@/modules/vendors/vendor-members.service");
const { updateVendorProfile } = await import("@/modules/vendors/vendor-profile.service");
const { startJobRunner } = await import("@/jobs/job-runner");
const { createCategory, createProduct, createVendor } = await import("../tests/factories");
const { createUploadedImage } = await import("../tests/factories/vendor-profile");

const readers = Math.max(1, Number(process.env.BENCH_READERS) || 4);
const seconds = Math.max(1, Number(process.env.BENCH_SECONDS) || 5);
const toggleMs = Math.max(10, Number(process.env.BENCH_TOGGLE_MS) || 100);

await ensureMigrated();
const market = await createVendor({ displayName: "Bench Market Stores" });
const parent = await createCategory({ name: "Bench Phones" });
const sub = await createCategory({ name: "Bench Mobile Phones", parentId: parent.id });
const shown = [];
for (let i = 0; i < 40; i += 1)
  shown.push(
    await createProduct({ vendorId: market.id, categoryId: sub.id, title: `Bench phone ${i}`, status: "ACTIVE" }),
  );
const pending = await createVendor({ displayName: "Bench Newcomer Ventures", status: "PENDING" });

async function ownedListing(vendor: { id: string; ownerId: string }, status: "DRAFT" | "ACTIVE") {
  const product = await createProduct({ vendorId: vendor.id, categoryId: sub.id, title: "Bench toggled", status });
  const mediaId = await createUploadedImage(vendor.ownerId);
  await getDb().insert(productImages).values({ productId: product.id, mediaId, position: 0, alt: "Bench toggled" });
  const actor = {
    kind: "user" as const,
    userId: vendor.ownerId,
    tokenId: null,
    staffPermissions: new Set<string>(),
    vendors: await findVendorGrants(vendor.ownerId),
  };
  return { product, actor };
}

const answers = createGraphqlCache();
// As src/server/server.ts wires it; before issue 23 item 5 the caches had no `purge` and every purge was `clear()`.
const before = answers as Omit<typeof answers, "purge"> & { purge?: typeof answers.purge };
relaySharedAnswerPurges((scope) => (before.purge ? before.purge(scope) : answers.clear()), undefined);
let purges = 0;
onSharedAnswersPurge(() => (purges += 1));
const yoga = graphqlEndpoint();
const server = createServer((request, response) =>
  answers.handle(request, response, () => void yoga(request, response)),
);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const queries = [
  "{ products(first: 24) { nodes { id title price } } }",
  "{ categories { slug name } }",
  ...shown.slice(0, 20).map((product) => `{ product(slug: "${product.slug}") { id title price } }`),
];

async function scenario(
  label: string,
  vendor: { id: string; ownerId: string },
  status: "DRAFT" | "ACTIVE",
  toggling = true,
) {
  const { product, actor } = await ownedListing(vendor, status);
  answers.clear();
  // Every query read once first: what follows measures what the toggling does, not a cold cache.
  for (const query of queries)
    await fetch(`${origin}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "gzip" },
      body: JSON.stringify({ query }),
    }).then((response) => response.arrayBuffer());
  purges = 0;
  const times: number[] = [];
  let hits = 0;
  let done = 0;
  let refused = 0;
  const until = performance.now() + seconds * 1000;
  const read = async () => {
    for (let i = 0; performance.now() < until; i += 1) {
      const query = queries[Math.floor(Math.random() * queries.length)]!;
      const started = performance.now();
      const response = await fetch(`${origin}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "accept-encoding": "gzip" },
        body: JSON.stringify({ query }),
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.headers.get("age") !== null) hits += 1;
    }
  };
  const toggle = async () => {
    for (let publish = true; toggling && performance.now() < until; publish = !publish) {
      try {
        await setListingStatus(actor, product.id, publish ? "PUBLISH" : "PAUSE");
        done += 1;
      } catch (error) {
        if ((error as { code?: string }).code !== "RATE_LIMITED") throw error;
        refused += 1;
      }
      await runDueJobs(jobHandlers, getDb());
      await new Promise((resolve) => setTimeout(resolve, toggleMs));
    }
  };
  await Promise.all([...Array.from({ length: readers }, read), toggle()]);
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!.toFixed(1);
  const rate = ((100 * hits) / times.length).toFixed(1);
  console.log(`| ${label} | ${times.length} | ${rate} % | ${at(50)} | ${at(95)} | ${done} | ${refused} | ${purges} |`);
}

console.log(
  `\nShared answers while a seller toggles a listing: ${readers} readers, ${seconds} s, a status change every ${toggleMs} ms`,
);
console.log("| listing | reads | hit rate | p50 ms | p95 ms | changes done | refused | purges |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
await scenario("never public", pending, "DRAFT");
await scenario("public", market, "ACTIVE");
await scenario("nobody toggles (reference)", market, "ACTIVE", false);

/** Milliseconds from the change's return to each purge it caused, BENCH_HIDES (default 10) times. */
async function hidingLatency() {
  const vendor = await createVendor({
    displayName: "Bench Private Number",
    contactPhone: "+2348031234567",
    contactPhoneVerifiedAt: new Date(),
  });
  const actor = {
    kind: "user" as const,
    userId: vendor.ownerId,
    tokenId: null,
    staffPermissions: new Set<string>(),
    vendors: await findVendorGrants(vendor.ownerId),
  };
  const runner = await startJobRunner(jobHandlers, { supervise: false });
  const inline: number[] = [];
  const byJob: number[] = [];
  for (let i = 0; i < (Number(process.env.BENCH_HIDES) || 10); i += 1) {
    await updateVendorProfile(actor, vendor.id, { contactVisibility: "CALL_AND_WHATSAPP" });
    const heard: number[] = [];
    const off = onSharedAnswersPurge(() => heard.push(performance.now()));
    await updateVendorProfile(actor, vendor.id, { contactVisibility: "HIDDEN" });
    const returned = performance.now();
    const deadline = returned + 5_000;
    while (heard.length < 2 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    off();
    inline.push(heard[0] !== undefined && heard[0] <= returned ? 0 : Number.NaN);
    byJob.push(heard[1] !== undefined ? heard[1] - returned : Number.NaN);
  }
  await runner.stop();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(0);
  console.log(
    `\nA hidden phone, ${inline.length} times: purged by the service before it returns in ${
      inline.filter((ms) => ms === 0).length
    } of ${inline.length}; by the job after a median ${median(byJob)} ms (max ${Math.max(...byJob).toFixed(0)} ms)`,
  );
}
await hidingLatency();

server.close();
await databaseHandle().close();
rmSync(tempDir, { recursive: true, force: true });
process.exit(0);
