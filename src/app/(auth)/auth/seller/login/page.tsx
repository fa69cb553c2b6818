import type { Metadata } from "next";
import Link from "next/link";
import { LoginForm } from "@/modules/identity/components/login-form";
import { SocialSignIn } from "@/modules/identity/components/social-sign-in";
import { AuthSplitLayout } from "@/ui/auth/auth-layouts";

export const metadata: Metadata = {
  title: "Seller sign in",
  description: "Sign in to your Oja seller account with your email or phone number.",
};

export default function SellerLoginPage() {
  return (
    <AuthSplitLayout
      caption={{
        title: "Sell where Nigeria shops",
        body: "List from your phone, price honestly with the price desk and run your shop from the seller dashboard.",
      }}
    >
      <div className="space-y-6">
        <header className="space-y-1.5">
          <h1 className="text-2xl font-bold smm:text-3xl">Seller sign in</h1>
          <p className="text-primary/80">Use the email or phone number of your seller account.</p>
        </header>
        <LoginForm idPrefix="seller-login" />
        <SocialSignIn />
        <div className="space-y-1 border-t border-black/10 pt-4 text-sm">
          <p>
            New seller?{" "}
            <Link href="/auth/seller/signup" className="font-semibold text-primary-light hover:underline">
              Create a seller account
            </Link>
          </p>
          <p>
            Only buying?{" "}
            <Link href="/auth/login" className="font-semibold text-primary-light hover:underline">
              Buyer sign in
            </Link>
          </p>
        </div>
      </div>
    </AuthSplitLayout>
  );
}
