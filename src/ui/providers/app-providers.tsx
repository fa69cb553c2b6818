"use client";
import type { ReactNode } from "react";
import { AuthFlowProvider } from "@/ui/providers/auth-flow-provider";
import { DataProvider } from "@/ui/providers/data-provider";
import { SessionProvider } from "@/ui/providers/session-provider";
import { ThemeProvider } from "@/ui/providers/theme-provider";
import { PopupHost } from "@/ui/popup-host";

/** Every page is wrapped with session, data-request, theme and auth-flow state (spec section 1). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <DataProvider>
        <ThemeProvider>
          <AuthFlowProvider>
            {children}
            <PopupHost />
          </AuthFlowProvider>
        </ThemeProvider>
      </DataProvider>
    </SessionProvider>
  );
}
