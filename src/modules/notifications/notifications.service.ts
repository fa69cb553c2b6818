import "server-only";
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Database } from "@/db/client";
import { logger } from "@/lib/logger";
import { toNigerianE164 } from "@/lib/phone";
import {
  devOutboxAvailable,
  devOutboxVisible,
  messagingConfig,
  transportNameFor,
  type MessageChannel,
  type MessagingConfig,
  type TransportName,
} from "@/modules/notifications/notifications.config";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import { createDevOutboxTransport } from "@/modules/notifications/transports/dev-outbox.transport";
import { createSmtpTransport } from "@/modules/notifications/transports/smtp.transport";
import { createTermiiTransport } from "@/modules/notifications/transports/termii.transport";
import {
  PermanentDeliveryError,
  ProviderMissingError,
  type MessageTransport,
} from "@/modules/notifications/transports/transport";
import { PROVIDER_RECHECK_MS, expiredReason, messageExpiresAt } from "@/modules/notifications/message-lifetime";
import { sendJob, wakeJobWorkers } from "@/jobs/job-runner";

/**
 * The outbox: a message is stored in the caller's transaction with a delivery job (the job rail,
 * docs/decisions/0018-job-runner.md), which delivers it after the commit and schedules the next attempt while it is
 * pending (./message-delivery.job.ts). Any instance may deliver any message (rows are claimed with FOR UPDATE SKIP
 * LOCKED). Delivery is at-least-once: a process that dies between the provider's answer and the status update sends
 * that message again after the claim lease (5 minutes).
 *
 * Logs carry ids, channel, purpose, provider and status only: never a body, a code or a key.
 */

/** Attempts before a message is FAILED. */
export const OUTBOX_MAX_ATTEMPTS = 6;
/** Wait after failed attempt 1, 2, … 5: 30 s, 2 min, 10 min, 1 h, 6 h. */
export const OUTBOX_BACKOFF_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const;
/** A claimed row is not due again for this long, so a slow send is not picked up twice. */
const CLAIM_LEASE_MS = 5 * 60_000;
const SEND_CONCURRENCY = 5;
const MAX_ERROR_LENGTH = 300;

type OutboxRow = typeof outboxMessages.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------------
// Enqueue

export interface EnqueueMessageInput {
  channel: MessageChannel;
  /** An e-mail address (EMAIL) or an international phone number, +234… (SMS). */
  recipient: string;
  /** Required for EMAIL; ignored by SMS providers. */
  subject?: string | null;
  /** The plain-text body (the SMS text, or the e-mail's text part). */
  body: string;
  /** The e-mail's HTML alternative. */
  html?: string | null;
  /** What the message is for, e.g. "otp.verify_account" or "order.confirmation" (logged; never the content). */
  purpose: string;
}

export interface EnqueueOptions {
  /**
   * true (default): a delivery job is written with the row, and this process's job workers are woken to run it right
   * after the commit. false: only store the row (tests, scripts that deliver themselves).
   */
  background?: boolean;
}

/** Trims and lower-cases e-mail addresses; turns phone numbers (also "+" read from a query string as a space) into E.164. */
export function normalizeRecipient(input: string): string {
  const value = input.trim();
  if (value.includes("@")) return value.toLowerCase();
  const nigerian = toNigerianE164(value);
  if (nigerian) return nigerian;
  const compact = value.replace(/[\s\-().]/g, "");
  return /^\+?\d{8,15}$/.test(compact) ? `+${compact.replace(/^\+/, "")}` : value;
}

