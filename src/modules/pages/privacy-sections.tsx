import Link from "next/link";
import type { ReactNode } from "react";

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
  /** Set on a section about something Oja does not do yet (ordering, paying through Oja, delivery): said above it. */
  appliesOnceOpen?: true;
}

export const privacyEmail = "privacy@oja.ng";
const officeAddress = "3rd Floor, 12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria";

const privacyMail = <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;

export const privacySections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    content: (
      <>
        <p>
          The Oja marketplace, its website and its mobile apps are run by <strong>Oja Marketplace Ltd</strong>,{" "}
          {officeAddress} (&ldquo;Oja&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;). We are the data controller for the
          personal data described in this policy: we decide why and how it is processed.
        </p>
        <p>
          This policy explains what we collect, why, who we share it with and the rights you have under the{" "}
          <strong>Nigeria Data Protection Act 2023</strong> (NDPA) and the regulations and directives of the{" "}
          <strong>Nigeria Data Protection Commission</strong> (NDPC). It applies to buyers, sellers, stores, couriers,
          artisans and anyone who visits our website or contacts us.
        </p>
      </>
    ),
  },
  {
    id: "data-we-collect",
    title: "Information we collect",
    content: (
      <>
        <ul>
          <li>
            <strong>Account data:</strong> your name, e-mail address and/or Nigerian phone number, the kind of account
            (buyer, seller, artisan or courier) and your password, which we store only in hashed form. If you sign in
            with Google or Facebook, we receive your name, e-mail address and an account identifier from that service.
          </li>
          <li>
            <strong>Seller and partner data:</strong> business or trading name, state, city and address, the bank
            account we pay you into and, for stores and couriers, the registration or identity documents you give us for
            verification.
          </li>
          <li>
            <strong>Listings and content:</strong> the photos, descriptions and prices you post, reviews, price reports
            for the price desk, reports you make about listings, and messages you send to other users through Oja.
          </li>
          <li>
            <strong>Orders and deliveries</strong>: what you bought or sold, amounts, delivery address, the phone number
            the courier should call, and the status history of each order and delivery.
          </li>
          <li>
            <strong>Payments</strong>: payments are processed by licensed payment providers. We receive the transaction
            reference, amount, status and limited card or bank details such as the card type and last four digits. We
            never receive or store your full card number, CVV or PIN.
          </li>
          <li>
            <strong>Support and contact:</strong> what you tell us through the contact form, e-mail or phone, such as
            your name, e-mail, phone number and the content of your message.
          </li>
          <li>
            <strong>Device and usage data:</strong> your IP address, browser and device type, the pages you visit, and
            the time of sign-ins and important account actions, which we keep in security logs.
          </li>
          <li>
            <strong>Performance measurements:</strong> to keep pages fast on slow networks, browsers send us web-vitals
            measurements (for example how long the main content took to appear). We store the measurement, the page path
            without any query string, and the connection type reported by the browser. We do not store your IP address,
            account or any identifier with these measurements.
          </li>
          <li>
            <strong>Cookies:</strong> we use only the cookies needed to keep you signed in and to protect our forms
            against forgery. We do not use advertising or cross-site tracking cookies.
          </li>
        </ul>
        <p>
          We do not ask for your Bank Verification Number (BVN), and we do not intend to collect sensitive personal data
          such as health, religious or political information. Please do not include it in listings or messages.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use",
    title: "How we use your information",
    content: (
      <ul>
        <li>To create and secure your account, sign you in and help you recover it with one-time codes.</li>
        <li>To publish listings, process orders and payments, arrange deliveries and pay sellers.</li>
        <li>To send you service messages by SMS or e-mail, such as codes, order updates and receipts.</li>
        <li>
          To run the price desk, using prices from listings and reports; what we publish is aggregated, never personal.
        </li>
        <li>
          To prevent fraud, scams and prohibited items, investigate reports and enforce our{" "}
          <Link prefetch={false} href="/terms">
            terms
          </Link>
          .
        </li>
        <li>To answer support requests and settle disputes between buyers and sellers.</li>
        <li>To measure and improve the speed, reliability and usability of Oja.</li>
        <li>To send you news and offers, only if you have agreed; every message explains how to stop them.</li>
        <li>
          To meet our legal obligations, such as keeping accounting records and answering lawful requests from
          authorities.
        </li>
      </ul>
    ),
  },
  {
    id: "lawful-bases",
    title: "Our lawful bases",
    content: (
      <>
        <p>
          Section 25 of the NDPA allows us to process personal data only where at least one lawful basis applies. We
          rely on:
        </p>
        <ul>
          <li>
            <strong>Contract:</strong> to provide the marketplace you signed up for, including accounts, orders,
            payments and deliveries.
          </li>
          <li>
            <strong>Consent:</strong> for marketing messages and any optional feature that asks for it. You can withdraw
            consent at any time without affecting processing that took place before.
          </li>
          <li>
            <strong>Legal obligation:</strong> for tax and accounting records, and for responding to court orders and
            lawful requests from regulators and law-enforcement agencies.
          </li>
          <li>
            <strong>Vital interest:</strong> in the rare case that we must share information to protect someone&apos;s
            life or physical safety, for example after an assault during a meeting arranged through Oja.
          </li>
          <li>
            <strong>Public interest:</strong> where processing is needed for a task carried out in the public interest
            or in the exercise of official authority given to us by law.
          </li>
          <li>
            <strong>Legitimate interest:</strong> for fraud prevention, security logs, performance measurement and
            improving our service, where these interests are not overridden by your rights and freedoms.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    content: (
      <>
        <p>We do not sell your personal data. We share it only as follows:</p>
        <ul>
          <li>
            <strong>Other users:</strong> a seller sees the buyer&apos;s name, delivery address and phone number for an
            order; buyers see a seller&apos;s business name, general location, ratings and reviews.
          </li>
          <li>
            <strong>Couriers</strong> (once delivery through Oja opens): the name, phone number and address needed to
            collect and deliver an order.
          </li>
          <li>
            <strong>Payment processors</strong> (Paystack): the details needed to take payments, make refunds and pay
            sellers.
          </li>
          <li>
            <strong>SMS and e-mail providers:</strong> your phone number or e-mail address and the message, to deliver
            codes and notifications.
          </li>
          <li>
            <strong>Hosting and technology providers</strong> that store data or run services for us under written
            contracts that bind them to our instructions and to keep the data secure.
          </li>
          <li>
            <strong>Google or Facebook</strong>, when you choose to sign in with them.
          </li>
          <li>
            <strong>Authorities:</strong> courts, the police, regulators such as the NDPC, and other agencies when the
            law requires it. We check that each request has a lawful basis and share no more than it requires.
          </li>
          <li>
            <strong>A buyer of our business</strong>, if Oja is merged or sold, who must keep protecting your data under
            this policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "international-transfers",
    title: "Transfers outside Nigeria",
    content: (
      <p>
        Some of our providers, such as cloud hosting, e-mail delivery and social sign-in, may process data outside
        Nigeria. We transfer personal data abroad only as Part VIII of the NDPA allows: to a country or organisation the
        NDPC recognises as ensuring an adequate level of protection, or with appropriate safeguards such as binding
        contractual clauses that give your data the same protection it has in Nigeria, or on another basis the NDPA
        permits, such as your consent or the performance of your contract with us. You can ask us for details of the
        safeguards we use.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    content: (
      <>
        <ul>
          <li>
            <strong>Account data:</strong> while your account is open. After you close it, we delete or anonymise it
            within 90 days, except what we must keep for the reasons below.
          </li>
          <li>
            <strong>Orders, payments and payouts:</strong> six years after the transaction, as Nigerian tax and company
            law requires for accounting records.
          </li>
          <li>
            <strong>One-time codes:</strong> valid for 10 minutes; the hashed record is deleted within 24 hours.
          </li>
          <li>
            <strong>Listings, reviews and messages:</strong> while the listing or account is active, then 12 months, so
            we can handle disputes and reports.
          </li>
          <li>
            <strong>Support and contact messages:</strong> two years after the case is closed.
          </li>
          <li>
            <strong>Security logs:</strong> 12 months, or longer while a fraud investigation or legal claim is open.
          </li>
          <li>
            <strong>Performance measurements:</strong> 13 months, so we can compare the same season year on year.
          </li>
          <li>
            <strong>Marketing consent:</strong> until you withdraw it.
          </li>
        </ul>
        <p>
          Prices used by the price desk may be kept longer in anonymised, aggregated form that no longer identifies
          anyone.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "How we protect it",
    content: (
      <ul>
        <li>All traffic to Oja is encrypted in transit with HTTPS.</li>
        <li>
          Passwords are hashed with <strong>argon2id</strong>, a slow, memory-hard algorithm; nobody at Oja can read
          your password.
        </li>
        <li>
          One-time codes are random, stored only as hashes, short-lived (10 minutes), usable once and blocked after 5
          wrong attempts. Sign-in tokens for apps are also stored hashed and can be revoked.
        </li>
        <li>Staff get access only to the data their job needs, and sensitive actions are recorded in an audit log.</li>
        <li>We limit repeated attempts to sign in or request codes, to stop automated attacks.</li>
        <li>Our providers are bound by contracts that require equivalent security measures.</li>
      </ul>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    content: (
      <>
        <p>Under sections 34 to 38 of the NDPA you have the right to:</p>
        <ul>
          <li>
            <strong>Be informed</strong> about how your data is processed, as this policy does.
          </li>
          <li>
            <strong>Access</strong> your personal data and receive a copy.
          </li>
          <li>
            <strong>Rectification</strong> of data that is inaccurate, out of date or incomplete.
          </li>
          <li>
            <strong>Erasure</strong> of data we no longer need or have no lawful basis to keep.
          </li>
          <li>
            <strong>Restriction</strong> of processing while a complaint about accuracy or lawfulness is being resolved.
          </li>
          <li>
            <strong>Data portability:</strong> to receive the data you gave us in a commonly used, machine-readable
            format and have it sent to another controller where technically possible.
          </li>
          <li>
            <strong>Object</strong> to processing based on legitimate or public interest, and to direct marketing at any
            time.
          </li>
          <li>
            <strong>Withdraw consent</strong> at any time, as easily as you gave it.
          </li>
          <li>
            <strong>Not be subject to a decision based solely on automated processing</strong> that produces legal or
            similarly significant effects for you. Our automated fraud checks may pause an order or listing, but a
            member of our team reviews the case before any account is suspended.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "exercising-rights",
    title: "How to exercise your rights",
    content: (
      <>
        <p>
          Write to {privacyMail} or use the{" "}
          <Link prefetch={false} href="/contact">
            contact form
          </Link>
          , saying which right you want to exercise. Send your request from the e-mail or phone number on your account
          if you can; otherwise we may ask for information to confirm it is really you, so that nobody else can obtain
          your data.
        </p>
        <p>
          Exercising your rights is free. We respond <strong>within 30 days</strong> of receiving your request. If we
          cannot do all that you ask, for example because the law requires us to keep order records, we will tell you
          why and what we did instead.
        </p>
      </>
    ),
  },
  {
    id: "breaches",
    title: "If something goes wrong",
    content: (
      <p>
        If a personal data breach is likely to put your rights and freedoms at risk, we will notify the NDPC{" "}
        <strong>within 72 hours</strong> of becoming aware of it, as the NDPA requires. Where the risk to you is high,
        we will also tell you directly and promptly, in plain language, explaining what happened and the steps you can
        take to protect yourself, such as changing your password.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    content: (
      <p>
        Oja accounts are for people aged 18 or over. A person under 18 may use Oja only with the consent and supervision
        of a parent or legal guardian, and we do not knowingly process a child&apos;s personal data without that
        consent. If you believe a child has given us personal data without it, write to {privacyMail} and we will delete
        it.
      </p>
    ),
  },
  {
    id: "complaints",
    title: "Complaints to the NDPC",
    content: (
      <p>
        If you are unhappy with how we handle your data, please tell us first so we can put it right. You also have the
        right to lodge a complaint with the <strong>Nigeria Data Protection Commission</strong> at any time, through its
        website{" "}
        <a href="https://ndpc.gov.ng" rel="noopener noreferrer">
          ndpc.gov.ng
        </a>
        .
      </p>
    ),
  },
  {
    id: "dpo",
    title: "Our Data Protection Officer",
    content: (
      <p>
        Our Data Protection Officer oversees how Oja handles personal data and is your contact for any question about
        this policy. Write to {privacyMail} (subject: &ldquo;For the Data Protection Officer&rdquo;) or by post to the
        Data Protection Officer, Oja Marketplace Ltd, {officeAddress}.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    content: (
      <p>
        We review this policy at least once a year and whenever we change how we use personal data. If a change is
        significant, we will tell you by e-mail, SMS or a notice on Oja at least 14 days before it takes effect. The
        date at the top of this page shows when it was last updated.
      </p>
    ),
  },
];
