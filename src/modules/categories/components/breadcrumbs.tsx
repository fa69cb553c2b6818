import Link from "next/link";

export interface Crumb {
  label: string;
  href?: string;
}

/** Where this page sits in the market; the last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-primary/75">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex min-w-0 items-center gap-1.5">
              {last || !item.href ? (
                <span
                  aria-current={last ? "page" : undefined}
                  className={`truncate ${last ? "max-w-[16rem] font-medium text-primary" : ""}`}
                >
                  {item.label}
                </span>
              ) : (
                <Link href={item.href} prefetch={false} className="hover:text-primary-light hover:underline">
                  {item.label}
                </Link>
              )}
              {last ? null : (
                <span aria-hidden="true" className="text-primary/40">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
