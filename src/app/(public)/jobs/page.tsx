import type { Metadata } from "next";
import Link from "next/link";
import { ContentCallout, ContentPage, ContentSection } from "@/ui/components/content-page";

export const metadata: Metadata = {
  title: "Jobs",
  description:
    "Work at Oja, the Nigerian marketplace for fair prices and trusted sellers. See our open roles in Lagos and Kano, our benefits and how to apply.",
  alternates: { canonical: "/jobs" },
};

const careersEmail = "careers@oja.ng";

interface Role {
  id: string;
  title: string;
  team: string;
  location: string;
  type: string;
  summary: string;
  youWill: string[];
  youHave: string[];
}

const roles: Role[] = [
  {
    id: "senior-backend-engineer",
    title: "Senior Backend Engineer",
    team: "Engineering",
    location: "Lagos (Lekki), hybrid, or remote within Nigeria",
    type: "Full-time",
    summary:
      "Own the price desk's services and build the orders and payments that come next, and keep them fast and correct as the marketplace grows.",
    youWill: [
      "Design and build TypeScript services on PostgreSQL and GraphQL, from schema to production.",
      "Make payments, webhooks and order flows reliable, idempotent and easy to audit.",
      "Measure performance on real Nigerian networks and keep pages and APIs light.",
    ],
    youHave: [
      "Five or more years building and running backend systems in production.",
      "Strong SQL and data-modelling skills, and care for security and privacy.",
      "Experience with payment providers such as Paystack or Flutterwave is a plus.",
    ],
  },
  {
    id: "customer-support-associate",
    title: "Customer Support Associate (Yoruba, Hausa or Igbo speakers)",
    team: "Customer Experience",
    location: "Lagos (Lekki), on site",
    type: "Full-time, shifts including some weekends",
    summary:
      "Be the calm, helpful voice of Oja for buyers and sellers by chat, e-mail and phone, in English and at least one of Yoruba, Hausa or Igbo.",
    youWill: [
      "Resolve questions about accounts, listings, sellers and prices.",
      "Spot scams and unsafe listings early and pass them to Trust & Safety.",
      "Tell the product team what is confusing people, so we can fix it at the source.",
    ],
    youHave: [
      "At least one year in customer support, a call centre or retail.",
      "Fluent spoken and written English and fluency in Yoruba, Hausa or Igbo (Pidgin is a bonus).",
      "Patience, clear writing and comfort with a computer and a smartphone.",
    ],
  },
  {
    id: "field-sales-agent-kano",
    title: "Field Sales Agent, Kano",
    team: "Seller Growth",
    location: "Kano, in the field",
    type: "Full-time, with monthly sales commission",
    summary:
      "Bring Kano's traders online: visit markets such as Kantin Kwari, Sabon Gari and Dawanau, and help sellers list and sell on Oja.",
    youWill: [
      "Sign up and train sellers, from textile dealers to grain merchants.",
      "Take photos and set up first listings with sellers on their own phones.",
      "Collect market prices for the price desk and report what traders need.",
    ],
    youHave: [
      "Experience in field sales, agency banking, telecoms or FMCG distribution.",
      "Fluent Hausa and English, and good knowledge of Kano's markets.",
      "A smartphone and the energy to be on the move most of the day (we cover transport).",
    ],
  },
  {
    id: "trust-safety-analyst",
    title: "Trust & Safety Analyst",
    team: "Trust & Safety",
    location: "Lagos (Lekki), hybrid",
    type: "Full-time",
    summary:
      "Keep scammers, counterfeit goods and prohibited items off Oja, and make sure honest sellers are treated fairly.",
    youWill: [
      "Review reported listings, sellers and disputes, and decide what happens next.",
      'Find patterns in fraud, such as fake "logistics fee" requests, and turn them into rules.',
      "Work with law enforcement requests in line with our privacy policy and Nigerian law.",
    ],
    youHave: [
      "Two or more years in fraud, risk, compliance or content moderation.",
      "Sound judgement, careful notes and comfort with spreadsheets or SQL.",
      "Knowledge of common Nigerian online scams and the NDPA is a strong plus.",
    ],
  },
];

