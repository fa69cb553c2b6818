/**
 * With BENCH_CPU_PROFILE_DIR, where the server's own time went: its V8 CPU profile (`--cpu-prof`) cut to the measured
 * window, each sample put down to the source it was built from (the build's source maps: Turbopack bundles packages
 * and app code into the same chunks) and summed by kind of code.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { SourceMap, type SourceMapPayload } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** What a frame's code is, by the source it was built from (package, Node.js itself, the app). */
const KINDS: [RegExp, string][] = [
  [/node_modules\/postgres\//, "PostgreSQL driver (postgres.js)"],
  // Drizzle ships its own source maps; through Turbopack's they resolve to node_modules/src/… (entity.ts, sql/, pg-core/).
  [/node_modules\/(drizzle-orm|src)\//, "Drizzle (building SQL, mapping rows)"],
  [
    /node_modules\/(graphql|@graphql-yoga|graphql-yoga|@envelop|@escape\.tech|@pothos|@whatwg-node|@graphql-tools)\//,
    "GraphQL (graphql-js, Yoga, Pothos, armor)",
  ],
  [/node_modules\/(next|react|react-dom|@opentelemetry)\//, "Next.js and React (routes: gateway, webhook)"],
  [/node_modules\/(next-auth|jose|openid-client|@panva|oauth)\//, "next-auth and jose (sessions)"],
  [/node_modules\/pg-boss\//, "jobs (pg-boss)"],
  [/node_modules\/(ioredis|rate-limiter-flexible)\//, "Redis client and rate limits"],
  [/node_modules\/(zod|@zod)\//, "zod (input parsing)"],
  [/node_modules\/libphonenumber-js\//, "libphonenumber-js"],
];

/** Node's native socket and pipe writes: the time in them is mostly the kernel's (loopback TCP, the log pipe). */
const WRITES = new Set(["writeBuffer", "writev", "writeUtf8String", "writeLatin1String", "writeAsciiString"]);

function kindOf(name: string, source: string, logging: boolean): string {
  if (WRITES.has(name))
    return logging ? "log lines written to stdout (a pipe)" : "socket writes (PostgreSQL, Redis, HTTP answers)";
  if (name === "(garbage collector)") return "garbage collection";
  if (name === "(program)") return "V8 and native code outside JavaScript (program)";
  if (name === "(idle)") return "(idle)";
  for (const [pattern, kind] of KINDS) if (pattern.test(source)) return kind;
  if (source.startsWith("node:") || source === "") return "Node.js built-ins (http, streams, crypto, JSON)";
  if (/(^|\/)src\//.test(source)) return "app code (src)";
  if (/node_modules/.test(source)) return `other packages (${source.match(/node_modules\/(@?[^/]+)/)?.[1] ?? "?"})`;
  return "other";
}

/**
 * The source a frame of the production build was compiled from, through the chunk's source map (Turbopack bundles
 * packages and app code into the same chunks): "../../../node_modules/drizzle-orm/…", "../../../src/…".
 */
function sourceResolver(): (frame: ProfileNode["callFrame"]) => string {
  const maps = new Map<string, SourceMap | null>();
  return (frame) => {
    const { url } = frame;
    if (!url.startsWith("file://") || !url.endsWith(".js")) return url;
    let map = maps.get(url);
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${fileURLToPath(url)}.map`, "utf8")) as SourceMapPayload);
      } catch {
        map = null;
      }
      maps.set(url, map);
    }
    const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string } | undefined;
    return entry?.originalSource ? decodeURIComponent(entry.originalSource) : url;
  };
}

export interface ProfileSummary {
  file: string;
  windowMs: number;
  busyMs: number;
  idleMs: number;
  byKind: { kind: string; ms: number; share: number }[];
  topFunctions: { name: string; kind: string; ms: number }[];
}

/**
 * Sums a profile's samples between `fromUs` and `toUs` (CLOCK_MONOTONIC µs: what V8 stamps profiles with and what
 * process.hrtime reads, so the bench's clock marks the server's window) by kind, and its busiest functions.
 */
export function summarizeProfile(dir: string, since: Date, fromUs: number, toUs: number): ProfileSummary | null {
  // The server's main thread: the largest profile written since the run began (a worker thread writes its own).
  const file = readdirSync(dir)
    .filter((name) => name.endsWith(".cpuprofile"))
    .map((name) => path.join(dir, name))
    .filter((name) => statSync(name).mtimeMs >= since.getTime())
    .sort((a, b) => statSync(b).size - statSync(a).size)[0];
  if (!file) return null;
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  // Each node's kind and name once (a source map lookup), then the samples.
  const sourceOf = sourceResolver();
  // A write is logging when the console is among its callers.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const logging = (id: number) => {
    for (let at = parent.get(id); at !== undefined; at = parent.get(at))
      if (/console/.test(byId.get(at)?.callFrame.url ?? "")) return true;
    return false;
  };
  const described = new Map(
    profile.nodes.map((node) => {
      const source = sourceOf(node.callFrame);
      const where = source.replace(/^(\.\.\/)+/, "").replace(/^.*node_modules\//, "");
      const name = node.callFrame.functionName || "(anonymous)";
      const kind = kindOf(name, source, WRITES.has(name) && logging(node.id));
      return [node.id, { kind, name: `${name} ${where}`.trim() }];
    }),
  );
  const byKind = new Map<string, number>();
  const byFunction = new Map<string, { kind: string; ms: number }>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < fromUs || at > toUs) continue;
    const node = described.get(profile.samples[i]!);
    if (!node) continue;
    // A sample stands for the time until the next one.
    const ms = (profile.timeDeltas[i + 1] ?? delta) / 1000;
    byKind.set(node.kind, (byKind.get(node.kind) ?? 0) + ms);
    const entry = byFunction.get(node.name) ?? { kind: node.kind, ms: 0 };
    entry.ms += ms;
    byFunction.set(node.name, entry);
  }
  const idleMs = byKind.get("(idle)") ?? 0;
  byKind.delete("(idle)");
  const busyMs = [...byKind.values()].reduce((sum, ms) => sum + ms, 0);
  return {
    file,
    windowMs: (toUs - fromUs) / 1000,
    busyMs,
    idleMs,
    byKind: [...byKind]
      .map(([kind, ms]) => ({ kind, ms, share: busyMs ? ms / busyMs : 0 }))
      .sort((a, b) => b.ms - a.ms),
    topFunctions: [...byFunction]
      .filter(([, entry]) => entry.kind !== "(idle)")
      .map(([name, entry]) => ({ name, ...entry }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 12),
  };
}
