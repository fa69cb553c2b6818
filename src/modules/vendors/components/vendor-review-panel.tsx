import Link from "next/link";
import type { ReactNode } from "react";
import { formatLagosDate, formatLagosDateTime } from "@/lib/dates";
import { placeLabel } from "@/lib/nigeria";
import { formatNigerianPhone } from "@/lib/phone";
import { storeHref } from "@/modules/vendors/components/seller-card";
import { VendorLogo } from "@/modules/vendors/components/vendor-logo";
import { vendorKindLabels } from "@/modules/vendors/components/vendor-labels";
import { VendorReviewChanges } from "@/modules/vendors/components/vendor-review-changes";
import { VendorReviewActions } from "@/modules/vendors/components/vendor-review-actions";
import { ReviewStateBadge } from "@/modules/vendors/components/vendor-review-list";
import type { ReviewEvent, VendorForReview } from "@/modules/vendors/vendor-review.service";

const visibilityLabels: Record<VendorForReview["contactVisibility"], string> = {
  CALL_AND_WHATSAPP: "buyers may call and WhatsApp it",
  WHATSAPP_ONLY: "buyers may WhatsApp it only",
  HIDDEN: "kept private from buyers",
};

const eventLabels: Record<ReviewEvent["kind"], string> = {
  SUBMITTED: "Sent for review by the seller",
  APPROVED: "Approved",
  REJECTED: "Sent back",
  SUSPENDED: "Suspended",
  REINSTATED: "Suspension lifted",
};

