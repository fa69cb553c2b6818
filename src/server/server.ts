/**
 * Production entry (`npm start`). Next.js serves every page and route; GraphQL requests go straight to the Yoga
 * instance the /graphql route created, without Next's per-request pipeline, which costs about 2.5 ms of CPU per API
 * request, more than the query itself (docs/decisions/0009-graphql-fast-path.md). Until that route has run once,
 * and for anything unusual (no declared length, an oversized body), requests take the Next.js route as before.
 * Pages Next.js marks shareable (`s-maxage`), and market pages asked for without a session, are kept for a few seconds,
 * as a CDN would (./page-cache.ts), and so are the signed-out API answers Yoga marks shareable (./graphql-cache.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";
import nextEnv from "@next/env";
import next from "next";
import { GRAPHQL_MAX_BODY_BYTES, GRAPHQL_PATH, registeredGraphqlNodeHandler } from "@/graphql/graphql-http";
import { parseProxyTrust, type ProxyTrust } from "@/lib/client-address";
import { markClientAddress } from "@/lib/request";
import { contentSecurityConfigFrom } from "@/lib/content-security-policy";
import { runtimeSecurityHeaders, securityHeaders } from "@/lib/security-headers";
import { createGraphqlCache } from "./graphql-cache";
import { refuseMalformedRequest } from "./malformed-request";
import { createPageCache } from "./page-cache";
import { relaySharedAnswerPurges } from "./shared-answers-relay";
import { listenAddress, startEnvironment } from "./start-environment";

type Middleware = (request: IncomingMessage, response: ServerResponse, done: () => void) => void;
// The same gzip middleware Next.js applies to its own responses.
const compress = (createRequire(import.meta.url)("next/dist/compiled/compression") as () => Middleware)();

const { values: args } = parseArgs({
  options: {
    port: { type: "string", short: "p" },
    hostname: { type: "string", short: "H" },
    demo: { type: "boolean" },
  },
  strict: true,
});
const port = Number(args.port ?? process.env.PORT ?? 3000);
// Settled at start (listenAddress): every interface unless -H says otherwise or the development outbox is on
// (HOSTNAME is not read: containers set it to their id).
let hostname = args.hostname;

function takesFastPath(request: IncomingMessage): boolean {
  const path = request.url?.split("?", 1)[0];
  if (path !== GRAPHQL_PATH) return false;
  if (request.method !== "POST") return request.method === "GET";
  const declared = request.headers["content-length"];
  return declared !== undefined && Number(declared) <= GRAPHQL_MAX_BODY_BYTES;
}

/** TRUSTED_PROXIES, read once .env files are loaded; a bad value stops the server with the variable's name. */
function readProxyTrust(): ProxyTrust {
  const trust = parseProxyTrust(process.env.TRUSTED_PROXIES);
  if (typeof trust === "string")
    throw new Error(`Invalid configuration, fix these environment variables:\n  TRUSTED_PROXIES: ${trust}`);
  return trust;
}

/**
 * Before Next.js reads a setting: the .env files (Next.js keeps what is loaded here), then the public address from the
 * port and, with --demo, the development outbox (./start-environment.ts). A value set in the shell or a file wins.
 */
function settleEnvironment(): void {
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  let settled: ReturnType<typeof startEnvironment>;
  try {
    settled = startEnvironment(process.env, { port, demo: args.demo === true });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  Object.assign(process.env, settled.set);
  const listen = listenAddress(args.hostname, process.env);
  hostname = listen.hostname;
  for (const warning of [...settled.warnings, ...listen.warnings]) console.warn(`⚠ ${warning}`);
  for (const note of settled.notes) console.log(note);
}

async function main(): Promise<void> {
  settleEnvironment();
  const app = next({ dev: false, hostname: hostname ?? "localhost", port });
  await app.prepare();
  const proxyTrust = readProxyTrust();
  const handleWithNext = app.getRequestHandler();
  const pages = createPageCache();
  const answers = createGraphqlCache();
  // Something taken down (a suspended business, an archived listing) leaves both caches at once, in every process:
  // the entries that show it, or all of them for a purge without a scope.
  relaySharedAnswerPurges((scope) => {
    pages.purge(scope);
    answers.purge(scope);
  });
  // On every response: the policy without a nonce allows no script; src/proxy.ts gives pages theirs (docs/decisions/0012).
  const responseSecurityHeaders = [...securityHeaders, ...runtimeSecurityHeaders(contentSecurityConfigFrom())];

  const route = (request: IncomingMessage, response: ServerResponse) => {
    const graphql = takesFastPath(request) ? registeredGraphqlNodeHandler() : undefined;
    if (!graphql) {
      pages.handle(request, response, () => void handleWithNext(request, response));
      return;
    }
    // Answers are kept as sent, gzip included: the cache records below the compression middleware.
    answers.handle(request, response, () => compress(request, response, () => void graphql(request, response)));
  };
  const server = createServer((request, response) => {
    for (const { key, value } of responseSecurityHeaders) response.setHeader(key, value);
    try {
      // First of all: an address that does not decode, or carries control characters, reaches nothing (400).
      if (refuseMalformedRequest(request, response)) return;
      // Before anything reads it: the client's address, from the socket and the proxies we trust (src/lib/request.ts).
      markClientAddress(request.headers, request.socket.remoteAddress, proxyTrust);
      route(request, response);
    } catch (error) {
      console.error("server.unexpected_error", request.method, request.url?.split("?", 1)[0], error);
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
      response.end("Internal Server Error");
    }
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, hostname, () => {
    console.log(`▲ ready on http://${hostname ?? "localhost"}:${port}`);
  });

  // Finish requests in flight, drop idle keep-alive connections, and do not wait more than 5 s for the rest.
  const shutdown = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
