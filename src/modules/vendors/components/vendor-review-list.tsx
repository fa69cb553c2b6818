import Link from "next/link";
import { formatLagosDateTime } from "@/lib/dates";
import { placeLabel } from "@/lib/nigeria";
import { formatNigerianPhone } from "@/lib/phone";
import { VendorLogo } from "@/modules/vendors/components/vendor-logo";
import { vendorKindLabels } from "@/modules/vendors/components/vendor-labels";
import {
  reviewStateLabels,
  reviewStateTones,
  vendorReviewHref,
} from "@/modules/vendors/components/vendor-review-labels";
import type { VendorReviewItem } from "@/modules/vendors/vendor-review.service";

/** An approved business in the queue for its changes: what buyers would see once approved. */
function ChangedName({ item }: { item: VendorReviewItem }) {
  if (!item.changesSubmittedAt || item.changedName === null) return null;
  return (
    <p data-changed-name className="text-xs font-semibold break-words text-primary/80">
      Changes waiting{item.changedName !== item.name ? `: new name “${item.changedName}”` : ""}
    </p>
  );
}

export function ReviewStateBadge({ state }: { state: VendorReviewItem["reviewState"] }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${reviewStateTones[state]}`}
    >
      {reviewStateLabels[state]}
    </span>
  );
}

/** The owner's name, then how to reach them, one per line (an e-mail address may break anywhere, never the page). */
function OwnerLines({ item }: { item: Pick<VendorReviewItem, "ownerName" | "ownerEmail" | "ownerPhone"> }) {
  return (
    <>
      <span className="block font-medium">{item.ownerName}</span>
      {item.ownerEmail ? (
        <span className="block text-xs text-primary/75 [overflow-wrap:anywhere]">{item.ownerEmail}</span>
      ) : null}
      {item.ownerPhone ? (
        <span className="block text-xs whitespace-nowrap text-primary/75">{formatNigerianPhone(item.ownerPhone)}</span>
      ) : null}
      {!item.ownerEmail && !item.ownerPhone ? (
        <span className="block text-xs text-primary/75">No contact given</span>
      ) : null}
    </>
  );
}

function sentLabel(item: VendorReviewItem): string {
  return item.submittedAt ? formatLagosDateTime(item.submittedAt) : "Not sent";
}

/** The desktop's table: one row per vendor, the name linking to its review. Hidden on a phone (the cards show). */
export function VendorReviewTable({ items }: { items: VendorReviewItem[] }) {
  return (
    <div className="hidden overflow-hidden rounded-xl border border-black/10 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Vendors</caption>
        <thead className="bg-black/[0.03] text-xs tracking-wide text-primary/75 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Business
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Location
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Owner
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Sent for review
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              State
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-black/10">
          {items.map((item) => (
            <tr key={item.id} className="align-top hover:bg-black/[0.02]">
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <VendorLogo name={item.name} logo={item.logo} size="sm" />
                  <div className="min-w-0">
                    <Link
                      href={vendorReviewHref(item.id)}
                      prefetch={false}
                      className="font-semibold break-words text-primary-light hover:underline"
                    >
                      {item.name}
                    </Link>
                    <p className="text-xs text-primary/75">{vendorKindLabels[item.kind]}</p>
                    <ChangedName item={item} />
                  </div>
                </div>
              </td>
              <td className="px-4 py-3">{placeLabel(item.city, item.state) || "Not given"}</td>
              <td className="px-4 py-3">
                <OwnerLines item={item} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{sentLabel(item)}</td>
              <td className="px-4 py-3">
                <ReviewStateBadge state={item.reviewState} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The phone's list: one card per vendor, the whole name a link to its review. Hidden on a desktop (the table shows). */
export function VendorReviewCards({ items }: { items: VendorReviewItem[] }) {
  return (
    <ul className="space-y-3 md:hidden">
      {items.map((item) => (
        <li key={item.id}>
          <article aria-label={item.name} className="rounded-xl border border-black/10 bg-white p-4">
            <div className="flex items-start gap-3">
              <VendorLogo name={item.name} logo={item.logo} size="sm" />
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold break-words">
                  <Link
                    href={vendorReviewHref(item.id)}
                    prefetch={false}
                    className="text-primary-light hover:underline"
                  >
                    {item.name}
                  </Link>
                </h2>
                <p className="text-sm text-primary/75">
                  {vendorKindLabels[item.kind]}
                  {placeLabel(item.city, item.state) ? ` · ${placeLabel(item.city, item.state)}` : ""}
                </p>
                <ChangedName item={item} />
                <div className="mt-1.5">
                  <ReviewStateBadge state={item.reviewState} />
                </div>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-primary/75">Owner</dt>
              <dd className="min-w-0">
                <OwnerLines item={item} />
              </dd>
              <dt className="text-primary/75">Sent</dt>
              <dd>{sentLabel(item)}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
