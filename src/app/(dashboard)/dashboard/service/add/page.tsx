import type { Metadata } from "next";
import Link from "next/link";
import { hasVendorPermission } from "@/lib/actor";
import { formatNaira } from "@/lib/money";
import { ServiceForm, type ServiceFormStart } from "@/modules/listings/components/offering-form";
import {
  chooseServiceVendor,
  ServiceGate,
  ServiceVendorSwitch,
} from "@/modules/listings/components/offering-workspace";
import { findSellerService, type SellerServiceDetail } from "@/modules/listings/offering-editor.service";
import { listServiceCategories } from "@/modules/categories/categories.service";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";

export const metadata: Metadata = { title: "Add a service", robots: { index: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function formStart(detail: SellerServiceDetail): ServiceFormStart {
  const { service, images } = detail;
  return {
    id: service.id,
    status: service.status,
    title: service.title,
    description: service.description,
    categoryId: service.categoryId,
    price: formatNaira(service.priceFromKobo),
    rate: service.rate,
    areas: service.areas.length > 0 ? service.areas : [{ state: service.state, city: service.city }],
    availability: service.availability,
    photos: images.flatMap((image) => {
      const thumbnail = image.sources.find((source) => source.width >= 320) ?? image.sources.at(-1);
      return thumbnail ? [{ id: image.id, url: thumbnail.url }] : [];
    }),
  };
}

function NotFound() {
  return (
    <section className="mx-auto max-w-3xl space-y-3 px-4 py-8">
      <h1 className="text-2xl font-bold">Edit a service</h1>
      <p>We could not find that service among your business&apos;s services.</p>
      <Link href="/dashboard/service/list" prefetch={false} className="font-semibold text-primary-light underline">
        Back to your services
      </Link>
    </section>
  );
}

/** Add a service (`?vendor=`), or edit one (`?id=<service id>`): the same form, filled in. */
export default async function ServiceAddPage({ searchParams }: Props) {
  const { actor, vendors } = await requireDashboardVisitor();
  const query = await searchParams;
  const id = first(query.id);
  let detail: SellerServiceDetail | null = null;
  if (id) {
    // Another vendor's id, a malformed one or a deleted service all read as "not found" here: nothing leaks.
    detail = await findSellerService(actor, id).catch(() => null);
    if (!detail) return <NotFound />;
  }
  const { vendor, artisans, hasBusiness } = chooseServiceVendor(
    actor,
    vendors,
    detail?.service.vendorId ?? query.vendor,
  );
  if (!vendor) return <ServiceGate title={detail ? "Edit a service" : "Add a service"} hasBusiness={hasBusiness} />;
  if (detail && detail.service.vendorId !== vendor.id) return <NotFound />;
  const heading = detail ? "Edit a service" : "Add a service";
  if (!hasVendorPermission(actor, vendor.id, "listings:write")) {
    return (
      <section className="mx-auto max-w-3xl space-y-3 px-4 py-8">
        <h1 className="text-2xl font-bold">{heading}</h1>
        <p>Your role can see {vendor.name}&apos;s services; an owner or a manager adds and changes them.</p>
        <Link
          href={`/dashboard/service/list?vendor=${vendor.id}`}
          prefetch={false}
          className="font-semibold text-primary-light underline"
        >
          See the services
        </Link>
      </section>
    );
  }
  const categories = (await listServiceCategories()).map((category) => ({
    id: category.id,
    name: category.name,
    parentName: category.group,
  }));
  return (
    <section className="mx-auto max-w-3xl space-y-4 p-4">
      <div>
        <h1 className="text-2xl font-bold">{heading}</h1>
        <p className="text-sm text-primary/75">
          {detail
            ? "Changes to a live service show in the market at once."
            : "Say what you do, your price from, where you work and when. Save a draft, or publish it now."}
        </p>
      </div>
      {detail ? null : <ServiceVendorSwitch artisans={artisans} current={vendor.id} path="/dashboard/service/add" />}
      <ServiceForm
        key={detail?.service.id ?? vendor.id}
        vendorId={vendor.id}
        categories={categories}
        start={detail ? formStart(detail) : null}
        home={{ state: "", city: "" }}
      />
    </section>
  );
}
