import Link from "next/link";
import type { ReactNode } from "react";
import { placeLabel } from "@/lib/nigeria";
import { vendorKindLabels } from "@/modules/vendors/components/vendor-labels";
import { VendorLogo } from "@/modules/vendors/components/vendor-logo";
import { changesInReviewNotice, VendorBusinessForm } from "@/modules/vendors/components/vendor-business-form";
import { VendorPhoneForm } from "@/modules/vendors/components/vendor-phone-form";
import { VendorPicturesForm } from "@/modules/vendors/components/vendor-pictures-form";
import { ReviewStateBadge } from "@/modules/vendors/components/vendor-review-list";
import { VendorSubmitPanel } from "@/modules/vendors/components/vendor-submit-panel";
import { StartSellingForm } from "@/modules/vendors/components/start-selling-form";
import { profileChangeMessages } from "@/modules/vendors/vendor-profile-changes";
import {
  reviewRequirements,
  type MyVendorProfile,
  type ReviewRequirement,
  type VendorReviewState,
} from "@/modules/vendors/vendor-profile.service";

const standing: Record<VendorReviewState, { title: string; detail: string }> = {
  PREPARING: {
    title: "Complete your profile, then send it for review",
    detail:
      "Nothing of yours is public until our team approves your profile. You can prepare products and stores meanwhile.",
  },
  SUBMITTED: {
    title: "We are reviewing your profile",
    detail: "We will tell you by SMS or e-mail when it is approved. Nothing of yours is public until then.",
  },
  REJECTED: {
    title: "Your profile needs changes",
    detail: "Fix what our team asks below, then send it for review again.",
  },
  APPROVED: { title: "You are selling on Oja", detail: "Your store page and your active listings are in the market." },
  SUSPENDED: {
    title: "Your business is suspended",
    detail:
      "Your store page and listings are hidden, and nothing can be changed until our team lifts the suspension. Contact us to find out why.",
  },
};

/** Which section fixes each requirement, for the checklist's links. */
const sectionOf: Record<ReviewRequirement, string> = {
  BUSINESS_NAME: "business",
  DESCRIPTION: "business",
  LOCATION: "business",
  VERIFIED_PHONE: "contact",
  PAYOUT_ACCOUNT: "payout",
  LOGO: "pictures",
};

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-xl border border-black/10 bg-white p-4 smm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-primary/75">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A buyer's way in: the page's title, then "Start selling". */
export function StartSellingScreen() {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-6 smm:py-8">
      <header>
        <h1 className="text-2xl font-bold">Business profile</h1>
        <p className="mt-1 text-primary/75">Open your business on Oja in a few minutes.</p>
      </header>
      <StartSellingForm />
    </div>
  );
}

/**
 * A vendor's own profile (`/dashboard/vendor/profile`): where it stands with our team, what is still missing, and each
 * section saved on its own. The payout section is the payouts module's, handed in by the page (payouts sit above
 * vendors). Members without `profile:write` see where it stands only.
 */
