/**
 * Issue #23, item 8: `npm run demo` listened on every interface, and /dev/outbox showed every sign-up code, reset code
 * and invitation token to anyone who could reach the port (a café's Wi-Fi). Now, with the development outbox on, the
 * server listens on this machine unless a person asks otherwise (and is warned), and the outbox, its API and the
 * status the code pages ask answer only a client on this machine, whatever address the client claims.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as outbox } from "@/app/api/dev/outbox/route";
import { GET as status } from "@/app/api/dev/outbox/status/route";
import DevOutboxPage from "@/app/dev/outbox/page";
import { CLIENT_ADDRESS_HEADER, markClientAddress } from "@/lib/request";
import { isLoopbackAddress, parseProxyTrust, type ProxyTrust } from "@/lib/client-address";
import { resetMessagingConfigForTests } from "@/modules/notifications/notifications.config";
import { deliverDueMessages, enqueueMessage } from "@/modules/notifications/notifications.service";
import { listenAddress } from "@/server/start-environment";

const asking = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => asking.headers }));

const noProxy = parseProxyTrust(undefined) as ProxyTrust;

/** The headers a request from `socketAddress` carries once the production server has marked its client address. */
function fromSocket(socketAddress: string, claimed: Record<string, string> = {}): Headers {
  const raw: Record<string, string | string[] | undefined> = { ...claimed };
  markClientAddress(raw, socketAddress, noProxy);
  return new Headers(raw as Record<string, string>);
}

const demoCode = "593104";

beforeEach(async () => {
  // A production build run as the demo: NODE_ENV=production with the development outbox kept on.
  vi.stubEnv("NODE_ENV", "production");
  vi.stubEnv("DEV_OUTBOX_IN_PRODUCTION", "1");
  for (const name of ["SMTP_URL", "SMTP_HOST", "TERMII_API_KEY"]) vi.stubEnv(name, "");
  resetMessagingConfigForTests();
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetMessagingConfigForTests();
});

describe("the demo listens on this machine only", () => {
  it("with the outbox on and no -H, the server binds localhost", () => {
    expect(listenAddress(undefined, { DEV_OUTBOX_IN_PRODUCTION: "1" })).toEqual({
      hostname: "localhost",
      warnings: [],
    });
  });

  it.each(["0.0.0.0", "::", "192.168.1.20"])(
    "asked for -H %s, it does so and warns that others can reach it",
    (host) => {
      const { hostname, warnings } = listenAddress(host, { DEV_OUTBOX_IN_PRODUCTION: "1" });
      expect(hostname).toBe(host);
      expect(warnings).toEqual([expect.stringContaining("other machines on this network can reach the app")]);
    },
  );

  it("without the outbox, it listens where it always did (every interface unless -H)", () => {
    expect(listenAddress(undefined, {})).toEqual({ hostname: undefined, warnings: [] });
    expect(listenAddress("0.0.0.0", {})).toEqual({ hostname: "0.0.0.0", warnings: [] });
  });
});

describe("the outbox answers only a client on this machine", () => {
  const remote = ["192.168.1.23", "10.0.0.7", "::ffff:172.20.1.4", "2001:db8::5"];

  async function seedCode(): Promise<string> {
    const recipient = `+23480355${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`;
    const id = await enqueueMessage(
      { channel: "SMS", recipient, body: `Your Oja code is ${demoCode}`, purpose: "otp.verify_account" },
      { background: false },
    );
    await deliverDueMessages({ ids: [id] });
    return recipient;
  }

  it.each(remote)("from %s: the API is 404 and shows no code", async (address) => {
    const recipient = await seedCode();
    const request = new Request(`http://demo.local/api/dev/outbox?to=${encodeURIComponent(recipient)}`, {
      headers: fromSocket(address),
    });
    const response = await outbox(request);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(demoCode);
  });

  it.each(remote)("from %s: the page is not found, and the code pages offer no outbox link", async (address) => {
    asking.headers = fromSocket(address);
    await expect(DevOutboxPage({ searchParams: Promise.resolve({}) })).rejects.toMatchObject({
      digest: expect.stringContaining("404"),
    });
    const answer = status(new Request("http://demo.local/api/dev/outbox/status", { headers: fromSocket(address) }));
    expect(await answer.json()).toEqual({ available: false });
  });

  it("a remote client claiming to be 127.0.0.1 in X-Forwarded-For is still remote", async () => {
    const headers = fromSocket("192.168.1.23", { "x-forwarded-for": "127.0.0.1" });
    expect(headers.get(CLIENT_ADDRESS_HEADER)).toBe("192.168.1.23");
    expect((await outbox(new Request("http://demo.local/api/dev/outbox", { headers }))).status).toBe(404);
  });

  it.each(["127.0.0.1", "::1", "::ffff:127.0.0.1"])("from %s (this machine): the codes are there", async (address) => {
    const recipient = await seedCode();
    const response = await outbox(
      new Request(`http://demo.local/api/dev/outbox?to=${encodeURIComponent(recipient)}`, {
        headers: fromSocket(address),
      }),
    );
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: { otp: string | null }[] };
    expect(messages[0]?.otp).toBe(demoCode);
    asking.headers = fromSocket(address);
    expect(renderToStaticMarkup(await DevOutboxPage({ searchParams: Promise.resolve({ to: recipient }) }))).toContain(
      demoCode,
    );
  });

  it("knows loopback addresses from the rest", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ["unknown", "", "128.0.0.1", "::ffff:10.0.0.1", "0.0.0.0", "::", "localhost"])
      expect(isLoopbackAddress(address)).toBe(false);
  });
});
