import type { PartnerKind } from "@/modules/partners/partner-kinds";

export interface PartnerPage {
  kind: PartnerKind;
  slug: "couriers" | "stores" | "artisans";
  title: string;
  lead: string;
  benefits: { title: string; body: string }[];
  requirements: string[];
  steps: string[];
}

/** The recruitment pages behind the footer's "Let's do this together" column. */
export const partnerPages: PartnerPage[] = [
  {
    kind: "COURIER",
    slug: "couriers",
    title: "Deliver with Oja",
    lead: "Deliveries through Oja are not open yet. Apply now to earn on your own schedule, on your okada, keke, car or van, and we call you when they start in your city.",
    benefits: [
      {
        title: "Paid for every delivery",
        body: "You will see the fee before you accept a job, and earnings will be paid to your bank account every week, with no hidden deductions.",
      },
      {
        title: "Jobs close to you",
        body: "We will send you pickups near where you already ride, so you spend less on fuel and more time earning.",
      },
      {
        title: "Support on the road",
        body: "A real person will answer when a buyer is not reachable or an address is wrong, from 7am to 9pm every day.",
      },
    ],
    requirements: [
      "18 years or older, with a valid NIN",
      "A working Android phone with data",
      "Your own vehicle or bicycle; a valid rider's permit or driver's licence where the law requires it",
      "A bank account in your own name",
    ],
    steps: [
      "Apply with this form",
      "We call you within three working days",
      "Short onboarding session and document check",
      "Start accepting deliveries when they open in your city",
    ],
  },
  {
    kind: "STORE",
    slug: "stores",
    title: "Bring your store to Oja",
    lead: "Supermarkets, phone shops, boutiques and market stalls: put your stock in front of buyers across your state, and keep selling in your shop.",
    benefits: [
      {
        title: "Your own store page",
        body: "Your outlets, opening hours, contact and products on one page you can share on WhatsApp.",
      },
      {
        title: "Honest price insight",
        body: "The price desk shows how your prices compare with your market, so you can price to sell.",
      },
      {
        title: "Buyers who call you",
        body: "Buyers contact you directly by phone or WhatsApp and pay you as they would in your shop. Oja takes no cut of the sale.",
      },
    ],
    requirements: [
      "A registered business (CAC) or an established market stall",
      "A physical address buyers or couriers can reach",
      "A phone number you answer during opening hours",
      "A bank account for payouts",
    ],
    steps: [
      "Apply with this form",
      "A partner manager calls you within three working days",
      "We help you list your first products when listing opens",
      "Go live and hear from buyers",
    ],
  },
  {
    kind: "ARTISAN",
    slug: "artisans",
    title: "Offer your trade on Oja",
    lead: "Tailors, plumbers, electricians, hairdressers, mechanics and every skilled hand: be found and called by customers in your area.",
    benefits: [
      {
        title: "Customers who find you",
        body: "People searching for your trade in your city see your profile, your prices and your past work.",
      },
      {
        title: "Your work speaks for itself",
        body: "Photos of your past work and your prices next to the going rate on the price desk show customers what they get.",
      },
      { title: "Set your own prices", body: "Price per job, per hour or per day, and choose the areas you serve." },
    ],
    requirements: [
      "18 years or older, with a valid NIN",
      "Proven experience in your trade (photos of past work help)",
      "A phone number you answer",
      "Tools of your trade",
    ],
    steps: [
      "Apply with this form",
      "We call you within three working days",
      "Verify your identity and add photos of your work",
      "Start hearing from customers",
    ],
  },
];

export function partnerPageBySlug(slug: string): PartnerPage | undefined {
  return partnerPages.find((page) => page.slug === slug);
}
