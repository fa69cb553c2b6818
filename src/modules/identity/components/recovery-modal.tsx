"use client";
import { Dialog } from "@base-ui/react/dialog";
import { useRouter } from "next/navigation";
import { safeCallbackUrl } from "@/modules/identity/components/auth-client";
import { RecoveryFlow } from "@/modules/identity/components/recovery-steps";
import { useAuthFlow } from "@/ui/providers/auth-flow-provider";

// Pages whose form has no more use once the person is signed in.
const signInPage = /^\/auth\/(?:seller\/)?(?:login|signup|forgot_password)\/?$/;

/**
 * The password-recovery modal (spec sections 2 and 4): 400px wide (the screen minus a margin on phones), three steps,
 * closable at any step with the close button, Escape or a click on the backdrop. Loaded on demand by RecoveryModalSlot.
 */
export default function RecoveryModal() {
  const flow = useAuthFlow();
  const router = useRouter();

  // The reset signed the person in. From a sign-in page they go where signing in would have taken them (the page they
  // were sent from, or home); anywhere else they stay on the page they were reading.
  function done() {
    flow.close();
    if (!signInPage.test(window.location.pathname)) return;
    router.replace(safeCallbackUrl(new URLSearchParams(window.location.search).get("callbackUrl")));
  }

  return (
    <Dialog.Root
      open={flow.open}
      onOpenChange={(open) => {
        if (!open) flow.close();
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-40 bg-black/45" />
        <Dialog.Viewport className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto px-3 py-6 xsmm:px-4">
          <Dialog.Popup
            data-testid="recovery-modal"
            className="relative my-auto w-full max-w-[400px] rounded-2xl bg-white p-5 text-primary shadow-xl outline-none xsmm:p-6"
          >
            <RecoveryFlow
              step={flow.step}
              onStep={flow.setStep}
              onAbandon={flow.close}
              onDone={done}
              Title={Dialog.Title}
              Description={Dialog.Description}
            />
            <Dialog.Close
              aria-label="Close"
              className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-full text-primary/75 hover:bg-black/5 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary-light"
            >
              <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </Dialog.Popup>
        </Dialog.Viewport>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
