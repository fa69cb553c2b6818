import type { Metadata } from "next";
import { ForgotPasswordFlow } from "@/modules/identity/components/forgot-password-flow";
import { AuthCardLayout } from "@/ui/auth/auth-layouts";

export const metadata: Metadata = {
  title: "Forgot password",
  description: "Reset your Oja password with a 6-digit code sent to your email or phone.",
};

export default function ForgotPasswordPage() {
  return (
    <AuthCardLayout>
      <ForgotPasswordFlow loginHref="/auth/login" doneHref="/" />
    </AuthCardLayout>
  );
}
