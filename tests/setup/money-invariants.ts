/**
 * "The ledger and the payments reconcile to the kobo after every test" (issue #24): the books of the test's database,
 * read straight from the tables (a test may; the modules never read one another's), checked against the rules the
 * services are meant to keep:
 *
 * - a checkout's orders add up to its payment's amount;
 * - a payment's refunded total is what Paystack processed of its refunds, and never more than was paid (nor are the
 *   refunds still holding part of it); its status says so: REFUNDED when all of it went back, PARTIALLY_REFUNDED when
 *   some did, neither when none did;
 * - a COMPLETED order has exactly one credit: a SALE of what the seller is owed (the items, and the delivery fee unless
 *   Oja's courier carried it) and one COMMISSION of Oja's share (none when the share rounds to nothing), so the balance
 *   moves by the sale less the commission; pay on delivery handed over by the seller also books the cash they took as
 *   a PAYOUT of the sale. An order that is not completed has no entries;
 * - no product's stock is below zero;
 * - each vendor's entries add up to the balance the ledger service reports.
 *
 * Test files that touch money call `checkMoneyAfterEach()` at the top (tests/tooling/money-invariants.test.ts checks
 * they do); `assertMoneyReconciles(db)` is the check itself.
 */
import { sql } from "drizzle-orm";
import { afterEach } from "vitest";
import { getDb, type Database } from "@/db/client";
import type { UserActor } from "@/lib/actor";
import { commissionKobo, vendorBalance } from "@/modules/ledger/ledger.service";
import { collectedBySeller, sellerCreditKobo } from "@/modules/orders/order-moves.service";
import type { DeliverySnapshot } from "@/modules/orders/orders.types";

type Rows<T> = T[];

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<Rows<T>> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

const kobo = (value: unknown) => Number(value ?? 0);

async function checkoutProblems(db: Database): Promise<string[]> {
  const found = await rows<{ checkout_id: string; amount: string; orders: string | null }>(
    db,
    sql`select p.checkout_id, p.amount_kobo as amount,
          (select sum(o.total_kobo) from orders o where o.checkout_id = p.checkout_id) as orders
        from payments p
        where exists (select 1 from checkouts c where c.id = p.checkout_id)`,
  );
  return found
    .filter((row) => kobo(row.amount) !== kobo(row.orders))
    .map((row) => `checkout ${row.checkout_id}: orders total ${kobo(row.orders)}, payment ${kobo(row.amount)}`);
}

async function refundProblems(db: Database): Promise<string[]> {
  const found = await rows<{
    id: string;
    method: string;
    status: string;
    amount: string;
    refunded: string;
    processed: string;
    holding: string;
  }>(
    db,
    sql`select p.id, p.method, p.status, p.amount_kobo as amount, p.refunded_kobo as refunded,
          coalesce((select sum(r.amount_kobo) from payment_refunds r
                    where r.payment_id = p.id and r.status = 'PROCESSED'), 0) as processed,
          coalesce((select sum(r.amount_kobo) from payment_refunds r
                    where r.payment_id = p.id and r.status <> 'FAILED'), 0) as holding
        from payments p`,
  );
  const problems: string[] = [];
  for (const p of found) {
    const [amount, refunded, processed, holding] = [p.amount, p.refunded, p.processed, p.holding].map(kobo) as [
      number,
      number,
      number,
      number,
    ];
    const where = `payment ${p.id} (${p.status}, ${amount})`;
    if (refunded !== processed) problems.push(`${where}: refunded ${refunded}, its processed refunds ${processed}`);
    if (refunded > amount || holding > amount) problems.push(`${where}: refunds ${holding} pass the amount`);
    if (holding > 0 && p.method !== "PAYSTACK") problems.push(`${where}: refunds of a payment made in cash`);
    const expected = refunded === 0 ? null : refunded === amount ? "REFUNDED" : "PARTIALLY_REFUNDED";
    if (expected ? p.status !== expected : p.status === "REFUNDED" || p.status === "PARTIALLY_REFUNDED")
      problems.push(`${where}: status ${p.status} with ${refunded} refunded`);
  }
  return problems;
}

