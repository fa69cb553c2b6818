import Link from "next/link";
import type { ReactNode } from "react";
import type { UserActor } from "@/lib/actor";
import { logger } from "@/lib/logger";
import { formatNaira } from "@/lib/money";
import {
  findShopSummary,
  SUMMARY_VIEW_DAYS,
  type ShopSummary,
  type ShopSummaryListing,
} from "@/modules/listings/shop-summary.service";
import { shopNextSteps } from "@/modules/dashboard/shop-next-steps";
import type { WorkspaceVendor } from "@/modules/vendors/vendor-workspace.service";
import { DayBarsChart } from "@/ui/charts/day-bars-chart";

const detailsHref = (id: string) => `/dashboard/product/details?id=${encodeURIComponent(id)}`;
const linkClass = "font-semibold text-primary-light hover:underline";

/** "The shop today" for one vendor: listings live, views over 30 days, low stock, held prices and what to do next. */
export async function ShopToday({
  actor,
  vendor,
  named,
}: {
  actor: UserActor;
  vendor: WorkspaceVendor;
  named: boolean;
}) {
  let shop: ShopSummary;
  try {
    shop = await findShopSummary(actor, vendor.id);
  } catch (error) {
    logger.error("shop summary failed on the dashboard", { vendorId: vendor.id, error });
    return (
      <ShopFrame vendor={vendor} named={named}>
        <p role="alert" className="mt-3 rounded-lg bg-warning-bg p-3 text-sm">
          We could not load your shop&apos;s figures just now. Reload the page to try again.
        </p>
      </ShopFrame>
    );
  }
  const steps = shopNextSteps(vendor, shop);
  return (
    <ShopFrame vendor={vendor} named={named}>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center smm:gap-4">
        <Figure label="Listings live" value={shop.listingsLive} />
        <Figure label={`Views, ${SUMMARY_VIEW_DAYS} days`} value={shop.viewsLast30Days} />
        <Figure label="Low stock" value={shop.lowStock.count} warn={shop.lowStock.count > 0} />
      </dl>
      {shop.listingsLive === 0 && vendor.status !== "APPROVED" ? (
        <p className="mt-2 text-sm text-primary/75">Your listings go live once our team approves your business.</p>
      ) : null}

      <div className="mt-5">
        <h3 className="font-semibold">Views over the last {SUMMARY_VIEW_DAYS} days</h3>
        <p className="text-sm text-primary/75">
          How often buyers opened your product pages (your team&apos;s visits do not count).
        </p>
        <div className="mt-3">
          <DayBarsChart
            days={shop.views}
            label={`Views over the last ${SUMMARY_VIEW_DAYS} days`}
            span={SUMMARY_VIEW_DAYS}
          />
        </div>
      </div>

      {shop.lowStock.count > 0 ? (
        <ListingList
          title="Low stock"
          note={
            shop.lowStock.count > shop.lowStock.items.length
              ? `${shop.lowStock.count.toLocaleString("en-NG")} listings in all; the lowest first.`
              : null
          }
          items={shop.lowStock.items}
          aside={(item) =>
            item.stock === 0 ? (
              <span className="text-error">Sold out</span>
            ) : (
              `${item.stock.toLocaleString("en-NG")} left`
            )
          }
        />
      ) : null}

      {shop.held.count > 0 ? (
        <ListingList
          title="Prices held for review"
          note="The price desk finds these far above what the item usually costs."
          items={shop.held.items}
          aside={(item) => formatNaira(item.priceKobo)}
        />
      ) : null}

      {steps.length > 0 ? (
        <div className="mt-5 border-t border-black/10 pt-4">
          <h3 className="font-semibold">What to do next</h3>
          <ul className="mt-2 space-y-3">
            {steps.map((step) => (
              <li key={step.label}>
                <Link href={step.href} prefetch={false} className={linkClass}>
                  {step.label}
                </Link>
                <p className="text-sm text-primary/80">{step.detail}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ShopFrame>
  );
}

function ShopFrame({ vendor, named, children }: { vendor: WorkspaceVendor; named: boolean; children: ReactNode }) {
  const id = `shop-today-${vendor.id}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-black/10 bg-white p-5 smm:p-6">
      <h2 id={id} className="text-lg font-semibold break-words">
        {named ? `${vendor.name}: the shop today` : "The shop today"}
      </h2>
      {children}
    </section>
  );
}

function Figure({ label, value, warn = false }: { label: string; value: number; warn?: boolean }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-black/[0.03] px-1 py-3">
      <dt className="text-xs text-primary/75">{label}</dt>
      <dd className={`text-2xl font-bold ${warn ? "text-primary-light" : ""}`}>{value.toLocaleString("en-NG")}</dd>
    </div>
  );
}

function ListingList({
  title,
  note,
  items,
  aside,
}: {
  title: string;
  note: string | null;
  items: ShopSummaryListing[];
  aside: (item: ShopSummaryListing) => ReactNode;
}) {
  return (
    <div className="mt-5">
      <h3 className="font-semibold">{title}</h3>
      {note ? <p className="text-sm text-primary/75">{note}</p> : null}
      <ul className="mt-2 divide-y divide-black/10">
        {items.map((item) => (
          <li key={item.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <Link href={detailsHref(item.id)} prefetch={false} className={`min-w-0 break-words ${linkClass}`}>
              {item.title}
            </Link>
            <span className="shrink-0 text-primary/80">{aside(item)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Shown while the figures load (the overview streams them in). */
export function ShopTodaySkeleton() {
  return (
    <section
      aria-busy="true"
      aria-label="Loading the shop's figures"
      className="rounded-xl border border-black/10 bg-white p-5 smm:p-6"
    >
      <div className="h-6 w-40 animate-pulse rounded bg-black/10" />
      <div className="mt-4 grid grid-cols-3 gap-2 smm:gap-4">
        {[0, 1, 2].map((key) => (
          <div key={key} className="h-16 animate-pulse rounded-lg bg-black/[0.06]" />
        ))}
      </div>
      <div className="mt-5 h-32 animate-pulse rounded bg-black/[0.06]" />
    </section>
  );
}
