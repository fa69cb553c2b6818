"use client";

/**
 * Popups (spec section 8). Messages go through here so that the popup library (sonner) loads only when the
 * first message is shown: no page pays for it up front. PopupHost renders the popups.
 */
export type PopupKind = "error" | "success";
type Listener = (kind: PopupKind, message: string) => void;

let listener: Listener | null = null;
const pending: [PopupKind, string][] = [];
const wakers = new Set<() => void>();

function emit(kind: PopupKind, message: string) {
  if (listener) return listener(kind, message);
  pending.push([kind, message]);
  for (const wake of wakers) wake();
}

export const notify = {
  error: (message: string) => emit("error", message),
  success: (message: string) => emit("success", message),
};

/** PopupHost subscribes once its popup library is mounted; queued messages are delivered then. */
export function subscribePopups(next: Listener): () => void {
  listener = next;
  for (const [kind, message] of pending.splice(0)) next(kind, message);
  return () => {
    if (listener === next) listener = null;
  };
}

/** Called when a message is waiting and no host is subscribed yet. */
export function onPopupRequested(wake: () => void): () => void {
  wakers.add(wake);
  if (pending.length) wake();
  return () => wakers.delete(wake);
}
