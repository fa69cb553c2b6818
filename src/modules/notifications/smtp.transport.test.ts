import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { resetMessagingConfigForTests } from "@/modules/notifications/notifications.config";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import { deliverDueMessages, enqueueMessage } from "@/modules/notifications/notifications.service";
import { createSmtpTransport } from "@/modules/notifications/transports/smtp.transport";
import type { OutgoingMessage } from "@/modules/notifications/transports/transport";

/**
 * A minimal SMTP server on 127.0.0.1 (RFC 5321: EHLO/HELO, AUTH PLAIN, MAIL FROM, RCPT TO, DATA, RSET, NOOP, QUIT),
 * enough for nodemailer. It records every accepted message; `rejectRecipients` answers RCPT TO with a temporary 451.
 */
interface ReceivedMail {
  auth: { user: string; password: string } | null;
  from: string;
  to: string[];
  data: string;
}

let server: Server;
let port: number;
const mails: ReceivedMail[] = [];
const sockets = new Set<Socket>();
let rejectRecipients = false;

function serve(socket: Socket) {
  sockets.add(socket);
  socket.on("close", () => sockets.delete(socket));
  socket.on("error", () => {});
  socket.setEncoding("utf8");
  const reply = (line: string) => socket.write(`${line}\r\n`);
  let buffer = "";
  let auth: ReceivedMail["auth"] = null;
  let envelope: { from: string; to: string[] } = { from: "", to: [] };
  let dataLines: string[] | null = null;
  let awaitingPlain = false;

  const readPlain = (encoded: string) => {
    const [, user = "", password = ""] = Buffer.from(encoded, "base64").toString("utf8").split("\0");
    auth = { user, password };
    reply("235 2.7.0 Authentication successful");
  };

  const command = (line: string) => {
    if (awaitingPlain) {
      awaitingPlain = false;
      readPlain(line);
      return;
    }
    const [verb = "", ...rest] = line.split(" ");
    const argument = rest.join(" ");
    switch (verb.toUpperCase()) {
      case "EHLO":
        socket.write("250-localhost greets you\r\n250-8BITMIME\r\n250-AUTH PLAIN\r\n250 SMTPUTF8\r\n");
        break;
      case "HELO":
        reply("250 localhost");
        break;
      case "AUTH": {
        const [mechanism, initial] = argument.split(" ");
        if (mechanism?.toUpperCase() !== "PLAIN") reply("504 5.5.4 Unrecognized authentication type");
        else if (initial) readPlain(initial);
        else {
          awaitingPlain = true;
          reply("334 ");
        }
        break;
      }
      case "MAIL":
        envelope = { from: /<([^>]*)>/.exec(argument)?.[1] ?? "", to: [] };
        reply("250 2.1.0 Ok");
        break;
      case "RCPT":
        if (rejectRecipients) {
          reply("451 4.3.0 Mailbox temporarily unavailable");
          break;
        }
        envelope.to.push(/<([^>]*)>/.exec(argument)?.[1] ?? "");
        reply("250 2.1.5 Ok");
        break;
      case "DATA":
        dataLines = [];
        reply("354 End data with <CR><LF>.<CR><LF>");
        break;
      case "RSET":
        envelope = { from: "", to: [] };
        reply("250 2.0.0 Ok");
        break;
      case "NOOP":
        reply("250 2.0.0 Ok");
        break;
      case "QUIT":
        reply("221 2.0.0 Bye");
        socket.end();
        break;
      default:
        reply("502 5.5.2 Command not recognized");
    }
  };

  socket.on("data", (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf("\r\n")) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (dataLines) {
        if (line === ".") {
          mails.push({ auth, ...envelope, data: dataLines.join("\r\n") });
          dataLines = null;
          reply(`250 2.0.0 Ok: queued as TEST${mails.length}`);
        } else {
          dataLines.push(line.startsWith(".") ? line.slice(1) : line); // dot-unstuffing
        }
      } else {
        command(line);
      }
    }
  });
  reply("220 localhost ESMTP test server");
}

beforeAll(async () => {
  server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  mails.length = 0;
  rejectRecipients = false;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetMessagingConfigForTests();
});

