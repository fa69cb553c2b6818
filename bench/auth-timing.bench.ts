/**
 * Does the time of an answer tell whether an account exists? (issue #3, "No account enumeration")
 *
 *   node --conditions=react-server --import tsx bench/auth-timing.bench.ts
 *
 * Calls the service functions directly against a fresh in-memory PGlite database and prints mean / p50 / p95 latency of
 *   - a failed sign-in for a known username (wrong password) vs an unknown username,
 *   - a code request (createOTP / forgot password) for a known vs an unknown username,
 * plus one argon2id verification and a successful sign-in for reference. The pairs are measured interleaved
 * (known, unknown, known, …) so that machine noise falls on both sides alike. A report, not a test: it asserts
 * nothing. BENCH_RUNS (default 50) sets the number of measured runs per case, BENCH_WARMUP (default 5) the warm-up.
 */
import { cpus, loadavg } from "node:os";

// Quiet: the outbox logs one line per queued message at "info".
process.env.LOG_LEVEL ??= "warn";

const { openDatabase, useDatabaseHandle: selectDatabase, getDb } = await import("@/db/client");
const { resetRateLimitsForTests } = await import("@/lib/rate-limit");
const { requestCode, signIn } = await import("@/modules/identity/auth.service");
const { users } = await import("@/modules/identity/identity.schema");
const { hashPassword, verifyPassword } = await import("@/modules/identity/password.service");
const { eq } = await import("drizzle-orm");

const runs = Math.max(5, Number(process.env.BENCH_RUNS) || 50);
const warmup = Math.max(0, Number(process.env.BENCH_WARMUP ?? 5) || 0);

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
  return {
    n: sorted.length,
    mean: samples.reduce((a, b) => a + b, 0) / samples.length,
    p50: rank(50),
    p95: rank(95),
    min: sorted[0]!,
    max: sorted[sorted.length - 1]!,
  };
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Runs the cases interleaved: warm-up rounds first (discarded), then `runs` measured rounds. */
async function interleaved(cases: Record<string, () => Promise<unknown>>): Promise<Record<string, number[]>> {
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  for (let round = 0; round < warmup + runs; round += 1) {
    for (const [name, run] of Object.entries(cases)) {
      resetRateLimitsForTests(); // every call is a first attempt: the limits are measured elsewhere
      const ms = await time(run);
      if (round >= warmup) samples[name]!.push(ms);
    }
  }
  return samples;
}

const fmt = (ms: number) => ms.toFixed(2).padStart(8);
function table(title: string, samples: Record<string, number[]>) {
  const lines = [
    `${title}`,
    `  ${"case".padEnd(38)}${"n".padStart(5)}${"mean ms".padStart(9)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"min ms".padStart(9)}${"max ms".padStart(9)}`,
  ];
  for (const [name, values] of Object.entries(samples)) {
    const s = stats(values);
    lines.push(
      `  ${name.padEnd(38)}${String(s.n).padStart(5)} ${fmt(s.mean)} ${fmt(s.p50)} ${fmt(s.p95)} ${fmt(s.min)} ${fmt(s.max)}`,
    );
  }
  return lines.join("\n");
}

function difference(samples: Record<string, number[]>, known: string, unknown: string) {
  const a = stats(samples[known]!);
  const b = stats(samples[unknown]!);
  return `  unknown − known: mean ${(b.mean - a.mean).toFixed(2)} ms (${(((b.mean - a.mean) / a.mean) * 100).toFixed(1)} %), p50 ${(b.p50 - a.p50).toFixed(2)} ms, p95 ${(b.p95 - a.p95).toFixed(2)} ms`;
}

const handle = openDatabase({});
try {
  await handle.migrate();
  selectDatabase(handle);

  const password = "Kola-nut 2026!";
  const knownEmail = "known.user@example.com";
  await getDb()
    .insert(users)
    .values({
      kind: "BUYER",
      firstName: "Adaeze",
      email: knownEmail,
      phone: "+2348031234599",
      passwordHash: await hashPassword(password),
    });
  const [known] = await getDb().select().from(users).where(eq(users.email, knownEmail));
  let unknownCounter = 0;
  const unknownEmail = () => `nobody.${(unknownCounter += 1)}@example.com`;
  const loadBefore = loadavg();

  const reference = await interleaved({
    "verifyPassword (argon2id, wrong pw)": () => verifyPassword(known!.passwordHash!, "Wrong-password 1"),
    "sign-in success (known, right pw)": () => signIn({ username: knownEmail, password }, { ip: nextIp() }),
  });
  const login = await interleaved({
    "login failure: known username": () =>
      signIn({ username: knownEmail, password: "Wrong-password 1" }, { ip: nextIp() }),
    "login failure: unknown username": () =>
      signIn({ username: unknownEmail(), password: "Wrong-password 1" }, { ip: nextIp() }),
  });
  const otp = await interleaved({
    "createOTP: known username": () =>
      requestCode({ username: knownEmail, purpose: "RESET_PASSWORD" }, { ip: nextIp() }),
    "createOTP: unknown username": () =>
      requestCode({ username: unknownEmail(), purpose: "RESET_PASSWORD" }, { ip: nextIp() }),
  });
  const loadAfter = loadavg();

  process.stdout.write(
    [
      "",
      `Auth timing — service functions on in-memory PGlite, ${runs} measured runs per case after ${warmup} warm-up, interleaved`,
      `Host: ${cpus().length} CPUs, load average ${loadBefore[0]?.toFixed(2)} before / ${loadAfter[0]?.toFixed(2)} after; Node ${process.version}`,
      "",
      table("Reference", reference),
      "",
      table("Sign-in failure (login)", login),
      difference(login, "login failure: known username", "login failure: unknown username"),
      "",
      table("Code request (createOTP / forgot password)", otp),
      difference(otp, "createOTP: known username", "createOTP: unknown username"),
      "",
      "Not a test: the figures depend on the machine and its load. What should hold: the unknown-username sign-in",
      "costs one argon2id verification like the known one (both ≈ the verifyPassword line), and the unknown-username",
      "code request is padded to about the time of the known one (which writes the code, the outbox row and an audit row).",
      "",
    ].join("\n"),
  );
} finally {
  // Queued messages are delivery jobs; no runner works in this process, so nothing is still sending.
  await handle.close();
}
