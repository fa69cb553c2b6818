import { setTimeout as sleep } from "node:timers/promises";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { getDb } from "@/db/client";
import { startJobs } from "@/server/job-handlers";
import { resetMessagingConfigForTests } from "@/modules/notifications/notifications.config";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import {
  OUTBOX_BACKOFF_MS,
  OUTBOX_MAX_ATTEMPTS,
  deliverDueMessages,
  enqueueMessage,
  listDevOutbox,
} from "@/modules/notifications/notifications.service";
import {
  PermanentDeliveryError,
  type MessageTransport,
  type OutgoingMessage,
} from "@/modules/notifications/transports/transport";
import { drainJobs } from "../../../tests/setup/jobs";

const providerVariables = [
  "SMTP_URL",
  "SMTP_HOST",
  "SMTP_PORT",
  "SMTP_USER",
  "SMTP_PASSWORD",
  "SMTP_SECURE",
  "MAIL_FROM",
  "TERMII_API_KEY",
  "TERMII_SENDER_ID",
  "TERMII_BASE_URL",
  "TERMII_CHANNEL",
  "DEV_OUTBOX_IN_PRODUCTION",
];

beforeEach(() => {
  // Hermetic: a provider configured in the developer's shell must not receive test messages.
  for (const name of providerVariables) vi.stubEnv(name, "");
  resetMessagingConfigForTests();
  // Failures are logged on purpose here; keep the test output readable.
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

function otpSms(recipient = "+2348031234567", code = "482913") {
  return {
    channel: "SMS" as const,
    recipient,
    body: `Your Oja code is ${code}. It expires in 10 minutes.`,
    purpose: "otp.verify_account",
  };
}

function recordingTransport(name: MessageTransport["name"], options: { delayMs?: number } = {}) {
  const sent: OutgoingMessage[] = [];
  const transport: MessageTransport = {
    name,
    keepsBody: false,
    async send(message) {
      if (options.delayMs) await sleep(options.delayMs);
      sent.push(message);
      return { providerMessageId: `${name}-${sent.length}` };
    },
  };
  return { transport, sent };
}

describe("enqueueMessage", () => {
  it("stores a PENDING row and returns its id; normalises the recipient", async () => {
    const id = await enqueueMessage(otpSms("0803 123 4567"), { background: false });
    expect(await row(id)).toMatchObject({
      channel: "SMS",
      recipient: "+2348031234567",
      status: "PENDING",
      attempts: 0,
      provider: null,
      body: expect.stringContaining("482913"),
    });
    const email = await enqueueMessage(
      { channel: "EMAIL", recipient: " Ada@Example.NG ", subject: "Welcome", body: "Hello", purpose: "welcome" },
      { background: false },
    );
    expect((await row(email)).recipient).toBe("ada@example.ng");
  });

  it("commits with the caller's transaction and disappears with its rollback", async () => {
    const committed = await getDb().transaction((tx) => enqueueMessage(otpSms(), { background: false }, tx));
    expect((await row(committed)).status).toBe("PENDING");

    let rolledBack: string | undefined;
    await expect(
      getDb().transaction(async (tx) => {
        rolledBack = await enqueueMessage(otpSms(), { background: false }, tx);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(rolledBack).toBeDefined();
    expect(await getDb().select().from(outboxMessages).where(eq(outboxMessages.id, rolledBack!))).toEqual([]);
  });

  it("refuses malformed messages without echoing their content", async () => {
    const attempt = (input: Parameters<typeof enqueueMessage>[0]) => enqueueMessage(input, { background: false });
    await expect(attempt({ ...otpSms(), recipient: "not-a-phone" })).rejects.toThrow(
      /recipient must be a phone number/,
    );
    await expect(
      attempt({ channel: "EMAIL", recipient: "ada@example.ng", body: "Code 123456", purpose: "otp" }),
    ).rejects.toThrow(/subject is required for EMAIL/);
    await expect(
      attempt({ channel: "EMAIL", recipient: "ada", subject: "s", body: "Code 123456", purpose: "otp" }),
    ).rejects.not.toThrow(/123456/);
    await expect(attempt({ ...otpSms(), purpose: "has spaces" })).rejects.toThrow(/purpose/);
  });

  it("delivers at once in the background after the transaction commits, as a job written with the message", async () => {
    const runner = await startJobs({ pollingIntervalSeconds: 30, supervise: false });
    onTestFinished(() => runner.stop());
    const id = await getDb().transaction(async (tx) => {
      const queued = await enqueueMessage(otpSms("+2348031111111", "135790"), {}, tx);
      await sleep(50); // the rest of the caller's change
      return queued;
    });
    // Woken right after the commit, not at the runner's next poll (30 s away).
    await vi.waitFor(async () => expect((await row(id)).status).toBe("SENT"), { timeout: 5_000, interval: 50 });
    expect(await row(id)).toMatchObject({
      provider: "dev-outbox",
      attempts: 1,
      body: expect.stringContaining("135790"),
    });
  });
});

describe("deliverDueMessages", () => {
  it("delivers through the development outbox when no provider is configured, keeping the body for the page", async () => {
    const id = await enqueueMessage(otpSms("+2348032222222", "246801"), { background: false });
    const report = await deliverDueMessages({ limit: 10 });
    expect(report).toMatchObject({ sent: expect.any(Number), failed: 0, retrying: 0 });
    const delivered = await row(id);
    expect(delivered).toMatchObject({
      status: "SENT",
      provider: "dev-outbox",
      providerMessageId: `dev-outbox:${id}`,
      attempts: 1,
      lastError: null,
      body: "Your Oja code is 246801. It expires in 10 minutes.",
    });
    expect(delivered.sentAt).toBeInstanceOf(Date);

    const listed = await listDevOutbox({ recipient: "08032222222", limit: 5 });
    expect(listed.map((m) => m.id)).toEqual([id]);
    expect(listed[0]?.body).toContain("246801");
    // Nothing left to do.
    expect(await deliverDueMessages({ ids: [id] })).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
  });

  it("lists the development outbox newest first, filtered by recipient", async () => {
    const first = await enqueueMessage(otpSms("+2348033333333", "111111"), { background: false });
    await sleep(5);
    const second = await enqueueMessage(otpSms("+2348033333333", "222222"), { background: false });
    const other = await enqueueMessage(
      {
        channel: "EMAIL",
        recipient: "chidi@example.ng",
        subject: "Reset your password",
        body: "Code 333333",
        purpose: "otp.reset_password",
      },
      { background: false },
    );
    await deliverDueMessages({ ids: [first, second, other] });
    expect((await listDevOutbox({ recipient: "+2348033333333" })).map((m) => m.id)).toEqual([second, first]);
    expect((await listDevOutbox({ recipient: " 2348033333333" })).map((m) => m.id)).toEqual([second, first]); // "+" read as a space
    expect((await listDevOutbox({ recipient: "CHIDI@example.ng" })).map((m) => m.subject)).toEqual([
      "Reset your password",
    ]);
    const all = await listDevOutbox({ limit: 2 });
    expect(all).toHaveLength(2);
    expect(all[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(all[1]!.createdAt.getTime());
  });

  it("clears the body once a real transport has delivered", async () => {
    const { transport, sent } = recordingTransport("termii");
    const id = await enqueueMessage(otpSms("+2348034444444", "975310"), { background: false });
    const report = await deliverDueMessages({ ids: [id], transports: { SMS: transport } });
    expect(report).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      id,
      recipient: "+2348034444444",
      body: expect.stringContaining("975310"),
      purpose: "otp.verify_account",
    });
    expect(await row(id)).toMatchObject({
      status: "SENT",
      provider: "termii",
      providerMessageId: "termii-1",
      body: null,
      html: null,
    });
  });

  it("retries a failing transport with backoff (30 s, 2 min, 10 min, 1 h, 6 h) and ends FAILED after the last attempt", async () => {
    let calls = 0;
    const failing: MessageTransport = {
      name: "smtp",
      keepsBody: false,
      async send() {
        calls += 1;
        throw new Error("connect ECONNREFUSED 10.0.0.1:587 while sending code 864209");
      },
    };
    const id = await enqueueMessage(
      // A notice, not a code: a code would expire unsent after 10 minutes (tests/abuse/outbox-without-provider.test.ts).
      {
        channel: "EMAIL",
        recipient: "bola@example.ng",
        subject: "Your code",
        body: "Your code is 864209",
        html: "<p>864209</p>",
        purpose: "notice",
      },
      { background: false },
    );
    let now = new Date(Date.now() + 1_000);
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      const report = await deliverDueMessages({ ids: [id], now, transports: { EMAIL: failing } });
      expect(report.claimed).toBe(1);
      const current = await row(id);
      expect(current.attempts).toBe(attempt);
      expect(current.lastError).toContain("ECONNREFUSED");
      expect(current.lastError).not.toContain("864209");
      if (attempt < OUTBOX_MAX_ATTEMPTS) {
        const wait = OUTBOX_BACKOFF_MS[attempt - 1]!;
        expect(report.retrying).toBe(1);
        expect(current.status).toBe("PENDING");
        expect(current.body).toBe("Your code is 864209");
        expect(current.nextAttemptAt.getTime()).toBe(now.getTime() + wait);
        // Not due a moment before the backoff ends.
        expect(
          (
            await deliverDueMessages({
              ids: [id],
              now: new Date(now.getTime() + wait - 1_000),
              transports: { EMAIL: failing },
            })
          ).claimed,
        ).toBe(0);
        now = new Date(now.getTime() + wait);
      } else {
        expect(report.failed).toBe(1);
        expect(current).toMatchObject({ status: "FAILED", provider: "smtp", body: null, html: null, sentAt: null });
      }
    }
    expect(calls).toBe(OUTBOX_MAX_ATTEMPTS);
    // A FAILED message is never tried again.
    expect(
      (
        await deliverDueMessages({
          ids: [id],
          now: new Date(now.getTime() + 86_400_000),
          transports: { EMAIL: failing },
        })
      ).claimed,
    ).toBe(0);
    expect(OUTBOX_BACKOFF_MS).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000]);
  });

  it("fails at once on an error retrying cannot fix, and truncates and scrubs the stored error", async () => {
    const permanent: MessageTransport = {
      name: "termii",
      keepsBody: false,
      async send() {
        throw new PermanentDeliveryError(`recipient refused ${"x".repeat(1_000)}`);
      },
    };
    const id = await enqueueMessage(otpSms(), { background: false });
    expect(await deliverDueMessages({ ids: [id], transports: { SMS: permanent } })).toMatchObject({ failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "FAILED", attempts: 1, body: null });
    expect(failed.lastError!.length).toBeLessThanOrEqual(300);
    expect(failed.lastError).toMatch(/^recipient refused x+…$/);
  });

  it("scrubs configured secrets from the stored error", async () => {
    vi.stubEnv("TERMII_API_KEY", "TL-super-secret-key");
    resetMessagingConfigForTests();
    const leaky: MessageTransport = {
      name: "termii",
      keepsBody: false,
      async send() {
        throw new Error("Termii answered HTTP 401: invalid key TL-super-secret-key");
      },
    };
    const id = await enqueueMessage(otpSms(), { background: false });
    await deliverDueMessages({ ids: [id], transports: { SMS: leaky } });
    expect((await row(id)).lastError).toBe("Termii answered HTTP 401: invalid key [redacted]");
  });

  it("sends each message exactly once when several workers run at the same time", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      ids.push(
        await enqueueMessage(otpSms(`+23480355500${String(i).padStart(2, "0")}`, `70000${i}`), {
          background: false,
        }),
      );
    }
    const { transport, sent } = recordingTransport("termii", { delayMs: 30 });
    const reports = await Promise.all(
      [1, 2, 3].map(() => deliverDueMessages({ limit: 4, ids, transports: { SMS: transport, EMAIL: transport } })),
    );
    expect(reports.reduce((sum, r) => sum + r.claimed, 0)).toBe(10);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(10);
    expect(sent.map((m) => m.id).sort()).toEqual([...ids].sort());
    const rows = await getDb().select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
    expect(rows.every((r) => r.status === "SENT" && r.attempts === 1 && r.body === null)).toBe(true);
  });

  it("keeps exactly-once under sustained contention (many workers claiming small batches in a loop)", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      ids.push(
        await enqueueMessage(otpSms(`+2348036${String(100_000 + i)}`, `8${String(10_000 + i)}`), {
          background: false,
        }),
      );
    }
    const { transport, sent } = recordingTransport("termii", { delayMs: 2 });
    const worker = async () => {
      let claimed = 0;
      for (;;) {
        const report = await deliverDueMessages({ limit: 2, ids, transports: { SMS: transport } });
        if (report.claimed === 0) return claimed;
        claimed += report.claimed;
      }
    };
    const claimedPerWorker = await Promise.all(Array.from({ length: 8 }, worker));
    expect(claimedPerWorker.reduce((a, b) => a + b, 0)).toBe(60);
    expect(new Set(sent.map((m) => m.id)).size).toBe(60);
    expect(sent).toHaveLength(60);
    const rows = await getDb().select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
    expect(rows.every((r) => r.status === "SENT" && r.attempts === 1)).toBe(true);
  });

  it("in production with no provider: stores the message and keeps it waiting, unshown, and the outbox list refuses", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubEnv("NODE_ENV", "production");
    resetMessagingConfigForTests();
    const first = await enqueueMessage(otpSms(), { background: false });
    const second = await enqueueMessage(otpSms(), { background: false });
    await deliverDueMessages({ ids: [first] });
    await deliverDueMessages({ ids: [second] });
    for (const id of [first, second]) {
      expect(await row(id)).toMatchObject({
        status: "PENDING",
        attempts: 0,
        provider: null,
        body: expect.stringContaining("482913"),
        lastError: "waiting for a provider: no SMS provider (set TERMII_API_KEY) configured in production",
      });
    }
    const warnings = errors.mock.calls
      .map((c) => String(c[0]))
      .filter((l) => l.includes("no message provider configured"));
    expect(warnings).toHaveLength(1);
    await expect(listDevOutbox()).rejects.toThrow(/not available in production/);
  });

  it("never writes a body, code or key to the log", async () => {
    vi.stubEnv("LOG_LEVEL", "debug");
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(String(line)));
    const ok = await enqueueMessage(otpSms("+2348036666666", "592604"), { background: false });
    const bad = await enqueueMessage(otpSms("+2348036666667", "592605"), { background: false });
    await deliverDueMessages({ ids: [ok] });
    await deliverDueMessages({
      ids: [bad],
      transports: {
        SMS: {
          name: "termii",
          keepsBody: false,
          send: async () => {
            throw new Error("refused 592605");
          },
        },
      },
    });
    expect(lines.length).toBeGreaterThanOrEqual(4);
    const all = lines.join("\n");
    expect(all).not.toMatch(/59260[45]/);
    expect(all).toContain(ok);
    expect(all).toContain('"purpose":"otp.verify_account"');
  });

  it("a message queued while no runner was working is delivered by the next runner's job, once", async () => {
    const id = await enqueueMessage(otpSms("+2348037777777", "314159"));
    expect((await row(id)).status).toBe("PENDING");
    expect(await drainJobs()).toBe(1);
    expect(await row(id)).toMatchObject({ status: "SENT", attempts: 1 });
    // Sent: its job scheduled no other.
    expect(await drainJobs()).toBe(0);
  });
});
