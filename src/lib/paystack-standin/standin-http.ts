import { readLimitedBody } from "@/lib/body-limit";

/** The stand-in's HTTP odds and ends: its answers, the bodies it reads, kobo as Paystack takes them. */

const MAX_BODY_BYTES = 64 * 1024;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8" } });
export const html = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "x-robots-tag": "noindex" },
  });

export async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!body) return null;
  const text = new TextDecoder().decode(body);
  if ((request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const parsed: unknown = JSON.parse(text || "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A whole number of kobo, as a number or a string of digits (Paystack takes both). */
export function kobo(value: unknown): number | null {
  const number = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isSafeInteger(number) && number > 0 ? number : null;
}

export function callbackWith(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set("trxref", reference);
  url.searchParams.set("reference", reference);
  return url.toString();
}