const enqueueSchema = z
  .object({
    channel: z.enum(["EMAIL", "SMS"]),
    recipient: z.string().transform(normalizeRecipient),
    // One line: a line break from a name or an item in a subject could otherwise start a header of its own.
    subject: z
      .string()
      .trim()
      .min(1)
      .max(300)
      .transform((subject) => subject.replace(/\s*[\r\n]+\s*/g, " "))
      .nullish(),
    body: z.string().min(1).max(20_000),
    html: z.string().min(1).max(500_000).nullish(),
    purpose: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, "must be a short identifier such as otp.verify_account"),
  })
  .superRefine((m, ctx) => {
    if (m.channel === "EMAIL" && !z.email().safeParse(m.recipient).success) {
      ctx.addIssue({ code: "custom", path: ["recipient"], message: "must be an e-mail address for EMAIL" });
    }
    if (m.channel === "SMS" && !/^\+[1-9]\d{7,14}$/.test(m.recipient)) {
      ctx.addIssue({ code: "custom", path: ["recipient"], message: "must be a phone number in E.164 (+234…) for SMS" });
    }
    if (m.channel === "EMAIL" && !m.subject)
      ctx.addIssue({ code: "custom", path: ["subject"], message: "is required for EMAIL" });
  });

/**
 * Stores a message to send, with its delivery job, and returns its id. Pass the transaction of the change that causes
 * the message, so all commit or none does. Delivery then runs as a job (see EnqueueOptions); errors there are logged.
 */
export async function enqueueMessage(
  input: EnqueueMessageInput,
  options: EnqueueOptions = {},
  db: Database = getDb(),
): Promise<string> {
  const parsed = enqueueSchema.safeParse(input);
  if (!parsed.success) {
    // Field names and rules only: the values may hold a one-time code.
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ");
    throw new Error(`enqueueMessage: invalid message (${problems})`);
  }
  const message = parsed.data;
  let id: string;
  try {
    const [row] = await db
      .insert(outboxMessages)
      .values({
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
        html: message.html ?? null,
        purpose: message.purpose,
        status: "PENDING",
        nextAttemptAt: new Date(),
      })
      .returning({ id: outboxMessages.id });
    if (!row) throw new Error("insert returned no row");
    id = row.id;
  } catch (error) {
    // Drizzle's error text lists the query parameters, which include the body: do not pass it on.
    throw new Error(`enqueueMessage: could not store the message (${describeInternalError(error)})`, { cause: error });
  }
  logger.info("outbox message queued", { messageId: id, channel: message.channel, purpose: message.purpose });
  if (options.background !== false) {
    await sendJob("notifications.deliver-message", { messageId: id }, {}, db);
    wakeJobWorkers();
  }
  return id;
}

/** When a message still pending should be tried next (null once it is sent or failed, or unknown). */
export async function nextAttemptOf(messageId: string, db: Database = getDb()): Promise<Date | null> {
  const [row] = await db
    .select({ status: outboxMessages.status, nextAttemptAt: outboxMessages.nextAttemptAt })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, messageId))
    .limit(1);
  return row?.status === "PENDING" ? row.nextAttemptAt : null;
}

// ---------------------------------------------------------------------------------------------------------------------
// Delivery

export interface DeliverOptions {
  /** Most rows to claim in this call (default 20, at most 500). */
  limit?: number;
  /** The clock (tests move it forward to reach the next attempt). */
  now?: Date;
  /** Only these messages (still only when due). */
  ids?: string[];
  /** Replace the configured transport of a channel (tests). */
  transports?: Partial<Record<MessageChannel, MessageTransport>>;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  /** Failed this time, or no provider is configured yet; another attempt is scheduled. */
  retrying: number;
  /** Failed for good (last attempt, an error retrying cannot fix, or expired unsent: ./message-lifetime.ts). */
  failed: number;
}

/** The wait before the next attempt after failed attempt number `attempts` (1-based). */
export function backoffAfter(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), OUTBOX_BACKOFF_MS.length) - 1;
  return OUTBOX_BACKOFF_MS[index] ?? 6 * 60 * 60_000;
}

const transportCache = new WeakMap<MessagingConfig, Map<TransportName, MessageTransport>>();

