/**
 * Calls the real session route (src/app/api/auth/[...nextauth]/route.ts) in-process, inside the request scope Next.js
 * sets up for a route handler (./next-route.ts).
 *
 * Next.js installs AsyncLocalStorage on globalThis before loading its modules: a test file importing this must do the
 * same first, in vi.hoisted (see tests/abuse/malformed-input.test.ts).
 */
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { callCatchAllRoute, type CatchAllRouteHandler } from "./next-route";

export const AUTH_BASE = "http://localhost:3000";

export interface AuthRouteCall {
  method?: "GET" | "POST";
  form?: Record<string, string>;
  cookie?: string;
  /** Another public address (e.g. https://oja.test), for tests of what changes over https. */
  base?: string;
  headers?: Record<string, string>;
}

/** `path` is what follows /api/auth/, query string included, exactly as a client would send it. */
export async function callAuthRoute(
  path: string,
  { method, form, cookie, base = AUTH_BASE, headers = {} }: AuthRouteCall = {},
): Promise<Response> {
  const verb = method ?? (form ? "POST" : "GET");
  return callCatchAllRoute(
    (verb === "POST" ? POST : GET) as unknown as CatchAllRouteHandler,
    { route: "/api/auth/[...nextauth]", base: "/api/auth", param: "nextauth" },
    new URL(`/api/auth/${path}`, base).toString(),
    {
      method: verb,
      headers: {
        "x-forwarded-for": "198.51.100.23",
        host: new URL(base).host,
        ...(cookie ? { cookie } : {}),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        ...headers,
      },
      body: form ? new URLSearchParams(form) : undefined,
    },
  );
}
