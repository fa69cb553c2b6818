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
            Check the item on the price desk before you buy. It shows the low, typical and high price for common goods in your
            state and market, and listings far above the typical price are flagged. A price far <em>below</em> the market is also
            a warning sign: it is often a scam.
          </p>
        ),
      },
      {
        question: "Can I see the item before I pay?",
        answer: (
          <p>
            Yes, where the seller offers pickup or pay on delivery. Inspect the item in a public place and test it before you hand
            over any money. If you pay online through Oja instead, your money is held until you confirm you received the order,
            so you are protected either way.
          </p>
        ),
      },
      {
        question: "How do I cancel an order?",
        answer: (
          <p>
            Open the order and choose <strong>Cancel order</strong>. You can cancel free of charge until the seller marks it as
            shipped. After that, contact the seller through the order page; if you paid online and the seller agrees or does not
            reply within 48 hours, our support team will arrange your refund.
          </p>
        ),
      },
      {
        question: "Who can leave a review?",
        answer: (
          <p>
            Only a buyer who completed an order with that seller. This keeps reviews honest: sellers cannot buy praise, and
            competitors cannot post fake complaints. You can edit your review within 30 days of posting it.
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
            Create a seller account with your e-mail or Nigerian phone number, verify it with the 6-digit code we send, then add
            your first listing with clear photos, a description and a price in naira. Shops with a physical outlet can apply as a
            store; see our <Link href="/partners/stores">page for stores</Link>.
          </p>
        ),
      },
      {
        question: "Does it cost anything to sell?",
        answer: (
          <p>
            Listing is free for individual sellers. When a buyer pays through Oja, a sales commission is deducted before we pay
            you; the rate for your category is shown in your seller dashboard before you list. Subscription plans for stores and
            featured listings are optional. The details are in our <Link href="/terms#fees">Terms and Conditions</Link>.
          </p>
        ),
      },
      {
        question: "When do I get paid?",
        answer: (
          <p>
            For orders paid online, we release the money when the buyer confirms receipt, or 48 hours after the delivery is
            recorded if the buyer has not opened a dispute. It is paid into the Nigerian bank account in your seller profile,
            usually by the next working day.
          </p>
        ),
      },
      {
        question: "Why was my listing removed?",
        answer: (
          <p>
            Listings are removed when they break our rules: prohibited or counterfeit items, misleading photos or prices, or
            contact details placed to take buyers off Oja. We tell you the reason by e-mail or SMS. If you think we made a
            mistake, reply to that message or <Link href="/contact">contact us</Link> and a person will review it.
          </p>
        ),
      },
    ],
  },
  {
    id: "payments",
    title: "Payments and refunds",
    faqs: [
      {
        question: "How can I pay?",
        answer: (
          <p>
            By debit card, bank transfer or USSD through our licensed payment provider, all in naira. Your card details go
            straight to the payment provider; Oja never sees or stores your full card number or PIN.
          </p>
        ),
      },
      {
        question: "My account was debited but the order still says unpaid",
        answer: (
          <p>
            Bank transfers and USSD payments can take a few minutes to confirm, and sometimes longer when banks are busy. Do not
            pay a second time. If the order is still unpaid after an hour, <Link href="/contact">contact us</Link> with the
            order number and your payment reference. If the payment fails to reach us, your bank reverses it, usually within
            24 hours.
          </p>
        ),
      },
      {
        question: "How long does a refund take?",
        answer: (
          <p>
            Once a refund is approved, we send it to the card or bank account you paid with. Most refunds arrive within 5 to 10
            working days, depending on your bank. We send you an e-mail or SMS when it leaves us.
          </p>
        ),
      },
    ],
  },
  {
    id: "deliveries",
    title: "Deliveries",
    faqs: [
      {
        question: "How much does delivery cost and how long does it take?",
        answer: (
          <p>
            The delivery fee and estimated time are shown at checkout, before you pay, and depend on the size of the item and
            the distance. Within the same city most orders arrive in 1 to 3 working days; between states allow 3 to 7 working
            days.
          </p>
        ),
      },
      {
        question: "How do I track my order?",
        answer: (
          <p>
            Open the order to see each step, from confirmed to shipped to delivered. We also send you an SMS or e-mail when the
            courier picks it up and when it is on its way to you. The courier will call you from the number shown on the order.
          </p>
        ),
      },
      {
        question: "My order arrived damaged, wrong or not at all",
        answer: (
          <>
            <p>
              Do not accept a parcel that is visibly damaged or open. For any problem, open the order and choose{" "}
              <strong>Report a problem</strong> within 7 days of the delivery date, with photos if you can. We hold the
              seller&apos;s payment while we look into it, and we aim to resolve every case within 5 working days.
            </p>
            <p>
              If an order has not arrived by the latest estimated date, report it the same way and we will trace it with the
              courier.
            </p>
          </>
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
            Use your e-mail address or your Nigerian phone number in the +234 format (for example +2348031234567) with your
            password. You can also continue with your Google or Facebook account if you signed up that way.
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
                Enter the e-mail address or +234 phone number on your account. We send a <strong>6-digit code</strong> by e-mail
                if you entered an e-mail address, or by SMS if you entered a phone number.
              </li>
              <li>Type the code. It is valid for 10 minutes and can be used once.</li>
              <li>Choose a new password of at least 8 characters and confirm it. You are then signed in.</li>
            </ol>
            <p>
              If the code does not arrive, wait 30 seconds and ask for a new one. After 5 wrong attempts a code stops working and
              you need a new one. Never share the code with anyone: Oja staff will never ask for it.
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
            <Link href="/contact">Contact us</Link> and choose &ldquo;My account&rdquo;. To protect you, we will ask questions
            only the real owner can answer, such as details of recent orders, before we change your sign-in details. We will
            never ask for your password or a one-time code.
          </p>
        ),
      },
      {
        question: "How do I close my account or get a copy of my data?",
        answer: (
          <p>
            Write to <a href="mailto:privacy@oja.ng">privacy@oja.ng</a> from the e-mail on your account, or through the contact
            page. We reply within 30 days. Our <Link href="/privacy#your-rights">privacy policy</Link> explains your rights and
            what we must keep by law.
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
