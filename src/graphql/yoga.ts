import "server-only";
import { EnvelopArmor } from "@escape.tech/graphql-armor";
import { useDisableIntrospection as disableIntrospectionPlugin } from "@graphql-yoga/plugin-disable-introspection";
import { GraphQLError } from "graphql";
import { createYoga, maskError, type Plugin } from "graphql-yoga";
import { ensureMigrated } from "@/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { actorForRequest, createContext, type GraphQLContext } from "@/graphql/context";
import type { Actor } from "@/lib/actor";
import { controlCharactersPlugin } from "@/graphql/control-characters";
import { publicResultsPlugin } from "@/graphql/public-results";
import { jsonRequestsOnlyPlugin } from "@/graphql/json-requests";
import { privateAnswersPlugin } from "@/graphql/private-answers";
import { redactedErrorsPlugin } from "@/graphql/redacted-errors";
import { graphqlErrorForDomainError } from "@/graphql/domain-errors";
import { asksForFreshData, GRAPHQL_PATH, registerGraphqlNodeHandler } from "@/graphql/graphql-http";
import { actorForBearerToken, schema } from "@/graphql/schema";
import { SHAREABLE_QUERY_FIELDS, SHAREABLE_TYPES } from "@/graphql/shareable";
import { singleAuthMutationPlugin } from "@/graphql/single-auth-mutation";
import { singleFileOperationPlugin } from "@/graphql/single-file-operation";

function armorPlugins(): Plugin[] {
  const config = env();
  const armor = new EnvelopArmor({
    maxDepth: { n: config.GRAPHQL_MAX_DEPTH },
    maxAliases: { n: config.GRAPHQL_MAX_ALIASES },
    maxTokens: { n: config.GRAPHQL_MAX_TOKENS },
    maxDirectives: { n: 20 },
    costLimit: { maxCost: config.GRAPHQL_MAX_COST },
    // Suggestions are taken out of every answer, in every environment, by redactedErrorsPlugin.
    blockFieldSuggestion: { enabled: false },
  });
  return armor.protect().plugins as Plugin[];
}

/**
 * A signed-out client's read (the mobile app's market screens, crawlers, link previews) is the same for everyone, so
 * identical queries with identical variables may share one answer for a few seconds: the production server keeps the
 * answers marked shareable (src/server/graphql-cache.ts) and replays them before Yoga runs, as a CDN in front would.
 * Anything sent with a token or asking for fresh data is never marked, nor are results with errors or any query that
 * selects a field not marked shareable (src/graphql/shareable.ts: opt-in, so a new type is private until listed). A
 * change therefore reaches signed-out readers within the TTL; whoever made it (signed in) sees it at once.
 */
function publicResults(ttlMs: number): Plugin[] {
  const seconds = Math.floor(ttlMs / 1000);
  if (seconds < 1) return [];
  const shared = (request: Request) =>
    !request.headers.has("authorization") && !asksForFreshData(request.headers.get("cache-control"));
  return [
    publicResultsPlugin({
      seconds,
      shareable: { types: SHAREABLE_TYPES, queryFields: SHAREABLE_QUERY_FIELDS },
      shared,
    }),
  ];
}

/** What the /graphql route may already know about a request when it hands it to Yoga. */
export interface GraphqlServerContext {
  actor?: Actor;
}

/** The request's actor, for the route that must know it before Yoga runs (how much body a request may send). */
export async function graphqlRequestActor(request: Request): Promise<Actor> {
  await ensureMigrated();
  return actorForRequest(request, actorForBearerToken);
}

function createEndpoint() {
  const production = env().NODE_ENV === "production";
  return createYoga<GraphqlServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    context: async ({ request, actor }) => {
      await ensureMigrated();
      return createContext({ request, actor, readActor: actorForBearerToken });
    },
    // Domain errors (src/lib/errors.ts) become their GraphQL answer; unexpected errors are logged with context and
    // the client sees "Unexpected error." only.
    maskedErrors: {
      maskError: (error, message, isDev) => {
        const expected = graphqlErrorForDomainError(error);
        if (expected) return expected;
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
      jsonRequestsOnlyPlugin(),
      redactedErrorsPlugin(),
      privateAnswersPlugin(),
      ...armorPlugins(),
      ...publicResults(env().GRAPHQL_PUBLIC_CACHE_MS),
      singleAuthMutationPlugin(),
      singleFileOperationPlugin(),
      controlCharactersPlugin(),
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
