import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env, serverSecret } from "@/lib/env";

/**
 * OWASP's device cookies (docs/decisions/0013-sign-in-limits.md): a browser or app that has signed in to an account
 * holds a token bound to that account by our signature. Its sign-ins are counted against that device alone, so a
 * stranger guessing the password from elsewhere slows down the strangers, never the owner's own phone.
 * Apps, which keep no cookies, send and receive the same token in the `x-oja-device` header.
 */
export const DEVICE_HEADER = "x-oja-device";
const DEVICE_TOKEN_DAYS = 365;
const ID_BYTES = 16;

function signature(deviceId: string, username: string): Buffer {
  return createHmac("sha256", serverSecret()).update(`oja-device:${deviceId}:${username}`).digest().subarray(0, 18);
}

/** Over https the cookie is `__Host-` (Secure, this host only, path /), so no subdomain or plain-http page can plant one. */
export function deviceCookieName(): string {
  return env().APP_URL.startsWith("https://") ? "__Host-oja-device" : "oja-device";
}

/** A new token for `username` (normalised): `<device id>.<signature>`. */
export function issueDeviceToken(username: string): string {
  const deviceId = randomBytes(ID_BYTES).toString("base64url");
  return `${deviceId}.${signature(deviceId, username).toString("base64url")}`;
}

/** The device id when `token` was issued to this very account on some device; null for anything else. */
export function trustedDeviceId(token: string | null | undefined, username: string): string | null {
  if (!token || token.length > 100) return null;
  const [deviceId, signed, extra] = token.split(".");
  if (!deviceId || !signed || extra !== undefined) return null;
  const given = Buffer.from(signed, "base64url");
  const expected = signature(deviceId, username);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/** The token a request carries: the app's header, else the browser's cookie. */
export function deviceTokenFrom(headers: Headers): string | null {
  const fromHeader = headers.get(DEVICE_HEADER);
  if (fromHeader) return fromHeader;
  const name = deviceCookieName();
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

export function deviceCookieHeader(token: string): string {
  const secure = env().APP_URL.startsWith("https://");
  const maxAge = DEVICE_TOKEN_DAYS * 24 * 60 * 60;
  return `${deviceCookieName()}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * next-auth's credentials check cannot set cookies, so the session route runs it inside this scope: the check reads
 * the request's token here and leaves a fresh one, which the route then sets on its response.
 */
interface DeviceScope {
  incoming: string | null;
  issued?: string;
}
const scope = new AsyncLocalStorage<DeviceScope>();

export function currentDeviceScope(): DeviceScope | undefined {
  return scope.getStore();
}

export async function withDeviceCookie(request: Request, handle: () => Promise<Response>): Promise<Response> {
  const store: DeviceScope = { incoming: deviceTokenFrom(request.headers) };
  const response = await scope.run(store, handle);
  if (!store.issued) return response;
  const headers = new Headers(response.headers);
  headers.append("set-cookie", deviceCookieHeader(store.issued));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
