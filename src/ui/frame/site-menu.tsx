"use client";
import Link from "next/link";
import { DetailsMenu } from "@/ui/frame/details-menu";
import type { SiteLink } from "@/ui/frame/site-links";

/** The phone's menu of the public pages (a DetailsMenu: it works before JavaScript). */
export function SiteMenu({ links, className = "" }: { links: readonly SiteLink[]; className?: string }) {
  return (
    <DetailsMenu className={className}>
      <nav aria-label="Main" className="absolute inset-x-0 top-full border-b border-black/10 bg-white shadow-lg">
        <ul className="px-2 py-2">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                prefetch={false}
                className="block rounded-md px-3 py-3 text-base font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary-light"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </DetailsMenu>
  );
}
