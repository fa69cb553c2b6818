"use client";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { usernameKind } from "@/modules/identity/identity.messages";
import { CREATE_OTP, VERIFY_OTP, sendAuthMutation } from "@/modules/identity/components/auth-client";
import { TextButton } from "@/modules/identity/components/auth-form-parts";
import { OtpForm } from "@/modules/identity/components/otp-form";
import { DemoOutboxLink } from "@/modules/notifications/components/demo-outbox-link";
import { notify } from "@/ui/notify";
import { useSession } from "@/ui/providers/session-provider";

/**
 * After sign-up the server has sent a 6-digit VerifyAccount code to the e-mail or phone. Verifying unlocks selling;
 * "Skip for now" goes home (an unverified account can sign in and buy, but cannot sell).
 */
export function VerifyAccount({
  audience,
  username,
  initialCode,
}: {
  audience: "buyer" | "seller";
  username: string;
  initialCode?: string;
}) {
  const router = useRouter();
  const idPrefix = useId().replace(/:/g, "");
  const { data: session } = useSession();
  const byEmail = usernameKind(username) === "email";

  async function verify(code: string) {
    const result = await sendAuthMutation({
      query: VERIFY_OTP,
      pick: (data) => data.verifyOTP,
      variables: { user: username, type: "VerifyAccount", otp: Number(code) },
      accessToken: session?.accessToken,
    });
    if (!result) return;
    notify.success(result.message || "Your account is verified");
    router.push(audience === "seller" ? "/auth/payment" : "/");
  }

  async function resend(): Promise<boolean> {
    const result = await sendAuthMutation({
      query: CREATE_OTP,
      pick: (data) => data.createOTP,
      variables: { input: { user: username, type: "VerifyAccount", channelOverride: [] }, resend: true },
      accessToken: session?.accessToken,
      captchaAction: "resend_code",
    });
    if (result) notify.success(result.message || "A new code has been sent");
    return Boolean(result);
  }

  return (
    <div className="space-y-6">
      <header className="space-y-1.5">
        <h1 className="text-2xl font-bold smm:text-3xl">Verify your account</h1>
        <p className="text-primary/80">
          We sent a 6-digit code by {byEmail ? "e-mail" : "SMS"} to{" "}
          <strong className="wrap-anywhere text-primary">{username}</strong>.
          {audience === "seller"
            ? " Verify your account to start selling."
            : " Verified accounts can also sell on Oja."}
        </p>
      </header>
      <DemoOutboxLink recipient={username} />
      <OtpForm
        idPrefix={idPrefix}
        submitLabel="Verify account"
        onVerify={verify}
        onResend={resend}
        initialCode={initialCode}
        autoSubmit={Boolean(initialCode)}
      />
      <div className="border-t border-black/10 pt-4 text-center">
        <TextButton onClick={() => router.push("/")}>Skip for now</TextButton>
        <p className="mt-1 text-xs text-primary/75">
          You can sign in and buy without verifying, but you cannot sell until you do.
        </p>
      </div>
    </div>
  );
}