async function ledgerProblems(db: Database): Promise<string[]> {
  const found = await rows<{
    id: string;
    status: string;
    payment_method: "PAYSTACK" | "PAY_ON_DELIVERY";
    items: string;
    fee: string;
    delivery: DeliverySnapshot | string;
    kinds: string | null;
  }>(
    db,
    sql`select o.id, o.status, o.payment_method, o.items_total_kobo as items, o.delivery_fee_kobo as fee, o.delivery,
          (select string_agg(e.kind || ':' || e.amount_kobo, ',' order by e.kind, e.amount_kobo)
             from vendor_ledger_entries e where e.order_id = o.id) as kinds
        from orders o
        where o.status = 'COMPLETED' or exists (select 1 from vendor_ledger_entries e where e.order_id = o.id)`,
  );
  const problems: string[] = [];
  for (const o of found) {
    const entries = (o.kinds ?? "").split(",").filter(Boolean).sort();
    if (o.status !== "COMPLETED") {
      problems.push(`order ${o.id} (${o.status}) has ledger entries: ${entries.join(", ")}`);
      continue;
    }
    const order = {
      itemsTotalKobo: kobo(o.items),
      deliveryFeeKobo: kobo(o.fee),
      paymentMethod: o.payment_method,
      delivery: (typeof o.delivery === "string" ? JSON.parse(o.delivery) : o.delivery) as DeliverySnapshot,
    };
    const sale = sellerCreditKobo(order);
    const commission = commissionKobo(sale);
    const expected = [
      `SALE:${sale}`,
      ...(commission > 0 ? [`COMMISSION:${-commission}`] : []),
      ...(collectedBySeller(order) && sale > 0 ? [`PAYOUT:${-sale}`] : []),
    ].sort();
    if (entries.join() !== expected.join())
      problems.push(`completed order ${o.id}: entries ${entries.join(", ")}, expected ${expected.join(", ")}`);
  }
  return problems;
}

/** A reader of the vendor's ledger, as the owner and managers are, built without the database. */
function ledgerReader(vendorId: string): UserActor {
  const grant = { vendorId, role: "Owner", permissions: new Set(["ledger:view"]) };
  return {
    kind: "user",
    userId: "00000000-0000-4000-8000-000000000000",
    tokenId: null,
    staffPermissions: new Set(),
    vendors: new Map([[vendorId, grant]]),
  };
}

async function balanceProblems(db: Database): Promise<string[]> {
  const found = await rows<{ vendor_id: string; total: string; sales: string; commission: string }>(
    db,
    sql`select vendor_id, sum(amount_kobo) as total,
          coalesce(sum(amount_kobo) filter (where kind = 'SALE'), 0) as sales,
          coalesce(-sum(amount_kobo) filter (where kind = 'COMMISSION'), 0) as commission
        from vendor_ledger_entries group by vendor_id`,
  );
  const problems: string[] = [];
  for (const v of found) {
    const reported = await vendorBalance(ledgerReader(v.vendor_id), v.vendor_id, db);
    const books = { balanceKobo: kobo(v.total), salesKobo: kobo(v.sales), commissionKobo: kobo(v.commission) };
    const said = {
      balanceKobo: reported.balanceKobo,
      salesKobo: reported.salesKobo,
      commissionKobo: reported.commissionKobo,
    };
    if (JSON.stringify(books) !== JSON.stringify(said))
      problems.push(
        `vendor ${v.vendor_id}: entries ${JSON.stringify(books)}, the service says ${JSON.stringify(said)}`,
      );
  }
  return problems;
}

async function stockProblems(db: Database): Promise<string[]> {
  const found = await rows<{ id: string; stock: number }>(db, sql`select id, stock from products where stock < 0`);
  return found.map((row) => `product ${row.id}: stock ${row.stock}`);
}

/** Every rule above on `db`; fails with the list of what does not reconcile. */
export async function assertMoneyReconciles(db: Database = getDb()): Promise<void> {
  const problems = [
    ...(await checkoutProblems(db)),
    ...(await refundProblems(db)),
    ...(await ledgerProblems(db)),
    ...(await stockProblems(db)),
    ...(await balanceProblems(db)),
  ];
  if (problems.length > 0)
    throw new Error(`The ledger and the payments do not reconcile to the kobo:\n- ${problems.join("\n- ")}`);
}

/** Checks the books after each test of the calling file. */
export function checkMoneyAfterEach(): void {
  afterEach(async () => {
    await assertMoneyReconciles();
  });
}
