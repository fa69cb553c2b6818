import Link from "next/link";
import type { ReactNode } from "react";
import type { DashboardNavSection } from "@/modules/dashboard/dashboard-nav";
import { DashboardNavLinks, DashboardPageTitle } from "@/modules/dashboard/components/dashboard-nav-links";
import { DetailsMenu } from "@/ui/frame/details-menu";
import { Logo } from "@/ui/frame/logo";

interface Props {
  sections: readonly DashboardNavSection[];
  /** The signed-in person's name. */
  name: string;
  /** The sign-out control (identity's), given by the layout. */
  signOut: ReactNode;
  children: ReactNode;
}

/** Who is signed in, their sign-out and the way back to the market: under the sidebar, and in the phone's menu. */
function PersonPanel({ name, signOut }: Pick<Props, "name" | "signOut">) {
  return (
    <div className="space-y-3 border-t border-black/10 pt-4">
      <p className="px-3 text-sm">
        <span className="block text-xs text-primary/75">Signed in as</span>
        <span className="block truncate font-semibold">{name}</span>
      </p>
      <div className="flex flex-wrap items-center gap-3 px-3">
        {signOut}
        <Link href="/market" prefetch={false} className="text-sm font-semibold text-primary-light hover:underline">
          Back to the market
        </Link>
      </div>
    </div>
  );
}

/**
 * The dashboard's own frame (not the public one): a sidebar with the navigation on a desktop; on a phone a top bar
 * with the logo, the page's name and a menu that holds the same navigation.
 */
export function DashboardFrame({ sections, name, signOut, children }: Props) {
  return (
    <div data-dashboard-frame className="min-h-dvh bg-black/[0.03] md:flex print:block print:min-h-0 print:bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <aside className="hidden print:hidden! border-r border-black/10 bg-white md:sticky md:top-0 md:flex md:h-dvh md:w-64 md:shrink-0 md:flex-col md:gap-6 md:overflow-y-auto md:px-3 md:py-5">
        <div className="px-3">
          <Logo />
        </div>
        <div className="flex-1">
          <DashboardNavLinks sections={sections} />
        </div>
        <PersonPanel name={name} signOut={signOut} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header
          data-dashboard-bar
          className="sticky top-0 z-30 border-b border-black/10 bg-white md:hidden print:hidden"
        >
          <div className="relative flex h-14 items-center gap-3 px-4">
            <Logo compact />
            <div className="min-w-0 flex-1 border-l border-black/10 pl-3">
              <DashboardPageTitle sections={sections} />
            </div>
            <DetailsMenu>
              <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-3.5rem)] space-y-4 overflow-y-auto border-b border-black/10 bg-white px-2 py-4 shadow-lg">
                <DashboardNavLinks sections={sections} />
                <PersonPanel name={name} signOut={signOut} />
              </div>
            </DetailsMenu>
          </div>
        </header>
        <main id="main" className="flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
