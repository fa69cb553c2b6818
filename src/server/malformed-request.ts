import type { IncomingMessage, ServerResponse } from "node:http";
import { securityHeaders } from "@/lib/security-headers";

/**
 * Addresses no page can answer: percent-escapes that do not decode to UTF-8 ("%ff%fe", a lone "%", "%E0%A4%A") and
 * control characters, raw or escaped ("%00", "%0d%0a"). Next.js and the pages behind it would decode them later and
 * fail there (a 500), or carry a NUL to the database, which refuses it. The production server turns them away first.
 */
// C0 control characters and DEL. A URL has no business carrying any of them, line breaks included (header injection).
const controlCharacters = /[\u0000-\u001F\u007F]/;

function decodes(part: string): boolean {
  try {
    return !controlCharacters.test(decodeURIComponent(part));
  } catch {
    return false; // URIError: a malformed escape or bytes that are not UTF-8
  }
}

/** Whether a request target (path and query, as the client sent it) is one to refuse with 400. */
export function isMalformedRequestTarget(target: string): boolean {
  if (controlCharacters.test(target)) return true;
  const queryStart = target.indexOf("?");
  if (queryStart === -1) return !decodes(target);
  // "+" is a space in a query string; in a path it is itself. Neither changes whether the rest decodes.
  return !decodes(target.slice(0, queryStart)) || !decodes(target.slice(queryStart + 1));
}

/** Answers 400 "Bad request" (never cached) when the request's target is malformed; true when it did. */
export function refuseMalformedRequest(request: IncomingMessage, response: ServerResponse): boolean {
  if (!isMalformedRequestTarget(request.url ?? "/")) return false;
  for (const { key, value } of securityHeaders) response.setHeader(key, value);
  response.writeHead(400, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  response.end(request.method === "HEAD" ? undefined : "Bad request");
  return true;
}
