import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { siteConfig } from "@/lib/site-config";
import { WebVitalsReporter } from "@/modules/vitals/components/web-vitals-reporter";
import { AppProviders } from "@/ui/providers/app-providers";

export const metadata: Metadata = {
  metadataBase: new URL(process.env.APP_URL ?? "http://localhost:3000"),
  title: { default: `${siteConfig.name}: ${siteConfig.tagline}`, template: `%s · ${siteConfig.name}` },
  description:
    "Oja is a Nigerian marketplace: buy from trusted sellers near you, sell from your phone, and check the fair price of rice, phones and more before you pay.",
  applicationName: siteConfig.name,
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#9A1725",
  colorScheme: "light",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-NG">
      <body>
        <AppProviders>{children}</AppProviders>
        <WebVitalsReporter />
      </body>
    </html>
  );
}
