import type { Metadata } from "next";
import { termsSections } from "@/modules/pages/terms-sections";
import { ContentCallout, ContentPage, ContentSection } from "@/ui/components/content-page";

export const metadata: Metadata = {
  title: "Terms and Conditions",
  description:
    "The rules for using Oja: accounts, prohibited items, prices in naira, the price desk, seller fees and your rights under Nigerian law, orders, payments and delivery.",
  alternates: { canonical: "/terms" },
};

const sections = termsSections.map((section, index) => ({ ...section, title: `${index + 1}. ${section.title}` }));

export default function TermsPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms and Conditions"
      lead="The agreement between you and Oja Marketplace Ltd when you buy, sell, deliver or offer a service on Oja. Please read it before you trade."
      lastUpdated="2026-11-28"
      tocTitle="Contents"
      toc={sections.map((section) => ({ id: section.id, label: section.title }))}
    >
      <ContentCallout tone="info" title="The main points">
        <ul className="mt-2 list-disc space-y-1.5 pl-5">
          <li>You must be 18 or over. Keep your password and one-time codes to yourself.</li>
          <li>Sell only lawful goods, describe them honestly and price them in naira.</li>
          <li>
            Pay through Oja checkout (card, bank transfer or USSD) or on delivery, and confirm receipt only when you
            have checked your items. Oja&apos;s support team does not yet decide disputes: those sections apply once it
            does.
          </li>
          <li>Your rights under the Federal Competition and Consumer Protection Act 2018 always apply.</li>
        </ul>
      </ContentCallout>
      {sections.map((section) => (
        <ContentSection
          key={section.id}
          id={section.id}
          title={section.title}
          note={
            section.appliesOnceOpen
              ? "Not open yet: Oja's support team does not decide disputes today. This section applies once it does, and we will tell you before."
              : undefined
          }
        >
          {section.content}
        </ContentSection>
      ))}
    </ContentPage>
  );
}
