import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { resetMessagingConfigForTests, type TermiiSettings } from "@/modules/notifications/notifications.config";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import { deliverDueMessages, enqueueMessage } from "@/modules/notifications/notifications.service";
import { createTermiiTransport } from "@/modules/notifications/transports/termii.transport";
import { PermanentDeliveryError, type OutgoingMessage } from "@/modules/notifications/transports/transport";

/** A stand-in for Termii's API on 127.0.0.1: records each request and answers with the next scripted reply. */
interface Received {
  method: string;
  url: string;
  contentType: string | undefined;
  json: Record<string, unknown>;
}
type Reply = { status: number; body: string } | "hang";

let server: Server;
let baseUrl: string;
const received: Received[] = [];
let replies: Reply[] = [];
const hanging: ServerResponse[] = [];

function handle(request: IncomingMessage, response: ServerResponse) {
  let raw = "";
  request.setEncoding("utf8");
  request.on("data", (chunk: string) => (raw += chunk));
  request.on("end", () => {
    received.push({
      method: request.method ?? "",
      url: request.url ?? "",
      contentType: request.headers["content-type"],
      json: JSON.parse(raw),
    });
    const reply = replies.shift() ?? {
      status: 200,
      body: JSON.stringify({ message_id: `TM-${received.length}`, message: "Successfully Sent", balance: 9 }),
    };
    if (reply === "hang") {
      hanging.push(response);
      return;
    }
    response.writeHead(reply.status, { "content-type": "application/json" }).end(reply.body);
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of hanging) response.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  replies = [];
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetMessagingConfigForTests();
});

const settings = (): TermiiSettings => ({ apiKey: "TLtestKey123", senderId: "Oja", baseUrl, channel: "dnd" });

const sms: OutgoingMessage = {
  id: "00000000-0000-4000-8000-000000000001",
  channel: "SMS",
  recipient: "+2348031234567",
  subject: null,
  body: "Your Oja code is 123456",
  html: null,
  purpose: "otp.verify_account",
};

describe("Termii transport", () => {
  it("POSTs the documented JSON to /api/sms/send and returns Termii's message_id", async () => {
    const receipt = await createTermiiTransport(settings()).send(sms);
    expect(receipt).toEqual({ providerMessageId: "TM-1" });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: "POST", url: "/api/sms/send", contentType: "application/json" });
    expect(received[0]!.json).toEqual({
      api_key: "TLtestKey123",
      to: "2348031234567",
      from: "Oja",
      sms: "Your Oja code is 123456",
      type: "plain",
      channel: "dnd",
    });
  });

  it("accepts a numeric message_id", async () => {
    replies.push({ status: 200, body: JSON.stringify({ message_id: 9122821270554876, message: "Successfully Sent" }) });
    expect(await createTermiiTransport(settings()).send(sms)).toEqual({ providerMessageId: "9122821270554876" });
  });

  it("fails on a non-2xx answer, naming the status and Termii's message", async () => {
    replies.push({ status: 401, body: JSON.stringify({ message: "Invalid API key" }) });
    await expect(createTermiiTransport(settings()).send(sms)).rejects.toThrow(
      "Termii answered HTTP 401: Invalid API key",
    );
    replies.push({ status: 502, body: "<html>Bad gateway</html>" });
    await expect(createTermiiTransport(settings()).send(sms)).rejects.toThrow(/^Termii answered HTTP 502$/);
  });

  it("fails on a 2xx answer without a message_id", async () => {
    replies.push({ status: 200, body: JSON.stringify({ message: "Insufficient balance" }) });
    await expect(createTermiiTransport(settings()).send(sms)).rejects.toThrow(
      "Termii answered HTTP 200: Insufficient balance without a message_id",
    );
    replies.push({ status: 200, body: "not json" });
    await expect(createTermiiTransport(settings()).send(sms)).rejects.toThrow(/without a message_id/);
  });

  it("gives up after the timeout", async () => {
    replies.push("hang");
    await expect(createTermiiTransport(settings(), { timeoutMs: 200 }).send(sms)).rejects.toThrow(
      "Termii did not answer within 0.2 s",
    );
  });

  it("reports an unreachable server without details of the request", async () => {
    const error = await createTermiiTransport({ ...settings(), baseUrl: "http://127.0.0.1:1" })
      .send(sms)
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^could not reach Termii/);
    expect((error as Error).message).not.toContain("TLtestKey123");
  });

  it("refuses what it cannot address without calling Termii", async () => {
    await expect(
      createTermiiTransport(settings()).send({ ...sms, recipient: "ada@example.ng" }),
    ).rejects.toBeInstanceOf(PermanentDeliveryError);
    await expect(createTermiiTransport(settings()).send({ ...sms, channel: "EMAIL" })).rejects.toBeInstanceOf(
      PermanentDeliveryError,
    );
    expect(received).toHaveLength(0);
  });
});

describe("outbox through Termii (configured by environment)", () => {
  beforeEach(() => {
    vi.stubEnv("TERMII_API_KEY", "TLenvKey456");
    vi.stubEnv("TERMII_BASE_URL", baseUrl);
    vi.stubEnv("TERMII_SENDER_ID", "");
    vi.stubEnv("TERMII_CHANNEL", "");
    resetMessagingConfigForTests();
  });

  it("delivers a queued SMS, stores Termii's id and clears the body", async () => {
    const id = await enqueueMessage(
      { channel: "SMS", recipient: "+2348039876543", body: "Your Oja code is 654321", purpose: "otp.reset_password" },
      { background: false },
    );
    expect(await deliverDueMessages({ ids: [id] })).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(received[0]!.json).toMatchObject({
      api_key: "TLenvKey456",
      to: "2348039876543",
      from: "Oja",
      channel: "dnd",
      sms: "Your Oja code is 654321",
    });
    const [row] = await getDb().select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({
      status: "SENT",
      provider: "termii",
      providerMessageId: "TM-1",
      body: null,
      lastError: null,
    });
  });

  it("keeps the message for a retry when Termii fails, without storing the key", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    replies.push({ status: 401, body: JSON.stringify({ message: "Invalid api_key TLenvKey456" }) });
    const id = await enqueueMessage(
      { channel: "SMS", recipient: "+2348039876543", body: "Your Oja code is 777888", purpose: "otp.reset_password" },
      { background: false },
    );
    expect(await deliverDueMessages({ ids: [id] })).toMatchObject({ retrying: 1 });
    const [row] = await getDb().select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ status: "PENDING", attempts: 1, provider: null, body: "Your Oja code is 777888" });
    expect(row!.lastError).toBe("Termii answered HTTP 401: Invalid api_key [redacted]");
    // The next attempt, after the backoff, succeeds.
    expect(await deliverDueMessages({ ids: [id], now: new Date(Date.now() + 31_000) })).toMatchObject({ sent: 1 });
    const [after] = await getDb().select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(after).toMatchObject({ status: "SENT", attempts: 2, body: null, lastError: null });
    vi.restoreAllMocks();
  });
});