const email: OutgoingMessage = {
  id: "00000000-0000-4000-8000-000000000002",
  channel: "EMAIL",
  recipient: "ada@example.ng",
  subject: "Verify your e-mail",
  body: "Your Oja code is 123456.\r\n.A line starting with a dot.",
  html: "<p>Your Oja code is <b>123456</b>.</p>",
  purpose: "otp.verify_account",
};

describe("SMTP transport", () => {
  it("delivers text and HTML with authentication to the SMTP server", async () => {
    const transport = createSmtpTransport(
      { host: "127.0.0.1", port, secure: false, requireTLS: false, user: "mailer", password: "s3cret" },
      "Oja <no-reply@oja.ng>",
    );
    const receipt = await transport.send(email);
    expect(receipt.providerMessageId).toMatch(/^<.+@.+>$/);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.auth).toEqual({ user: "mailer", password: "s3cret" });
    expect(mail.from).toBe("no-reply@oja.ng");
    expect(mail.to).toEqual(["ada@example.ng"]);
    expect(mail.data).toMatch(/^From: Oja <no-reply@oja\.ng>$/m);
    expect(mail.data).toMatch(/^To: ada@example\.ng$/m);
    expect(mail.data).toMatch(/^Subject: Verify your e-mail$/m);
    expect(mail.data).toContain(`Message-ID: ${receipt.providerMessageId}`);
    expect(mail.data).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.data).toContain("Your Oja code is 123456.");
    expect(mail.data).toContain(".A line starting with a dot.");
    expect(mail.data).toContain("<p>Your Oja code is <b>123456</b>.</p>");
  });

  it("fails when the server refuses the recipient", async () => {
    rejectRecipients = true;
    const transport = createSmtpTransport(
      { host: "127.0.0.1", port, secure: false, requireTLS: false, user: undefined, password: undefined },
      "no-reply@oja.ng",
    );
    await expect(transport.send(email)).rejects.toThrow(/^SMTP EENVELOPE 451: .*temporarily unavailable/);
    expect(mails).toHaveLength(0);
  });

  it("fails when the server cannot be reached", async () => {
    const transport = createSmtpTransport(
      { host: "127.0.0.1", port: 1, secure: false, requireTLS: false, user: undefined, password: undefined },
      "no-reply@oja.ng",
    );
    await expect(transport.send(email)).rejects.toThrow(/^SMTP (ESOCKET|ECONNECTION)/);
  });
});

describe("outbox through SMTP (configured by SMTP_URL)", () => {
  beforeEach(() => {
    vi.stubEnv("SMTP_URL", `smtp://mailer%40oja.ng:p%40ss@127.0.0.1:${port}`);
    vi.stubEnv("MAIL_FROM", "Oja Marketplace <hello@oja.ng>");
    resetMessagingConfigForTests();
  });

  it("delivers a queued e-mail, stores the Message-ID and clears the body", async () => {
    const id = await enqueueMessage(
      {
        channel: "EMAIL",
        recipient: "Chidi@Example.ng",
        subject: "Reset your password",
        body: "Your code is 908172",
        html: "<p>908172</p>",
        purpose: "otp.reset_password",
      },
      { background: false },
    );
    expect(await deliverDueMessages({ ids: [id] })).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      auth: { user: "mailer@oja.ng", password: "p@ss" },
      from: "hello@oja.ng",
      to: ["chidi@example.ng"],
    });
    expect(mails[0]!.data).toMatch(/^From: Oja Marketplace <hello@oja\.ng>$/m);
    expect(mails[0]!.data).toContain("Your code is 908172");
    const [row] = await getDb().select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ status: "SENT", provider: "smtp", body: null, html: null, lastError: null });
    expect(row!.providerMessageId).toMatch(/^<.+>$/);
  });

  it("retries later when the server refuses for now", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    rejectRecipients = true;
    const id = await enqueueMessage(
      {
        channel: "EMAIL",
        recipient: "chidi@example.ng",
        subject: "Reset",
        body: "Your code is 555000",
        purpose: "otp.reset_password",
      },
      { background: false },
    );
    expect(await deliverDueMessages({ ids: [id] })).toMatchObject({ retrying: 1 });
    const [row] = await getDb().select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ status: "PENDING", attempts: 1, body: "Your code is 555000" });
    expect(row!.lastError).toMatch(/451/);
    expect(row!.lastError).not.toContain("p@ss");
  });
});
