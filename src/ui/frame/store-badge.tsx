import { siteConfig } from "@/lib/site-config";

const stores = {
  play: {
    line1: "GET IT ON",
    line2: "Google Play",
    glyph:
      "M4 3.5v17l9-8.5-9-8.5Zm10.4 7.2L6.3 3l10.3 5.9-2.2 1.8Zm0 2.6 2.2 1.8L6.3 21l8.1-7.7Zm3.4-3.8 2.8 1.6c.6.4.6 1.3 0 1.7l-2.8 1.6-2.4-2.4 2.4-2.5Z",
  },
  apple: {
    line1: "Download on the",
    line2: "App Store",
    glyph:
      "M16.4 12.6c0-2.2 1.8-3.3 1.9-3.4a4.1 4.1 0 0 0-3.2-1.7c-1.4-.1-2.7.8-3.4.8s-1.8-.8-2.9-.8a4.4 4.4 0 0 0-3.7 2.2c-1.6 2.7-.4 6.8 1.1 9 .8 1.1 1.7 2.3 2.9 2.2 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2-1.1 2.8-2.2a9.6 9.6 0 0 0 1.3-2.6 3.9 3.9 0 0 1-2.8-3.5ZM14.1 6a3.9 3.9 0 0 0 .9-2.9 4 4 0 0 0-2.6 1.4 3.7 3.7 0 0 0-.9 2.8A3.4 3.4 0 0 0 14.1 6Z",
  },
} as const;

/** An app-store badge: a link when the store URL is configured, otherwise a plain label (never a dead link). */
export function StoreBadge({ store }: { store: keyof typeof stores }) {
  const { line1, line2, glyph } = stores[store];
  const href = siteConfig.appStores[store];
  const content = (
    <>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d={glyph} />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-[10px] uppercase">{line1}</span>
        <span className="text-sm font-semibold">{line2}</span>
      </span>
    </>
  );
  const className = "inline-flex h-11 items-center gap-2 rounded-lg bg-black px-3 text-white";
  return href ? (
    <a href={href} className={className} rel="noopener noreferrer" target="_blank">
      {content}
    </a>
  ) : (
    <span className={`${className} opacity-60`} title={`${line2} app not yet published`}>
      {content}
    </span>
  );
}
