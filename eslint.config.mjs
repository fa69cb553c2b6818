import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      ".next*/**",
      "node_modules/**",
      ".data/**",
      "src/db/migrations/**",
      "next-env.d.ts",
      "test-results/**",
      "bench/results/**",
    ],
  },
];

export default config;
