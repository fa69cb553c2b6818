import type { Metadata } from "next";
import { SignupScreen } from "@/modules/identity/components/signup-form";
import { AuthSplitLayout } from "@/ui/auth/auth-layouts";

export const metadata: Metadata = {
  title: "Create an account",
  description: "Create your Oja account with your email or phone number to buy from trusted sellers across Nigeria.",
};

export default function SignupPage() {
  return (
    <AuthSplitLayout
      caption={{
        title: "Every market, in your pocket",
        body: "From Balogun to Ariaria and Kurmi: trusted sellers and fair prices.",
      }}
    >
      <SignupScreen audience="buyer" />
    </AuthSplitLayout>
  );
}
