import type { Metadata } from "next";
import Link from "next/link";
import { ContentCallout, ContentPage, ContentSection } from "@/ui/components/content-page";

export const metadata: Metadata = {
  title: "Media",
  description:
    "Press information about Oja, the Nigerian marketplace: company boilerplate, press contact, how to write our name and use our colours, and our official accounts.",
  alternates: { canonical: "/media" },
};

const pressEmail = "press@oja.ng";

const colours = [
  {
    name: "Oja Red",
    hex: "#9A1725",
    use: "The logo, buttons and links. Use it as the accent, not as a large background.",
    swatch: "bg-primary-light",
  },
  {
    name: "Charcoal",
    hex: "#3A3A3C",
    use: "Body text, headings and the footer. Use it instead of pure black.",
    swatch: "bg-primary",
  },
];

const facts = [
  { label: "Company", value: "Oja Marketplace Ltd" },
  { label: "Head office", value: "3rd Floor, 12 Admiralty Way, Lekki Phase 1, Lagos" },
  { label: "What we do", value: "Online marketplace with a price desk for fair market prices" },
  { label: "Who it serves", value: "Buyers, sellers, stores, couriers and artisans" },
  { label: "Coverage", value: "All 36 states and the FCT, starting with Lagos, Abuja, Kano, Port Harcourt and Ibadan" },
  { label: "Currency", value: "Nigerian naira (NGN)" },
];