const benefits = [
  "Private health cover through a reputable HMO for you, your spouse and up to four children.",
  "Pension contributions under the Pension Reform Act 2014 (10% from Oja, 8% from you) paid to your chosen PFA, as regulated by PenCom, plus group life insurance.",
  "A monthly data allowance and, for hybrid roles, a work-from-home allowance for power and internet.",
  "A laptop and a phone suited to your role, and an office in Lekki with steady power and backup internet.",
  "20 working days of annual leave plus public holidays, and paid parental leave.",
  "A yearly learning budget for courses, books, conferences and certifications.",
  "Competitive salaries paid in naira on time every month, reviewed every year.",
];

export default function JobsPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="Work at Oja"
      lead="Help us build a fair, fast and trustworthy marketplace for Nigeria. We are a small team based in Lagos, and everyone here works close to the buyers and sellers we serve."
      toc={[
        { id: "how-we-work", label: "How we work" },
        { id: "benefits", label: "Benefits" },
        { id: "open-roles", label: "Open roles" },
        { id: "how-to-apply", label: "How to apply" },
      ]}
    >
      <ContentSection id="how-we-work" title="How we work">
        <ul>
          <li>
            <strong>We go to the market.</strong> Everyone, engineers included, spends time with traders, couriers and
            buyers. What we learn there decides what we build.
          </li>
          <li>
            <strong>We write things down.</strong> Decisions, plans and handovers live in short written notes, so people
            in different cities and on different shifts can work together without endless meetings.
          </li>
          <li>
            <strong>We build for real conditions.</strong> We test on affordable Android phones and slow networks,
            because that is what most of our users have.
          </li>
          <li>
            <strong>We are honest with each other.</strong> Clear feedback, given kindly, and no blame when something
            goes wrong.
          </li>
        </ul>
        <p>
          Oja is an equal opportunity employer. We hire people of every ethnic group, religion, gender and state of
          origin, and we welcome applications from people with disabilities. Tell us if you need any adjustment during
          the hiring process.
        </p>
      </ContentSection>

      <ContentSection id="benefits" title="Benefits">
        <ul>
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="open-roles" title="Open roles">
        <ul className="mt-4 grid gap-4">
          {roles.map((role) => (
            <li key={role.id} id={role.id} className="scroll-mt-20 rounded-xl border border-black/10 p-5">
              <p className="mt-0! text-xs font-semibold tracking-wide text-primary-light uppercase">{role.team}</p>
              <h3 className="mt-1!">{role.title}</h3>
              <dl className="mt-2 flex flex-col gap-1 text-sm text-primary/80 sm:flex-row sm:flex-wrap sm:gap-x-6">
                <div>
                  <dt className="inline font-semibold">Location: </dt>
                  <dd className="inline">{role.location}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">Type: </dt>
                  <dd className="inline">{role.type}</dd>
                </div>
              </dl>
              <p>{role.summary}</p>
              <p className="font-semibold">You will</p>
              <ul className="mt-1 list-disc space-y-1.5 pl-5">
                {role.youWill.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="font-semibold">You have</p>
              <ul className="mt-1 list-disc space-y-1.5 pl-5">
                {role.youHave.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p>
                <a href={`mailto:${careersEmail}?subject=${encodeURIComponent(`Application: ${role.title}`)}`}>
                  Apply for this role
                </a>
              </p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="how-to-apply" title="How to apply">
        <p>
          Send an e-mail to <a href={`mailto:${careersEmail}`}>{careersEmail}</a> with the subject line{" "}
          <strong>&ldquo;Application: [role title] – [your full name]&rdquo;</strong>, for example &ldquo;Application:
          Field Sales Agent, Kano – Aisha Bello&rdquo;. Please include:
        </p>
        <ul>
          <li>Your CV as a PDF of no more than two pages.</li>
          <li>A few lines on why you want this role and what you would do in your first three months.</li>
          <li>For engineering roles, a link to code you wrote or a short description of a system you built.</li>
        </ul>
        <p>
          Our process is short: a 30-minute call, a practical task or interview about the work itself, then a
          conversation with the people you would work with. We reply to every application within 10 working days. If no
          role fits you today, you can still write to us with the subject &ldquo;Open application&rdquo; and we will
          keep your CV on file for 12 months with your permission.
        </p>
        <ContentCallout title="Beware of recruitment scams">
          <p className="mt-2!">
            Oja never asks candidates to pay for an application, interview, training, uniform or medical test. Our
            offers come only from an <strong>@oja.ng</strong> e-mail address. If someone asks you for money in
            Oja&apos;s name, do not pay, and tell us through the{" "}
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
