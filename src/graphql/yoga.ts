import "server-only";
import { EnvelopArmor } from "@escape.tech/graphql-armor";
import { useDisableIntrospection as disableIntrospectionPlugin } from "@graphql-yoga/plugin-disable-introspection";
import { useResponseCache as responseCachePlugin } from "@graphql-yoga/plugin-response-cache";
import { GraphQLError } from "graphql";
import { createYoga, maskError, type Plugin } from "graphql-yoga";
import { ensureMigrated } from "@/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { createContext, type GraphQLContext } from "@/graphql/context";
import { asksForFreshData, GRAPHQL_PATH, registerGraphqlNodeHandler } from "@/graphql/graphql-http";
import { schema } from "@/graphql/schema";
import { singleAuthMutationPlugin } from "@/graphql/single-auth-mutation";

function armorPlugins(): Plugin[] {
  const config = env();
  const armor = new EnvelopArmor({
    maxDepth: { n: config.GRAPHQL_MAX_DEPTH },
    maxAliases: { n: config.GRAPHQL_MAX_ALIASES },
    maxTokens: { n: config.GRAPHQL_MAX_TOKENS },
    maxDirectives: { n: 20 },
    costLimit: { maxCost: config.GRAPHQL_MAX_COST },
    blockFieldSuggestion: { enabled: config.NODE_ENV === "production" },
  });
  return armor.protect().plugins as Plugin[];
}

const UNCACHED_TYPES = ["Health", "PriceAlert", "PriceAlertPayload", "PriceReportReceipt", "HeldPriceReportPage", "ModeratePriceReportPayload", "MyPriceReport", "StaffRolePayload", "AuthUser", "AccessToken"];

/**
 * A signed-out client's read (the mobile app's market screens, crawlers, link previews) is the same for everyone, so
 * identical queries with identical variables share one result for a few seconds, served before parsing, context or
 * resolvers. Anything sent with a token or asking for fresh data is never cached, results with errors are not
 * either, and the types above (live status, personal data) keep a whole result out of the cache. A change therefore
 * reaches signed-out readers within the TTL, as it would behind a CDN; whoever made it (signed in) sees it at once.
 *
 * Shared results are answered with `Cache-Control: public, s-maxage=<seconds left>`, so a CDN, or the production
 * server itself (src/server/graphql-cache.ts), may keep the answer no longer than the result lives here.
 */
function publicResponseCache(ttlMs: number): Plugin[] {
  if (ttlMs === 0) return [];
  const shared = (request: Request) => !request.headers.has("authorization") && !asksForFreshData(request.headers.get("cache-control"));
  const responseCache = responseCachePlugin<GraphQLContext>({
    session: () => null,
    enabled: shared,
    ttl: ttlMs,
    ignoredTypes: UNCACHED_TYPES,
    includeExtensionMetadata: false,
  });
  const cacheHeaders: Plugin = {
    onResponse({ request, response }) {
      // The response cache stamps every result it holds with an ETag and the Last-Modified time it was stored.
      const storedAt = Date.parse(response.headers.get("last-modified") ?? "");
      if (!response.headers.has("etag") || Number.isNaN(storedAt) || !shared(request)) return;
      const secondsLeft = Math.floor((storedAt + ttlMs - Date.now()) / 1000);
      if (secondsLeft > 0) response.headers.set("cache-control", `public, s-maxage=${secondsLeft}`);
    },
  };
  return [responseCache, cacheHeaders];
}

function createEndpoint() {
  const production = env().NODE_ENV === "production";
  return createYoga<Record<string, never>, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    context: async ({ request }) => {
      await ensureMigrated();
      return createContext({ request });
    },
    // Unexpected errors are logged with context; the client sees "Unexpected error." only.
    maskedErrors: {
      maskError: (error, message, isDev) => {
        const original = (error as { originalError?: unknown }).originalError;
        if (original instanceof Error && !(original instanceof GraphQLError)) {
          logger.error("graphql.unexpected_error", { error: original });
        }
        return maskError(error, message, isDev);
      },
    },
    graphiql: !production,
    landingPage: false,
    batching: false,
    // Browsers may call the API from our own pages only; mobile apps do not use CORS.
    cors: { origin: env().APP_URL, credentials: true, methods: ["GET", "POST", "OPTIONS"] },
    logging: false,
    fetchAPI: { Response },
    plugins: [
      ...armorPlugins(),
      ...publicResponseCache(env().GRAPHQL_PUBLIC_CACHE_MS),
      singleAuthMutationPlugin(),
      ...(production ? [disableIntrospectionPlugin()] : []),
    ],
  });
}

const holder = globalThis as typeof globalThis & { __marketYoga?: ReturnType<typeof createEndpoint> };

export function graphqlEndpoint() {
  if (!holder.__marketYoga) {
    holder.__marketYoga = createEndpoint();
    registerGraphqlNodeHandler(holder.__marketYoga);
  }
  return holder.__marketYoga;
}
