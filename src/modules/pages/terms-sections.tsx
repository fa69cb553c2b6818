import Link from "next/link";
import { siteConfig } from "@/lib/site-config";
import type { LegalSection } from "@/modules/pages/privacy-sections";

const officeAddress = "3rd Floor, 12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria";
const supportMail = <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>;

export const termsSections: LegalSection[] = [
  {
    id: "about-these-terms",
    title: "About these terms",
    content: (
      <>
        <p>
          These terms are an agreement between you and <strong>Oja Marketplace Ltd</strong>, {officeAddress}{" "}
          (&ldquo;Oja&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;). They apply whenever you use the Oja website or apps,
          whether you buy, sell, deliver, offer a service or simply browse. By creating an account or placing an order
          you accept them.
        </p>
        <p>
          Oja is a marketplace. Unless a listing clearly says that Oja itself is the seller, the contract of sale is
          between the buyer and the seller; we provide the platform and, once they open, the payments, delivery options
          and dispute handling described below. Our{" "}
          <Link prefetch={false} href="/privacy">
            privacy policy
          </Link>{" "}
          explains how we handle personal data and forms part of these terms.
        </p>
      </>
    ),
  },
  {
    id: "accounts",
    title: "Accounts and eligibility",
    content: (
      <ul>
        <li>You must be at least 18 years old and able to enter into a binding contract under Nigerian law.</li>
        <li>
          Give accurate details and keep them up to date. Each account belongs to one person or one business; if you
          open an account for a business, you confirm you are authorised to act for it.
        </li>
        <li>
          Keep your password and one-time codes secret. You are responsible for what happens on your account until you
          tell us it has been compromised. Oja staff will never ask for your password or a code.
        </li>
        <li>
          We may ask you to verify your phone number, e-mail, identity or business registration before you can sell or
          withdraw money.
        </li>
      </ul>
    ),
  },
  {
    id: "buyers",
    title: "Your obligations as a buyer",
    content: (
      <ul>
        <li>
          Pay for what you order, and give a correct delivery address and a phone number where the courier can reach
          you.
        </li>
        <li>Be available to receive your order, or to collect it at the agreed time and place.</li>
        <li>Inspect your order on delivery and confirm receipt, or report a problem, promptly.</li>
        <li>
          Do not place orders you do not intend to pay for, or use Oja to contact sellers for purposes other than
          buying.
        </li>
        <li>Write reviews that are honest and based on your own experience of the order.</li>
      </ul>
    ),
  },
  {
    id: "sellers",
    title: "Your obligations as a seller",
    content: (
      <ul>
        <li>Sell only goods and services you own or are authorised to sell, and that are lawful to sell in Nigeria.</li>
        <li>
          Describe each item honestly, including whether it is new, used or refurbished, with your own photos of the
          actual item or an accurate picture of the product.
        </li>
        <li>
          Honour the price and terms in your listing, keep stock up to date, and dispatch orders within the time you
          state.
        </li>
        <li>
          Meet the standards and registration rules that apply to your goods, for example NAFDAC registration for
          packaged food, drugs and cosmetics, and Standards Organisation of Nigeria requirements for regulated products.
        </li>
        <li>Honour any warranty you offer, and give buyers a receipt when they ask for one.</li>
        <li>
          Register your business and pay your taxes as the law requires; you are responsible for the taxes on your
          sales.
        </li>
        <li>
          Do not ask buyers to pay outside Oja checkout for orders placed on Oja, or charge extra fees not shown in the
          listing.
        </li>
      </ul>
    ),
  },
  {
    id: "prohibited-items",
    title: "Prohibited items",
    content: (
      <>
        <p>You may not list, sell, buy or advertise on Oja anything that is illegal in Nigeria, including:</p>
        <ul>
          <li>
            Firearms, ammunition, explosives and realistic replicas, and military, police or paramilitary uniforms and
            insignia.
          </li>
          <li>
            Narcotics and controlled substances, including cannabis, tramadol and codeine syrup, and any
            prescription-only medicine.
          </li>
          <li>
            Food, drugs, cosmetics, chemicals or medical devices that are unregistered with NAFDAC, expired or falsely
            labelled.
          </li>
          <li>
            Counterfeit goods and replicas of branded products, and pirated films, music, software, games and books.
          </li>
          <li>
            Protected wildlife and their parts or products, such as ivory, pangolin scales, leopard skins, African grey
            parrots and sea turtles.
          </li>
          <li>Stolen goods, and goods smuggled into Nigeria or on the government&apos;s import prohibition list.</li>
          <li>
            Passports, national identity slips, driver&apos;s licences, voter cards, pre-registered SIM cards, bank
            accounts, bank cards and any other personal or official documents.
          </li>
          <li>Naira or foreign currency notes for exchange, and investment, loan or &ldquo;doubling&rdquo; schemes.</li>
          <li>
            Fake certificates, examination &ldquo;expo&rdquo; or &ldquo;runs&rdquo;, result upgrades and similar
            services.
          </li>
          <li>Human organs, blood and remains; pornography; and items that promote hatred or violence.</li>
          <li>Skin-lightening products containing mercury, and other substances banned for sale in Nigeria.</li>
        </ul>
        <p>
          Alcohol and tobacco may be sold only by verified sellers and never to anyone under 18. We remove prohibited
          listings, may suspend the accounts involved and, where the law requires, report them to the authorities.
        </p>
      </>
    ),
  },
  {
    id: "listings-prices",
    title: "Listings and prices",
    content: (
      <>
        <p>
          All prices on Oja are in Nigerian naira (NGN) and include any VAT that applies. The delivery fee is shown
          separately at checkout before you pay. The price you see at checkout is the price you pay; a seller may not
          add charges afterwards.
        </p>
        <p>
          Our price desk compares listings with typical market prices and may flag offers that are far above or below
          them. A flag is information for buyers, not an accusation. We may remove listings that are misleading,
          duplicated, placed in the wrong category or priced to lure buyers into a scam.
        </p>
      </>
    ),
  },
  {
    id: "payments",
    title: "Payments",
    content: (
      <>
        <p>
          Payments made through Oja checkout are processed by Paystack, a licensed payment provider, by card, bank
          transfer or USSD. One checkout is one payment, split into one order per seller. We hold the money for an order
          and credit it to the seller when the buyer confirms receipt, or 3 days after delivery is recorded, unless the
          buyer has reported a problem. If the seller rejects the order, does not accept it within 48 hours, or the
          buyer cancels before it is accepted, the buyer is refunded through Paystack.
        </p>
        <p>
          Pay on delivery is offered for orders up to the limit shown at checkout, to buyers with a verified phone
          number: you pay the rider or the seller when you get your items, and give your delivery code only then. Never
          pay a deposit, &ldquo;logistics fee&rdquo; or any other charge into a personal account at someone&apos;s
          request.
        </p>
      </>
    ),
  },
  {
    id: "delivery",
    title: "Delivery",
    content: (
      <ul>
        <li>
          At checkout each seller offers what it can: its own delivery at the fee it sets, delivery by Oja at our fee,
          or collecting from one of its stores. The fee and the expected dates are shown before you pay.
        </li>
        <li>
          Estimated times are given in good faith; delays caused by weather, road conditions or strikes can happen.
        </li>
        <li>
          Responsibility for the goods passes to you when they are delivered to you or the person you name, who gives
          the delivery code. Do not accept a parcel that is visibly damaged or open.
        </li>
      </ul>
    ),
  },
  {
    id: "returns-disputes",
    appliesOnceOpen: true,
    title: "Returns and disputes",
    content: (
      <>
        <p>
          If your order does not arrive, arrives damaged, is the wrong item, is not as described or is counterfeit,
          report it from the order page <strong>within 3 days of delivery</strong>. We hold the seller&apos;s payment
          while we look into it.
        </p>
        <ul>
          <li>The seller has 2 working days to respond with a solution: a replacement, a repair or a refund.</li>
          <li>
            If you cannot agree, our support team decides based on the listing, the messages, photos and delivery
            records, and tells both of you why. We aim to resolve every case within 5 working days.
          </li>
          <li>Where a refund is due, you may be asked to return the item unused and in its original packaging.</li>
          <li>Returns for a change of mind depend on the seller&apos;s return policy shown on the listing.</li>
        </ul>
        <p>
          These steps are in addition to your rights under the Federal Competition and Consumer Protection Act 2018,
          including your right to goods that are safe, of good quality, fit for purpose and as described. You may also
          complain to the Federal Competition and Consumer Protection Commission (FCCPC).
        </p>
      </>
    ),
  },
  {
    id: "fees",
    title: "Fees for sellers",
    content: (
      <ul>
        <li>Listing is free.</li>
        <li>
          When an order is completed, we deduct Oja&apos;s sales commission (5 % today) from what we credit you. Your
          dashboard shows each sale and its commission.
        </li>
        <li>All fees are in naira and include VAT where it applies.</li>
        <li>
          We will give you at least 30 days&apos; notice by e-mail or SMS before we introduce or increase any fee.
        </li>
      </ul>
    ),
  },
  {
    id: "reviews",
    title: "Reviews",
    content: (
      <p>
        Only buyers who completed an order can review the seller. Reviews must be honest and about the order. Offering
        money, discounts or threats in exchange for a review, or reviewing your own business, is not allowed. We remove
        reviews that are abusive, contain personal information or are fake, but we do not remove a review simply because
        it is negative. Sellers may post one public reply to each review.
      </p>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual property",
    content: (
      <>
        <p>
          The Oja name, logo, website, apps and price desk data are owned by Oja Marketplace Ltd or its licensors. You
          may not copy, scrape or reuse them without our written permission.
        </p>
        <p>
          You keep ownership of the photos, text and reviews you post. You give us a non-exclusive, royalty-free licence
          to display, resize and promote that content on Oja for as long as it is on Oja and for a reasonable period
          afterwards, and you confirm you have the right to post it. If you believe content on Oja infringes your trade
          mark or copyright,{" "}
          <Link prefetch={false} href="/contact">
            contact us
          </Link>{" "}
          with the details and we will act promptly.
        </p>
      </>
    ),
  },
  {
    id: "liability",
    title: "Our liability",
    content: (
      <>
        <p>
          Nothing in these terms excludes or limits any right you have as a consumer under the Federal Competition and
          Consumer Protection Act 2018, or any liability that cannot lawfully be excluded, including liability for death
          or personal injury caused by our negligence, or for fraud.
        </p>
        <p>Subject to that:</p>
        <ul>
          <li>
            Sellers are responsible for their goods, descriptions and warranties. We are responsible for running the
            platform with reasonable care and skill and for handling payments and disputes as these terms describe.
          </li>
          <li>
            We are not liable for losses that were not reasonably foreseeable, or for loss of profit, business or
            opportunity.
          </li>
          <li>
            Our total liability to a buyer for any order is limited to the amount paid for that order, and to a seller
            to the fees the seller paid us in the 12 months before the claim.
          </li>
          <li>
            We are not responsible for delays or failures caused by events outside our reasonable control, such as
            network or power outages, floods, strikes or government action.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "suspension",
    title: "Suspension and closing your account",
    content: (
      <>
        <p>
          We may limit, suspend or close an account that breaks these terms or the law, puts other users at risk, or
          that we are required to close by a court or regulator. We will tell you the reason unless the law or an
          investigation prevents us, and you can ask for the decision to be reviewed by replying to our message.
        </p>
        <p>
          You may close your account at any time from your settings or by contacting us. Orders already placed must be
          completed or cancelled first, and money due to you will be paid out after any open disputes are settled.
        </p>
      </>
    ),
  },
  {
    id: "governing-law",
    title: "Governing law and disputes",
    content: (
      <p>
        These terms are governed by the laws of the Federal Republic of Nigeria. If you have a complaint about Oja,
        please contact us first; most problems are resolved quickly. If we cannot resolve a dispute within 30 days,
        either of us may refer it to mediation at the Lagos Multi-Door Courthouse or take it to the courts of Lagos
        State, which have jurisdiction. This does not take away your right to complain to the FCCPC or the NDPC.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    content: (
      <p>
        We may update these terms when our services or the law change. We will tell you about important changes by
        e-mail, SMS or a notice on Oja at least 14 days before they take effect. Orders placed before a change remain
        under the terms that applied when you placed them. If you do not agree to a change, you may close your account
        before it takes effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    content: (
      <p>
        Questions about these terms can be sent to {supportMail}, through our{" "}
        <Link prefetch={false} href="/contact">
          contact page
        </Link>
        , or by post to Oja Marketplace Ltd, {officeAddress}. Answers to common questions are in our{" "}
        <Link prefetch={false} href="/support">
          help centre
        </Link>
        .
      </p>
    ),
  },
];
