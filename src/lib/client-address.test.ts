import { describe, expect, it } from "vitest";
import { parseProxyTrust, resolveClientAddress, type ProxyTrust } from "@/lib/client-address";

const trust = (value: string) => parseProxyTrust(value) as ProxyTrust;

describe("TRUSTED_PROXIES", () => {
  it("trusts nobody by default: the socket is the client, whatever the header says", () => {
    for (const value of [undefined, "", "0", "none"]) {
      expect(resolveClientAddress("198.51.100.7", "1.2.3.4, 5.6.7.8", trust(value as string))).toBe("198.51.100.7");
    }
  });

  it("a hop count believes that many entries from the right, no more", () => {
    expect(resolveClientAddress("10.0.0.2", "203.0.113.9", trust("1"))).toBe("203.0.113.9");
    // The client wrote 1.2.3.4 itself; our one proxy appended the address it saw.
    expect(resolveClientAddress("10.0.0.2", "1.2.3.4, 203.0.113.9", trust("1"))).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", "1.2.3.4, 203.0.113.9, 10.0.0.1", trust("2"))).toBe("203.0.113.9");
  });

  it("a list walks left only while the hop is one of ours", () => {
    const ours = trust("loopback, 10.0.0.0/8");
    expect(resolveClientAddress("127.0.0.1", "1.2.3.4, 203.0.113.9, 10.1.2.3", ours)).toBe("203.0.113.9");
    // A stranger's socket: its header is not believed at all.
    expect(resolveClientAddress("198.51.100.7", "10.0.0.1", ours)).toBe("198.51.100.7");
    // Everything trusted: the leftmost entry.
    expect(resolveClientAddress("127.0.0.1", "10.0.0.5", ours)).toBe("10.0.0.5");
  });

  it("stops at garbage and reads IPv4 on dual-stack sockets plainly", () => {
    expect(resolveClientAddress("127.0.0.1", "1.2.3.4, not-an-ip", trust("loopback"))).toBe("127.0.0.1");
    expect(resolveClientAddress("::ffff:127.0.0.1", "::ffff:203.0.113.9", trust("loopback"))).toBe("203.0.113.9");
    expect(resolveClientAddress(undefined, undefined, trust(""))).toBe("unknown");
  });

  it("refuses values it cannot read, naming what is wrong", () => {
    expect(parseProxyTrust("11")).toBe("a hop count must be between 1 and 10");
    expect(parseProxyTrust("10.0.0.0/33")).toBe('"10.0.0.0/33" has a bad prefix length');
    expect(parseProxyTrust("proxy.example.com")).toBe(
      '"proxy.example.com" is not an IP address, a CIDR range, loopback or private',
    );
    expect(parseProxyTrust("private, ::1, 2001:db8::/32")).toMatchObject({ kind: "list" });
  });
});
