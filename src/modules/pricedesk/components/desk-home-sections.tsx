import Link from "next/link";
import { formatNaira } from "@/lib/money";
import type { CheapestState, DeskItemFigure, PriceMover, StapleCheapest } from "@/modules/pricedesk/pricedesk.types";

export function itemHref(slug: string, state?: string | null): string {
  return `/pricedesk/search?item=${encodeURIComponent(slug)}${state ? `&state=${encodeURIComponent(state)}` : ""}`;
}

const card = "rounded-xl border border-black/10 p-4";

export function PopularItems({
  items,
  headingId = "popular-heading",
}: {
  items: DeskItemFigure[];
  headingId?: string;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold smm:text-xl">
        What people check most
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-primary/75">
          No prices have been reported yet. Search an item and be the first to report one.
        </p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-2 mdm:grid-cols-4">
          {items.map(({ item, typicalKobo, reportCount }) => (
            <li key={item.id}>
              <Link
                href={itemHref(item.slug)}
                prefetch={false}
                className="flex h-full flex-col justify-between gap-2 rounded-xl border border-black/10 p-3 hover:border-primary-light smm:p-4"
              >
                <span className="text-sm font-medium smm:text-base">{item.name}</span>
                <span>
                  <span className="block font-bold tabular-nums smm:text-lg">
                    {typicalKobo !== null ? formatNaira(typicalKobo) : "Few reports yet"}
                  </span>
                  <span className="block text-xs text-primary/75">typical per {item.unitLabel}</span>
                  <span className="block text-xs text-primary/75">
                    {reportCount.toLocaleString("en-NG")} reports in 90 days
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MoverRow({ mover }: { mover: PriceMover }) {
  const up = mover.percentChange > 0;
  return (
    <li className="flex items-baseline justify-between gap-3 py-2">
      <Link
        href={itemHref(mover.item.slug)}
        prefetch={false}
        className="min-w-0 hover:text-primary-light hover:underline"
      >
        <span className="block truncate font-medium">{mover.item.name}</span>
        <span className="text-xs text-primary/75">
          {formatNaira(mover.previousKobo)} → {formatNaira(mover.currentKobo)}
        </span>
      </Link>
      <span className={`shrink-0 font-bold tabular-nums ${up ? "text-primary-light" : "text-secondary-dark-green"}`}>
        <span aria-hidden="true">{up ? "▲" : "▼"}</span> <span className="sr-only">{up ? "up" : "down"}</span>
        {Math.abs(mover.percentChange)}%
      </span>
    </li>
  );
}

export function Movers({ up, down }: { up: PriceMover[]; down: PriceMover[] }) {
  return (
    <section aria-labelledby="movers-heading">
      <h2 id="movers-heading" className="text-lg font-bold smm:text-xl">
        Biggest movers this month
      </h2>
      <p className="mt-1 text-sm text-primary/75">
        Typical price nationwide over the last 30 days against the 30 days before.
      </p>
      {up.length === 0 && down.length === 0 ? (
        <p className="mt-2 text-sm text-primary/75">Not enough reports in the last two months to compare yet.</p>
      ) : (
        <div className="mt-3 grid grid-cols-1 gap-4 smm:grid-cols-2">
          <div className={card}>
            <h3 className="font-semibold text-primary-light">Going up</h3>
            {up.length ? (
              <ul className="divide-y divide-black/5">
                {up.map((m) => (
                  <MoverRow key={m.item.id} mover={m} />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-primary/75">Nothing rose this month.</p>
            )}
          </div>
          <div className={card}>
            <h3 className="font-semibold text-secondary-dark-green">Coming down</h3>
            {down.length ? (
              <ul className="divide-y divide-black/5">
                {down.map((m) => (
                  <MoverRow key={m.item.id} mover={m} />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-primary/75">Nothing fell this month.</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

export function CheapestStates({ states, staples }: { states: CheapestState[]; staples: StapleCheapest[] }) {
  return (
    <section aria-labelledby="cheapest-heading">
      <h2 id="cheapest-heading" className="text-lg font-bold smm:text-xl">
        Cheapest states for staples
      </h2>
      <p className="mt-1 text-sm text-primary/75">
        Each state’s typical price against the nationwide one, over the most-checked items, last 30 days.
      </p>
      {states.length === 0 && staples.length === 0 ? (
        <p className="mt-2 text-sm text-primary/75">Not enough reports by state yet.</p>
      ) : (
        <div className="mt-3 grid grid-cols-1 gap-4 smm:grid-cols-2">
          {states.length > 0 ? (
            <ol className={`${card} space-y-2`}>
              {states.map((s, index) => (
                <li key={s.state} className="flex items-baseline justify-between gap-3">
                  <span>
                    <span className="mr-2 text-primary/75 tabular-nums">{index + 1}.</span>
                    <span className="font-medium">{s.state}</span>
                  </span>
                  <span className="text-sm tabular-nums">
                    {s.percentFromNational === 0
                      ? "at the national typical"
                      : `${Math.abs(s.percentFromNational)}% ${s.percentFromNational < 0 ? "below" : "above"} national`}
                    <span className="text-primary/75"> · {s.itemCount} items</span>
                  </span>
                </li>
              ))}
            </ol>
          ) : null}
          {staples.length > 0 ? (
            <ul className={`${card} space-y-2 text-sm`}>
              {staples.map((s) => (
                <li key={s.item.id} className="flex items-baseline justify-between gap-3">
                  <Link
                    href={itemHref(s.item.slug, s.state)}
                    prefetch={false}
                    className="min-w-0 hover:text-primary-light hover:underline"
                  >
                    <span className="block truncate font-medium">{s.item.name}</span>
                    <span className="text-xs text-primary/75">cheapest in {s.state}</span>
                  </Link>
                  <span className="shrink-0 text-right tabular-nums">
                    <span className="block font-semibold">{formatNaira(s.typicalKobo)}</span>
                    <span className="text-xs text-primary/75">national {formatNaira(s.nationalKobo)}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </section>
  );
}

export function HowTheDeskWorks() {
  return (
    <section aria-labelledby="how-heading" className="rounded-xl bg-auth-bg p-5">
      <h2 id="how-heading" className="text-lg font-bold">
        How the desk works
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm">
        <li>
          <strong>Sources:</strong> market surveys in named markets (Mile 12, Oyingbo, Wuse, Kurmi, Bodija and more),
          sellers’ listings on Oja, and prices signed-in shoppers report.
        </li>
        <li>
          <strong>Typical price</strong> is the median of accepted reports: half were lower, half higher. One very high
          or low price cannot drag it the way an average would. Low and high are the lowest and highest accepted
          reports.
        </li>
        <li>
          <strong>Outliers are held:</strong> a report far from the recent prices of the same item (more than three
          times or under a third of the median, or far outside the usual spread) waits for a moderator and does not
          count until accepted.
        </li>
        <li>
          <strong>One report per person, item, place and day</strong>, and at most 10 reports an hour, so nobody can
          flood the figures.
        </li>
      </ul>
    </section>
  );
}
