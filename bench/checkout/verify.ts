/**
 * After the load: waits until the jobs the checkouts caused (webhooks, settlements, order moves, messages) have run,
 * then checks the books with plain SQL on the scratch database, independently of the app's code. Each check is a
 * count of what is wrong, so every one of them must read 0.
 */
import type { Sql } from "postgres";
import type { PlacedCheckout } from "./buyers";
import type { BenchListing } from "./prepare";

/** Jobs due and not yet done (pg-boss keeps finished ones as `completed`). */
async function pendingJobs(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`;
  return row?.n ?? 0;
}

/** Unpaid Paystack payments and orders awaiting payment, in the whole database. */
async function open(sql: Sql, leaving: string[] = []): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select ((select count(*) from payments where status = 'UNPAID' and not (checkout_id = any(${leaving}::uuid[])))
          + (select count(*) from orders where status = 'AWAITING_PAYMENT' and not (checkout_id = any(${leaving}::uuid[]))))::int as n`;
  return row?.n ?? 0;
}

/**
 * Waits until no job is due and every payment the gateway completed is settled with its orders. Polled once a second
 * with two counts, so the waiting adds little to the database figures measured over the same time: what stays open by
 * design (checkouts never paid, the demo seed's own) is counted once first.
 */
export async function waitForSettled(
  sql: Sql,
  placed: readonly PlacedCheckout[],
  timeoutMs = 300_000,
): Promise<{ settledMs: number; pendingJobs: number; unsettled: number }> {
  const started = performance.now();
  const completed = placed.filter((c) => c.plan === "success" || c.plan === "failed").map((c) => c.checkoutId);
  const stayOpen = await open(sql, completed);
  for (;;) {
    const jobs = await pendingJobs(sql);
    const unsettled = (await open(sql)) - stayOpen;
    if ((jobs === 0 && unsettled === 0) || performance.now() - started > timeoutMs)
      return { settledMs: performance.now() - started, pendingJobs: jobs, unsettled };
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** The jobs the run caused, by queue: how many, how long they waited for a worker, how long they took. */
export interface JobFigures {
  name: string;
  jobs: number;
  waitP50Ms: number;
  waitP95Ms: number;
  runP50Ms: number;
}

export interface Check {
  name: string;
  /** How many things are wrong (0 = passed). */
  wrong: number;
  detail: string;
}

const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

export async function verify(
  sql: Sql,
  placed: readonly PlacedCheckout[],
  buyerIds: readonly string[],
  listings: readonly BenchListing[],
  preparedAt: Date,
): Promise<{ checks: Check[]; figures: Record<string, number>; jobs: JobFigures[] }> {
  await sql`create temporary table bench_placed (checkout_id uuid primary key, plan text not null)`;
  for (let i = 0; i < placed.length; i += 1000)
    await sql`insert into bench_placed ${sql(
      placed.slice(i, i + 1000).map((c) => ({ checkout_id: c.checkoutId, plan: c.plan })),
    )}`;
  await sql`create temporary table bench_listing (product_id uuid primary key, initial_stock int not null)`;
  await sql`insert into bench_listing ${sql(listings.map((l) => ({ product_id: l.id, initial_stock: l.initialStock })))}`;
  const buyers = [...buyerIds];
  const checks: Check[] = [];
  const check = (name: string, wrong: number, detail: string) => checks.push({ name, wrong, detail });

  const [inDatabase] = await sql<{ checkouts: number; orders: number; items: number }[]>`
    select count(distinct c.id)::int as checkouts, count(distinct o.id)::int as orders, count(i.id)::int as items
    from checkouts c left join orders o on o.checkout_id = c.id left join order_items i on i.order_id = o.id
    where c.buyer_id = any(${buyers}::uuid[])`;
  const unknownOrMissing = await count(sql`
    select count(*)::int as n from checkouts c full join bench_placed b on b.checkout_id = c.id
    where (c.id is null) or (b.checkout_id is null and c.buyer_id = any(${buyers}::uuid[]))`);
  check(
    "every checkout a buyer was told PLACED exists, and no other",
    unknownOrMissing,
    `${placed.length} placed, ${inDatabase?.checkouts ?? 0} in the database`,
  );
  check(
    "one payment per checkout; Σ its orders' totals = the payment, to the kobo",
    await count(sql`
      select count(*)::int as n from bench_placed b
      left join payments p on p.checkout_id = b.checkout_id
      left join lateral (select count(*) as orders, coalesce(sum(total_kobo), 0) as total
                         from orders o where o.checkout_id = b.checkout_id) o on true
      where p.id is null or o.orders = 0 or o.total <> p.amount_kobo`),
    "payments.amount_kobo vs sum(orders.total_kobo); orders' own totals are held by their check constraints",
  );
  check(
    "each order's total = Σ its lines + delivery",
    await count(sql`
      select count(*)::int as n from orders o join bench_placed b on b.checkout_id = o.checkout_id
      where o.items_total_kobo <> (select coalesce(sum(line_total_kobo), 0) from order_items i where i.order_id = o.id)`),
    "order_items.line_total_kobo summed per order",
  );
  // What the buyer did on the gateway decides where the payment and every order of its checkout must end.
  check(
    "payments and orders agree with what the buyer did",
    await count(sql`
      select count(*)::int as n from bench_placed b join payments p on p.checkout_id = b.checkout_id
      join orders o on o.checkout_id = b.checkout_id
      where (b.plan, p.status::text, o.status::text) not in (
        ('success', 'PAID', 'PAID'), ('failed', 'FAILED', 'PAYMENT_FAILED'),
        ('unpaid', 'UNPAID', 'AWAITING_PAYMENT'), ('cash', 'DUE', 'CONFIRMED'))`),
    "success → PAID/PAID, failed → FAILED/PAYMENT_FAILED, never paid → UNPAID/AWAITING_PAYMENT, cash → DUE/CONFIRMED",
  );
  check(
    "one signed webhook stored and handled per completed payment",
    await count(sql`
      select count(*)::int as n from bench_placed b join payments p on p.checkout_id = b.checkout_id
      where b.plan in ('success', 'failed') and 1 <> (
        select count(*) from payment_events e where e.reference = p.reference and e.handled_at is not null
          and e.type = case b.plan when 'success' then 'charge.success' else 'charge.failed' end)`),
    "payment_events by reference: charge.success / charge.failed, handled_at set",
  );
  // Stock: what each listing lost is exactly what its live orders hold; failed payments gave theirs back.
  const stock = await sql<{ n: number; oversold: number; below_zero: number }[]>`
    with held as (
      select i.product_id, sum(i.quantity) filter (where o.status not in ('PAYMENT_FAILED', 'CANCELLED')) as held,
             sum(i.quantity) as ordered,
             sum(i.quantity) filter (where o.status = 'PAYMENT_FAILED') as returned
      from order_items i join orders o on o.id = i.order_id join bench_placed b on b.checkout_id = o.checkout_id
      group by i.product_id),
    moves as (
      select product_id, sum(delta) filter (where reason = 'ORDER') as taken,
             sum(delta) filter (where reason = 'ORDER_RETURN') as given_back, sum(delta) as net
      from product_stock_changes where created_at >= ${preparedAt} group by product_id)
    select count(*) filter (where bl.initial_stock - p.stock <> coalesce(h.held, 0)
                              or coalesce(m.taken, 0) <> -coalesce(h.ordered, 0)
                              or coalesce(m.given_back, 0) <> coalesce(h.returned, 0)
                              or bl.initial_stock + coalesce(m.net, 0) <> p.stock)::int as n,
           count(*) filter (where coalesce(h.held, 0) > bl.initial_stock)::int as oversold,
           count(*) filter (where p.stock < 0)::int as below_zero
    from bench_listing bl join products p on p.id = bl.product_id
    left join held h on h.product_id = bl.product_id left join moves m on m.product_id = bl.product_id`;
  check("no listing oversold (held by live orders ≤ initial stock)", stock[0]?.oversold ?? 0, "per listing");
  check("no listing's stock below 0", stock[0]?.below_zero ?? 0, "products.stock");
  check(
    "stock ledger: initial − stock = held; ORDER rows = −ordered; ORDER_RETURN rows = failed payments' lines",
    stock[0]?.n ?? 0,
    "product_stock_changes since the listings were stocked, per listing",
  );
  check(
    "seller ledger: entries only for completed orders, SALE = the order's total",
    await count(sql`
      select count(*)::int as n from vendor_ledger_entries e join orders o on o.id = e.order_id
      join bench_placed b on b.checkout_id = o.checkout_id
      where o.status <> 'COMPLETED' or (e.kind = 'SALE' and e.amount_kobo <> o.total_kobo)`),
    "no order completes during a checkout run, so this checks that no credit was booked early",
  );

  const [plans] = await sql<Record<string, number>[]>`
    select count(*) filter (where plan = 'success')::int as success, count(*) filter (where plan = 'failed')::int as failed,
           count(*) filter (where plan = 'unpaid')::int as unpaid, count(*) filter (where plan = 'cash')::int as cash
    from bench_placed`;
  const [money] = await sql<{ paid_kobo: string; events: number; ledger: number }[]>`
    select (select coalesce(sum(amount_kobo), 0) from payments p join bench_placed b using (checkout_id)
            where p.status = 'PAID') as paid_kobo,
           (select count(*)::int from payment_events) as events,
           (select count(*)::int from vendor_ledger_entries e join orders o on o.id = e.order_id
            join bench_placed b on b.checkout_id = o.checkout_id) as ledger`;
  // From the webhook's arrival to the checkout's orders moved: the jobs' part of a payment.
  const [lag] = await sql<{ p50: number; p95: number; max: number }[]>`
    select percentile_cont(0.5) within group (order by ms) as p50, percentile_cont(0.95) within group (order by ms) as p95,
           max(ms) as max
    from (select extract(epoch from (max(h.at) - min(e.received_at))) * 1000 as ms
          from bench_placed b join payments p on p.checkout_id = b.checkout_id
          join payment_events e on e.reference = p.reference
          join orders o on o.checkout_id = b.checkout_id
          join order_status_history h on h.order_id = o.id and h.to_status in ('PAID', 'PAYMENT_FAILED')
          where b.plan in ('success', 'failed') group by b.checkout_id) settled`;
  const [sold] = await sql<{ scarce_sold_out: number }[]>`
    select count(*)::int as scarce_sold_out from bench_listing bl join products p on p.id = bl.product_id
    where bl.initial_stock < 100 and p.stock = 0`;
  const jobs = await sql<{ name: string; jobs: number; wait_p50: number; wait_p95: number; run_p50: number }[]>`
    select name, count(*)::int as jobs,
           percentile_cont(0.5) within group (order by extract(epoch from started_on - created_on)) * 1000 as wait_p50,
           percentile_cont(0.95) within group (order by extract(epoch from started_on - created_on)) * 1000 as wait_p95,
           percentile_cont(0.5) within group (order by extract(epoch from completed_on - started_on)) * 1000 as run_p50
    from pgboss.job where created_on >= ${preparedAt} and started_on is not null group by name order by jobs desc`;
  await sql`drop table bench_placed; drop table bench_listing`.simple();
  return {
    checks,
    figures: {
      checkouts: inDatabase?.checkouts ?? 0,
      orders: inDatabase?.orders ?? 0,
      orderLines: inDatabase?.items ?? 0,
      paidKobo: Number(money?.paid_kobo ?? 0),
      paymentEvents: money?.events ?? 0,
      ledgerEntries: money?.ledger ?? 0,
      scarceSoldOutAtEnd: sold?.scarce_sold_out ?? 0,
      webhookToOrdersMovedP50Ms: Math.round(Number(lag?.p50 ?? 0)),
      webhookToOrdersMovedP95Ms: Math.round(Number(lag?.p95 ?? 0)),
      webhookToOrdersMovedMaxMs: Math.round(Number(lag?.max ?? 0)),
      ...plans,
    },
    jobs: jobs.map((row) => ({
      name: row.name,
      jobs: row.jobs,
      waitP50Ms: Math.round(Number(row.wait_p50)),
      waitP95Ms: Math.round(Number(row.wait_p95)),
      runP50Ms: Math.round(Number(row.run_p50)),
    })),
  };
}
