import type { Metadata } from "next";
import Link from "next/link";
import { siteConfig } from "@/lib/site-config";
import { FaqList, faqGroups } from "@/modules/pages/support-faqs";
import { ContentCallout, ContentPage, ContentSection } from "@/ui/components/content-page";

export const metadata: Metadata = {
  title: "Help centre",
  description:
    "Answers about buying, selling, the price desk and your Oja account, including password recovery, plus practical advice to avoid scams when you trade in Nigeria.",
  alternates: { canonical: "/support" },
};

const safetyTips = [
  {
    title: "Meet in a busy public place",
    body: "If you collect or inspect an item in person, meet in daylight at a busy spot such as a shopping mall, a bank forecourt or a filling station. Bring someone with you, and never go to an isolated place or a private home you do not know.",
  },
  {
    title: "Never pay a “logistics fee” deposit",
    body: "A seller who asks for a logistics fee, waybill fee, clearing fee or “delivery deposit” before you see the goods is almost always a scammer. Oja never asks you to pay into any bank account. Pay only after you have inspected the item.",
  },
  {
    title: "Check the price desk",
    body: "Compare every deal with the typical price on the price desk. An iPhone at half the market price or a 50kg bag of rice far below what your local market charges is bait, not a bargain.",
  },
  {
    title: "Inspect before you pay",
    body: "Test phones and electronics: switch them on, dial *#06# and check the IMEI matches the box, and make sure the phone is not locked to someone else’s iCloud or Google account. Count items and check expiry dates on foodstuff and drinks.",
  },
  {
    title: "Keep a record",
    body: "Keep the seller’s number, the listing’s address and your messages until the deal is done. If something goes wrong, they help us, your bank and the police act.",
  },
  {
    title: "Never share codes, PINs or your BVN",
    body: "No Oja staff member, seller or courier needs your one-time code, card PIN, internet banking password or BVN. Anyone who asks is trying to steal from you.",
  },
  {
    title: "Sellers: confirm the money, not the alert",
    body: "Fake credit alerts by SMS are common. Before you release goods, check your balance in your bank app or with your bank. Refuse “overpayments” where a buyer sends too much and asks you to refund the difference.",
  },
];

export default function SupportPage() {
  return (
    <ContentPage
      eyebrow="Help centre"
      title="How can we help?"
      lead="Quick answers for buyers and sellers, how to get back into your account, and how to trade safely. Tap a question to see the answer."
      tocTitle="Topics"
      toc={[
        ...faqGroups.map((group) => ({ id: group.id, label: group.title })),
        { id: "stay-safe", label: "Stay safe" },
        { id: "still-need-help", label: "Still need help?" },
      ]}
    >
      {faqGroups.map((group) => (
        <ContentSection key={group.id} id={group.id} title={group.title}>
          <FaqList faqs={group.faqs} />
        </ContentSection>
      ))}

      <ContentSection id="stay-safe" title="Stay safe">
        <p>
          Most people on Oja are honest traders, but scammers follow every busy market. These habits protect your money,
          online and offline.
        </p>
        <ol className="mt-4 grid gap-3 smm:grid-cols-2">
          {safetyTips.map((tip) => (
            <li key={tip.title} className="rounded-xl bg-warning-bg p-4">
              <h3 className="mt-0! text-base!">{tip.title}</h3>
              <p className="mt-1! text-sm">{tip.body}</p>
            </li>
          ))}
        </ol>
        <ContentCallout tone="info" title="Report a listing or a seller">
          <p className="mt-2!">
            <Link prefetch={false} href="/contact">
              Contact us
            </Link>{" "}
            and choose &ldquo;Report a scam or unsafe listing&rdquo;. Our trust and safety team reviews every report
            within one working day and removes listings that break our rules. If you have already lost money, call your
            bank at once to try to stop the transfer, and report the matter to the Nigeria Police Force or the EFCC.
          </p>
        </ContentCallout>
      </ContentSection>

      <ContentSection id="still-need-help" title="Still need help?">
        <p>
          Our support team answers in English, Pidgin, Yoruba, Hausa and Igbo, Monday to Saturday from 8am to 8pm (West
          Africa Time). Send us a message through the{" "}
          <Link prefetch={false} href="/contact">
            contact page
          </Link>{" "}
          or write to <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>. If your question is
          about a listing or a seller, include the page&apos;s address; we usually reply within one working day.
        </p>
        <p>
          <Link
            prefetch={false}
            href="/contact"
            className="mt-2 inline-block rounded-lg bg-primary-light px-5 py-3 font-semibold text-white! no-underline! hover:bg-primary-light/90"
          >
            Contact support
          </Link>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
