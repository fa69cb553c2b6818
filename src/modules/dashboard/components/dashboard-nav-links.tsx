"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { activeNavItem, type DashboardNavSection } from "@/modules/dashboard/dashboard-nav";

/**
 * The dashboard's links, the page's own marked with aria-current. A client component because the dashboard's layout
 * outlives client-side navigation: only the browser knows which page is showing now.
 */
export function DashboardNavLinks({ sections }: { sections: readonly DashboardNavSection[] }) {
  const active = activeNavItem(sections, usePathname() ?? "");
  return (
    <nav aria-label="Dashboard" className="space-y-5">
      {sections.map((section, index) => (
        <div key={section.label ?? index}>
          {section.label ? (
            <p aria-hidden="true" className="px-3 pb-1 text-xs font-semibold tracking-wide text-primary/75 uppercase">
              {section.label}
            </p>
          ) : null}
          <ul aria-label={section.label ?? undefined} className="space-y-0.5">
            {section.items.map((item) => {
              const current = item === active;
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    prefetch={false}
                    aria-current={current ? "page" : undefined}
                    className={`flex items-center gap-2 rounded-md px-3 py-2.5 text-[0.95rem] hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary-light md:py-2 md:text-sm ${
                      current ? "bg-primary-light/10 font-semibold text-primary-light" : "font-medium"
                    }`}
                  >
                    {item.label}
                    {item.count ? (
                      <span className="ml-auto rounded-full bg-primary-light px-2 py-0.5 text-xs font-semibold text-white">
                        {item.count > 99 ? "99+" : item.count}
                        <span className="sr-only"> waiting</span>
                      </span>
                    ) : null}
                    {item.soon ? (
                      <span className="ml-auto rounded bg-warning-bg px-1.5 py-0.5 text-xs font-medium text-primary">
                        Soon<span className="sr-only"> (not open yet)</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The phone's top bar names the page, from the link it belongs to (the same reason as above for being a client one). */
export function DashboardPageTitle({ sections }: { sections: readonly DashboardNavSection[] }) {
  const active = activeNavItem(sections, usePathname() ?? "");
  return (
    <span data-page-title className="block truncate text-base font-semibold">
      {active?.label ?? "Dashboard"}
    </span>
  );
}
