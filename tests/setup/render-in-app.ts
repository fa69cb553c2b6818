import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { SessionProvider } from "@/ui/providers/session-provider";

/** Client components (forms, buttons) rendered to HTML as the server would, inside the providers the app gives them. */
export function renderInApp(element: ReactElement): string {
  const router = {
    push() {},
    replace() {},
    refresh() {},
    back() {},
    forward() {},
    prefetch() {},
  } as unknown as AppRouterInstance;
  return renderToStaticMarkup(
    createElement(AppRouterContext.Provider, { value: router }, createElement(SessionProvider, null, element)),
  );
}