const stateNotes: Partial<Record<VendorForReview["reviewState"], string>> = {
  PREPARING: "The seller has not sent this profile for review yet: there is nothing to decide.",
  REJECTED: "Sent back to the seller: it returns to the queue when they fix it and send it again.",
};

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-black/10 bg-white p-4 smm:p-5">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[11rem_1fr]">
      {rows.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="text-primary/75">{term}</dt>
          <dd className="min-w-0 break-words">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function Check({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <span className={ok ? "font-semibold text-secondary-dark-green" : "font-semibold text-primary-light"}>
      {ok ? `✓ ${yes}` : `✗ ${no}`}
    </span>
  );
}

/**
 * Operations' view of one vendor (/dashboard/vendor/profile?id=…): the decision first, then everything it rests on
 * (the profile, the owner, the payout account, the outlets, the team, the pictures) and what was decided before.
 */
/**
 * The payout account as operations see it (bank, last four digits, whether the bank confirmed the name). Payouts sit
 * above vendors, so the page reads it from the payouts module and passes it in.
 */
export interface ReviewPayoutAccount {
  bankName: string;
  maskedNumber: string;
  accountName: string;
  bankConfirmed: boolean;
}

export function VendorReviewPanel({
  vendor,
  payoutAccount,
}: {
  vendor: VendorForReview;
  payoutAccount: ReviewPayoutAccount | null;
}) {
  const place = placeLabel(vendor.city, vendor.state);
  return (
    <div className="mx-auto max-w-4xl space-y-4 px-4 py-6 smm:py-8">
      <Link
        href="/dashboard/vendor/list"
        prefetch={false}
        className="text-sm font-semibold text-primary-light hover:underline"
      >
        ← All vendors
      </Link>
      <header className="flex flex-wrap items-start gap-4">
        <VendorLogo name={vendor.name} logo={vendor.logo} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words">{vendor.name}</h1>
          <p className="text-primary/75">
            {vendorKindLabels[vendor.kind]}
            {place ? ` · ${place}` : ""}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <ReviewStateBadge state={vendor.reviewState} />
            {vendor.reviewState === "APPROVED" ? (
              <Link
                href={storeHref(vendor.slug)}
                prefetch={false}
                className="text-sm font-semibold text-primary-light hover:underline"
              >
                Open the store page
              </Link>
            ) : null}
          </div>
        </div>
      </header>

      <VendorReviewChanges changes={vendor.changes} nameResembles={vendor.nameResembles} />

      <Section title="Decision" id="review-decision">
        {vendor.submittedAt ? (
          <p className="mb-3 text-primary/80">Sent for review {formatLagosDateTime(vendor.submittedAt)}.</p>
        ) : null}
        {vendor.reviewState === "REJECTED" && vendor.rejectionReason ? (
          <p className="mb-3 rounded-lg bg-warning-bg px-3 py-2">
            Reason given{vendor.reviewedBy ? ` by ${vendor.reviewedBy}` : ""}
            {vendor.rejectedAt ? ` on ${formatLagosDate(vendor.rejectedAt)}` : ""}: {vendor.rejectionReason}
          </p>
        ) : null}
        {stateNotes[vendor.reviewState] ? (
          <p className="mb-3 text-primary/80">{stateNotes[vendor.reviewState]}</p>
        ) : null}
        {vendor.ownVendor ? (
          <p role="note" className="rounded-lg bg-warning-bg px-3 py-2">
            You belong to this business, so you cannot decide on it. Ask someone else in the operations team.
          </p>
        ) : (
          <VendorReviewActions
            vendorId={vendor.id}
            vendorName={vendor.name}
            reviewState={vendor.reviewState}
            changesWaiting={vendor.changes !== null}
          />
        )}
      </Section>

      <Section title="Business" id="review-business">
        <Facts
          rows={[
            ["Description", vendor.description ?? <em className="text-primary/75">None written</em>],
            ["CAC registration", vendor.cacNumber ?? <em className="text-primary/75">Not given (optional)</em>],
            [
              "Business phone",
              vendor.contactPhone ? (
                <>
                  {formatNigerianPhone(vendor.contactPhone)} ·{" "}
                  <Check ok={vendor.phoneVerified} yes="verified" no="not verified" /> ·{" "}
                  {visibilityLabels[vendor.contactVisibility]}
                </>
              ) : (
                <Check ok={false} yes="" no="No phone given" />
              ),
            ],
            ["On Oja since", formatLagosDate(vendor.createdAt)],
            ...(vendor.approvedAt ? ([["Approved", formatLagosDate(vendor.approvedAt)]] as [string, ReactNode][]) : []),
          ]}
        />
      </Section>

      <Section title="Owner" id="review-owner">
        <Facts
          rows={[
            ["Name", vendor.owner.name],
            [
              "E-mail",
              vendor.owner.email ? (
                <>
                  {vendor.owner.email} · <Check ok={vendor.owner.emailVerified} yes="verified" no="not verified" />
                </>
              ) : (
                "None"
              ),
            ],
            [
              "Phone",
              vendor.owner.phone ? (
                <>
                  {formatNigerianPhone(vendor.owner.phone)} ·{" "}
                  <Check ok={vendor.owner.phoneVerified} yes="verified" no="not verified" />
                </>
              ) : (
                "None"
              ),
            ],
          ]}
        />
      </Section>

      <Section title="Payout account" id="review-payout">
        {payoutAccount ? (
          <Facts
            rows={[
              ["Bank", payoutAccount.bankName],
              [
                "Account number",
                <span key="n" className="font-mono">
                  {payoutAccount.maskedNumber}
                </span>,
              ],
              ["Account name", payoutAccount.accountName],
              [
                "Name check",
                <Check
                  key="c"
                  ok={payoutAccount.bankConfirmed}
                  yes="Confirmed by the bank"
                  no="Typed by the seller: not confirmed by the bank"
                />,
              ],
            ]}
          />
        ) : (
          <p className="text-primary/80">No payout account yet.</p>
        )}
      </Section>

      <Section title={`Stores (${vendor.stores.length})`} id="review-stores">
        {vendor.stores.length ? (
          <ul className="space-y-2">
            {vendor.stores.map((store, index) => (
              <li key={`${store.name}-${index}`}>
                <p className="font-medium">{store.name}</p>
                <p className="text-primary/75">
                  {store.address}, {placeLabel(store.city, store.state)}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-primary/80">No store added yet.</p>
        )}
      </Section>

      <Section title={`Team (${vendor.members.length})`} id="review-team">
        <ul className="space-y-1">
          {vendor.members.map((member, index) => (
            <li key={`${member.name}-${index}`}>
              <span className="font-medium">{member.name}</span> · {member.role} · since {formatLagosDate(member.since)}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Pictures" id="review-pictures">
        <div className="flex flex-wrap gap-6">
          <figure className="space-y-1">
            <VendorLogo name={vendor.name} logo={vendor.logo} size="lg" />
            <figcaption className="text-xs text-primary/75">{vendor.logo ? "Logo" : "No logo"}</figcaption>
          </figure>
          <figure className="min-w-0 flex-1 basis-56 space-y-1">
            {vendor.cover && vendor.cover.sources.length ? (
              // eslint-disable-next-line @next/next/no-img-element -- already resized WebP renditions (see ProductImage)
              <img
                src={vendor.cover.sources[0]!.url}
                srcSet={vendor.cover.sources.map((source) => `${source.url} ${source.width}w`).join(", ")}
                sizes="(min-width: 900px) 600px, 100vw"
                width={vendor.cover.width}
                height={vendor.cover.height}
                alt={vendor.cover.alt}
                loading="lazy"
                style={{ backgroundColor: vendor.cover.placeholder }}
                className="aspect-[3/1] w-full rounded-lg object-cover"
              />
            ) : (
              <div className="flex aspect-[3/1] w-full items-center justify-center rounded-lg bg-black/5 text-xs text-primary/75">
                No cover picture
              </div>
            )}
            <figcaption className="text-xs text-primary/75">Cover picture</figcaption>
          </figure>
        </div>
      </Section>

      <Section title="Review history" id="review-history">
        {vendor.history.length ? (
          <ol className="space-y-3 border-l-2 border-black/10 pl-4">
            {vendor.history.map((event, index) => (
              <li key={`${event.kind}-${event.at.toISOString()}-${index}`}>
                <p>
                  <span className="font-semibold">{eventLabels[event.kind]}</span>
                  {event.by && event.kind !== "SUBMITTED" ? ` by ${event.by}` : ""} · {formatLagosDateTime(event.at)}
                </p>
                {event.reason ? <p className="text-primary/80">&ldquo;{event.reason}&rdquo;</p> : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-primary/80">No decision yet.</p>
        )}
      </Section>
    </div>
  );
}
