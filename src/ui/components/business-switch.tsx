import Link from "next/link";

interface Business {
  id: string;
  name: string;
}

/** The business a dashboard page works on: the one the address names (`?vendor=`) if the person may, else their first. */
export function chooseBusiness<B extends Business>(
  businesses: readonly B[],
  asked: string | string[] | null | undefined,
): B | null {
  const wanted = Array.isArray(asked) ? asked[0] : asked;
  return businesses.find((business) => business.id === wanted) ?? businesses[0] ?? null;
}

/** For a person in several businesses: one link per business, the current one marked; nothing for one business. */
export function BusinessSwitch({
  businesses,
  current,
  href,
}: {
  businesses: readonly Business[];
  current: string;
  href: (id: string) => string;
}) {
  if (businesses.length < 2) return null;
  return (
    <nav aria-label="Business" className="flex flex-wrap gap-2">
      {businesses.map((business) => (
        <Link
          key={business.id}
          href={href(business.id)}
          prefetch={false}
          aria-current={business.id === current ? "page" : undefined}
          className="rounded-full border border-black/20 px-3 py-1 text-sm font-semibold aria-[current=page]:bg-primary-light aria-[current=page]:text-white"
        >
          {business.name}
        </Link>
      ))}
    </nav>
  );
}
