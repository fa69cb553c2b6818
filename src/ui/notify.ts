"use client";
import { toast } from "sonner";

/** Popups (spec section 8). One place, so the library can change without touching forms. */
export const notify = {
  error: (message: string) => toast.error(message),
  success: (message: string) => toast.success(message),
};
