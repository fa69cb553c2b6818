import Link from "next/link";

export interface FilterTab {
  key: string;
  label: string;
  /** Already formatted ("1,204"). */
  count: string;
  href: string;
  current: boolean;
}

/** A row of filter pills with counts (a list's status or review state), scrolling sideways on a phone. */
export function FilterTabs({ label, tabs }: { label: string; tabs: readonly FilterTab[] }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 whitespace-nowrap">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              prefetch={false}
              aria-current={tab.current ? "page" : undefined}
              className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium ${
                tab.current
                  ? "border-primary-light bg-primary-light text-white"
                  : "border-black/15 bg-white hover:bg-black/5"
              }`}
            >
              {tab.label}
              <span className={tab.current ? "text-white/85" : "text-primary/70"}>{tab.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
