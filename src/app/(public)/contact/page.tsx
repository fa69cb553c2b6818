import type { Metadata } from "next";
import { siteConfig } from "@/lib/site-config";
import { ContactForm } from "@/modules/contact/components/contact-form";

export const metadata: Metadata = {
  title: "Contact us",
  description:
    "Questions about an order, your account or selling on Oja? Send us a message and we reply within one working day.",
};

export default function ContactPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-[1fr_20rem]">
      <section aria-labelledby="contact-heading">
        <h1 id="contact-heading" className="text-2xl font-bold smm:text-3xl">
          Contact us
        </h1>
        <p className="mt-2 max-w-xl text-primary/80">
          Tell us what happened and how we can reach you. A person on our support team reads every message and replies
          within one working day.
        </p>
        <div className="mt-6 max-w-xl">
          <ContactForm />
        </div>
      </section>
      <aside className="space-y-6 text-sm">
        <div className="rounded-xl bg-auth-bg p-5">
          <h2 className="font-semibold">Other ways to reach us</h2>
          <p className="mt-2">
            Email:{" "}
            <a className="text-primary-light underline" href={`mailto:${siteConfig.supportEmail}`}>
              {siteConfig.supportEmail}
            </a>
          </p>
          <p className="mt-1">Support hours: Monday to Saturday, 8am to 8pm (WAT).</p>
          <p className="mt-1">Office: 3rd Floor, 12 Admiralty Way, Lekki Phase 1, Lagos.</p>
        </div>
        <div className="rounded-xl bg-warning-bg p-5">
          <h2 className="font-semibold">Reporting a scam?</h2>
          <p className="mt-2">
            Choose “Report a scam or unsafe listing” and paste the seller’s name or the listing address. Never share
            your password or a one-time code with anyone, including our staff.
          </p>
        </div>
      </aside>
    </div>
  );
}
