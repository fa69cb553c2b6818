import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import type { Actor } from "@/lib/actor";
import { env } from "@/lib/env";
import { InputValidationError } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";
import { vendorLedgerEntries } from "@/modules/ledger/ledger.schema";
import { requireLedgerReader } from "@/modules/ledger/ledger.policy";
import type { LedgerEntry, LedgerPage, VendorBalance } from "@/modules/ledger/ledger.types";

/**
 * A vendor's balance with Oja (issue #24): completed orders credit it, less the platform commission, in the
 * transaction that completes the order (the orders module calls creditCompletedOrder with its `tx`). Integer kobo.
 */

const PAGE_SIZE = 20;

/** Oja's commission on `kobo` at `bps` basis points, rounded down: any part of a kobo stays with the seller. */
export function commissionKobo(kobo: number, bps: number = env().PLATFORM_COMMISSION_BPS): number {
  if (!Number.isSafeInteger(kobo) || kobo < 0) throw new RangeError(`ledger: not an amount of kobo: ${kobo}`);
  // BigInt: kobo × bps may pass 2^53 for the largest orders.
  return Number((BigInt(kobo) * BigInt(bps)) / 10_000n);
}

export interface CompletedOrderCredit {
  vendorId: string;
  orderId: string;
  /** What the seller is owed for the order before commission. */
  totalKobo: number;
  /**
   * The seller took the buyer's cash at the door (pay on delivery): the sale is already in their hands, so it is
   * booked as paid out at once (a PAYOUT of the total) and the balance moves by the commission alone.
   */
  collectedBySeller?: boolean;
}

/**
 * Credits a completed order once: the SALE and the COMMISSION (and, for cash the seller took, its PAYOUT) (unique per order and kind, so a replay adds nothing).
 * Returns whether this call credited it.
 */
export async function creditCompletedOrder(credit: CompletedOrderCredit, db: Database = getDb()): Promise<boolean> {
  const commission = commissionKobo(credit.totalKobo);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(vendorLedgerEntries)
      .values({ vendorId: credit.vendorId, orderId: credit.orderId, kind: "SALE", amountKobo: credit.totalKobo })
      .onConflictDoNothing()
      .returning({ id: vendorLedgerEntries.id });
    if (inserted.length === 0) return false;
    const rest: (typeof vendorLedgerEntries.$inferInsert)[] = [];
    if (commission > 0)
      rest.push({ vendorId: credit.vendorId, orderId: credit.orderId, kind: "COMMISSION", amountKobo: -commission });
    if (credit.collectedBySeller && credit.totalKobo > 0)
      rest.push({ vendorId: credit.vendorId, orderId: credit.orderId, kind: "PAYOUT", amountKobo: -credit.totalKobo });
    if (rest.length > 0) await tx.insert(vendorLedgerEntries).values(rest).onConflictDoNothing();
    return true;
  });
}

function vendorIdChecked(vendorId: string): string {
  if (!isUuid(vendorId)) throw new InputValidationError({ vendorId: ["We could not find that business"] });
  return vendorId;
}

/** The balance and its parts, for the vendor's members with `ledger:view`. */
export async function vendorBalance(actor: Actor, vendorId: string, db: Database = getDb()): Promise<VendorBalance> {
  requireLedgerReader(actor, vendorId);
  vendorIdChecked(vendorId);
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(${vendorLedgerEntries.amountKobo}), 0)`,
      sales: sql<string>`coalesce(sum(${vendorLedgerEntries.amountKobo}) filter (where ${vendorLedgerEntries.kind} = 'SALE'), 0)`,
      commission: sql<string>`coalesce(-sum(${vendorLedgerEntries.amountKobo}) filter (where ${vendorLedgerEntries.kind} = 'COMMISSION'), 0)`,
    })
    .from(vendorLedgerEntries)
    .where(eq(vendorLedgerEntries.vendorId, vendorId));
  return {
    vendorId,
    balanceKobo: Number(row?.balance ?? 0),
    salesKobo: Number(row?.sales ?? 0),
    commissionKobo: Number(row?.commission ?? 0),
  };
}

/** The movements, newest first, `PAGE_SIZE` a page (page 1 first). */
export async function listLedgerEntries(
  actor: Actor,
  vendorId: string,
  page = 1,
  db: Database = getDb(),
): Promise<LedgerPage> {
  requireLedgerReader(actor, vendorId);
  vendorIdChecked(vendorId);
  const current = Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
  const rows = await db
    .select({
      id: vendorLedgerEntries.id,
      orderId: vendorLedgerEntries.orderId,
      kind: vendorLedgerEntries.kind,
      amountKobo: vendorLedgerEntries.amountKobo,
      createdAt: vendorLedgerEntries.createdAt,
    })
    .from(vendorLedgerEntries)
    .where(and(eq(vendorLedgerEntries.vendorId, vendorId)))
    .orderBy(desc(vendorLedgerEntries.createdAt), desc(vendorLedgerEntries.id))
    .limit(PAGE_SIZE + 1)
    .offset((current - 1) * PAGE_SIZE);
  const entries: LedgerEntry[] = rows.slice(0, PAGE_SIZE);
  return { entries, page: current, hasMore: rows.length > PAGE_SIZE };
}
