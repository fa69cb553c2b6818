import "server-only";
import type { Database } from "@/db/client";
import { getDb } from "@/db/client";
import { auditEvents } from "@/modules/audit/audit.schema";

export interface AuditEvent {
  actorId?: string | null;
  action: string;
  entityType?: string;
  entityId?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  ip?: string;
}

/** Appends to the audit log; pass a transaction to record the event with the change it describes. Never pass secrets. */
export async function recordAuditEvent(event: AuditEvent, db: Pick<Database, "insert"> = getDb()): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: event.actorId ?? null,
    action: event.action,
    entityType: event.entityType ?? null,
    entityId: event.entityId ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
    ip: event.ip ?? null,
  });
}
