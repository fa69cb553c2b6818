import "server-only";
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import type { SystemActor } from "@/lib/actor";
import { InputValidationError } from "@/lib/errors";
import { moveOrder } from "@/modules/orders/order-moves.service";
import { PAYMENT_WINDOW_MS, type OrderMove } from "@/modules/orders/order-state-machine";
import { orders } from "@/modules/orders/orders.schema";

/**
 * The clock's moves (issue #24), run by scheduled jobs as the system actor: an unpaid order expires after 30 minutes
 * (its stock given back), a paid or confirmed order the seller never accepted is cancelled after 48 hours, a delivered
 * order completes when its inspection window ends (crediting the seller). Each order moves in its own transaction
 * through moveOrder, whose guard re-checks the clock and whose conditional update makes a replayed or overlapping
 * sweep harmless: an order someone moved meanwhile is skipped.
 */

const BATCH = 200;

async function sweep(actor: SystemActor, move: OrderMove, ids: string[], db: Database): Promise<number> {
  let moved = 0;
  for (const orderId of ids) {
    try {
      await moveOrder(actor, { orderId, move }, db);
      moved += 1;
    } catch (error) {
      if (!(error instanceof InputValidationError)) throw error;
    }
  }
  return moved;
}

/** Cancels orders still awaiting payment 30 minutes after they were placed. Returns how many moved. */
export async function expireUnpaidOrders(actor: SystemActor, db: Database = getDb()): Promise<number> {
  const before = new Date(Date.now() - PAYMENT_WINDOW_MS);
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "AWAITING_PAYMENT"), lte(orders.createdAt, before)))
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  return sweep(
    actor,
    "EXPIRE",
    rows.map((row) => row.id),
    db,
  );
}

/** Cancels paid or confirmed orders the seller did not accept in time. */
export async function cancelUnacceptedOrders(actor: SystemActor, db: Database = getDb()): Promise<number> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, ["PAID", "CONFIRMED"]), lte(orders.acceptBy, new Date())))
    .orderBy(asc(orders.acceptBy))
    .limit(BATCH);
  return sweep(
    actor,
    "AUTO_CANCEL",
    rows.map((row) => row.id),
    db,
  );
}

/** Completes delivered orders whose inspection window has ended, crediting each seller once. */
export async function completeInspectedOrders(actor: SystemActor, db: Database = getDb()): Promise<number> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "DELIVERED"), lte(orders.inspectionEndsAt, new Date())))
    .orderBy(asc(orders.inspectionEndsAt))
    .limit(BATCH);
  return sweep(
    actor,
    "COMPLETE",
    rows.map((row) => row.id),
    db,
  );
}
