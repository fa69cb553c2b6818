/**
 * `npm run setup`: creates .env.local with a fresh NEXTAUTH_SECRET when it has none, so `npm run demo` works on a new
 * machine; other lines are kept as they are (./env-file.ts says what changes).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { settleEnvFile } from "./env-file";

const file = ".env.local";
const before = existsSync(file) ? readFileSync(file, "utf8") : "";
const { text, done } = settleEnvFile(before, () => randomBytes(32).toString("base64url"));
if (done.length === 0) {
  console.log(`${file} already has a NEXTAUTH_SECRET; leaving it as it is.`);
} else {
  writeFileSync(file, text, { mode: 0o600 });
  console.log(`${file}: ${done.join("; ")}.`);
}
