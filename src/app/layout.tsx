import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { siteConfig } from "@/lib/site-config";
import { RecoveryModalSlot } from "@/modules/identity/components/recovery-modal-slot";
import { WebVitalsReporter } from "@/modules/vitals/components/web-vitals-reporter";
import { SessionHint } from "@/ui/frame/session-hint";
import { AppProviders } from "@/ui/providers/app-providers";

export const metadata: Metadata = {
  metadataBase: new URL(process.env.APP_URL ?? "http://localhost:3000"),
  title: { default: `${siteConfig.name}: ${siteConfig.tagline}`, template: `%s · ${siteConfig.name}` },
  description:
    "Oja is a Nigerian marketplace: find sellers near you, contact them directly, and check the fair price of rice, phones and more before you pay.",
  applicationName: siteConfig.name,
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#9A1725",
  colorScheme: "light",
};

/**
 * Every page renders per request: Next.js puts the request's CSP nonce on its scripts only while rendering, so HTML
 * prepared at build time or by ISR would carry none and be blocked (docs/decisions/0012). A segment option, not a
 * dynamic call: pages that declare `revalidate` (the product page) would otherwise be rendered as ISR and fail at
 * run time. The production server keeps pages that are the same for every signed-out visitor for 10 s instead
 * (src/server/page-cache.ts).
 */
export const dynamic = "force-dynamic";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The session hint may mark <html> before React hydrates it (SessionHint).
    <html lang="en-NG" suppressHydrationWarning>
      <head>
        <SessionHint />
      </head>
      <body>
        {/* The password-recovery flow is rendered after the content on every page; its code loads when it opens. */}
        <AppProviders overlays={<RecoveryModalSlot />}>{children}</AppProviders>
        <WebVitalsReporter />
      </body>
    </html>
  );
}
