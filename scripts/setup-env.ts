/**
 * Creates .env.local with a fresh NEXTAUTH_SECRET when it does not exist, so `npm run demo`
 * works on a new machine. An existing file is never overwritten.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";

const file = ".env.local";
if (existsSync(file) && /^NEXTAUTH_SECRET=.{32,}/m.test(readFileSync(file, "utf8"))) {
  console.log(`${file} already has a NEXTAUTH_SECRET; leaving it as it is.`);
} else {
  const existing = existsSync(file) ? readFileSync(file, "utf8").replace(/^NEXTAUTH_SECRET=.*\n?/m, "") : "";
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${existing}NEXTAUTH_SECRET=${secret}\nNEXTAUTH_URL=http://localhost:3000\n`, { mode: 0o600 });
  console.log(`Wrote ${file} with a new NEXTAUTH_SECRET.`);
}
