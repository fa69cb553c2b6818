import Link from "next/link";
import { Logo } from "@/ui/frame/logo";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-black/5 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
        <Logo />
        <nav aria-label="Account" className="flex items-center gap-2 text-sm font-medium">
          <Link href="/market" className="hidden rounded-md px-3 py-2 hover:bg-black/5 sm:inline-block">
            Market
          </Link>
          <Link href="/pricedesk" className="hidden rounded-md px-3 py-2 hover:bg-black/5 sm:inline-block">
            Price desk
          </Link>
          <Link href="/auth/signup" className="rounded-md px-3 py-2 hover:bg-black/5">
            Sign Up
          </Link>
          <Link
            href="/auth/login"
            role="button"
            className="rounded-md bg-primary-light px-4 py-2 text-white hover:bg-primary-light/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light"
          >
            Sign In
          </Link>
        </nav>
      </div>
    </header>
  );
}
