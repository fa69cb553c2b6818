import Link from "next/link";
import { nextSteps } from "@/modules/dashboard/next-steps";
import type { VendorKind, WorkspaceVendor } from "@/modules/vendors/vendor-workspace.service";

const kindLabels: Record<VendorKind, string> = { INDIVIDUAL: "Individual seller", STORE: "Store", ARTISAN: "Artisan" };

const standing: Record<WorkspaceVendor["reviewState"], { badge: string; tone: string; title: string; detail: string }> =
  {
    PREPARING: {
      badge: "Not sent yet",
      tone: "bg-warning-bg text-primary",
      title: "Finish your business profile and send it for review",
      detail:
        "Nothing of yours is public until our team approves it. You can prepare your products and stores meanwhile; they appear in the market once you are approved.",
    },
    REJECTED: {
      badge: "Changes needed",
      tone: "bg-warning-bg text-primary",
      title: "Our team sent your profile back",
      detail:
        "Fix what they asked for on your business profile and send it again. Nothing of yours is public until it is approved.",
    },
    SUBMITTED: {
      badge: "Waiting for approval",
      tone: "bg-warning-bg text-primary",
      title: "We are reviewing your profile",
      detail:
        "Until we approve it, nothing of yours is public. You can prepare your products and stores meanwhile; they appear in the market once you are approved.",
    },
    APPROVED: {
      badge: "Approved",
      tone: "bg-secondary-dark-green text-white",
      title: "You are selling on Oja",
      detail: "Your store page and your active listings are in the market.",
    },
    SUSPENDED: {
      badge: "Suspended",
      tone: "bg-primary-light text-white",
      title: "Your business is suspended",
      detail:
        "Your store page and listings are hidden from the market, and nothing can be changed until our team lifts the suspension. You can still look at what you had. Contact us to find out why and what to do.",
    },
  };

/** One vendor the person belongs to: its name, kind, where it stands with us, and what is left to do. */
export function VendorStanding({ vendor }: { vendor: WorkspaceVendor }) {
  const state = standing[vendor.reviewState];
  const steps = nextSteps(vendor);
  return (
    <section aria-labelledby={`vendor-${vendor.id}`} className="rounded-xl border border-black/10 bg-white p-5 smm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`vendor-${vendor.id}`} className="text-lg font-semibold break-words">
            {vendor.name}
          </h2>
          <p className="text-sm text-primary/75">
            {kindLabels[vendor.kind]} · you are{" "}
            {vendor.role === "Owner" ? "the owner" : `a member (${vendor.role.toLowerCase()})`}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${state.tone}`}>{state.badge}</span>
      </div>
      <div className="mt-4">
        <p className="font-semibold">{state.title}</p>
        <p className="mt-1 text-sm text-primary/80">{state.detail}</p>
        {vendor.rejectionReason ? (
          <p className="mt-2 rounded-lg bg-warning-bg p-3 text-sm">
            <span className="font-semibold">Their reason: </span>
            {vendor.rejectionReason}
          </p>
        ) : null}
        {vendor.reviewState === "PREPARING" || vendor.reviewState === "REJECTED" ? (
          <Link
            href="/dashboard/vendor/profile"
            prefetch={false}
            className="mt-2 inline-block text-sm font-semibold text-primary-light hover:underline"
          >
            Open your business profile
          </Link>
        ) : null}
        {vendor.status === "APPROVED" ? (
          <Link
            href={`/market/store/${vendor.slug}`}
            prefetch={false}
            className="mt-2 inline-block text-sm font-semibold text-primary-light hover:underline"
          >
            See your store page
          </Link>
        ) : null}
        {vendor.status === "SUSPENDED" ? (
          <Link
            href="/contact"
            prefetch={false}
            className="mt-2 inline-block text-sm font-semibold text-primary-light hover:underline"
          >
            Contact us
          </Link>
        ) : null}
      </div>
      {steps.length > 0 ? (
        <div className="mt-5 border-t border-black/10 pt-4">
          <h3 className="font-semibold">What to do next</h3>
          <ul className="mt-2 space-y-3">
            {steps.map((step) => (
              <li key={step.label}>
                <Link href={step.href} prefetch={false} className="font-semibold text-primary-light hover:underline">
                  {step.label}
                </Link>
                <p className="text-sm text-primary/80">{step.detail}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
