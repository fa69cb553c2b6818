import "server-only";
import { z } from "zod";
import { isLoopbackAddress } from "@/lib/client-address";
import { logger } from "@/lib/logger";
import { clientIp } from "@/lib/request";

/**
 * Messaging configuration: which provider delivers each channel. Read once from the environment and validated;
 * a bad value fails with a message naming the variable (like src/lib/env.ts).
 *
 * - E-mail goes through SMTP when SMTP_URL or SMTP_HOST is set.
 * - SMS goes through Termii when TERMII_API_KEY is set.
 * - Otherwise, outside production, messages land in the development outbox (/dev/outbox). In production a channel
 *   with no provider stores its messages and keeps them waiting (never shown on a page) until a provider is set or
 *   they expire (a code after 10 minutes). The demo (`npm start -- --demo`) keeps the development outbox.
 */

export type MessageChannel = "EMAIL" | "SMS";
export type TransportName = "smtp" | "termii" | "dev-outbox";

export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS (port 465). When false, STARTTLS is used if the server offers it. */
  secure: boolean;
  /** Refuse to send without TLS: on when credentials are sent to a host other than this machine. */
  requireTLS: boolean;
  user: string | undefined;
  password: string | undefined;
}

export interface TermiiSettings {
  apiKey: string;
  senderId: string;
  /** Without a trailing slash. */
  baseUrl: string;
  channel: "dnd" | "generic" | "whatsapp";
}

export interface MessagingConfig {
  production: boolean;
  /** DEV_OUTBOX_IN_PRODUCTION=1: a production build run locally for browser tests keeps the development outbox. */
  devOutboxInProduction: boolean;
  mailFrom: string;
  smtp: SmtpSettings | null;
  termii: TermiiSettings | null;
}

const DEFAULT_MAIL_FROM = "Oja <no-reply@oja.ng>";
const DEFAULT_TERMII_BASE_URL = "https://v3.api.termii.com";

/** Empty strings count as unset, so `SMTP_HOST=` in a .env file switches SMTP off. */
const blankAsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalText = z.preprocess(blankAsUnset, z.string().trim().optional());
const flag = z.preprocess(
  blankAsUnset,
  z
    .enum(["1", "0", "true", "false", "yes", "no"], { message: 'must be "true" or "false"' })
    .transform((v) => v === "1" || v === "true" || v === "yes")
    .optional(),
);

const loopbackHosts = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);
export const isLoopbackHost = (host: string) => loopbackHosts.has(host.toLowerCase()) || host.startsWith("127.");

// "Oja <no-reply@oja.ng>" or "no-reply@oja.ng".
const mailbox = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

const schema = z.object({
  NODE_ENV: z.preprocess(blankAsUnset, z.enum(["development", "production", "test"]).default("development")),
  APP_URL: z.preprocess(blankAsUnset, z.url().default("http://localhost:3000")),
  SMTP_URL: z.preprocess(
    blankAsUnset,
    z
      .url({ message: "must be a URL such as smtp://user:password@smtp.example.com:587" })
      .refine((v) => /^smtps?:\/\/[^/]/i.test(v), 'must start with "smtp://" or "smtps://" and name a host')
      .optional(),
  ),
  SMTP_HOST: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9.:[\]-]+$/, "must be a host name or address, without a scheme or port")
      .optional(),
  ),
  SMTP_PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(65_535).optional()),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: z.preprocess(blankAsUnset, z.string().optional()),
  SMTP_SECURE: flag,
  MAIL_FROM: z.preprocess(
    blankAsUnset,
    z.string().trim().regex(mailbox, 'must be an address such as "Oja <no-reply@oja.ng>"').default(DEFAULT_MAIL_FROM),
  ),
  TERMII_API_KEY: optionalText,
  TERMII_SENDER_ID: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 ]{3,11}$/, "must be 3 to 11 letters, digits or spaces (Termii's sender ID rule)")
      .default("Oja"),
  ),
  TERMII_BASE_URL: z.preprocess(
    blankAsUnset,
    z
      .url({ message: "must be a URL such as https://v3.api.termii.com" })
      .refine((v) => {
        const url = new URL(v);
        return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname));
      }, "must use https:// (plain http:// is accepted only for this machine, in tests)")
      .default(DEFAULT_TERMII_BASE_URL),
  ),
  TERMII_CHANNEL: z.preprocess(
    blankAsUnset,
    z.enum(["dnd", "generic", "whatsapp"], { message: 'must be "dnd", "generic" or "whatsapp"' }).default("dnd"),
  ),
  DEV_OUTBOX_IN_PRODUCTION: flag,
});

/** Rules across variables, checked on the raw values so they are reported together with the per-variable ones. */
function crossVariableIssues(source: Record<string, string | undefined>): string[] {
  const set = (name: string) => blankAsUnset(source[name]) !== undefined;
  const issues: string[] = [];
  const parts = ["SMTP_HOST", "SMTP_PORT", "SMTP_USER", "SMTP_PASSWORD", "SMTP_SECURE"].filter(set);
  if (set("SMTP_URL") && parts.length > 0) issues.push(`SMTP_URL: set either SMTP_URL or ${parts.join("/")}, not both`);
  if (!set("SMTP_URL") && !set("SMTP_HOST") && parts.length > 0)
    issues.push(`SMTP_HOST: required when ${parts.join("/")} is set`);
  if (set("SMTP_USER") !== set("SMTP_PASSWORD")) {
    issues.push(
      `${set("SMTP_USER") ? "SMTP_PASSWORD" : "SMTP_USER"}: SMTP_USER and SMTP_PASSWORD go together: set both or neither`,
    );
  }
  if (
    source.NODE_ENV?.trim() === "production" &&
    ["1", "true", "yes"].includes(source.DEV_OUTBOX_IN_PRODUCTION?.trim() ?? "")
  ) {
    let local = false;
    try {
      local = isLoopbackHost(new URL(source.APP_URL?.trim() || "http://localhost:3000").hostname);
    } catch {
      local = false;
    }
    if (!local) {
      issues.push(
        "DEV_OUTBOX_IN_PRODUCTION: allowed only when APP_URL is a local address (the page shows one-time codes to anyone who opens it)",
      );
    }
  }
  return issues;
}