function buildTransport(name: TransportName, config: MessagingConfig): MessageTransport {
  if (name === "smtp" && config.smtp) return createSmtpTransport(config.smtp, config.mailFrom);
  if (name === "termii" && config.termii) return createTermiiTransport(config.termii);
  return createDevOutboxTransport({ visible: devOutboxVisible(config) });
}

function configuredTransport(channel: MessageChannel, config: MessagingConfig): MessageTransport {
  const name = transportNameFor(channel, config);
  let byName = transportCache.get(config);
  if (!byName) {
    byName = new Map();
    transportCache.set(config, byName);
  }
  let transport = byName.get(name);
  if (!transport) {
    transport = buildTransport(name, config);
    byName.set(name, transport);
  }
  return transport;
}

/**
 * Claims due PENDING rows (FOR UPDATE SKIP LOCKED, so concurrent workers on any instance never take the same row),
 * counts the attempt and leases the rows, commits, then sends each through its channel's transport.
 */
async function claimDueMessages(db: Database, now: Date, limit: number, ids?: string[]): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, "PENDING"),
          lte(outboxMessages.nextAttemptAt, now),
          ids ? inArray(outboxMessages.id, ids) : undefined,
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.createdAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxMessages)
      .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(
        inArray(
          outboxMessages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Sends the messages that are due now; safe to call from many places and instances at once. */
export async function deliverDueMessages(options: DeliverOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  if (options.ids && options.ids.length === 0) return report;
  const config = messagingConfig();
  const db = getDb();
  const clock = () => options.now ?? new Date();
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 20), 1), 500);
  const rows = await claimDueMessages(db, clock(), limit, options.ids);
  report.claimed = rows.length;

  for (let start = 0; start < rows.length; start += SEND_CONCURRENCY) {
    const outcomes = await Promise.all(
      rows.slice(start, start + SEND_CONCURRENCY).map((row) => {
        const transport = options.transports?.[row.channel] ?? configuredTransport(row.channel, config);
        return deliverOne(db, row, transport, config, clock);
      }),
    );
    for (const outcome of outcomes) report[outcome] += 1;
  }
  return report;
}

async function deliverOne(
  db: Database,
  row: OutboxRow,
  transport: MessageTransport,
  config: MessagingConfig,
  clock: () => Date,
): Promise<"sent" | "retrying" | "failed"> {
  const context = {
    messageId: row.id,
    channel: row.channel,
    purpose: row.purpose,
    provider: transport.name,
    attempt: row.attempts,
  };
  const expiresAt = messageExpiresAt(row);
  if (clock() >= expiresAt) {
    // Sent now, a code would no longer work: the message ends expired, with what kept it back, and its body goes.
    await db
      .update(outboxMessages)
      .set({ status: "FAILED", lastError: expiredReason(row.purpose, row.lastError), body: null, html: null })
      .where(eq(outboxMessages.id, row.id));
    logger.warn("outbox message expired", { ...context, status: "FAILED" });
    return "failed";
  }
  let receipt: Awaited<ReturnType<MessageTransport["send"]>> | undefined;
  let failure: unknown;
  try {
    if (row.body === null) throw new PermanentDeliveryError("the message has no body");
    receipt = await transport.send({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      html: row.html,
      purpose: row.purpose,
    });
  } catch (error) {
    failure = error;
  }

  if (receipt) {
    await db
      .update(outboxMessages)
      .set({
        status: "SENT",
        sentAt: clock(),
        provider: transport.name,
        providerMessageId: receipt.providerMessageId,
        lastError: null,
        // A delivered body may hold a one-time code: it is not kept (the development outbox keeps it to show it).
        ...(transport.keepsBody ? {} : { body: null, html: null }),
      })
      .where(eq(outboxMessages.id, row.id));
    logger.info("outbox message sent", { ...context, status: "SENT" });
    return "sent";
  }

  const lastError = safeErrorText(failure, row, config);
  if (failure instanceof ProviderMissingError) {
    // Not an attempt: the message waits, body kept, and is looked at again soon (a restarted server may have a
    // provider, or the demo outbox) and at the latest when it expires.
    const nextAttemptAt = new Date(Math.min(clock().getTime() + PROVIDER_RECHECK_MS, expiresAt.getTime()));
    await db
      .update(outboxMessages)
      .set({
        attempts: sql`${outboxMessages.attempts} - 1`,
        lastError: `waiting for a provider: ${lastError}`,
        nextAttemptAt,
      })
      .where(eq(outboxMessages.id, row.id));
    logger.debug("outbox message waiting for a provider", {
      ...context,
      status: "PENDING",
      nextAttemptAt: nextAttemptAt.toISOString(),
    });
    return "retrying";
  }
  const final = failure instanceof PermanentDeliveryError || row.attempts >= OUTBOX_MAX_ATTEMPTS;
  if (final) {
    // Nothing will send it any more, so its body (maybe a code) goes too; the row remains as the record.
    await db
      .update(outboxMessages)
      .set({ status: "FAILED", provider: transport.name, lastError, body: null, html: null })
      .where(eq(outboxMessages.id, row.id));
    logger.error("outbox message failed", { ...context, status: "FAILED" });
    return "failed";
  }
  const nextAttemptAt = new Date(clock().getTime() + backoffAfter(row.attempts));
  await db.update(outboxMessages).set({ lastError, nextAttemptAt }).where(eq(outboxMessages.id, row.id));
  logger.warn("outbox message delivery failed, will retry", {
    ...context,
    status: "PENDING",
    nextAttemptAt: nextAttemptAt.toISOString(),
  });
  return "retrying";
}

