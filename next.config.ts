import type { NextConfig } from "next";
import { securityHeaders } from "./src/lib/security-headers";

const nextConfig: NextConfig = {
  // A separate build folder lets benchmarks and browser tests build side by side.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and WebAssembly packages must stay outside the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "postgres", "ioredis"],
  headers: async () => [
    {
      source: "/:path*",
      headers: [...securityHeaders],
    },
  ],
};

export default nextConfig;
