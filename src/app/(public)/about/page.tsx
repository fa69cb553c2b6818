import type { Metadata } from "next";
import Link from "next/link";
import { siteConfig } from "@/lib/site-config";
import { ContentPage, ContentSection } from "@/ui/components/content-page";

export const metadata: Metadata = {
  title: "About us",
  description:
    "Oja is a Nigerian marketplace built to be fair, fast and trustworthy: honest prices from our price desk, verified sellers and pages light enough for any Android phone.",
  alternates: { canonical: "/about" },
};

const values = [
  {
    title: "Fair prices, in the open",
    body: "A buyer in Onitsha and a buyer in Lekki should both know what a bag of rice is really worth. We publish market prices so nobody has to guess.",
  },
  {
    title: "Trust you can check",
    body: "Sellers verify their phone number or e-mail, offers far above the usual price are flagged, and a moderator checks every price report far from the usual before it counts. We would rather remove a doubtful listing than lose your trust.",
  },
  {
    title: "Respect for your data and your money",
    body: "We build for ₦100 data bundles and busy networks, and we keep only the personal information we need to run the marketplace.",
  },
  {
    title: "Built with the market, not over it",
    body: "We listen to traders, couriers and artisans before we build. The people who make Nigerian markets work should earn more from Oja, not less.",
  },
];

const launchCities = ["Lagos", "Abuja", "Kano", "Port Harcourt", "Ibadan"];

export default function AboutPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="About Oja"
      lead="Oja means market. We are building the market Nigerians deserve online: fair, fast and trustworthy, from the first search to the price you agree with the seller."
    >
      <ContentSection id="who-we-are" title="Who we are">
        <p>
          Oja is a Nigerian online marketplace run by Oja Marketplace Ltd, a company based in Lagos. On Oja you can find
          goods and artisans near you, contact the seller directly and check what things really cost before you pay.
          Sellers list from their phones. Everything is priced in naira, and our team works from Nigeria for people in
          Nigeria.
        </p>
        <p>
          We started Oja because buying and selling should not depend on who you know. Too many people overpay because
          they cannot compare prices, lose money to fake sellers, or give up on shopping sites that take forever to load
          on a weak network. Oja is our answer to all three.
        </p>
      </ContentSection>

      <ContentSection id="mission" title="Our mission">
        <p>
          Our mission is to give every Nigerian a <strong>fair, fast and trustworthy marketplace</strong>. In practice
          that means:
        </p>
        <ul>
          <li>
            <strong>Honest prices.</strong> Our price desk shows the low, typical and high price of everyday items such
            as rice, garri, cement and phones, by state and market, and flags offers far above the usual price.
          </li>
          <li>
            <strong>Light pages.</strong> Oja is designed for affordable Android phones and slow networks. Pages are
            small, load quickly and do not waste your data.
          </li>
          <li>
            <strong>Safe trading.</strong> Sellers verify their phone number or e-mail, prices far from the usual are
            flagged or held for a moderator, and our trust and safety team looks into every listing you tell us about.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="how-it-works" title="How Oja works">
        <div className="mt-4 grid gap-4 smm:grid-cols-2">
          <div className="rounded-xl border border-black/10 p-5">
            <h3 className="mt-0!">For buyers</h3>
            <ol>
              <li>Search the market or browse a category.</li>
              <li>
                Compare the seller&apos;s price with the price desk&apos;s low, typical and high price for your state.
              </li>
              <li>Contact the seller, agree how you collect the item, and inspect it before you pay the seller.</li>
              <li>Report the prices you pay or see, and set a price alert for what you are waiting to buy.</li>
            </ol>
          </div>
          <div className="rounded-xl border border-black/10 p-5">
            <h3 className="mt-0!">For sellers</h3>
            <ol>
              <li>Create a seller account with your phone number or e-mail today.</li>
              <li>
                List your goods with photos and a price in naira from the seller dashboard; we review each new seller
                first.
              </li>
              <li>Buyers contact you directly, by the phone or WhatsApp you choose to show.</li>
              <li>Oja takes no payment between you: you are paid by the buyer, as in your shop.</li>
            </ol>
          </div>
        </div>
        <p>
          Individual sellers will list for free. Couriers, shop owners and artisans can grow with us too: read how Oja
          works{" "}
          <Link prefetch={false} href="/partners/couriers">
            for couriers
          </Link>
          ,{" "}
          <Link prefetch={false} href="/partners/stores">
            for stores
          </Link>{" "}
          and{" "}
          <Link prefetch={false} href="/partners/artisans">
            for artisans
          </Link>
          .
        </p>
      </ContentSection>

      <ContentSection id="values" title="What we value">
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {values.map((value) => (
            <li key={value.title} className="rounded-xl bg-auth-bg p-5">
              <h3 className="mt-0!">{value.title}</h3>
              <p className="mt-2! text-sm text-primary/85">{value.body}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="where-we-operate" title="Where we operate">
        <p>
          Oja is open to buyers and sellers in all 36 states of Nigeria and the Federal Capital Territory. We are
          building our price surveys and local support city by city, starting with:
        </p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {launchCities.map((city) => (
            <li key={city} className="rounded-full border border-black/15 px-3 py-1 text-sm font-medium">
              {city}
            </li>
          ))}
        </ul>
        <p>
          If you live outside these cities you can still browse the market, contact sellers and check prices on Oja
          today. Oja does not arrange delivery yet: agree on collection or delivery with the seller, and see the item
          before you pay.
        </p>
      </ContentSection>

      <ContentSection id="company" title="Company details">
        <p>
          <strong>Oja Marketplace Ltd</strong>
          <br />
          3rd Floor, 12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria
        </p>
        <p>
          For help with your account or a listing, visit our{" "}
          <Link prefetch={false} href="/support">
            help centre
          </Link>
          , write to <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a> or use the{" "}
          <Link prefetch={false} href="/contact">
            contact form
          </Link>
          . Journalists can find press information on our{" "}
          <Link prefetch={false} href="/media">
            media page
          </Link>
          , and if you would like to build Oja with us, see our{" "}
          <Link prefetch={false} href="/jobs">
            open roles
          </Link>
          .
        </p>
      </ContentSection>
    </ContentPage>
  );
}
