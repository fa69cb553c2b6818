import type { ReactNode } from "react";
import { MarketIllustration } from "@/ui/auth/market-illustration";

const card = "w-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 xsmm:p-7";

/** Sign-up and sign-in: the form on one side, the market picture on the other (hidden below the md breakpoint). */
export function AuthSplitLayout({
  children,
  caption,
}: {
  children: ReactNode;
  caption: { title: string; body: string };
}) {
  return (
    <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-3 py-6 xsmm:px-4 sm:py-10 md:grid-cols-2 lg:gap-16">
      <div className={`${card} mx-auto max-w-lg md:mx-0 md:justify-self-end`}>{children}</div>
      <figure className="hidden md:block">
        <MarketIllustration className="mx-auto h-auto w-full max-w-md" />
        <figcaption className="mx-auto mt-6 max-w-md text-center">
          <span className="block text-lg font-semibold">{caption.title}</span>
          <span className="mt-1 block text-primary/80">{caption.body}</span>
        </figcaption>
      </figure>
    </div>
  );
}

/** Forgot password and payment: one centred card. */
export function AuthCardLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-3 py-8 xsmm:px-4 sm:py-14">
      <div className={card}>{children}</div>
    </div>
  );
}
