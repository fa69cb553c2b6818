import { BlockList, isIP } from "node:net";

/**
 * Which addresses may tell us who their client is. A forwarding header (X-Forwarded-For) is only as trustworthy as the
 * hop that appended its last entry: the socket peer is the one address nobody can forge, so the walk starts there and
 * moves left through the header only while the current hop is a proxy we were told to trust (TRUSTED_PROXIES).
 * Default: trust nobody, so the socket address is the client (issue #13: clients chose their own address by sending
 * the header themselves).
 */
export type ProxyTrust = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "list"; list: BlockList };

const NAMED_RANGES: Record<string, ReadonlyArray<[string, number, "ipv4" | "ipv6"]>> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  private: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["100.64.0.0", 10, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
};

/**
 * TRUSTED_PROXIES: empty (trust none), a hop count ("1": one proxy of ours in front, whatever its address), or a comma
 * list of addresses, CIDR ranges and the names `loopback` and `private`. Returns an error sentence for a bad value.
 */
export function parseProxyTrust(value: string | undefined): ProxyTrust | string {
  const text = (value ?? "").trim();
  if (text === "" || text === "0" || text === "none") return { kind: "none" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? { kind: "hops", hops } : "a hop count must be between 1 and 10";
  }
  const list = new BlockList();
  for (const raw of text.split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const named = NAMED_RANGES[entry.toLowerCase()];
    if (named) {
      for (const [network, prefix, family] of named) list.addSubnet(network, prefix, family);
      continue;
    }
    const [address = "", prefixText] = entry.split("/");
    const family = isIP(address);
    if (!family) return `"${entry}" is not an IP address, a CIDR range, loopback or private`;
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefixText === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = Number(prefixText);
    if (!/^\d+$/.test(prefixText) || prefix > (family === 4 ? 32 : 128)) return `"${entry}" has a bad prefix length`;
    list.addSubnet(address, prefix, type);
  }
  return { kind: "list", list };
}

/** "::ffff:1.2.3.4" (an IPv4 client on a dual-stack socket) is 1.2.3.4. */
function normalise(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The client's address: the socket peer, or, while the peer is a trusted proxy, the entry that proxy appended to
 * X-Forwarded-For, and so on leftwards. Entries that are not IP addresses stop the walk (nothing after a forged or
 * garbled entry is believed).
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: ProxyTrust,
): string {
  let client = normalise(socketAddress ?? "") || "unknown";
  if (trust.kind === "none" || !forwardedFor) return client;
  const chain = forwardedFor.split(",").map(normalise).filter(Boolean);
  let remainingHops = trust.kind === "hops" ? trust.hops : Infinity;
  while (chain.length > 0 && remainingHops > 0) {
    if (trust.kind === "list" && !trusted(trust.list, client)) break;
    const next = chain.pop()!;
    if (!isIP(next)) break;
    client = next;
    remainingHops -= 1;
  }
  return client;
}

/**
 * Whether the socket peer is a proxy we were told to trust, so the other forwarding headers it sets
 * (X-Forwarded-Host, X-Forwarded-Proto) may be believed: with a hop count, the peer is our first proxy by definition.
 */
export function isTrustedProxy(socketAddress: string | undefined, trust: ProxyTrust): boolean {
  if (trust.kind === "none") return false;
  if (trust.kind === "hops") return true;
  return trusted(trust.list, normalise(socketAddress ?? ""));
}

/** Whether a resolved client address is this machine (127.0.0.0/8, ::1, or either mapped into IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const plain = normalise(address);
  return plain === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}
