import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));
const jsonDir = process.env.VITEST_JSON_DIR;

/**
 * Browser tests: global setup builds the app (.next-e2e), starts the production server (src/server/server.ts) on a free port
 * with a fresh PGlite folder, and hands the address to the tests; Chromium is driven with playwright-core.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(root, "src")}/` },
      { find: /^server-only$/, replacement: path.join(root, "tests/setup/empty-module.ts") },
    ],
  },
  test: {
    environment: "node",
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    pool: "forks",
    // One server, one browser at a time: files share the server and its rate limits.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: jsonDir ? ["default", "json"] : ["default"],
    outputFile: jsonDir ? { json: path.join(jsonDir, "e2e.json") } : undefined,
  },
});
