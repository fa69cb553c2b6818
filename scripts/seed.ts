// Renamed on import: the function is not a React hook, but its name makes the linter treat it as one.
import { useDatabaseHandle as adoptDatabaseHandle } from "@/db/client";
import { describeTarget, openDatabaseFromEnv } from "@/db/open-from-env";
import { DEFAULT_PICTURES, DEFAULT_PRODUCTS, seedDemo } from "@/flows/seed-demo.flow";

/**
 * Loads demo data (src/flows/seed-demo.flow.ts); safe to run again (every seeder skips what exists). A script, not a
 * rail: it calls the seed flow, which src/db may not import.
 *
 *   npm run db:seed                          demo accounts and a market of about 1,500 products
 *   npm run db:seed -- --products 100000     the same market scaled up (or topped up) for benchmarks
 *   npm run db:seed -- --pictures 1          one generated picture per sub-category instead of two (faster)
 */
function numberArgument(argv: string[], name: string, fallback: number, max: number): number {
  const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index === -1) return fallback;
  const raw = argv[index]!.includes("=") ? argv[index]!.split("=")[1] : argv[index + 1];
  const value = Number(raw?.replace(/[_,]/g, ""));
  if (!Number.isSafeInteger(value) || value < (name === "pictures" ? 1 : 0) || value > max) {
    console.error(`--${name} needs a whole number up to ${max.toLocaleString("en-NG")} (got "${raw ?? ""}")`);
    process.exit(2);
  }
  return value;
}

const argv = process.argv.slice(2);
const products = numberArgument(argv, "products", DEFAULT_PRODUCTS, 5_000_000);
const picturesPerSubCategory = numberArgument(argv, "pictures", DEFAULT_PICTURES, 3);
const started = performance.now();
const handle = openDatabaseFromEnv();
// Services the seed calls (the media pipeline) use the app's database handle: make it this one.
adoptDatabaseHandle(handle);
const interactive = process.stdout.isTTY;
let lastProgress = 0;
try {
  await handle.migrate();
  const { accounts, added, totals, orders } = await seedDemo(
    {
      products,
      picturesPerSubCategory,
      log: (line) => console.log(`  ${line}`),
      progress: (done, total) => {
        const now = performance.now();
        if (done < total && now - lastProgress < (interactive ? 250 : 5_000)) return;
        lastProgress = now;
        const line = `  products ${done.toLocaleString("en-NG")} / ${total.toLocaleString("en-NG")} (${Math.round((done / total) * 100)}%)`;
        if (interactive) process.stdout.write(`\r${line}${done === total ? "\n" : ""}`);
        else console.log(line);
      },
    },
    handle.db,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${describeTarget(handle)} in ${seconds} s: ${accounts} new demo account(s).`);
  const figures = (
    [
      "categories",
      "markets",
      "priceItems",
      "priceReports",
      "vendors",
      "stores",
      "products",
      "services",
      "pictures",
    ] as const
  )
    .map(
      (key) =>
        `${key} ${totals[key].toLocaleString("en-NG")}${added[key] ? ` (+${added[key].toLocaleString("en-NG")})` : ""}`,
    )
    .join(", ");
  console.log(`  ${figures}`);
  if (orders > 0) console.log(`  demo orders ${orders} (the demo buyer's, from the demo seller, in every state)`);
} finally {
  await handle.close();
}
