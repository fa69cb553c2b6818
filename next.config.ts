import path from "node:path";
import type { NextConfig } from "next";
import { addCompileHints } from "./src/lib/compile-hints";
import { securityHeaders } from "./src/lib/security-headers";

const nextConfig: NextConfig = {
  // A separate build folder lets benchmarks and browser tests build side by side.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and WebAssembly packages must stay outside the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "postgres", "ioredis", "pg-boss"],
  compiler: {
    // The framework chunks every page runs at start are compiled off the main thread (src/lib/compile-hints.ts).
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      addCompileHints(path.resolve(projectDir, distDir));
    },
  },
  turbopack: {
    // Next adds ~1.4 KB of polyfills to every page for browsers older than those we target (browserslist in
    // package.json; docs/decisions/0004). Its client imports them by this relative path.
    resolveAlias: { "../build/polyfills/polyfill-module": "./src/lib/browser-polyfills.js" },
  },
  headers: async () => [
    {
      source: "/:path*",
      headers: [...securityHeaders],
    },
  ],
};

export default nextConfig;
