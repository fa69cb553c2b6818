import type { Metadata } from "next";
import { SignupScreen } from "@/modules/identity/components/signup-form";
import { AuthSplitLayout } from "@/ui/auth/auth-layouts";

export const metadata: Metadata = {
  title: "Create a seller account",
  description: "Sell goods or offer your trade on Oja: open a seller account with your email or phone number.",
};

export default function SellerSignupPage() {
  return (
    <AuthSplitLayout
      caption={{
        title: "Your shop, open day and night",
        body: "Open your seller account today, then list your goods or your trade from your phone.",
      }}
    >
      <SignupScreen audience="seller" />
    </AuthSplitLayout>
  );
}
