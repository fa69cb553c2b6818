import Link from "next/link";
import { formatNaira } from "@/lib/money";
import type { ServiceCard as ServiceCardData } from "@/modules/catalogue/catalogue.types";
import { rateLabels } from "@/modules/catalogue/components/catalogue-labels";

/** A trade an artisan offers: "from ₦15,000.00 per job", where they work. */
export function ServiceCard({
  service,
  provider,
  headingLevel = 3,
}: {
  service: ServiceCardData;
  /** Who offers it, when the card is shown away from their store page. */
  provider?: { name: string; href: string } | null;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col rounded-xl border border-black/10 p-4">
      <Heading className="font-semibold">{service.title}</Heading>
      <p className="mt-1 text-sm">
        <span className="text-primary/75">From </span>
        <span className="font-bold">{formatNaira(service.priceFromKobo)}</span>{" "}
        <span className="text-primary/75">{rateLabels[service.rate]}</span>
      </p>
      {service.description ? <p className="mt-2 line-clamp-3 text-sm text-primary/80">{service.description}</p> : null}
      {provider ? (
        <p className="mt-2 text-sm">
          By{" "}
          <Link href={provider.href} prefetch={false} className="font-medium text-primary-light hover:underline">
            {provider.name}
          </Link>
        </p>
      ) : null}
      <p className="mt-auto pt-3 text-xs text-primary/75">
        Area served: {service.areaServed} ({service.state})
      </p>
    </article>
  );
}