export function VendorProfileScreen({
  profile,
  missing,
  payout,
  delivery,
  team,
}: {
  profile: MyVendorProfile;
  missing: ReviewRequirement[];
  payout: ReactNode;
  /** The delivery module's fee table, handed in by the page (delivery sits above vendors). */
  delivery?: ReactNode;
  team?: ReactNode;
}) {
  const state = profile.review.state;
  const canEdit = profile.permissions.includes("profile:write");
  // What the reviewer reads is what gets approved: nothing changes while they read it.
  const locked = state === "SUBMITTED";
  const changes = profile.changesInReview;
  const phoneWaits = profile.status !== "PENDING" && profile.contactPhone !== null && !profile.contactPhoneVerified;
  const place = placeLabel(profile.city, profile.state);
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 smm:py-8">
      <header className="flex items-center gap-4">
        <VendorLogo name={profile.name} logo={profile.logo} size="md" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">{profile.name}</h1>
          <p className="text-sm text-primary/75">
            {vendorKindLabels[profile.kind]}
            {place ? ` · ${place}` : ""} · you are{" "}
            {profile.role === "Owner" ? "the owner" : `a ${profile.role.toLowerCase()}`}
          </p>
        </div>
      </header>

      <section
        aria-labelledby="standing-title"
        data-review-state={state}
        className="rounded-xl border border-black/10 bg-white p-4 smm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="standing-title" className="text-lg font-semibold">
            {standing[state].title}
          </h2>
          <ReviewStateBadge state={state} />
        </div>
        <p className="mt-1 text-sm text-primary/80">{standing[state].detail}</p>
        {state === "REJECTED" && profile.review.reason ? (
          <blockquote className="mt-3 rounded-lg border-l-4 border-primary-light bg-primary-light/5 px-3 py-2 text-sm">
            <span className="block font-semibold">What our team asks you to fix</span>
            <span className="whitespace-pre-line">{profile.review.reason}</span>
          </blockquote>
        ) : null}
        {state === "APPROVED" ? (
          <Link
            href={`/market/store/${profile.slug}`}
            prefetch={false}
            className="mt-2 inline-block text-sm font-semibold text-primary-light hover:underline"
          >
            See your store page
          </Link>
        ) : null}
        {changes ? (
          <p
            role="status"
            data-changes-in-review
            className="mt-3 rounded-lg border-l-4 border-primary-light bg-primary-light/5 px-3 py-2 text-sm"
          >
            <span className="block font-semibold">{changesInReviewNotice}</span>
            <span>
              Buyers see “{changes.publicName}” and your approved description and logo until our team approves.
            </span>
          </p>
        ) : null}
        {state === "PREPARING" || state === "REJECTED" ? (
          <div className="mt-4 space-y-4 border-t border-black/10 pt-4">
            <h3 className="font-semibold">Before you send it</h3>
            <ul className="space-y-1.5 text-sm">
              {(Object.keys(reviewRequirements) as ReviewRequirement[]).map((key) => {
                const done = !missing.includes(key);
                return (
                  <li key={key} className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className={`flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${done ? "bg-secondary-dark-green text-white" : "border border-black/30"}`}
                    >
                      {done ? "✓" : ""}
                    </span>
                    {done ? (
                      <span>{reviewRequirements[key]}</span>
                    ) : (
                      <a href={`#${sectionOf[key]}`} className="font-semibold text-primary-light hover:underline">
                        {reviewRequirements[key]}
                      </a>
                    )}
                    <span className="sr-only">{done ? "(done)" : "(missing)"}</span>
                  </li>
                );
              })}
            </ul>
            {canEdit ? (
              <VendorSubmitPanel vendorId={profile.id} ready={missing.length === 0} again={state === "REJECTED"} />
            ) : null}
          </div>
        ) : null}
      </section>

      {canEdit && locked ? (
        <>
          <p role="status" data-profile-locked className="rounded-xl border border-black/10 bg-white p-4 text-sm">
            {profileChangeMessages.locked}
          </p>
          <Section id="payout" title="Payout account" intro="The bank account your sales are paid into.">
            {payout}
          </Section>
        </>
      ) : canEdit ? (
        <>
          <Section id="business" title="Business" intro="Buyers read this on your store page once you are approved.">
            <VendorBusinessForm profile={profile} />
          </Section>
          <Section
            id="contact"
            title="Contact phone"
            intro={
              phoneWaits
                ? "We verify it with a code by SMS. Buyers see your last verified number until this one is verified."
                : "We verify it with a code by SMS. You choose what buyers see."
            }
          >
            <VendorPhoneForm profile={profile} />
          </Section>
          <Section id="payout" title="Payout account" intro="The bank account your sales are paid into.">
            {payout}
          </Section>
          <Section id="pictures" title="Logo and cover">
            <VendorPicturesForm vendorId={profile.id} logo={profile.logo} cover={profile.cover} />
          </Section>
        </>
      ) : (
        <p className="rounded-xl border border-black/10 bg-white p-4 text-sm text-primary/80">
          Only the owner and managers can change the business profile.
        </p>
      )}

      {delivery ? (
        <Section
          id="delivery"
          title="Delivery"
          intro="Where you deliver yourself, for how much and how fast. Buyers elsewhere can collect from your stores or choose Oja's courier."
        >
          {delivery}
        </Section>
      ) : null}

      {team ? (
        <Section id="team" title="Team" intro="The people who run the shop with you, and what each may do.">
          {team}
        </Section>
      ) : null}
    </div>
  );
}
