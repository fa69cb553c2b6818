import type { ReactNode } from "react";

export const controlClass =
  "block w-full rounded-lg border border-black/20 bg-white px-3 py-2.5 text-base text-primary outline-none focus:border-primary-light focus:ring-2 focus:ring-primary-light/20 aria-invalid:border-error";

/** A label, the control, an optional hint, and the field's error once it has been touched. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-primary/75">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes tying a control to its hint and error. */
export function describedBy(id: string, error?: string, hint?: string) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}
