/**
 * Calls a Next.js route handler in-process, inside the two AsyncLocalStorage scopes Next.js sets up for one (work
 * store + request store), so next/headers (cookies(), headers()) works as it does when served. The test file must put
 * AsyncLocalStorage on globalThis before Next's modules load:
 *
 *   await vi.hoisted(async () => {
 *     const { AsyncLocalStorage } = await import("node:async_hooks");
 *     (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
 *   });
 */
import { NextRequest } from "next/server";
import { createRequestStoreForAPI } from "next/dist/server/async-storage/request-store";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";

export type CatchAllRouteHandler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string[]>> },
) => Promise<Response>;

/** GET (or `init.method`) `url` through `handler`, a catch-all route `[...param]` mounted at `base`. */
export async function callCatchAllRoute(
  handler: CatchAllRouteHandler,
  { route, base, param }: { route: string; base: string; param: string },
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
): Promise<Response> {
  const target = new URL(url);
  const request = new NextRequest(target, { method: init.method ?? "GET", headers: init.headers, body: init.body });
  const requestStore = createRequestStoreForAPI(
    request as never,
    { pathname: target.pathname, search: target.search },
    undefined as never,
    undefined,
    undefined as never,
    undefined,
  );
  const workStore = { route, forceStatic: false, dynamicShouldError: false, isStaticGeneration: false } as never;
  const segments = target.pathname.slice(base.length).split("/").filter(Boolean);
  return workAsyncStorage.run(workStore, () =>
    workUnitAsyncStorage.run(requestStore, () => handler(request, { params: Promise.resolve({ [param]: segments }) })),
  );
}
