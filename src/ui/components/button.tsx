/**
 * The app's buttons, one look for every call to action. No hooks and no directive: a server component renders Button
 * (and ButtonLink, button-link.tsx) at no JavaScript cost.
 *
 * Client components write a plain <button> with the look spelled out, their layout classes first, exactly as
 * `buttonClassName` would return it. Importing Button there would put this whole table in that component's chunk, and
 * a page loads several such chunks: about 0.2 KB gzip each, which made the forms and the dashboard heavier than before
 * the restructuring (issue 22, docs/measurements/issue-22-structure.md, "Page weight taken back"). button.test.ts keeps
 * the spelled-out looks equal to these.
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
  return `${className ? `${className} ` : ""}${base} ${variants[variant]} ${sizes[size]}`;
}

type ButtonProps = ButtonStyle & Omit<React.ComponentProps<"button">, "className">;

/** While an action runs, callers pass `disabled` and `aria-busy` as they would to a <button>. */
export function Button({ variant, size, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} {...rest} className={buttonClassName({ variant, size, className })} />;
}
