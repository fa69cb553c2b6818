"use client";
import { useState, type ComponentProps, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { controlClass } from "@/ui/forms/field";

// Whether a mouse button or pen is down right now (see deferBlur).
let pointerDown = false;
if (typeof document !== "undefined") {
  document.addEventListener("pointerdown", () => (pointerDown = true), true);
  document.addEventListener("pointerup", () => (pointerDown = false), true);
  document.addEventListener("pointercancel", () => (pointerDown = false), true);
}

/**
 * Errors appear under a field once it is touched (left). Leaving a field by pressing a button below it would show the
 * error, push the button down between mouse-down and mouse-up, and lose the click ("Forgot password?", "Skip for now").
 * So while a pointer is down the field's blur is handled just after the click.
 */
export function deferBlur<T extends UseFormRegisterReturn>(registration: T): T {
  return {
    ...registration,
    onBlur: async (event) => {
      if (!pointerDown) return registration.onBlur(event);
      let done = false;
      const run = () => {
        if (done) return;
        done = true;
        window.setTimeout(() => void registration.onBlur(event), 0);
      };
      document.addEventListener("pointerup", run, { once: true, capture: true });
      document.addEventListener("pointercancel", run, { once: true, capture: true });
    },
  };
}

/** A password box with a Show/Hide toggle (people on phones mistype passwords they cannot see). */
export function PasswordInput(props: Omit<ComponentProps<"input">, "type" | "className">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? "text" : "password"} className={`${controlClass} pr-16`} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-pressed={visible}
        aria-label={visible ? "Hide password" : "Show password"}
        className="absolute inset-y-0 right-0 rounded-r-lg px-3 text-sm font-semibold text-primary-light hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary-light"
      >
        {visible ? "Hide" : "Show"}
      </button>
    </div>
  );
}

/** The full-width submit button of the auth forms. */
export function AuthSubmitButton({
  pending,
  pendingLabel = "Please wait…",
  children,
}: {
  pending: boolean;
  pendingLabel?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className="w-full rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-5 py-3"
    >
      {pending ? pendingLabel : children}
    </button>
  );
}

/** A text button (links that act, such as "Forgot password?" or "Resend code"). */
export function TextButton({ children, className = "", ...props }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      {...props}
      className={`rounded text-sm font-semibold text-primary-light hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:cursor-not-allowed disabled:text-primary/50 disabled:no-underline ${className}`}
    >
      {children}
    </button>
  );
}

/** A message above a form (sign-in failures, "Please sign in to continue"). */
export function FormAlert({ children, tone = "error" }: { children: ReactNode; tone?: "error" | "info" }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-3 py-2 text-sm ${tone === "error" ? "border-error/30 bg-error/5 text-error" : "border-secondary-blue/30 bg-secondary-blue/5 text-secondary-blue"}`}
    >
      {children}
    </p>
  );
}
