import Link from "next/link";
import { formatNaira } from "@/lib/money";
import type { DeskItemFigure } from "@/modules/pricedesk/pricedesk.types";

/** What people check most on the price desk, with today's typical price: a reason to look before buying. */
export function PriceDeskHighlights({ items }: { items: DeskItemFigure[] }) {
  return (
    <section aria-labelledby="desk-heading" className="rounded-2xl bg-secondary-blue p-5 text-white smm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="desk-heading" className="text-lg font-bold smm:text-xl">
          Price desk: what things cost this month
        </h2>
        <Link
          href="/pricedesk"
          prefetch={false}
          className="text-sm font-semibold underline underline-offset-2 hover:no-underline"
        >
          Open the price desk
        </Link>
      </div>
      {items.length > 0 ? (
        <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2 mdm:grid-cols-3">
          {items.map(({ item, typicalKobo }) => (
            <li key={item.id} className="min-w-0">
              <Link
                href={`/pricedesk/search?item=${encodeURIComponent(item.slug)}`}
                prefetch={false}
                className="flex h-full items-baseline justify-between gap-3 rounded-lg bg-white/10 px-3 py-2.5 text-sm hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{item.name}</span>
                  <span className="text-xs text-white/75">per {item.unitLabel}</span>
                </span>
                <span className="shrink-0 text-right font-bold tabular-nums">
                  {typicalKobo !== null ? (
                    formatNaira(typicalKobo)
                  ) : (
                    <span className="text-xs font-normal text-white/75">Few reports yet</span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-white/85">
          The desk compares what rice, garri, cement, phones and more sell for across the 36 states and the FCT. Search
          an item to see its low, typical and high price before you pay.
        </p>
      )}
      <p className="mt-3 text-xs text-white/75">
        Typical price = the middle of the prices people and sellers reported nationwide over the last 30 days.
      </p>
    </section>
  );
}
