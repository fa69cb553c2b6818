import type { Metadata } from "next";
import Link from "next/link";
import { LoginForm } from "@/modules/identity/components/login-form";
import { SocialSignIn } from "@/modules/identity/components/social-sign-in";
import { AuthSplitLayout } from "@/ui/auth/auth-layouts";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in to Oja with your email or phone number.",
};

export default function LoginPage() {
  return (
    <AuthSplitLayout
      caption={{
        title: "Welcome back to the market",
        body: "Your price alerts and the prices you reported are waiting.",
      }}
    >
      <div className="space-y-6">
        <header className="space-y-1.5">
          <h1 className="text-2xl font-bold smm:text-3xl">Sign in</h1>
          <p className="text-primary/80">Use the email or phone number you signed up with.</p>
        </header>
        <LoginForm idPrefix="login" />
        <SocialSignIn />
        <div className="space-y-1 border-t border-black/10 pt-4 text-sm">
          <p>
            New to Oja?{" "}
            <Link href="/auth/signup" className="font-semibold text-primary-light hover:underline">
              Create an account
            </Link>
          </p>
          <p>
            Selling on Oja?{" "}
            <Link
              href="/auth/seller/login"
              prefetch={false}
              className="font-semibold text-primary-light hover:underline"
            >
              Seller sign in
            </Link>
          </p>
        </div>
      </div>
    </AuthSplitLayout>
  );
}
