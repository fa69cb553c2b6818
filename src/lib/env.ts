import "server-only";
import { z } from "zod";
import { parseProxyTrust } from "@/lib/client-address";

/**
 * Configuration is read once and validated; a bad value stops the app with a message
 * that names the variable (see README "Configuration").
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalUrl,
  PGLITE_DATA_DIR: z.string().default(".data/pglite"),
  REDIS_URL: optionalUrl,
  APP_URL: z.url().default("http://localhost:3000"),
  NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(10),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).max(100).default(15),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).max(100_000).default(2_000),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).max(1_000_000).default(5_000),
  /** How long a signed-out client's identical GraphQL read is answered from memory; 0 turns it off. */
  GRAPHQL_PUBLIC_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /** Searches a minute one client address may make signed out (a signed-in person: a fifth of it); 0 turns it off. */
  GRAPHQL_SEARCHES_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
  /** Proxies whose X-Forwarded-For entry is believed: none (default), a hop count, or addresses/CIDRs/loopback/private. */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const trust = parseProxyTrust(value);
      if (typeof trust === "string") ctx.addIssue({ code: "custom", message: trust });
    }),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** How long a domain event every handler has handled is kept before the daily prune job deletes it. */
  DOMAIN_EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Overrides Google's issuer, e.g. a local OpenID provider in tests. */
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  CAPTCHA_PROVIDER: z.enum(["recaptcha", "turnstile"]).optional(),
  CAPTCHA_SECRET_KEY: z.string().optional(),
  /** Where image renditions go: a local folder served by /media, or an S3-compatible bucket. */
  MEDIA_STORAGE: z.enum(["local", "s3"]).default("local"),
  MEDIA_DIR: z.string().trim().min(1).default(".data/media"),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default("auto"),
  S3_BUCKET: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  /** Public base URL of the bucket (or its CDN); renditions are linked as `<S3_PUBLIC_URL>/<key>/<width>.webp`. */
  S3_PUBLIC_URL: optionalUrl,
  /**
   * Paystack secret key: card, transfer and USSD payments and payout account-name lookup. Unset: the local test gateway
   * outside production (src/modules/payments/payments.config.ts), pay on delivery only in production.
   */
  PAYSTACK_SECRET_KEY: z
    .string()
    .trim()
    .regex(
      /^(sk_(test|live)_[A-Za-z0-9]+)?$/,
      "must be a Paystack secret key (sk_live_… or sk_test_…), not the public key",
    )
    .optional(),
  /** Paystack public key (pk_…), for pages that open Paystack's checkout in the browser; never a secret. */
  PAYSTACK_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(
      /^(pk_(test|live)_[A-Za-z0-9]+)?$/,
      "must be a Paystack public key (pk_live_… or pk_test_…), not the secret key",
    )
    .optional(),
  /** Paystack API base; the key travels to it, so https (plain http only for this machine, in tests). */
  PAYSTACK_BASE_URL: z
    .url()
    .refine((v) => {
      const url = new URL(v);
      return (
        url.protocol === "https:" ||
        (url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname))
      );
    }, "must use https:// (plain http:// is accepted only for this machine, in tests)")
    .default("https://api.paystack.co"),
  /**
   * Hours payouts wait after a vendor's payout account is set or changed, so the owner (told by e-mail and SMS) can
   * stop a change they did not make before any money moves.
   */
  PAYOUT_HOLD_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 24)
    .default(48),
  /** Oja's commission on a completed order, in basis points of what the seller is credited (500 = 5 %). */
  PLATFORM_COMMISSION_BPS: z.coerce.number().int().min(0).max(10_000).default(500),
  /** The largest order total a buyer may pay in cash at the door, in naira (issue 24's trust rules). */
  PAY_ON_DELIVERY_LIMIT_NAIRA: z.coerce.number().int().min(0).max(10_000_000).default(150_000),
});

const s3Required = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const;

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
    throw new Error(`Invalid configuration, fix these environment variables:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.MEDIA_STORAGE === "s3") {
    const missing = s3Required.filter((name) => !env[name]);
    if (missing.length > 0) {
      const lines = missing.map((name) => `  ${name}: required when MEDIA_STORAGE=s3`);
      throw new Error(`Invalid configuration, fix these environment variables:\n${lines.join("\n")}`);
    }
  }
  if (env.NODE_ENV === "production" && !env.NEXTAUTH_SECRET && process.env.NEXT_PHASE !== "phase-production-build") {
    throw new Error(
      "Invalid configuration, fix these environment variables:\n  NEXTAUTH_SECRET: required in production (run `npm run setup` to generate .env.local)",
    );
  }
  return env;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The server secret that signs sessions, reset grants and code hashes; development and tests get a fixed stand-in. */
export function serverSecret(): string {
  const { NEXTAUTH_SECRET, NODE_ENV } = env();
  if (NEXTAUTH_SECRET) return NEXTAUTH_SECRET;
  if (NODE_ENV === "production") throw new Error("NEXTAUTH_SECRET is required in production");
  return "development-only-secret-not-for-production-use";
}
