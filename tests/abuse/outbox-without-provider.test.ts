/**
 * #14: codes queued while no e-mail or SMS provider is configured (a production build started without SMTP/Termii,
 * as `npm run demo` used to be) were marked FAILED at once and their bodies dropped, so a newcomer's sign-up code was
 * lost for good. Now such a message waits, body kept and no attempt counted; once a provider or the demo outbox is
 * there it is delivered, and if none comes within its life (a code's 10 minutes) it is marked expired with the reason.
 * A code is never delivered after its life, whatever the transport.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { resetMessagingConfigForTests } from "@/modules/notifications/notifications.config";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import { deliverDueMessages, enqueueMessage, listDevOutbox } from "@/modules/notifications/notifications.service";
import type { MessageTransport, OutgoingMessage } from "@/modules/notifications/transports/transport";
import { uniquePhone } from "../factories/accounts";

const MINUTE = 60_000;
const WAITING = "waiting for a provider: no SMS provider (set TERMII_API_KEY) configured in production";

beforeEach(() => {
  for (const name of ["SMTP_URL", "SMTP_HOST", "TERMII_API_KEY", "DEV_OUTBOX_IN_PRODUCTION"]) vi.stubEnv(name, "");
  vi.stubEnv("NODE_ENV", "production");
  vi.stubEnv("APP_URL", "http://localhost:3200");
  resetMessagingConfigForTests();
  // The missing provider is logged on purpose.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetMessagingConfigForTests();
});

async function row(id: string) {
  const [found] = await getDb().select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

async function queueCode(code: string, purpose = "otp:VerifyAccount") {
  const phone = uniquePhone().e164;
  const id = await enqueueMessage(
    { channel: "SMS", recipient: phone, body: `Your Oja code is ${code}. It expires in 10 minutes.`, purpose },
    { background: false },
  );
  return { id, phone, createdAt: (await row(id)).createdAt };
}

/** The server restarted with new settings (configuration is read once per process). */
function restartWith(variables: Record<string, string>) {
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  resetMessagingConfigForTests();
}

function recordingSms() {
  const sent: OutgoingMessage[] = [];
  const transport: MessageTransport = {
    name: "termii",
    keepsBody: false,
    async send(message) {
      sent.push(message);
      return { providerMessageId: `termii-${sent.length}` };
    },
  };
  return { transport, sent };
}

