import { ButtonLink } from "@/ui/components/button-link";
import type { Metadata } from "next";
import Link from "next/link";
import { pendingAreaFor } from "@/lib/pending-routes";
import { AuthCardLayout } from "@/ui/auth/auth-layouts";

export const metadata: Metadata = {
  title: "Seller subscription payment",
  description: "How Oja sellers pay for their subscription: from the seller dashboard, once the account is verified.",
};

export default function PaymentPage() {
  const dashboardOpen = !pendingAreaFor("/dashboard/subscription");
  return (
    <AuthCardLayout>
      <div className="space-y-5">
        <header className="space-y-1.5">
          <h1 className="text-xl font-bold smm:text-2xl">Seller subscription payment</h1>
          <p className="text-primary/80">
            There is nothing to pay on this page. Your subscription is paid from your seller dashboard, once your
            account is verified.
          </p>
        </header>
        <ol className="space-y-3 text-sm">
          <li className="flex gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-light text-xs font-bold text-white">
              1
            </span>
            <span>
              <strong>Create your seller account</strong> and tell us whether you sell goods or offer a trade or
              service.
            </span>
          </li>
          <li className="flex gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-light text-xs font-bold text-white">
              2
            </span>
            <span>
              <strong>Verify your account</strong> with the 6-digit code we send to your email or phone.
            </span>
          </li>
          <li className="flex gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-light text-xs font-bold text-white">
              3
            </span>
            <span>
              <strong>Open your dashboard</strong> to set up your business and list what you sell; plans are chosen and
              paid there.
            </span>
          </li>
        </ol>
        {dashboardOpen ? null : (
          <p role="note" className="rounded-lg bg-warning-bg px-3 py-2 text-sm">
            Subscriptions are not open yet, so there is nothing to pay today and nobody will ask you to pay. Your
            dashboard is open: set up your business and list your goods now.
          </p>
        )}
        <p className="rounded-lg bg-auth-bg px-3 py-2 text-sm">
          Never send money or card details to anyone who calls or messages you about an Oja subscription. We only take
          payment inside your dashboard.
        </p>
        <div className="flex flex-col gap-2 border-t border-black/10 pt-4 xsmm:flex-row xsmm:items-center xsmm:justify-between">
          <ButtonLink href="/dashboard/vendor/profile" size="wide" className="text-center">
            Open your dashboard
          </ButtonLink>
          <Link
            href="/auth/seller/signup"
            className="text-center text-sm font-semibold text-primary-light hover:underline"
          >
            Create a seller account
          </Link>
        </div>
      </div>
    </AuthCardLayout>
  );
}
