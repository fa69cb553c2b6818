import type { ReactNode } from "react";

export interface TocItem {
  id: string;
  label: string;
}

interface ContentPageProps {
  title: string;
  /** A short line above the title, e.g. "Company" or "Legal". */
  eyebrow?: string;
  lead?: ReactNode;
  /** ISO date (YYYY-MM-DD), shown as "Last updated: 21 November 2026". */
  lastUpdated?: string;
  toc?: TocItem[];
  tocTitle?: string;
  children: ReactNode;
}

const dateFormat = new Intl.DateTimeFormat("en-NG", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * Long-form typography without a plugin: every rule targets the page's own content, so the few styles
 * informational pages need stay in one place. Headings leave room for the sticky header when jumped to.
 */
const prose = [
  "text-base leading-relaxed break-words",
  "[&>:first-child]:mt-0 [&>section:first-child>h2]:mt-0",
  "[&_h2]:mt-10 [&_h2]:scroll-mt-20 [&_h2]:text-xl [&_h2]:leading-snug [&_h2]:font-bold smm:[&_h2]:text-2xl",
  "[&_h3]:mt-6 [&_h3]:scroll-mt-20 [&_h3]:text-lg [&_h3]:leading-snug [&_h3]:font-semibold",
  "[&_p]:mt-3",
  // Only plain lists get bullets; a list with its own classes (a grid of cards, chips) styles itself.
  "[&_ul:not([class])]:mt-3 [&_ul:not([class])]:list-disc [&_ul:not([class])]:space-y-1.5 [&_ul:not([class])]:pl-5",
  "[&_ol:not([class])]:mt-3 [&_ol:not([class])]:list-decimal [&_ol:not([class])]:space-y-1.5 [&_ol:not([class])]:pl-5",
  "[&_li]:marker:text-primary/75",
  "[&_strong]:font-semibold",
  "[&_a]:font-medium [&_a]:text-primary-light [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline",
  "[&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-primary-light",
].join(" ");

/** A long-form informational page: a title band, an optional table of contents, then a readable column. */
export function ContentPage({
  title,
  eyebrow,
  lead,
  lastUpdated,
  toc,
  tocTitle = "On this page",
  children,
}: ContentPageProps) {
  return (
    <article>
      <header className="bg-auth-bg">
        <div className="mx-auto max-w-3xl px-4 py-8 smm:py-12">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-primary-light uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-1 text-3xl leading-tight font-bold smm:text-4xl">{title}</h1>
          {lead ? <p className="mt-3 text-base text-primary/80 smm:text-lg">{lead}</p> : null}
          {lastUpdated ? (
            <p className="mt-4 text-sm text-primary/75">
              Last updated: <time dateTime={lastUpdated}>{dateFormat.format(new Date(lastUpdated))}</time>
            </p>
          ) : null}
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-8 smm:py-10">
        {toc?.length ? (
          <nav aria-labelledby="toc-heading" className="mb-10 rounded-xl border border-black/10 px-5 pt-5 pb-3">
            <h2 id="toc-heading" className="text-sm font-semibold tracking-wide uppercase">
              {tocTitle}
            </h2>
            <ol className="mt-3 text-sm smm:columns-2 smm:gap-x-6">
              {toc.map((item) => (
                <li key={item.id} className="break-inside-avoid pb-2">
                  <a href={`#${item.id}`} className="text-primary-light hover:underline">
                    {item.label}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className={prose}>{children}</div>
      </div>
    </article>
  );
}

/** A titled part of a content page; its heading carries the id the table of contents links to. */
export function ContentSection({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note ? <p className="rounded-lg bg-warning-bg px-4 py-3 text-sm">{note}</p> : null}
      {children}
    </section>
  );
}

/** A highlighted note inside a content page (summaries, warnings). */
export function ContentCallout({
  tone = "warning",
  title,
  children,
}: {
  tone?: "warning" | "info";
  title?: string;
  children: ReactNode;
}) {
  const colours = tone === "warning" ? "bg-warning-bg" : "bg-auth-bg";
  return (
    <aside className={`mt-6 rounded-xl p-5 ${colours} [&>:first-child]:mt-0`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      {children}
    </aside>
  );
}
