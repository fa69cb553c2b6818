import Link from "next/link";
import { AccountLinks } from "@/ui/frame/account-links";
import { CartLink } from "@/ui/frame/cart-link";
import { Logo } from "@/ui/frame/logo";
import { ScrollToTop } from "@/ui/frame/scroll-to-top";
import { SiteMenu } from "@/ui/frame/site-menu";
import { hiddenBesideMarketNav, siteLinks } from "@/ui/frame/site-links";

/**
 * Logo and scroll-to-top on the left (the button grows into free space, so nothing moves when it appears), the site's
 * links (a menu on a phone) and the account on the right.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-black/5 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-4">
        <div className="flex items-center gap-2">
          <Logo compact />
          <ScrollToTop />
        </div>
        <div className="flex items-center gap-1 text-sm font-medium xsmm:gap-2">
          <div className={`flex items-center ${hiddenBesideMarketNav}`}>
            <nav aria-label="Main" className="hidden items-center gap-1 sm:flex">
              {siteLinks.map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  prefetch={false}
                  className="rounded-md px-3 py-2 hover:bg-black/5"
                >
                  {link.label}
                </Link>
              ))}
            </nav>
            <SiteMenu links={siteLinks} className="sm:hidden" />
          </div>
          <nav aria-label="Account" className="flex items-center gap-1 xsmm:gap-2">
            <CartLink />
            <AccountLinks />
          </nav>
        </div>
      </div>
    </header>
  );
}
