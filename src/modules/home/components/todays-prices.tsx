import Link from "next/link";
import { nigerianStates } from "@/lib/nigeria";
import { formatNaira } from "@/lib/money";
import type { EverydayPrice } from "@/modules/pricedesk/pricedesk.types";
import { itemHref } from "@/modules/pricedesk/components/desk-home-sections";

/** ▲ up / ▼ down as the desk's movers show them (red up, green down), or "steady" for a change under half a percent. */
function WeekChange({ percent }: { percent: number }) {
  if (percent === 0) return <span className="text-primary/80">steady this week</span>;
  const up = percent > 0;
  return (
    <span className={`font-semibold ${up ? "text-primary-light" : "text-secondary-dark-green"}`}>
      <span aria-hidden="true">{up ? "▲" : "▼"}</span>
      <span className="sr-only">{up ? "up" : "down"}</span> {Math.abs(percent)}%
      <span className="font-normal text-primary/80"> this week</span>
    </span>
  );
}

/** A GET form, so choosing a state works without JavaScript (no client code on the home page). */
function StatePicker({ state }: { state: string | null }) {
  return (
    <form action="/" method="get" className="flex items-center gap-2 text-sm">
      <label htmlFor="home-state" className="font-medium">
        Prices in
      </label>
      <select
        id="home-state"
        name="state"
        defaultValue={state ?? ""}
        className="min-w-0 rounded-lg border border-black/15 bg-white px-2 py-2 outline-none focus:border-primary-light"
      >
        <option value="">All Nigeria</option>
        {nigerianStates.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="rounded-lg border border-primary px-3 py-2 font-semibold hover:bg-primary hover:text-white"
      >
        Show
      </button>
    </form>
  );
}

/** "Today's prices": everyday items with their typical price, unit and week's change, each opening its desk page. */
export function TodaysPrices({ prices, state }: { prices: EverydayPrice[]; state: string | null }) {
  const place = state ?? "Nigeria";
  return (
    <section className="mx-auto max-w-6xl px-4 pt-8" aria-labelledby="prices-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="prices-heading" className="text-xl font-bold smm:text-2xl">
            Today&apos;s prices
          </h2>
          <p className="mt-1 text-sm text-primary/80">Typical prices in {place} from the Oja price desk.</p>
        </div>
        <StatePicker state={state} />
      </div>
      {prices.length === 0 ? (
        <p className="mt-4 text-sm text-primary/80">
          No prices to show right now.{" "}
          <Link href="/pricedesk" prefetch={false} className="font-semibold text-primary-light hover:underline">
            Search the price desk
          </Link>
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-2 smm:grid-cols-4 smm:gap-3">
          {prices.map((price) => (
            <li key={price.item.id}>
              <Link
                href={itemHref(price.item.slug, price.state)}
                prefetch={false}
                className="flex h-full flex-col gap-1 rounded-xl border border-black/10 p-3 hover:border-primary-light"
              >
                <span className="line-clamp-2 text-sm leading-snug font-medium">{price.item.name}</span>
                <span className="mt-auto pt-1 text-base leading-tight font-bold tabular-nums smm:text-lg">
                  {formatNaira(price.typicalKobo)}
                </span>
                <span className="text-xs text-primary/80">
                  per {price.item.unitLabel}
                  {state && price.state === null ? " · nationwide" : null}
                </span>
                {price.weekChangePercent !== null ? (
                  <span className="text-xs tabular-nums">
                    <WeekChange percent={price.weekChangePercent} />
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-primary/80">
        Typical price: the middle of the prices reported over the last 30 days; the change compares it with the same
        figure a week ago.{" "}
        <Link href="/pricedesk" prefetch={false} className="font-semibold text-primary-light hover:underline">
          Open the price desk
        </Link>
      </p>
    </section>
  );
}
