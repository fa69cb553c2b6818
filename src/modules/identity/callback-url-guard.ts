import "server-only";
import { cookies } from "next/headers";
import { NextRequest } from "next/server";

/** The cookie in which next-auth remembers where to go after sign-in (named with __Secure- over https). */
const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

/**
 * next-auth's own test of a callbackUrl, made before any of our callbacks run: an http(s) URL or a path. For anything
 * else ("javascript:alert(1)", "%00", "mailto:") in the query string or in its cookie it answers HTTP 500
 * ("There is a problem with the server configuration") instead of ignoring it.
 */
function nextAuthAccepts(url: string): boolean {
  try {
    return /^https?:$/.test(new URL(url, url.startsWith("/") ? "http://localhost" : undefined).protocol);
  } catch {
    return false;
  }
}

/**
 * The request next-auth should see: a callbackUrl it would refuse becomes the home page, and a refused callback cookie
 * is dropped (and deleted in the browser). Callbacks it accepts are left alone: the redirect callback
 * (safeCallbackUrl) still keeps those on our own site.
 */
export async function withSafeCallbackUrls(request: Request): Promise<NextRequest> {
  const jar = await cookies();
  for (const name of CALLBACK_COOKIES) {
    const value = jar.get(name)?.value;
    if (value && !nextAuthAccepts(value)) jar.delete(name);
  }
  const next = request instanceof NextRequest ? request : new NextRequest(request);
  const url = new URL(request.url);
  // Every value counts: next-auth reads the last one, URLSearchParams.get the first.
  if (!url.searchParams.getAll("callbackUrl").some((value) => value !== "" && !nextAuthAccepts(value))) return next;
  url.searchParams.set("callbackUrl", "/");
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  return new NextRequest(url, { method: request.method, headers: request.headers, body });
}
