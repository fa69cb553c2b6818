import Link from "next/link";
import type { ReactNode } from "react";

/** The narrow single column of the address form's pages: 360 px first, the form as wide as the screen. */
export function AddressPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <header className="space-y-3">
        <p className="text-sm">
          <Link href="/account/addresses" className="text-primary-light hover:underline">
            ← Your addresses
          </Link>
        </p>
        <h1 className="text-2xl font-bold">{title}</h1>
      </header>
      {children}
    </div>
  );
}
