import type { Metadata } from "next";
import { hasVendorPermission } from "@/lib/actor";
import { listCategoryTree } from "@/modules/categories/categories.service";
import { goodsCategoryOptions } from "@/modules/categories/components/category-filter";
import { ListingForm } from "@/modules/listings/components/listing-form";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";
import { listStores } from "@/modules/vendors/vendor-stores.service";
import { BusinessSwitch, chooseBusiness } from "@/ui/components/business-switch";
import { StartSellingFirst } from "@/ui/components/start-selling-first";

export const metadata: Metadata = { title: "Add a product", robots: { index: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A listing in under a minute on a phone; a person in several businesses picks one with `?vendor=<id>`. */
export default async function AddProductPage({ searchParams }: Props) {
  const { actor, vendors } = await requireDashboardVisitor();
  const mine = vendors.filter((vendor) => hasVendorPermission(actor, vendor.id, "shop:view"));
  const vendor = chooseBusiness(mine, (await searchParams).vendor);
  if (!vendor)
    return (
      <StartSellingFirst title="Add a product">
        Products belong to a business on Oja. Start selling first, then list your goods here.
      </StartSellingFirst>
    );
  const switcher = (
    <BusinessSwitch businesses={mine} current={vendor.id} href={(id) => `/dashboard/product/add?vendor=${id}`} />
  );
  if (!hasVendorPermission(actor, vendor.id, "listings:write")) {
    return (
      <section className="mx-auto max-w-3xl space-y-3 p-4">
        <h1 className="text-2xl font-bold">Add a product</h1>
        {switcher}
        <p role="status" className="rounded-lg bg-black/5 p-4">
          Your role at {vendor.name} ({vendor.role}) cannot add products. Ask the owner or a manager to add it, or to
          change your role.
        </p>
      </section>
    );
  }
  const [tree, stores] = await Promise.all([listCategoryTree(), listStores(actor, vendor.id)]);
  return (
    <section className="mx-auto max-w-2xl space-y-4 p-4">
      <div>
        <h1 className="text-2xl font-bold">Add a product</h1>
        <p className="text-sm text-primary/75">
          {vendor.status === "APPROVED"
            ? `For ${vendor.name}. Published listings appear on the market at once.`
            : `For ${vendor.name}. You can prepare listings now; buyers see them once your business is approved.`}
        </p>
      </div>
      {switcher}
      <ListingForm
        key={vendor.id}
        vendorId={vendor.id}
        categories={goodsCategoryOptions(tree)}
        stores={stores.map((store) => ({ id: store.id, name: store.name, state: store.state, city: store.city }))}
        home={{ state: vendor.state, city: vendor.city }}
      />
    </section>
  );
}