describe("a message queued with no provider configured", () => {
  it("waits with its body, no attempt counted, is looked at again within a minute, and is never shown", async () => {
    const { id, createdAt } = await queueCode("518204");
    const now = new Date(createdAt.getTime() + 1_000);
    expect(await deliverDueMessages({ ids: [id], now })).toEqual({ claimed: 1, sent: 0, retrying: 1, failed: 0 });
    expect(await row(id)).toMatchObject({
      status: "PENDING",
      attempts: 0,
      provider: null,
      lastError: WAITING,
      body: expect.stringContaining("518204"),
    });
    expect((await row(id)).nextAttemptAt.getTime()).toBe(now.getTime() + MINUTE);
    // Looking again in the same process changes nothing but the next look.
    const later = new Date(now.getTime() + MINUTE);
    expect(await deliverDueMessages({ ids: [id], now: later })).toMatchObject({ claimed: 1, retrying: 1 });
    expect(await row(id)).toMatchObject({ status: "PENDING", attempts: 0, body: expect.stringContaining("518204") });
    await expect(listDevOutbox()).rejects.toThrow(/not available in production/);
  });

  it("is delivered to the demo outbox once the server restarts in demo mode, and the newcomer reads the code there", async () => {
    const { id, phone, createdAt } = await queueCode("730196");
    await deliverDueMessages({ ids: [id], now: new Date(createdAt.getTime() + 1_000) });

    restartWith({ DEV_OUTBOX_IN_PRODUCTION: "1" });
    const restartedAt = new Date(createdAt.getTime() + 2 * MINUTE);
    expect(await deliverDueMessages({ ids: [id], now: restartedAt })).toEqual({
      claimed: 1,
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(await row(id)).toMatchObject({ status: "SENT", provider: "dev-outbox", attempts: 1, lastError: null });
    const shown = await listDevOutbox({ recipient: phone });
    expect(shown.map((m) => [m.id, m.body])).toEqual([[id, "Your Oja code is 730196. It expires in 10 minutes."]]);
  });

  it("is delivered by a provider configured later, which then holds no copy of the code", async () => {
    const { id, createdAt } = await queueCode("604417");
    await deliverDueMessages({ ids: [id], now: new Date(createdAt.getTime() + 1_000) });

    restartWith({ TERMII_API_KEY: "TL-test-key" });
    const { transport, sent } = recordingSms();
    const report = await deliverDueMessages({
      ids: [id],
      now: new Date(createdAt.getTime() + 3 * MINUTE),
      transports: { SMS: transport },
    });
    expect(report).toMatchObject({ sent: 1 });
    expect(sent.map((m) => m.body)).toEqual(["Your Oja code is 604417. It expires in 10 minutes."]);
    expect(await row(id)).toMatchObject({
      status: "SENT",
      provider: "termii",
      attempts: 1,
      body: null,
      lastError: null,
    });
  });

  it("is marked expired with the reason when no provider came within the code's 10 minutes, and is never shown later", async () => {
    const { id, phone, createdAt } = await queueCode("291875");
    await deliverDueMessages({ ids: [id], now: new Date(createdAt.getTime() + 9.5 * MINUTE) });
    // The next look is at the expiry, not a minute later.
    expect((await row(id)).nextAttemptAt.getTime()).toBe(createdAt.getTime() + 10 * MINUTE);

    expect(await deliverDueMessages({ ids: [id], now: new Date(createdAt.getTime() + 10 * MINUTE) })).toMatchObject({
      claimed: 1,
      failed: 1,
    });
    expect(await row(id)).toMatchObject({
      status: "FAILED",
      sentAt: null,
      body: null,
      html: null,
      lastError: `expired: not delivered within 10 minutes; last problem: ${WAITING}`,
    });

    restartWith({ DEV_OUTBOX_IN_PRODUCTION: "1" });
    expect((await deliverDueMessages({ ids: [id], now: new Date(createdAt.getTime() + 11 * MINUTE) })).claimed).toBe(0);
    expect(await listDevOutbox({ recipient: phone })).toEqual([]);
  });

  it("a code that turns up after its life in a restarted demo is expired, not shown", async () => {
    const { id, phone, createdAt } = await queueCode("447120");
    await deliverDueMessages({ ids: [id], now: new Date(createdAt.getTime() + 1_000) });
    restartWith({ DEV_OUTBOX_IN_PRODUCTION: "1" });
    expect(await deliverDueMessages({ ids: [id], now: new Date(createdAt.getTime() + 30 * MINUTE) })).toMatchObject({
      failed: 1,
    });
    expect(await row(id)).toMatchObject({
      status: "FAILED",
      body: null,
      lastError: expect.stringMatching(/^expired: not delivered within 10 minutes/),
    });
    expect(await listDevOutbox({ recipient: phone })).toEqual([]);
  });

  it("a notice (not a code) waits a day for a provider", async () => {
    const { id, createdAt } = await queueCode("000000", "price_alert");
    await deliverDueMessages({ ids: [id], now: new Date(createdAt.getTime() + 1_000) });
    restartWith({ TERMII_API_KEY: "TL-test-key" });
    const { transport, sent } = recordingSms();
    await deliverDueMessages({
      ids: [id],
      now: new Date(createdAt.getTime() + 5 * 60 * MINUTE),
      transports: { SMS: transport },
    });
    expect(sent).toHaveLength(1);
    expect((await row(id)).status).toBe("SENT");
  });
});

describe("a code is never delivered after its life", () => {
  it("a provider failing with backoff does not send the code after 10 minutes: it expires with the provider's error", async () => {
    restartWith({ NODE_ENV: "test" });
    const failing: MessageTransport = {
      name: "termii",
      keepsBody: false,
      async send() {
        throw new Error("Termii answered HTTP 503");
      },
    };
    const { id, createdAt } = await queueCode("385511");
    let now = new Date(createdAt.getTime() + 1_000);
    for (let i = 0; i < 3; i += 1) {
      await deliverDueMessages({ ids: [id], now, transports: { SMS: failing } });
      now = (await row(id)).nextAttemptAt; // 30 s, 2 min, then 10 min: past the code's life
    }
    expect(await deliverDueMessages({ ids: [id], now, transports: { SMS: failing } })).toMatchObject({
      claimed: 1,
      failed: 1,
    });
    expect(await row(id)).toMatchObject({
      status: "FAILED",
      attempts: 4,
      body: null,
      lastError: "expired: not delivered within 10 minutes; last problem: Termii answered HTTP 503",
    });
  });
});
