"use client";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useAuthFlow } from "@/ui/providers/auth-flow-provider";

// Its code (the dialog library, the three forms) loads only when the flow is first opened: no page pays for it up front.
const RecoveryModal = lazy(() => import("@/modules/identity/components/recovery-modal"));

// Only one slot renders the modal, whichever was mounted first (the app-wide one, or the auth layout's before it is wired).
const slots: symbol[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const emit = () => listeners.forEach((listener) => listener());

function useIsFirstSlot(): boolean {
  const [id] = useState(() => Symbol("recovery-modal-slot"));
  useEffect(() => {
    slots.push(id);
    emit();
    return () => {
      slots.splice(slots.indexOf(id), 1);
      emit();
    };
  }, [id]);
  return useSyncExternalStore(subscribe, () => slots[0] === id, () => false);
}

/**
 * Where the password-recovery modal lives, after the page content on every page (spec section 1). Renders nothing until
 * useAuthFlow().open first becomes true, then loads the modal and keeps it mounted.
 */
export function RecoveryModalSlot() {
  const { open } = useAuthFlow();
  const first = useIsFirstSlot();
  const [requested, setRequested] = useState(false);
  if (open && !requested) setRequested(true);
  if (!first || !requested) return null;
  return (
    <Suspense fallback={null}>
      <RecoveryModal />
    </Suspense>
  );
}
