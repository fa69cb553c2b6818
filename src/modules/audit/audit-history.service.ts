import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { auditEvents } from "@/modules/audit/audit.schema";

export interface AuditEntry {
  id: string;
  actorId: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
}

/**
 * What happened to one thing (a vendor's review decisions), newest first. The caller names the actions it wants: the
 * lookup then walks the (action, created_at) index for those actions only, whatever else the log holds (every
 * sign-in is in it). Callers decide who may read it; this only reads.
 */
export async function listAuditEntries(
  query: { entityType: string; entityId: string; actions: readonly string[]; limit?: number },
  db: Database = getDb(),
): Promise<AuditEntry[]> {
  if (query.actions.length === 0) return [];
  const rows = await db
    .select({
      id: auditEvents.id,
      actorId: auditEvents.actorId,
      action: auditEvents.action,
      before: auditEvents.before,
      after: auditEvents.after,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .where(
      and(
        inArray(auditEvents.action, [...query.actions]),
        eq(auditEvents.entityType, query.entityType),
        eq(auditEvents.entityId, query.entityId),
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(Math.min(Math.max(query.limit ?? 50, 1), 200));
  return rows.map((row) => ({
    ...row,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
  }));
}