export default function MediaPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="Media and press"
      lead="Everything journalists, researchers and partners need to write about Oja accurately. For interviews, comments or images, write to our press team."
      toc={[
        { id: "about-oja", label: "About Oja (boilerplate)" },
        { id: "fact-sheet", label: "Fact sheet" },
        { id: "press-contact", label: "Press contact" },
        { id: "brand", label: "Our name and brand" },
        { id: "official-accounts", label: "Official accounts" },
      ]}
    >
      <ContentSection id="about-oja" title="About Oja (boilerplate)">
        <p>You are welcome to use this paragraph as it is, in full or shortened, when you describe the company:</p>
        <blockquote className="mt-4 border-l-4 border-primary-light bg-auth-bg px-5 py-4">
          <p className="mt-0!">
            Oja is a Nigerian online marketplace where people find sellers near them, contact them directly and check
            the fair price of everyday goods before they pay. Its price desk shows what items such as rice, cement and
            phones really sell for in each state and market, and its pages are built to load quickly on affordable
            Android phones and slow networks. Oja also works with couriers, stores and artisans across Nigeria. Oja is
            operated by Oja Marketplace Ltd, headquartered in Lagos.
          </p>
        </blockquote>
      </ContentSection>

      <ContentSection id="fact-sheet" title="Fact sheet">
        <dl className="mt-4 divide-y divide-black/10 rounded-xl border border-black/10">
          {facts.map((fact) => (
            <div key={fact.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt className="text-sm font-semibold">{fact.label}</dt>
              <dd className="text-sm text-primary/85">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <p>
          We do not publish user or sales figures on this page. If your story needs numbers, ask the press team and we
          will tell you what we can confirm on the record.
        </p>
      </ContentSection>

      <ContentSection id="press-contact" title="Press contact">
        <p>
          E-mail <a href={`mailto:${pressEmail}`}>{pressEmail}</a> with your name, publication, question and deadline.
          We answer media requests on working days, usually within 24 hours, and we will tell you quickly if we cannot
          meet your deadline.
        </p>
        <p>
          The press team handles interviews, comments on the Nigerian online market, the price desk, and requests for
          logo files and product screenshots. For help with an account or a listing, please use the{" "}
          <Link prefetch={false} href="/support">
            help centre
          </Link>{" "}
          instead, so the right team can answer you.
        </p>
      </ContentSection>

      <ContentSection id="brand" title="Our name and brand">
        <h3>How to write our name</h3>
        <ul>
          <li>
            Write <strong>Oja</strong>: a capital O followed by lower-case letters. Not &ldquo;OJA&rdquo;,
            &ldquo;oja&rdquo; or &ldquo;Oja.ng&rdquo; when you mean the company.
          </li>
          <li>
            The name comes from the Yoruba word <em>ọjà</em>, market, but in our brand it is written without accent
            marks.
          </li>
          <li>
            The company&apos;s legal name is <strong>Oja Marketplace Ltd</strong>. Use it in legal and financial
            contexts.
          </li>
        </ul>

        <h3>Colours</h3>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {colours.map((colour) => (
            <li key={colour.hex} className="flex gap-4 rounded-xl border border-black/10 p-4">
              <span aria-hidden="true" className={`h-14 w-14 shrink-0 rounded-lg ${colour.swatch}`} />
              <span className="text-sm">
                <span className="block font-semibold">{colour.name}</span>
                <code className="block font-mono">{colour.hex}</code>
                <span className="mt-1 block text-primary/80">{colour.use}</span>
              </span>
            </li>
          ))}
        </ul>

        <h3>Logo</h3>
        <div className="mt-4 flex flex-wrap gap-3">
          <div className="flex items-center gap-2 rounded-xl border border-black/10 px-5 py-4 font-bold text-primary">
            <svg width="40" height="40" viewBox="0 0 32 32" role="img" aria-label="The Oja logo on white">
              <rect width="32" height="32" rx="8" fill="#9A1725" />
              <path d="M8 13h16l-1.6 10.2A2 2 0 0 1 20.4 25h-8.8a2 2 0 0 1-2-1.8L8 13Z" fill="#fff" />
              <path d="M12 13a4 4 0 0 1 8 0" stroke="#fff" strokeWidth="2" fill="none" />
            </svg>
            <span className="text-2xl tracking-tight">Oja</span>
          </div>
          <div className="flex items-center gap-2 rounded-xl bg-primary px-5 py-4 font-bold text-white">
            <svg width="40" height="40" viewBox="0 0 32 32" role="img" aria-label="The Oja logo on charcoal">
              <rect width="32" height="32" rx="8" fill="#9A1725" />
              <path d="M8 13h16l-1.6 10.2A2 2 0 0 1 20.4 25h-8.8a2 2 0 0 1-2-1.8L8 13Z" fill="#fff" />
              <path d="M12 13a4 4 0 0 1 8 0" stroke="#fff" strokeWidth="2" fill="none" />
            </svg>
            <span className="text-2xl tracking-tight">Oja</span>
          </div>
        </div>
        <ul>
          <li>
            Use the red basket mark with the word Oja beside it, in charcoal on light backgrounds or white on dark ones.
          </li>
          <li>Leave clear space around the logo at least as wide as the height of the letter O.</li>
          <li>Do not stretch, rotate, recolour or outline the logo, add shadows, or place it on busy photographs.</li>
          <li>
            Do not use the logo in a way that suggests Oja sponsors or endorses you without our written agreement.
          </li>
        </ul>
        <p>
          Ask <a href={`mailto:${pressEmail}`}>{pressEmail}</a> for logo files in SVG and PNG.
        </p>
      </ContentSection>

      <ContentSection id="official-accounts" title="Official accounts">
        <p>
          Our only official social media accounts are the ones linked in the footer of this website. Any other page,
          group or profile using the Oja name or logo is not ours, even if it looks official.
        </p>
        <ContentCallout title="Spotted a fake Oja account?">
          <p className="mt-2!">
            Fake pages sometimes promise giveaways, jobs or &ldquo;discount codes&rdquo; in exchange for a payment. Oja
            will never ask you to pay to claim a prize. Please report such accounts to us through the{" "}
            <Link prefetch={false} href="/contact">
              contact page
            </Link>
            .
          </p>
        </ContentCallout>
      </ContentSection>
    </ContentPage>
  );
}
