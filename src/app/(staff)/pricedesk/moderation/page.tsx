import type { Metadata } from "next";
import Link from "next/link";
import { requireSignedInVisitor } from "@/modules/access/signed-in-visitor.service";
import { HeldReportList } from "@/modules/pricedesk/components/held-report-list";
import { listHeldReports } from "@/modules/pricedesk/price-moderation.service";
import { mayModerate } from "@/modules/pricedesk/pricedesk.policy";

export const metadata: Metadata = { title: "Held price reports", robots: { index: false } };
export const dynamic = "force-dynamic";

interface Props {
  searchParams: Promise<{ after?: string | string[] }>;
}

export default async function PriceModerationPage({ searchParams }: Props) {
  const { actor } = await requireSignedInVisitor("/pricedesk/moderation");
  if (!mayModerate(actor)) return <NotAModerator />;
  const { after } = await searchParams;
  const page = await listHeldReports(actor, { after: typeof after === "string" ? after : null });
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header>
        <nav aria-label="Breadcrumb" className="text-sm text-primary/75">
          <Link href="/pricedesk" prefetch={false} className="hover:underline">
            Price desk
          </Link>{" "}
          › Moderation
        </nav>
        <h1 className="mt-2 text-2xl font-bold">Held price reports</h1>
        <p className="mt-2 text-primary/80">
          {page.total === 0
            ? "Nothing is waiting for a decision."
            : `${page.total.toLocaleString("en-NG")} ${page.total === 1 ? "report is" : "reports are"} waiting, oldest first.`}{" "}
          These prices were far from what others reported, so they are kept out of the figures. Accept one when it is
          believable (a scarce week, a dearer market, a bigger size); reject typos and jokes. An accepted report counts
          at once.
        </p>
      </header>
      {page.reports.length ? (
        <>
          <noscript>
            <p className="rounded-lg bg-warning-bg p-3 text-sm">
              Accepting and rejecting reports needs JavaScript turned on.
            </p>
          </noscript>
          <HeldReportList reports={page.reports} />
        </>
      ) : page.total > 0 ? (
        <p>
          No more reports after this point.{" "}
          <Link href="/pricedesk/moderation" className="font-semibold text-primary-light hover:underline">
            Back to the oldest
          </Link>
        </p>
      ) : (
        <p className="rounded-xl border border-black/10 p-5 text-primary/80">
          Reports far from the usual price will appear here.
        </p>
      )}
      {page.nextCursor || after ? (
        <nav aria-label="More held reports" className="flex justify-between text-sm font-semibold">
          {after ? (
            <Link href="/pricedesk/moderation" className="text-primary-light hover:underline">
              ← Oldest
            </Link>
          ) : (
            <span />
          )}
          {page.nextCursor ? (
            <Link
              href={`/pricedesk/moderation?after=${encodeURIComponent(page.nextCursor)}`}
              className="text-primary-light hover:underline"
            >
              Next reports →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function NotAModerator() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Held price reports</h1>
      <p className="mt-4 text-primary/80">
        This page is for the price desk&rsquo;s moderators. If you should have access, ask an admin to give your account
        the moderator role.
      </p>
      <p className="mt-6 text-sm font-semibold">
        <Link href="/pricedesk" className="text-primary-light hover:underline">
          Go to the price desk
        </Link>
      </p>
    </section>
  );
}
