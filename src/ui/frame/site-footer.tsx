import Link from "next/link";
import { siteConfig, type SocialNetwork } from "@/lib/site-config";
import { Logo } from "@/ui/frame/logo";
import { SocialIcon, socialLabel } from "@/ui/frame/social-icon";
import { StoreBadge } from "@/ui/frame/store-badge";

interface FooterLink {
  label: string;
  href: string;
}

// The spec's four columns, labels word for word; the links go to real pages instead of the root.
const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: "Let's do this together",
    links: [
      { label: "for couriers", href: "/partners/couriers" },
      { label: "for stores", href: "/partners/stores" },
      { label: "for artisans", href: "/partners/artisans" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About us", href: "/about" },
      { label: "Jobs", href: "/jobs" },
    ],
  },
  {
    title: "Useful links",
    links: [
      { label: "Support", href: "/support" },
      { label: "Media", href: "/media" },
      { label: "Contact", href: "/contact" },
      { label: "Policy", href: "/privacy" },
      { label: "Terms and Conditions", href: "/terms" },
    ],
  },
];

const followUs: SocialNetwork[] = ["instagram", "facebook", "youtube"];
const socialRow: SocialNetwork[] = ["facebook", "linkedin", "twitter", "whatsapp"];

function ExternalOrText({
  network,
  children,
  className,
}: {
  network: SocialNetwork;
  children: React.ReactNode;
  className?: string;
}) {
  const href = siteConfig.social[network];
  return href ? (
    <a href={href} className={className} rel="noopener noreferrer" target="_blank">
      {children}
    </a>
  ) : (
    <span className={`${className ?? ""} cursor-default opacity-70`}>{children}</span>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-primary text-white">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 smm:grid-cols-4">
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-sm font-semibold">{column.title}</h2>
            <ul className="space-y-2 text-sm text-white/80">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} prefetch={false} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="mb-3 text-sm font-semibold">Follow us</h2>
          <ul className="space-y-2 text-sm text-white/80">
            {followUs.map((network) => (
              <li key={network}>
                <ExternalOrText network={network} className="inline-flex items-center gap-2 hover:text-white">
                  <SocialIcon network={network} size={16} />
                  {socialLabel(network)}
                </ExternalOrText>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 smm:flex-row smm:items-center smm:justify-between">
          <div className="flex flex-wrap items-center gap-3">
            <StoreBadge store="play" />
            <StoreBadge store="apple" />
          </div>
          <ul className="flex items-center gap-4" aria-label="Social media">
            {socialRow.map((network) => (
              <li key={network}>
                <ExternalOrText network={network} className="block p-1 text-white/80 hover:text-white">
                  <SocialIcon network={network} />
                  <span className="sr-only">{socialLabel(network)}</span>
                </ExternalOrText>
              </li>
            ))}
          </ul>
          <label className="flex items-center gap-2 text-sm text-white/80">
            <span>Language</span>
            <select
              name="language"
              defaultValue="en"
              className="rounded-md border border-white/20 bg-primary px-2 py-1 text-white"
            >
              <option value="en">En</option>
            </select>
          </label>
        </div>
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 pb-8 text-xs text-white/70 sm:flex-row sm:items-center sm:justify-between">
          <div className="[&_a]:text-white">
            <Logo />
          </div>
          <p>
            © {year} {siteConfig.name} Marketplace. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
