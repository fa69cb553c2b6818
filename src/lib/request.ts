/**
 * The client address for per-IP limits. Next.js only fills X-Forwarded-For when it is absent, and a client can send
 * its own, so the trustworthy entry is the one our own proxy appended: the last one with one proxy in front
 * (TRUSTED_PROXY_HOPS=1, the default), the second to last with two, and so on.
 */
export function clientIp(headers: Headers): string {
  const hops = Math.max(1, Number(process.env.TRUSTED_PROXY_HOPS ?? 1) || 1);
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[entries.length - hops] ?? entries[0] ?? headers.get("x-real-ip") ?? "unknown";
}
