/**
 * Where to send someone after sign-in: only a page on our own site, judged after the address is resolved, since the
 * resolved form is what a browser or `router.replace` follows. "//evil.example", "/\\evil.example", "javascript:",
 * other origins, and paths whose dot segments resolve to a protocol-relative "//evil.example" ("/x/..//evil.example",
 * "/%2e%2e//evil.example") fall back to the home page.
 */
export function safeCallbackUrl(url: string | null | undefined, baseUrl: string): string {
  if (!url) return baseUrl;
  const trimmed = url.trim();
  const isPath = /^\/(?![/\\])/.test(trimmed);
  if (/[\u0000-\u001F]/.test(trimmed) || (!isPath && !/^https?:\/\//i.test(trimmed))) return baseUrl;
  let target: URL;
  try {
    target = new URL(isPath ? `${baseUrl.replace(/\/$/, "")}${trimmed}` : trimmed);
  } catch {
    return baseUrl;
  }
  if (target.origin !== new URL(baseUrl).origin || /^[/\\]{2}/.test(target.pathname)) return baseUrl;
  return target.toString();
}
