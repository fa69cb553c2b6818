import "server-only";
import { EnvelopArmor } from "@escape.tech/graphql-armor";
import { useDisableIntrospection as disableIntrospectionPlugin } from "@graphql-yoga/plugin-disable-introspection";
import { GraphQLError } from "graphql";
import { createYoga, maskError, type Plugin } from "graphql-yoga";
import { ensureMigrated } from "@/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { createContext, type GraphQLContext } from "@/graphql/context";
import { schema } from "@/graphql/schema";
import { singleAuthMutationPlugin } from "@/graphql/single-auth-mutation";

export const GRAPHQL_PATH = "/graphql";

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
    plugins: [...armorPlugins(), singleAuthMutationPlugin(), ...(production ? [disableIntrospectionPlugin()] : [])],
  });
}

const holder = globalThis as typeof globalThis & { __marketYoga?: ReturnType<typeof createEndpoint> };

export function graphqlEndpoint() {
  holder.__marketYoga ??= createEndpoint();
  return holder.__marketYoga;
}
