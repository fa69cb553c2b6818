import Link from "next/link";
import { formatLagosDate } from "@/lib/dates";
import { placeLabel } from "@/lib/nigeria";
import { VendorLogo } from "@/modules/vendors/components/vendor-logo";
import { vendorKindLabels } from "@/modules/vendors/components/vendor-labels";
import { vendorReviewHref } from "@/modules/vendors/components/vendor-review-labels";
import { ReviewStateBadge } from "@/modules/vendors/components/vendor-review-list";
import type { VendorReviewItem } from "@/modules/vendors/vendor-review.service";

/** Cards with the vendors' logos, for looking over many at once; each card opens the vendor's review. */
export function VendorReviewGrid({ items }: { items: VendorReviewItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 xsmm:grid-cols-2 smm:grid-cols-3 lg:grid-cols-4">
      {items.map((item) => {
        const place = placeLabel(item.city, item.state);
        return (
          <li key={item.id}>
            <article
              aria-label={item.name}
              className="relative flex h-full flex-col items-center gap-2 rounded-xl border border-black/10 bg-white p-4 text-center hover:shadow-sm"
            >
              <VendorLogo name={item.name} logo={item.logo} size="lg" />
              <h2 className="font-semibold break-words">
                {/* The whole card is the link's target area; the name stays the link's text. */}
                <Link
                  href={vendorReviewHref(item.id)}
                  prefetch={false}
                  className="text-primary-light after:absolute after:inset-0 hover:underline"
                >
                  {item.name}
                </Link>
              </h2>
              <p className="text-sm text-primary/75">
                {vendorKindLabels[item.kind]}
                {place ? ` · ${place}` : ""}
              </p>
              <p className="text-xs text-primary/75">{item.ownerName}</p>
              <div className="mt-auto flex flex-col items-center gap-1 pt-1">
                <ReviewStateBadge state={item.reviewState} />
                <p className="text-xs text-primary/75">
                  {item.submittedAt ? `Sent ${formatLagosDate(item.submittedAt)}` : "Not sent for review"}
                </p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
