"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { safeCallbackUrl } from "@/modules/identity/components/auth-client";
import { RecoveryFlow } from "@/modules/identity/components/recovery-steps";
import type { AuthFlowStep } from "@/ui/providers/auth-flow-provider";

function Heading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 tabIndex={-1} className={`${className ?? ""} outline-none smm:text-2xl`}>
      {children}
    </h1>
  );
}

function Lead({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={className}>{children}</p>;
}

/**
 * The forgot-password pages: the recovery modal's three steps inline in a card. When a step changes, focus moves to
 * its heading so screen readers announce it; after the reset the person is signed in and goes to the page they were
 * sent from (`callbackUrl`, as after signing in), else to `doneHref`.
 */
export function ForgotPasswordFlow({ loginHref, doneHref }: { loginHref: string; doneHref: string }) {
  const router = useRouter();
  const [step, setStep] = useState<AuthFlowStep>("forgot");
  const container = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    container.current?.querySelector("h1")?.focus();
  }, [step]);

  return (
    <div ref={container} className="space-y-6">
      <RecoveryFlow
        step={step}
        onStep={setStep}
        onAbandon={() => setStep("forgot")}
        onDone={() => {
          const callbackUrl = new URLSearchParams(window.location.search).get("callbackUrl");
          router.replace(callbackUrl ? safeCallbackUrl(callbackUrl) : doneHref);
        }}
        Title={Heading}
        Description={Lead}
      />
      <p className="border-t border-black/10 pt-4 text-sm">
        Remembered it?{" "}
        <Link href={loginHref} className="font-semibold text-primary-light hover:underline">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
