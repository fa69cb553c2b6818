import { ButtonLink } from "@/ui/components/button-link";
import type { Metadata } from "next";
import { hasVendorPermission } from "@/lib/actor";
import { SellerServiceList } from "@/modules/listings/components/seller-offering-list";
import {
  chooseServiceVendor,
  ServiceGate,
  ServiceVendorSwitch,
} from "@/modules/listings/components/offering-workspace";
import { sellerServiceFilters, type SellerServiceFilter } from "@/modules/listings/offering-editor.inputs";
import { listSellerServices } from "@/modules/listings/offering-editor.service";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";

export const metadata: Metadata = { title: "Your services", robots: { index: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** An artisan's services (`?vendor=&status=&page=`); editing happens at /dashboard/service/add?id=. */
export default async function ServiceListPage({ searchParams }: Props) {
  const { actor, vendors } = await requireDashboardVisitor();
  const query = await searchParams;
  const { vendor, artisans, hasBusiness } = chooseServiceVendor(actor, vendors, query.vendor);
  if (!vendor) return <ServiceGate title="Your services" hasBusiness={hasBusiness} />;
  const asked = first(query.status);
  const status: SellerServiceFilter = sellerServiceFilters.find((filter) => filter === asked) ?? "ALL";
  const pageNumber = Math.min(10_000, Math.max(1, Math.trunc(Number(first(query.page))) || 1));
  const page = await listSellerServices(actor, vendor.id, { status, page: pageNumber });
  const canWrite = hasVendorPermission(actor, vendor.id, "listings:write");
  return (
    <section className="mx-auto max-w-5xl space-y-4 p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Your services</h1>
          <p className="text-sm text-primary/75">
            {canWrite
              ? "The work you offer, where and when. Live services appear in the market and on your store page."
              : "Your role can see the services; an owner or a manager changes them."}
          </p>
        </div>
        {canWrite ? (
          <ButtonLink
            href={`/dashboard/service/add?vendor=${vendor.id}`}
            prefetch={false}
            size="lg"
            className="w-full text-center sm:w-auto"
          >
            Add a service
          </ButtonLink>
        ) : null}
      </div>
      <ServiceVendorSwitch artisans={artisans} current={vendor.id} path="/dashboard/service/list" />
      <SellerServiceList vendorId={vendor.id} page={page} status={status} canWrite={canWrite} />
    </section>
  );
}
