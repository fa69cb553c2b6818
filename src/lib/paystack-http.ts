import "server-only";

/**
 * The HTTP part every Paystack call shares: the Bearer secret key, a deadline, no redirects (the key must not follow
 * one), and the answer read as JSON. Network failures become reasons, never exceptions; the key is never logged.
 */

export interface PaystackSettings {
  secretKey: string;
  /** Without a trailing slash, e.g. https://api.paystack.co. */
  baseUrl: string;
}

export type PaystackUnavailableReason = "TIMEOUT" | "UNREACHABLE" | "UNAUTHORIZED" | "SERVER_ERROR" | "BAD_RESPONSE";

export interface PaystackCallOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 8_000;

export interface PaystackAnswer {
  response: Response;
  /** The parsed JSON body, or null when it was not JSON. */
  payload: unknown;
}

export async function paystackRequest(
  settings: PaystackSettings,
  options: PaystackCallOptions,
  request: { method: "GET" | "POST"; path: string; query?: Record<string, string>; body?: unknown },
): Promise<PaystackAnswer | "TIMEOUT" | "UNREACHABLE"> {
  const doFetch = options.fetch ?? fetch;
  const query = request.query ? `?${new URLSearchParams(request.query)}` : "";
  let response: Response;
  try {
    response = await doFetch(`${settings.baseUrl}${request.path}${query}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${settings.secretKey}`,
        accept: "application/json",
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      redirect: "error",
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return name === "TimeoutError" || name === "AbortError" ? "TIMEOUT" : "UNREACHABLE";
  }
  try {
    return { response, payload: await response.json() };
  } catch (error) {
    // The timeout also covers a body that stops half-way.
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return "TIMEOUT";
    return { response, payload: null };
  }
}

export function paystackMessage(payload: unknown): string {
  const message = payload && typeof payload === "object" && "message" in payload ? payload.message : undefined;
  return typeof message === "string" ? message.slice(0, 200) : "";
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** `data` of a `{ status: true, data: {…} }` answer, or null. */
export function successData(payload: unknown): Record<string, unknown> | null {
  if (!payload || typeof payload !== "object" || !("status" in payload) || payload.status !== true) return null;
  const data = "data" in payload ? payload.data : undefined;
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}
