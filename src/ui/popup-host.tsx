"use client";
import { useEffect, useState } from "react";
import { onPopupRequested, subscribePopups } from "@/ui/notify";

type Sonner = typeof import("sonner");

/** Loads sonner on the first popup, renders its Toaster, then hands it every message. */
export function PopupHost() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    if (sonner) return;
    return onPopupRequested(() => void import("sonner").then(setSonner));
  }, [sonner]);

  // Children's effects run first, so the Toaster is subscribed before messages are delivered.
  useEffect(() => {
    if (!sonner) return;
    return subscribePopups((kind, message) => sonner.toast[kind](message));
  }, [sonner]);

  return sonner ? <sonner.Toaster position="top-center" richColors closeButton /> : null;
}
