import clsx from "clsx";
import Link from "next/link";

/**
 * The app's buttons, one look for every call to action. No hooks and no "use client": a public page renders it on the
 * server at no JavaScript cost, and client components use it as they would a <button>. `className` adds layout only
 * (width, margins, inline-block for a link); colours, padding and type come from `variant` and `size`.
 */

export type ButtonVariant = "primary" | "secondary";
export type ButtonSize = "sm" | "md" | "wide" | "lg";

const base =
  "rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary-light text-white hover:bg-primary-light/90",
  secondary: "border border-primary-light text-primary-light hover:bg-primary-light/5",
};

const sizes: Record<ButtonSize, string> = {
  sm: "px-4 py-2 text-sm",
  md: "px-4 py-2.5",
  wide: "px-5 py-2.5",
  lg: "px-5 py-3",
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The classes of a button, for the rare element that must look like one without being a Button or ButtonLink. */
export function buttonClassName({ variant = "primary", size = "md", className }: ButtonStyle = {}): string {
  return clsx(className, base, variants[variant], sizes[size]);
}

type ButtonProps = ButtonStyle &
  Omit<React.ComponentProps<"button">, "className"> & {
    /** While the action runs: disabled, and announced as busy. */
    pending?: boolean;
  };

export function Button({ variant, size, className, pending = false, disabled, type = "button", ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      aria-busy={pending || undefined}
      {...rest}
      disabled={disabled || pending}
      className={buttonClassName({ variant, size, className })}
    />
  );
}

type ButtonLinkProps = ButtonStyle & Omit<React.ComponentProps<typeof Link>, "className">;

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClassName({ variant, size, className })} />;
}
