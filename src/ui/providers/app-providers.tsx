"use client";
import type { ReactNode } from "react";
import { AuthFlowProvider } from "@/ui/providers/auth-flow-provider";
import { DataProvider } from "@/ui/providers/data-provider";
import { SessionProvider } from "@/ui/providers/session-provider";
import { ThemeProvider } from "@/ui/providers/theme-provider";
import { PopupHost } from "@/ui/popup-host";

/**
 * Every page is wrapped with session, data-request, theme and auth-flow state (spec section 1). `overlays` (the
 * modules' flows every page can open, such as password recovery) render after the content, inside these providers:
 * the root layout passes them in, since the rails do not import modules.
 */
export function AppProviders({ children, overlays }: { children: ReactNode; overlays?: ReactNode }) {
  return (
    <SessionProvider>
      <DataProvider>
        <ThemeProvider>
          <AuthFlowProvider>
            {children}
            {overlays}
            <PopupHost />
          </AuthFlowProvider>
        </ThemeProvider>
      </DataProvider>
    </SessionProvider>
  );
}
