import Link from "next/link";
import { AccountLinks } from "@/ui/frame/account-links";
import { Logo } from "@/ui/frame/logo";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-black/5 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
        <Logo />
        <nav aria-label="Account" className="flex items-center gap-2 text-sm font-medium">
          <Link href="/market" prefetch={false} className="hidden rounded-md px-3 py-2 hover:bg-black/5 sm:inline-block">
            Market
          </Link>
          <Link href="/pricedesk" prefetch={false} className="hidden rounded-md px-3 py-2 hover:bg-black/5 sm:inline-block">
            Price desk
          </Link>
          <AccountLinks />
        </nav>
      </div>
    </header>
  );
}
