import { builder } from "@/graphql/builder";
import { checkHealth, type HealthReport } from "@/modules/health/health.service";

const Health = builder.objectRef<HealthReport>("Health").implement({
  description: "Whether the service and what it depends on answer.",
  fields: (t) => ({
    ok: t.exposeBoolean("ok"),
    database: t.boolean({ resolve: (h) => h.database.ok }),
    databaseKind: t.string({ resolve: (h) => h.database.kind }),
    redisConfigured: t.boolean({ resolve: (h) => h.redis.configured }),
    redis: t.boolean({ resolve: (h) => h.redis.ok }),
    version: t.exposeString("version"),
  }),
});

builder.queryField("health", (t) => t.field({ type: Health, resolve: () => checkHealth() }));