function smtpFromUrl(raw: string): SmtpSettings {
  const url = new URL(raw);
  const secure = url.protocol.toLowerCase() === "smtps:";
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const user = url.username ? decodeURIComponent(url.username) : undefined;
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  return {
    host,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && user !== undefined && !isLoopbackHost(host),
    user,
    password: user === undefined ? undefined : (password ?? ""),
  };
}

/** Validates a set of variables (process.env by default); throws one message naming every bad variable. */
export function parseMessagingConfig(source: Record<string, string | undefined>): MessagingConfig {
  const result = schema.safeParse(source);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`)),
    ...crossVariableIssues(source),
  ];
  if (!result.success || problems.length > 0) {
    throw new Error(
      `Invalid messaging configuration, fix these environment variables:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
  }
  const v = result.data;
  let smtp: SmtpSettings | null = null;
  if (v.SMTP_URL) {
    smtp = smtpFromUrl(v.SMTP_URL);
  } else if (v.SMTP_HOST) {
    const port = v.SMTP_PORT ?? (v.SMTP_SECURE ? 465 : 587);
    const secure = v.SMTP_SECURE ?? port === 465;
    smtp = {
      host: v.SMTP_HOST,
      port,
      secure,
      requireTLS: !secure && v.SMTP_USER !== undefined && !isLoopbackHost(v.SMTP_HOST),
      user: v.SMTP_USER,
      password: v.SMTP_PASSWORD,
    };
  }
  return {
    production: v.NODE_ENV === "production",
    devOutboxInProduction: v.NODE_ENV === "production" && v.DEV_OUTBOX_IN_PRODUCTION === true,
    mailFrom: v.MAIL_FROM,
    smtp,
    termii: v.TERMII_API_KEY
      ? {
          apiKey: v.TERMII_API_KEY,
          senderId: v.TERMII_SENDER_ID,
          baseUrl: v.TERMII_BASE_URL.replace(/\/+$/, ""),
          channel: v.TERMII_CHANNEL,
        }
      : null,
  };
}

let cached: MessagingConfig | undefined;
const warned = new Set<string>();

/** The validated configuration, read once per process. */
export function messagingConfig(): MessagingConfig {
  cached ??= parseMessagingConfig(process.env);
  return cached;
}

/** Tests change the environment and read it again. */
export function resetMessagingConfigForTests(): void {
  cached = undefined;
  warned.clear();
}

function warnOnce(key: string, message: string, context: Record<string, unknown>): void {
  if (warned.has(key)) return;
  warned.add(key);
  logger.warn(message, context);
}

/** True where the development outbox page and JSON route may show message bodies. */
export function devOutboxVisible(config: MessagingConfig = messagingConfig()): boolean {
  return !config.production || config.devOutboxInProduction;
}

/**
 * Whether /dev/outbox and /api/dev/outbox may answer. NODE_ENV is read on every call (not from the cached
 * configuration) so a production process can never show the page.
 */
export function devOutboxAvailable(): boolean {
  return process.env.NODE_ENV !== "production" || messagingConfig().devOutboxInProduction;
}

/**
 * Whether the request may see the development outbox: it is available, and the client is this machine. The outbox
 * holds every sign-up code, reset code and invitation token, so a demo reached over a café's Wi-Fi must not hand them
 * out, even when the person chose to listen on every interface (issue #23, item 8). The address is the one the
 * server resolved (src/lib/request.ts): behind a trusted proxy, the proxy's client, never the proxy itself.
 */
export function devOutboxOpenTo(headers: Headers): boolean {
  return devOutboxAvailable() && isLoopbackAddress(clientIp(headers));
}

/**
 * Which transport delivers a channel. "dev-outbox" means no provider is configured: outside production the message
 * is kept for /dev/outbox; in production it waits for a provider (a warning is logged once per channel).
 */
export function transportNameFor(channel: MessageChannel, config: MessagingConfig = messagingConfig()): TransportName {
  if (channel === "EMAIL" && config.smtp) return "smtp";
  if (channel === "SMS" && config.termii) return "termii";
  if (config.production && !config.devOutboxInProduction) {
    warnOnce(
      `no-provider:${channel}`,
      "no message provider configured: messages wait for one and expire unsent (codes after 10 minutes)",
      {
        channel,
        fix: channel === "EMAIL" ? "set SMTP_URL or SMTP_HOST" : "set TERMII_API_KEY",
      },
    );
  } else if (config.devOutboxInProduction) {
    warnOnce("dev-outbox-in-production", "DEV_OUTBOX_IN_PRODUCTION is on: /dev/outbox shows message bodies", {
      channel,
    });
  }
  return "dev-outbox";
}
