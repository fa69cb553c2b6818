"use client";
import type { ReactNode } from "react";
import { AuthFlowProvider } from "@/ui/providers/auth-flow-provider";
import { DataProvider } from "@/ui/providers/data-provider";
import { SessionProvider } from "@/ui/providers/session-provider";
import { ThemeProvider } from "@/ui/providers/theme-provider";
import { PopupHost } from "@/ui/popup-host";
import { RecoveryModalSlot } from "@/modules/identity/components/recovery-modal-slot";

/** Every page is wrapped with session, data-request, theme and auth-flow state (spec section 1). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <DataProvider>
        <ThemeProvider>
          <AuthFlowProvider>
            {children}
            {/* The password-recovery flow is rendered after the content on every page; its code loads when it opens. */}
            <RecoveryModalSlot />
            <PopupHost />
          </AuthFlowProvider>
        </ThemeProvider>
      </DataProvider>
    </SessionProvider>
  );
}
