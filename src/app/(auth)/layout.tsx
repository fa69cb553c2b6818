import Link from "next/link";
import type { ReactNode } from "react";
import { Logo } from "@/ui/frame/logo";

/** The auth area (spec section 2): the #FFF2F2 background, a slim header with the logo, and a small footer. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div data-auth-frame className="flex min-h-dvh flex-col bg-auth-bg">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-black/5">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
          <Logo />
          <Link href="/support" prefetch={false} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-black/5">
            Help
          </Link>
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <footer className="px-4 py-5 text-center text-xs text-primary/75">
        © {new Date().getFullYear()} Oja ·{" "}
        <Link href="/terms" prefetch={false} className="hover:underline">
          Terms and Conditions
        </Link>{" "}
        ·{" "}
        <Link href="/privacy" prefetch={false} className="hover:underline">
          Privacy Policy
        </Link>
      </footer>
    </div>
  );
}
