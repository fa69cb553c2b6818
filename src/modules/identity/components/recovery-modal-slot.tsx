"use client";
import { lazy, Suspense, useState } from "react";
import { useAuthFlow } from "@/ui/providers/auth-flow-provider";

// Its code (the dialog library, the three forms) loads only when the flow is first opened: no page pays for it up front.
const RecoveryModal = lazy(() => import("@/modules/identity/components/recovery-modal"));

/**
 * Where the password-recovery modal lives, after the page content on every page (spec section 1); the root layout
 * mounts it once. Renders nothing until useAuthFlow().open first becomes true, then loads the modal and keeps it
 * mounted. It holds no effect or store subscription, so hydrating it schedules no second render of the page.
 */
export function RecoveryModalSlot() {
  const { open } = useAuthFlow();
  const [requested, setRequested] = useState(false);
  if (open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <RecoveryModal />
    </Suspense>
  );
}
