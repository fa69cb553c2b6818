import { ButtonLink } from "@/ui/components/button-link";
import Link from "next/link";
import { formatNaira } from "@/lib/money";
import { placeLabel } from "@/lib/nigeria";
import { rateLabels } from "@/modules/listings/components/listing-labels";
import { ProductImage } from "@/modules/listings/components/product-image";
import { StatusActions } from "@/modules/listings/components/status-actions";
import { sellerServiceFilters, type SellerServiceFilter } from "@/modules/listings/offering-editor.inputs";
import type { SellerServicePage } from "@/modules/listings/offering-editor.service";

/** /dashboard/service/list: the artisan's services as cards (drafts, paused and archived ones too), filtered by status. */

const filterLabels: Record<SellerServiceFilter, string> = {
  ALL: "All",
  DRAFT: "Drafts",
  ACTIVE: "Live",
  PAUSED: "Paused",
  ARCHIVED: "Archived",
};
const statusBadge: Record<string, { label: string; className: string }> = {
  DRAFT: { label: "Draft", className: "bg-black/10 text-primary" },
  ACTIVE: { label: "Live", className: "bg-secondary/15 text-secondary-dark-green" },
  PAUSED: { label: "Paused", className: "bg-warning-bg text-primary ring-1 ring-black/10" },
  ARCHIVED: { label: "Archived", className: "bg-black/5 text-primary/70" },
};

export const serviceListHref = (vendorId: string, status: SellerServiceFilter, page = 1) =>
  `/dashboard/service/list?vendor=${vendorId}${status !== "ALL" ? `&status=${status}` : ""}${page > 1 ? `&page=${page}` : ""}`;

export function SellerServiceList({
  vendorId,
  page,
  status,
  canWrite,
}: {
  vendorId: string;
  page: SellerServicePage;
  status: SellerServiceFilter;
  canWrite: boolean;
}) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <div className="space-y-4">
      <nav aria-label="Filter by status" className="flex flex-wrap gap-2">
        {sellerServiceFilters.map((filter) => (
          <Link
            key={filter}
            href={serviceListHref(vendorId, filter)}
            prefetch={false}
            aria-current={filter === status ? "page" : undefined}
            className="rounded-full border border-black/20 px-3 py-1 text-sm font-semibold aria-[current=page]:bg-primary aria-[current=page]:text-white"
          >
            {filterLabels[filter]}
          </Link>
        ))}
      </nav>
      {page.items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-black/20 p-6 text-center">
          {status === "ALL" && page.page === 1 ? (
            <>
              <p className="font-semibold">You have not added a service yet</p>
              <p className="mt-1 text-sm text-primary/75">
                Say what you do, your price from, where you work and when: buyers near you find it in the market.
              </p>
              {canWrite ? (
                <ButtonLink
                  href={`/dashboard/service/add?vendor=${vendorId}`}
                  prefetch={false}
                  className="mt-3 inline-block"
                >
                  Add your first service
                </ButtonLink>
              ) : null}
            </>
          ) : (
            <p>
              No services here.{" "}
              <Link
                href={serviceListHref(vendorId, "ALL")}
                prefetch={false}
                className="font-semibold text-primary-light underline"
              >
                See all your services
              </Link>
            </p>
          )}
        </div>
      ) : (
        <ul aria-label="Your services" className="space-y-3">
          {page.items.map((service) => {
            const badge = statusBadge[service.status]!;
            const areas = service.areas.length > 0 ? service.areas : [{ state: service.state, city: service.city }];
            return (
              <li
                key={service.id}
                data-service-id={service.id}
                className="grid grid-cols-[4.5rem_1fr] gap-3 rounded-xl border border-black/10 bg-white p-3 sm:grid-cols-[6rem_1fr_auto] sm:items-start"
              >
                <ProductImage
                  image={service.cover}
                  sizes="96px"
                  className="w-[4.5rem] rounded-lg object-cover sm:w-24"
                  alt={service.cover ? `${service.title}: past work` : "No photo of past work yet"}
                />
                <div className="min-w-0 space-y-1">
                  <h2 className="flex flex-wrap items-center gap-2 font-semibold break-words">
                    {service.title}
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge.className}`}>
                      {badge.label}
                    </span>
                  </h2>
                  <p className="text-sm">
                    From <span className="font-bold">{formatNaira(service.priceFromKobo)}</span>{" "}
                    <span className="text-primary/75">{rateLabels[service.rate]}</span>
                  </p>
                  <p className="text-sm break-words text-primary/80">
                    {areas.map((area) => placeLabel(area.city, area.state)).join(" · ")}
                  </p>
                </div>
                {canWrite ? (
                  <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1 sm:max-w-64 sm:justify-end">
                    <Link
                      href={`/dashboard/service/add?id=${service.id}`}
                      prefetch={false}
                      className="rounded-lg border border-black/20 px-4 py-2 text-sm font-semibold hover:bg-black/5"
                    >
                      Edit
                    </Link>
                    <StatusActions kind="service" id={service.id} title={service.title} status={service.status} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between text-sm">
          {page.page > 1 ? (
            <Link
              href={serviceListHref(vendorId, status, page.page - 1)}
              prefetch={false}
              className="font-semibold text-primary-light underline"
            >
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {page.page} of {pages}
          </span>
          {page.page < pages ? (
            <Link
              href={serviceListHref(vendorId, status, page.page + 1)}
              prefetch={false}
              className="font-semibold text-primary-light underline"
            >
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
