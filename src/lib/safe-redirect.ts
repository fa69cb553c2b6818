/**
 * Where to send someone after sign-in: only a path on our own site. "//evil.example", "/\\evil.example",
 * "javascript:" and other origins fall back to the home page.
 */
export function safeCallbackUrl(url: string | null | undefined, baseUrl: string): string {
  if (!url) return baseUrl;
  const trimmed = url.trim();
  if (/^\/(?![/\\])/.test(trimmed) && !/[\u0000-\u001F]/.test(trimmed))
    return `${baseUrl.replace(/\/$/, "")}${trimmed}`;
  try {
    const target = new URL(trimmed);
    if (target.origin === new URL(baseUrl).origin && (target.protocol === "http:" || target.protocol === "https:"))
      return target.toString();
  } catch {
    // not a URL at all
  }
  return baseUrl;
}
