"use client";
import type { ReactNode } from "react";
import { SessionProvider } from "next-auth/react";
import { Toaster } from "sonner";
import { AuthFlowProvider } from "@/ui/providers/auth-flow-provider";
import { DataProvider } from "@/ui/providers/data-provider";
import { ThemeProvider } from "@/ui/providers/theme-provider";

/** Every page is wrapped with session, data-request, theme and auth-flow state (spec section 1). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={0}>
      <DataProvider>
        <ThemeProvider>
          <AuthFlowProvider>
            {children}
            <Toaster position="top-center" richColors closeButton />
          </AuthFlowProvider>
        </ThemeProvider>
      </DataProvider>
    </SessionProvider>
  );
}
