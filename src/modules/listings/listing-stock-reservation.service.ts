import "server-only";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { InputValidationError } from "@/lib/errors";
import { products, productStockChanges } from "@/modules/listings/listings.schema";

/**
 * Stock taken by orders and given back (issue #24). Reservation is one conditional update per line
 * (`stock = stock - q WHERE id = ? AND stock >= q`), so two checkouts for the last item cannot both win and stock never
 * goes below 0, whatever the number of instances: PostgreSQL's row lock serialises the two updates and the second one
 * re-reads the row and finds too little. No function here opens a session of its own: it joins the caller's
 * transaction (the checkout's), so the reservation commits or rolls back with the orders it is for.
 */

export interface StockLine {
  productId: string;
  quantity: number;
}

/** A line that could not be reserved: what is left, and the message a buyer reads. */
export interface StockShortage {
  productId: string;
  title: string | null;
  requested: number;
  available: number;
  message: string;
}

export interface ReservedLine extends StockLine {
  stockAfter: number;
  /** The product's seller, so the caller can check the line belongs to the order it is for. */
  vendorId: string;
}

export const stockMessages = {
  gone: "One of the items is no longer for sale",
  soldOut: (title: string) => `${title} is sold out`,
  only: (title: string, left: number) => `Only ${left} of ${title} left`,
  quantity: "Quantities must be whole numbers from 1",
} as const;

/** Thrown when any line is short: nothing was reserved (the savepoint, or the caller's transaction, rolls back). */
export class StockShortageError extends InputValidationError {
  constructor(readonly shortages: readonly StockShortage[]) {
    super({ stock: shortages.map((shortage) => shortage.message) });
  }
}

/**
 * Lines merged by product (one cart may name a product twice) and sorted by product id: every checkout locks rows in
 * the same order, so two checkouts sharing products wait for each other instead of deadlocking.
 */
function mergedLines(lines: readonly StockLine[]): StockLine[] {
  const byProduct = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new InputValidationError({ quantity: [stockMessages.quantity] });
    byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  }
  return [...byProduct.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Takes every line's quantity from an ACTIVE product's stock, with a stock-change row each (`reason`, by nobody: the
 * order says who). All or nothing: when any line is short it throws StockShortageError naming every short line.
 */
export async function reserveStock(
  lines: readonly StockLine[],
  reason: "ORDER" | "SALE" = "ORDER",
  db: Database = getDb(),
): Promise<ReservedLine[]> {
  const merged = mergedLines(lines);
  return db.transaction(async (tx) => {
    const reserved: ReservedLine[] = [];
    const short: StockLine[] = [];
    for (const line of merged) {
      const [row] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: new Date() })
        .where(and(eq(products.id, line.productId), eq(products.status, "ACTIVE"), gte(products.stock, line.quantity)))
        .returning({ stock: products.stock, vendorId: products.vendorId });
      if (row) reserved.push({ ...line, stockAfter: row.stock, vendorId: row.vendorId });
      else short.push(line);
    }
    if (short.length > 0) throw new StockShortageError(await shortages(short, tx));
    if (reserved.length > 0)
      await tx.insert(productStockChanges).values(
        reserved.map((line) => ({
          productId: line.productId,
          delta: -line.quantity,
          stockAfter: line.stockAfter,
          reason,
        })),
      );
    return reserved;
  });
}

async function shortages(short: readonly StockLine[], db: Database): Promise<StockShortage[]> {
  const rows = await db
    .select({ id: products.id, title: products.title, stock: products.stock, status: products.status })
    .from(products)
    .where(
      inArray(
        products.id,
        short.map((line) => line.productId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return short.map((line) => {
    const row = byId.get(line.productId);
    const available = row && row.status === "ACTIVE" ? row.stock : 0;
    const message = !row
      ? stockMessages.gone
      : row.status !== "ACTIVE"
        ? `${row.title} is no longer for sale`
        : available === 0
          ? stockMessages.soldOut(row.title)
          : stockMessages.only(row.title, available);
    return { productId: line.productId, title: row?.title ?? null, requested: line.quantity, available, message };
  });
}

/**
 * Gives reserved stock back (an order cancelled, rejected or unpaid), whatever the listing's status now; a product
 * deleted since is skipped. Same order of locks as reserveStock.
 */
export async function returnStock(
  lines: readonly StockLine[],
  reason: "ORDER_RETURN" | "CORRECTION" = "ORDER_RETURN",
  db: Database = getDb(),
): Promise<ReservedLine[]> {
  const merged = mergedLines(lines);
  return db.transaction(async (tx) => {
    const returned: ReservedLine[] = [];
    for (const line of merged) {
      const [row] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: new Date() })
        .where(eq(products.id, line.productId))
        .returning({ stock: products.stock, vendorId: products.vendorId });
      if (row) returned.push({ ...line, stockAfter: row.stock, vendorId: row.vendorId });
    }
    if (returned.length > 0)
      await tx.insert(productStockChanges).values(
        returned.map((line) => ({
          productId: line.productId,
          delta: line.quantity,
          stockAfter: line.stockAfter,
          reason,
        })),
      );
    return returned;
  });
}
