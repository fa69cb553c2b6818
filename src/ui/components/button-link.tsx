import Link from "next/link";
import { buttonClassName, type ButtonStyle } from "@/ui/components/button";

type ButtonLinkProps = ButtonStyle & Omit<React.ComponentProps<typeof Link>, "className">;

/** A link that looks like a button (navigation, not an action), for server components. */
export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClassName({ variant, size, className })} />;
}
