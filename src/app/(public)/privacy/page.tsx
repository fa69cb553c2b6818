import type { Metadata } from "next";
import { privacyEmail, privacySections } from "@/modules/pages/privacy-sections";
import { ContentCallout, ContentPage, ContentSection } from "@/ui/components/content-page";

export const metadata: Metadata = {
  title: "Privacy policy",
  description:
    "How Oja Marketplace Ltd collects, uses, shares and protects your personal data under the Nigeria Data Protection Act 2023, and how to exercise your rights.",
  alternates: { canonical: "/privacy" },
};

const sections = privacySections.map((section, index) => ({ ...section, title: `${index + 1}. ${section.title}` }));

export default function PrivacyPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy policy"
      lead="We collect only what we need to run a safe marketplace, we never sell your personal data, and you stay in control of it."
      lastUpdated="2026-11-28"
      tocTitle="Contents"
      toc={sections.map((section) => ({ id: section.id, label: section.title }))}
    >
      <ContentCallout tone="info" title="In short">
        <ul className="mt-2 list-disc space-y-1.5 pl-5">
          <li>We use your data to run your account, your price reports and alerts, and to keep scammers out.</li>
          <li>
            When you buy, the seller gets your name, delivery address and phone for that order, and Paystack what it
            needs to take your payment. Delivery by Oja&apos;s own couriers is not open yet; that part applies once it
            opens.
          </li>
          <li>
            We share it only with the people and providers who need it, and with authorities when the law requires.
          </li>
          <li>
            You can see, correct, export or delete your data: write to{" "}
            <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> and we reply within 30 days.
          </li>
        </ul>
      </ContentCallout>
      {sections.map((section) => (
        <ContentSection key={section.id} id={section.id} title={section.title}>
          {section.content}
        </ContentSection>
      ))}
    </ContentPage>
  );
}
