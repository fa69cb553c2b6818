// Renamed on import: the function is not a React hook, but its name makes the linter treat it as one.
import { useDatabaseHandle as adoptDatabaseHandle } from "@/db/client";
import { describeTarget, openDatabaseFromEnv } from "@/db/open-from-env";
import { DEFAULT_PRODUCTS, seedMarket } from "@/db/seed/market/seed-market";
import { seedIdentity } from "@/modules/identity/identity.seed";

/**
 * Loads demo data; safe to run again (every seeder skips what exists).
 *
 *   npm run db:seed                          demo accounts and a market of about 1,500 products
 *   npm run db:seed -- --products 100000     the same market scaled up (or topped up) for benchmarks
 */
function productsArgument(argv: string[]): number {
  const index = argv.findIndex((arg) => arg === "--products" || arg.startsWith("--products="));
  if (index === -1) return DEFAULT_PRODUCTS;
  const raw = argv[index]!.includes("=") ? argv[index]!.split("=")[1] : argv[index + 1];
  const value = Number(raw?.replace(/[_,]/g, ""));
  if (!Number.isSafeInteger(value) || value < 0 || value > 5_000_000) {
    console.error(`--products needs a whole number from 0 to 5,000,000 (got "${raw ?? ""}")`);
    process.exit(2);
  }
  return value;
}

const products = productsArgument(process.argv.slice(2));
const started = performance.now();
const handle = openDatabaseFromEnv();
// Services the seed calls (the media pipeline) use the app's database handle: make it this one.
adoptDatabaseHandle(handle);
const interactive = process.stdout.isTTY;
let lastProgress = 0;
try {
  await handle.migrate();
  const accounts = await seedIdentity(handle.db);
  const { added, totals } = await seedMarket(handle.db, {
    products,
    log: (line) => console.log(`  ${line}`),
    progress: (done, total) => {
      const now = performance.now();
      if (done < total && now - lastProgress < (interactive ? 250 : 5_000)) return;
      lastProgress = now;
      const line = `  products ${done.toLocaleString("en-NG")} / ${total.toLocaleString("en-NG")} (${Math.round((done / total) * 100)}%)`;
      if (interactive) process.stdout.write(`\r${line}${done === total ? "\n" : ""}`);
      else console.log(line);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${describeTarget(handle)} in ${seconds} s: ${accounts} new demo account(s).`);
  const figures = (["categories", "markets", "priceItems", "priceReports", "vendors", "stores", "products", "services", "pictures"] as const)
    .map((key) => `${key} ${totals[key].toLocaleString("en-NG")}${added[key] ? ` (+${added[key].toLocaleString("en-NG")})` : ""}`)
    .join(", ");
  console.log(`  ${figures}`);
} finally {
  await handle.close();
}
