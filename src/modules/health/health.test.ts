import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { databaseHandle, openDatabase } from "@/db/client";
import { checkHealth } from "@/modules/health/health.service";
import { execute } from "../../../tests/setup/graphql";

const expectedKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

describe("checkHealth", () => {
  it("reports the database as ok with its kind, and Redis as not configured", async () => {
    const report = await checkHealth();
    expect(report.ok).toBe(true);
    expect(report.database).toMatchObject({ kind: expectedKind, ok: true });
    expect(report.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(report.redis).toEqual({ configured: false, ok: true, latencyMs: 0 });
    expect(report.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(report.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(databaseHandle().kind).toBe(expectedKind);
  });

  it("GET /api/health answers 200, uncached", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({
      ok: true,
      database: { kind: expectedKind, ok: true },
      redis: { configured: false },
    });
  });

  it("the health query reports the same through GraphQL", async () => {
    const { body } = await execute({ query: "{ health { ok database databaseKind redisConfigured redis } }" });
    expect(body).toEqual({
      data: { health: { ok: true, database: true, databaseKind: expectedKind, redisConfigured: false, redis: true } },
    });
  });
});

describe("openDatabase", () => {
  // The per-file setup loads PGlite from a migrated template; this checks the real path a fresh install takes:
  // an empty in-memory PGlite that applies every migration itself.
  it("opens an empty in-memory PGlite and migrates it from scratch", async () => {
    const handle = openDatabase({});
    try {
      expect(handle.kind).toBe("pglite");
      await handle.migrate();
      await handle.migrate(); // applying again is a no-op
      const tables = await handle.db.execute<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
      );
      const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
      expect(names).toEqual(
        expect.arrayContaining([
          "users",
          "access_tokens",
          "contact_messages",
          "partner_applications",
          "web_vital_reports",
        ]),
      );
    } finally {
      await handle.close();
    }
  }, 60_000);
});
