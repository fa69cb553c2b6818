import type { ReactNode } from "react";
import { SiteFooter } from "@/ui/frame/site-footer";
import { SiteHeader } from "@/ui/frame/site-header";

/** Header (with the scroll-to-top button), content and footer: the frame of every public page. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
