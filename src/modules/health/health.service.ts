import "server-only";
import { pingDatabase, databaseHandle } from "@/db/client";
import { pingRedis } from "@/lib/redis";

export interface HealthReport {
  ok: boolean;
  database: { kind: "pglite" | "postgres"; ok: boolean; latencyMs: number };
  redis: { configured: boolean; ok: boolean; latencyMs: number };
  version: string;
  uptimeSeconds: number;
}

export async function checkHealth(): Promise<HealthReport> {
  const [database, redis] = await Promise.all([pingDatabase(), pingRedis()]);
  return {
    ok: database.ok && redis.ok,
    database: { kind: databaseHandle().kind, ...database },
    redis,
    version: process.env.npm_package_version ?? "0.1.0",
    uptimeSeconds: Math.round(process.uptime()),
  };
}
