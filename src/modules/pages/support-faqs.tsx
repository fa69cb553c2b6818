import Link from "next/link";
import type { ReactNode } from "react";

export interface Faq {
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  title: string;
  faqs: Faq[];
}

export const faqGroups: FaqGroup[] = [
  {
    id: "buying",
    title: "Buying on Oja",
    faqs: [
      {
        question: "How do I know I am paying a fair price?",
        answer: (
          <p>
            Check the item on the price desk before you buy. It shows the low, typical and high price for common goods
            in your state and market, and listings far above the typical price are flagged. A price far <em>below</em>{" "}
            the market is also a warning sign: it is often a scam.
          </p>
        ),
      },
      {
        question: "How do I buy something I found on Oja?",
        answer: (
          <p>
            Press &ldquo;Add to cart&rdquo; on the listing, then check out from your cart: choose the address, how each
            seller gets the items to you, and whether you pay now (card, bank transfer or USSD) or on delivery. Each
            seller gets their own order, and you follow them under your account. If you deal with a seller outside Oja,
            inspect the item in a public place and test it before you hand over any money.
          </p>
        ),
      },
      {
        question: "Can I report a price or be told when something gets cheaper?",
        answer: (
          <p>
            Yes. Open an item on the{" "}
            <Link prefetch={false} href="/pricedesk">
              price desk
            </Link>{" "}
            and sign in, then choose <strong>Report a price you saw</strong> to add what you paid or saw, with the state
            and market, or <strong>Get a price alert</strong>: we send you an e-mail or SMS when the typical price in
            your state falls under the amount you chose. Your reports and alerts are listed on your account page.
          </p>
        ),
      },
    ],
  },
  {
    id: "selling",
    title: "Selling on Oja",
    faqs: [
      {
        question: "How do I start selling?",
        answer: (
          <p>
            Create a seller account with your e-mail or Nigerian phone number and verify it with the 6-digit code we
            send. Then choose &ldquo;Start selling&rdquo; in your dashboard, complete your business profile and send it
            for review: once we approve it, what you list from your phone appears in the market. Shops with a physical
            outlet can apply as a store today; see our{" "}
            <Link prefetch={false} href="/partners/stores">
              page for stores
            </Link>
            .
          </p>
        ),
      },
      {
        question: "Does it cost anything to sell?",
        answer: (
          <p>
            Not today: nothing can be paid to Oja yet, and nobody from Oja will ask you for money. Listing will be free
            for individual sellers; any fee for stores will be shown in the seller dashboard before you agree to it. The
            details are in our{" "}
            <Link prefetch={false} href="/terms#fees">
              Terms and Conditions
            </Link>
            .
          </p>
        ),
      },
      {
        question: "Why was my listing removed?",
        answer: (
          <p>
            Listings are removed when they break our rules: prohibited or counterfeit items, or misleading photos or
            prices. We tell you the reason by e-mail or SMS. If you think we made a mistake, reply to that message or{" "}
            <Link prefetch={false} href="/contact">
              contact us
            </Link>{" "}
            and a person will look at it again.
          </p>
        ),
      },
    ],
  },
  {
    id: "payments-and-delivery",
    title: "Payments and delivery",
    faqs: [
      {
        question: "Can I pay through Oja?",
        answer: (
          <p>
            Yes. At checkout you pay by card, bank transfer or USSD on Paystack&apos;s secure page, or, for smaller
            orders and with a verified phone number, in cash when your items arrive. If the seller rejects your order or
            you cancel before they accept it, the money goes back to you. Anyone who asks you to pay &ldquo;Oja&rdquo; a
            fee, a deposit or a subscription outside the checkout is not us.
          </p>
        ),
      },
      {
        question: "Does Oja deliver?",
        answer: (
          <p>
            At checkout each seller offers what it can: its own delivery at its fee, Oja delivery at our fee, or
            collecting from one of its stores. The fee and the expected dates are shown before you pay. Give your
            delivery code only when you have your items. Couriers who would like to deliver with Oja can{" "}
            <Link prefetch={false} href="/partners/couriers">
              apply now
            </Link>
            .
          </p>
        ),
      },
    ],
  },
  {
    id: "account",
    title: "Your account",
    faqs: [
      {
        question: "How do I sign in?",
        answer: (
          <p>
            Use your e-mail address or your Nigerian phone number in the +234 format (for example +2348031234567) with
            your password. You can also continue with your Google or Facebook account if you signed up that way.
          </p>
        ),
      },
      {
        question: "I forgot my password. How do I get back in?",
        answer: (
          <>
            <ol>
              <li>
                On the sign-in page, choose <strong>Forgot password</strong>.
              </li>
              <li>
                Enter the e-mail address or +234 phone number on your account. We send a <strong>6-digit code</strong>{" "}
                by e-mail if you entered an e-mail address, or by SMS if you entered a phone number.
              </li>
              <li>Type the code. It is valid for 10 minutes and can be used once.</li>
              <li>Choose a new password of at least 8 characters and confirm it. You are then signed in.</li>
            </ol>
            <p>
              If the code does not arrive, wait 30 seconds and ask for a new one. After 5 wrong attempts a code stops
              working and you need a new one. Never share the code with anyone: Oja staff will never ask for it.
            </p>
          </>
        ),
      },
      {
        question: "I am not receiving the code",
        answer: (
          <ul>
            <li>Check that the phone number starts with +234 and has no extra zero, for example +2348031234567.</li>
            <li>SMS can be slow on busy networks. Make sure you have signal and wait a minute before asking again.</li>
            <li>For e-mail, look in your spam or promotions folder for a message from Oja.</li>
            <li>If your account has both an e-mail address and a phone number, try the other one.</li>
          </ul>
        ),
      },
      {
        question: "I no longer have the phone number or e-mail on my account",
        answer: (
          <p>
            <Link prefetch={false} href="/contact">
              Contact us
            </Link>{" "}
            and choose &ldquo;My account&rdquo;. To protect you, we will ask questions only the real owner can answer,
            such as the details you gave when you signed up, before we change your sign-in details. We will never ask
            for your password or a one-time code.
          </p>
        ),
      },
      {
        question: "How do I close my account or get a copy of my data?",
        answer: (
          <p>
            Write to <a href="mailto:privacy@oja.ng">privacy@oja.ng</a> from the e-mail on your account, or through the
            contact page. We reply within 30 days. Our{" "}
            <Link prefetch={false} href="/privacy#your-rights">
              privacy policy
            </Link>{" "}
            explains your rights and what we must keep by law.
          </p>
        ),
      },
    ],
  },
];

/** A group of questions as native disclosure widgets: they open and close without any JavaScript. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="mt-4 space-y-3">
      {faqs.map((faq) => (
        <details key={faq.question} className="group rounded-xl border border-black/10 open:border-primary-light/40">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-xl p-4 font-semibold hover:bg-black/[0.03] focus-visible:outline-2 focus-visible:outline-primary-light [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <span
              aria-hidden="true"
              className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-auth-bg text-primary-light transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="px-4 pb-4 text-primary/90 [&>:first-child]:mt-0!">{faq.answer}</div>
        </details>
      ))}
    </div>
  );
}
