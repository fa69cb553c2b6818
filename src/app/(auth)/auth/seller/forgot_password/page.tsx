import type { Metadata } from "next";
import { ForgotPasswordFlow } from "@/modules/identity/components/forgot-password-flow";
import { AuthCardLayout } from "@/ui/auth/auth-layouts";

export const metadata: Metadata = {
  title: "Seller forgot password",
  description: "Reset the password of your Oja seller account with a 6-digit code sent to your email or phone.",
};

export default function SellerForgotPasswordPage() {
  return (
    <AuthCardLayout>
      <ForgotPasswordFlow loginHref="/auth/seller/login" doneHref="/" />
    </AuthCardLayout>
  );
}
