import { ButtonLink } from "@/ui/components/button-link";
import { hasVendorPermission, type UserActor } from "@/lib/actor";
import type { WorkspaceVendor } from "@/modules/vendors/vendor-workspace.service";
import { StartSellingFirst } from "@/ui/components/start-selling-first";
import { BusinessSwitch, chooseBusiness } from "@/ui/components/business-switch";

/**
 * Which business a services page works on, and what a person sees when they have none that offers services: an
 * invitation to start selling, or (a shop or an individual seller) why services are an artisan's.
 */

export interface ServiceVendorChoice {
  vendor: WorkspaceVendor | null;
  /** The person's artisan businesses (a switch shows when there are several). */
  artisans: WorkspaceVendor[];
  /** Whether they belong to any business at all. */
  hasBusiness: boolean;
}

export function chooseServiceVendor(
  actor: UserActor,
  vendors: WorkspaceVendor[],
  asked: string | string[] | undefined,
): ServiceVendorChoice {
  const mine = vendors.filter((vendor) => hasVendorPermission(actor, vendor.id, "shop:view"));
  const artisans = mine.filter((vendor) => vendor.kind === "ARTISAN");
  return { vendor: chooseBusiness(artisans, asked), artisans, hasBusiness: mine.length > 0 };
}

export function ServiceGate({ title, hasBusiness }: { title: string; hasBusiness: boolean }) {
  if (!hasBusiness)
    return (
      <StartSellingFirst title={title}>
        Services belong to an artisan&apos;s business on Oja. Start selling as an artisan first, then add the work you
        do here.
      </StartSellingFirst>
    );
  return (
    <section className="mx-auto max-w-3xl space-y-3 px-4 py-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p>
        Services are offered by artisans: plumbers, electricians, tailors, mechanics, hairdressers and other trades
        people book for a job, an hour or a day. Your business is registered as a shop or an individual seller, so it
        lists goods instead.
      </p>
      <p className="text-sm text-primary/75">
        If you also work a trade, register it as an artisan business, or ask an Oja administrator to change your
        business&apos;s kind.
      </p>
      <ButtonLink href="/dashboard/product/list" prefetch={false} className="inline-block">
        Go to your products
      </ButtonLink>
    </section>
  );
}

export function ServiceVendorSwitch({
  artisans,
  current,
  path,
}: {
  artisans: WorkspaceVendor[];
  current: string;
  path: string;
}) {
  return <BusinessSwitch businesses={artisans} current={current} href={(id) => `${path}?vendor=${id}`} />;
}
