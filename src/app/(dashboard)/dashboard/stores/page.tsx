import type { Metadata } from "next";
import Link from "next/link";
import { hasVendorPermission } from "@/lib/actor";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";
import { VendorStoresScreen } from "@/modules/vendors/components/vendor-stores-screen";
import { listStores } from "@/modules/vendors/vendor-stores.service";
import { BusinessSwitch, chooseBusiness } from "@/ui/components/business-switch";
import { StartSellingFirst } from "@/ui/components/start-selling-first";

export const metadata: Metadata = { title: "Your stores", robots: { index: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A vendor's outlets; a person in several businesses switches with `?vendor=<id>` (the first by default). */
export default async function StoresPage({ searchParams }: Props) {
  const { actor, vendors } = await requireDashboardVisitor();
  const mine = vendors.filter((vendor) => hasVendorPermission(actor, vendor.id, "shop:view"));
  const vendor = chooseBusiness(mine, (await searchParams).vendor);
  if (!vendor)
    return (
      <StartSellingFirst title="Your stores">
        Stores belong to a business on Oja. Start selling first, then add your shop or stall here.
      </StartSellingFirst>
    );
  const now = new Date();
  const stores = await listStores(actor, vendor.id, undefined, now);
  const canWrite = hasVendorPermission(actor, vendor.id, "stores:write");
  return (
    <section className="mx-auto max-w-5xl space-y-4 p-4">
      <div>
        <h1 className="text-2xl font-bold">Your stores</h1>
        <p className="text-sm text-primary/75">
          {canWrite
            ? "Shops and stalls where buyers find you. They appear on your public store page."
            : "Your role can see the stores; an owner or a manager changes them."}
        </p>
        {vendor.status === "APPROVED" ? (
          <Link
            href={`/market/store/${vendor.slug}`}
            className="text-sm font-semibold text-primary-light underline underline-offset-2"
          >
            See your public store page
          </Link>
        ) : null}
      </div>
      <BusinessSwitch businesses={mine} current={vendor.id} href={(id) => `/dashboard/stores?vendor=${id}`} />
      <VendorStoresScreen vendorId={vendor.id} stores={stores} canWrite={canWrite} now={now.toISOString()} />
    </section>
  );
}
