import Link from "next/link";
import { formatNaira } from "@/lib/money";
import type { ServiceCard as ServiceCardData } from "@/modules/listings/listings.types";
import { placeLabel } from "@/lib/nigeria";
import { weekdayNames, weekdays, type Weekday } from "@/lib/weekdays";
import type { ServiceAvailability } from "@/modules/listings/listings.types";
import { rateLabels } from "@/modules/listings/components/listing-labels";
import { ProductImage } from "@/modules/listings/components/product-image";

const dayName = (day: Weekday) => weekdayNames[day].short;

/** "Mon–Sat, 08:00–18:00 (Sundays by appointment)"; consecutive days run together; null when nothing is said. */
export function availabilityText(availability: ServiceAvailability): string | null {
  const days = weekdays.filter((day) => availability.days?.includes(day));
  const runs: Weekday[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && weekdays.indexOf(run.at(-1)!) + 1 === weekdays.indexOf(day)) run.push(day);
    else runs.push([day]);
  }
  const dayText =
    days.length === 7
      ? "Every day"
      : runs
          .map((run) => (run.length > 2 ? `${dayName(run[0]!)}–${dayName(run.at(-1)!)}` : run.map(dayName).join(", ")))
          .join(", ");
  const hours = availability.from && availability.to ? `${availability.from}–${availability.to}` : "";
  const main = [dayText, hours].filter(Boolean).join(", ");
  const note = availability.note ? `(${availability.note})` : "";
  return [main, note].filter(Boolean).join(" ") || null;
}

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
  // The first area is the one "Area served" names; the others are listed as a person reads them.
  const others = service.areas.slice(1);
  const hours = availabilityText(service.availability);
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
      {service.photos && service.photos.length > 0 ? (
        <ul aria-label={`Photos of past work: ${service.title}`} className="mt-3 grid grid-cols-3 gap-2">
          {service.photos.slice(0, 3).map((photo, index) => (
            <li key={photo.id}>
              <ProductImage
                image={photo}
                sizes="(min-width: 768px) 96px, 30vw"
                className="rounded-lg object-cover"
                alt={`${service.title}: past work, photo ${index + 1}`}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto space-y-1 pt-3 text-xs text-primary/75">
        <p>
          Area served:{" "}
          {others.length > 0
            ? placeLabel(service.areas[0]!.city, service.areas[0]!.state)
            : `${service.areaServed} (${service.state})`}
        </p>
        {others.length > 0 ? (
          <p>Also serves: {others.map((area) => placeLabel(area.city, area.state)).join(", ")}</p>
        ) : null}
        {hours ? <p>Available: {hours}</p> : null}
      </div>
    </article>
  );
}
