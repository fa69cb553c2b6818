import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
// CI (.ci/run) collects a JSON report per run into VITEST_JSON_DIR.
const jsonDir = process.env.VITEST_JSON_DIR;

/** Unit and integration tests: node environment, one fresh migrated database per test file. */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(root, "src")}/` },
      // The real package throws outside React Server Components; in tests it is an empty module.
      { find: /^server-only$/, replacement: path.join(root, "tests/setup/empty-module.ts") },
      // graphql ships CommonJS ("main") and ESM ("module"). Vite would pick the ESM file for our sources while
      // graphql-yoga and Pothos (loaded by Node) get the CommonJS one: two GraphQLError classes, so Yoga would mask
      // InputValidationError as "Unexpected error.". One copy for everyone, as in the Next.js bundle.
      { find: /^graphql$/, replacement: require.resolve("graphql") },
    ],
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**", ".next*/**"],
    globalSetup: ["tests/setup/global-database.ts"],
    setupFiles: ["tests/setup/database.ts"],
    pool: "forks",
    // Vitest's default is one worker per core minus one: a single worker on this 2-core machine. Each file has its
    // own database, and much of a file's time is spent waiting on it, so two workers finish sooner.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The public response cache would answer a test's second query from the first; its own test turns it on.
    env: { NODE_ENV: "test", GRAPHQL_PUBLIC_CACHE_MS: "0" },
    reporters: jsonDir ? ["default", "json"] : ["default"],
    outputFile: jsonDir ? { json: path.join(jsonDir, "integration.json") } : undefined,
  },
});
