import Link from "next/link";
import { Fragment, Suspense, type ReactNode } from "react";
import { hasStaffPermission, hasVendorPermission } from "@/lib/actor";
import type { DashboardVisitor } from "@/modules/dashboard/dashboard-session";
import { ShopToday, ShopTodaySkeleton } from "@/modules/dashboard/components/shop-today";
import { StartSelling } from "@/modules/dashboard/components/start-selling";
import { VendorBalanceCard } from "@/modules/dashboard/components/vendor-balance-card";
import { VendorStanding } from "@/modules/dashboard/components/vendor-standing";
import { refundsToFollowUpCount } from "@/modules/dashboard/dashboard-counts";
import { countVendorsAwaitingReview } from "@/modules/vendors/vendor-workspace.service";

/**
 * /dashboard, per person: a seller's business and what to do next, staff's queues, and for a buyer the invitation to
 * start selling. Under each vendor, the shop today (listings live, views, low stock, held prices, what to do next)
 * and, for those who may see the money, the balance, each streamed in so the page shows at once.
 */
export async function DashboardOverview({ visitor }: { visitor: DashboardVisitor }) {
  const { actor, vendors } = visitor;
  const staff = actor.staffPermissions.size > 0;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 smm:py-8">
      <header>
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <p className="mt-1 text-primary/75">Welcome, {visitor.name}.</p>
      </header>
      {vendors.map((vendor) => (
        <Fragment key={vendor.id}>
          <VendorStanding vendor={vendor} />
          <Suspense fallback={<ShopTodaySkeleton />}>
            <ShopToday actor={actor} vendor={vendor} named={vendors.length > 1} />
          </Suspense>
          {/* Money is for owners and managers (ledger:view), never sales assistants. */}
          {hasVendorPermission(actor, vendor.id, "ledger:view") ? (
            <Suspense fallback={<ShopTodaySkeleton />}>
              <VendorBalanceCard actor={actor} vendor={vendor} named={vendors.length > 1} />
            </Suspense>
          ) : null}
        </Fragment>
      ))}
      {hasStaffPermission(actor, "vendors:review") ? <VendorReviewQueue visitor={visitor} /> : null}
      {hasStaffPermission(actor, "pricedesk:moderate") ? (
        <OperationsCard title="Held price reports" href="/pricedesk/moderation" link="Open the queue">
          Price reports far from what others reported wait for a moderator before they count.
        </OperationsCard>
      ) : null}
      {hasStaffPermission(actor, "payments:refund") ? <RefundsToFollowUp visitor={visitor} /> : null}
      {vendors.length === 0 && !staff ? <StartSelling /> : null}
    </div>
  );
}

async function VendorReviewQueue({ visitor }: { visitor: DashboardVisitor }) {
  const queue = await countVendorsAwaitingReview(visitor.actor);
  if (!queue.ok) return null;
  return (
    <OperationsCard title="Vendor profiles to review" href="/dashboard/vendor/list" link="Review vendors">
      {queue.count === 0
        ? "No vendor profile is waiting for a decision."
        : `${queue.count.toLocaleString("en-NG")} vendor ${queue.count === 1 ? "profile is" : "profiles are"} waiting for a decision.`}
    </OperationsCard>
  );
}

async function RefundsToFollowUp({ visitor }: { visitor: DashboardVisitor }) {
  const waiting = await refundsToFollowUpCount(visitor.actor);
  return (
    <OperationsCard title="Refunds to follow up" href="/dashboard/refunds" link="Open the refunds">
      {waiting === 0
        ? "Every refund is on its way: none stopped at Paystack."
        : `${waiting.toLocaleString("en-NG")} ${waiting === 1 ? "buyer is" : "buyers are"} still owed money Paystack could not send back.`}
    </OperationsCard>
  );
}

function OperationsCard({
  title,
  href,
  link,
  children,
}: {
  title: string;
  href: string;
  link: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-black/10 bg-white p-5 smm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-primary/80">{children}</p>
      <Link
        href={href}
        prefetch={false}
        className="mt-3 inline-block text-sm font-semibold text-primary-light hover:underline"
      >
        {link}
      </Link>
    </section>
  );
}
