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
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "postgres", "ioredis"],
  compiler: {
    // The framework chunks every page runs at start are compiled off the main thread (src/lib/compile-hints.ts).
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      addCompileHints(path.resolve(projectDir, distDir));
    },
  },
  headers: async () => [
    {
      source: "/:path*",
      headers: [...securityHeaders],
    },
  ],
};

export default nextConfig;
