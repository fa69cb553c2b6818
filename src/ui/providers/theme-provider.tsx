"use client";
import { createContext, useContext, type ReactNode } from "react";
import { theme, type Theme } from "@/ui/theme";

const ThemeContext = createContext<Theme>(theme);

/** Gives client components the palette and breakpoints as values; styling itself is Tailwind tokens. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
}

export function useTheme(): Theme {
  return useContext(ThemeContext);
}