/** The stored reason for a failure: short, one line, with configured secrets and anything code-like from the body removed. */
function safeErrorText(error: unknown, row: OutboxRow, config: MessagingConfig): string {
  let text = error instanceof Error ? `${error.message}` : String(error);
  const secrets = [config.termii?.apiKey, config.smtp?.password].filter(
    (s): s is string => typeof s === "string" && s.length >= 4,
  );
  for (const secret of secrets) text = text.split(secret).join("[redacted]");
  for (const digits of new Set(`${row.body ?? ""} ${row.html ?? ""}`.match(/\d{4,}/g) ?? []))
    text = text.split(digits).join("***");
  text = text.replace(/\s+/g, " ").trim() || "unknown error";
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/** For logs: the error's name and first line (a Drizzle error's later lines list query parameters). */
function describeInternalError(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const firstLine = (error.message.split("\n")[0] ?? "").slice(0, 200);
  const cause = error.cause instanceof Error ? ` (${(error.cause.message.split("\n")[0] ?? "").slice(0, 200)})` : "";
  return `${error.name}: ${firstLine}${cause}`;
}

// ---------------------------------------------------------------------------------------------------------------------
// Development outbox

export interface DevOutboxMessage {
  id: string;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string | null;
  html: string | null;
  purpose: string;
  createdAt: Date;
  sentAt: Date | null;
}

/** The latest messages kept by the development outbox, newest first. Refuses in production. */
export async function listDevOutbox(options: { recipient?: string; limit?: number } = {}): Promise<DevOutboxMessage[]> {
  if (!devOutboxAvailable()) throw new Error("The development outbox is not available in production");
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 1), 200);
  const recipient = options.recipient?.trim() ? normalizeRecipient(options.recipient) : undefined;
  return getDb()
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      body: outboxMessages.body,
      html: outboxMessages.html,
      purpose: outboxMessages.purpose,
      createdAt: outboxMessages.createdAt,
      sentAt: outboxMessages.sentAt,
    })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.provider, "dev-outbox"),
        eq(outboxMessages.status, "SENT"),
        recipient ? eq(outboxMessages.recipient, recipient) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

/** How each channel is delivered now, for the development outbox page. */
export function describeTransports(): Record<MessageChannel, TransportName> {
  const config = messagingConfig();
  return { EMAIL: transportNameFor("EMAIL", config), SMS: transportNameFor("SMS", config) };
}
