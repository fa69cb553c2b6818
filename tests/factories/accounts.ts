/**
 * Accounts with real argon2id password hashes, and helpers for the auth tests (issue #3): unique usernames and client
 * addresses, and the one-time code read back from the development outbox the way a person reads their SMS or e-mail.
 */
import { randomBytes, randomInt } from "node:crypto";
import { and, desc, eq, like } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type User } from "@/modules/identity/identity.schema";
import { hashPassword } from "@/modules/identity/password.service";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import { execute, type GraphQLErrorBody } from "../setup/graphql";

/** A password that passes every rule (8–128 characters, not in the common-password list). */
export const GOOD_PASSWORD = "Kola-nut 2026!";
export const OTHER_GOOD_PASSWORD = "Jollof&Suya-77";

// argon2 costs ~50 ms per hash: accounts made with the same password share one hash (salt reuse is fine in tests).
const hashes = new Map<string, Promise<string>>();
export function cachedPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** "ada.3f9c1e@example.com": unique in every run, so limits kept in Redis never carry over between runs. */
export function uniqueEmail(prefix = "ada"): string {
  return `${prefix}.${randomBytes(5).toString("hex")}@example.com`;
}

/** A valid Nigerian mobile number, in the local spelling people type and in E.164. */
export function uniquePhone(): { local: string; e164: string } {
  const subscriber = String(randomInt(1_000_000, 10_000_000));
  return { local: `0803${subscriber}`, e164: `+234803${subscriber}` };
}

/** A random address in 198.18.0.0/15 (benchmarking range): unique per test even across runs and processes. */
export function randomIp(): string {
  return `198.${18 + randomInt(0, 2)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface CreatedAccount {
  user: User;
  password: string;
  email: string | null;
  phone: string | null;
}

/** An active account with a real password; e-mail and phone are unique unless given (null leaves one out). */
export async function createAccount(
  options: {
    password?: string;
    email?: string | null;
    phone?: string | null;
    firstName?: string;
    kind?: User["kind"];
    status?: User["status"];
    verified?: boolean;
  } = {},
): Promise<CreatedAccount> {
  const password = options.password ?? GOOD_PASSWORD;
  const email = options.email === undefined ? uniqueEmail() : options.email;
  const phone = options.phone === undefined ? uniquePhone().e164 : options.phone;
  const now = new Date();
  const [user] = await getDb()
    .insert(users)
    .values({
      kind: options.kind ?? "BUYER",
      firstName: options.firstName ?? "Adaeze",
      lastName: "Okafor",
      email,
      phone,
      passwordHash: await cachedPasswordHash(password),
      status: options.status ?? "ACTIVE",
      emailVerifiedAt: options.verified && email ? now : null,
      phoneVerifiedAt: options.verified && phone ? now : null,
    })
    .returning();
  if (!user) throw new Error("createAccount: insert returned no row");
  return { user, password, email, phone };
}

/** Every message queued for `recipient` (an e-mail or E.164 phone), newest first. */
export async function outboxFor(recipient: string, purpose?: "RESET_PASSWORD" | "VERIFY_ACCOUNT") {
  return getDb()
    .select()
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.recipient, recipient), purpose ? like(outboxMessages.purpose, `%${purpose}`) : undefined),
    )
    .orderBy(desc(outboxMessages.createdAt));
}

/** The 6-digit code in the newest message to `recipient` (optionally of one purpose), as its owner would read it. */
export async function latestCode(recipient: string, purpose?: "RESET_PASSWORD" | "VERIFY_ACCOUNT"): Promise<string> {
  const [message] = await outboxFor(recipient, purpose);
  const code = message?.body?.match(/\b(\d{6})\b/)?.[1];
  if (!code)
    throw new Error(`latestCode: no message with a 6-digit code for ${recipient}${purpose ? ` (${purpose})` : ""}`);
  return code;
}

/** A 6-digit code different from `code` (for wrong guesses). */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

// ---------------------------------------------------------------------------------------------------------------------
// The accounts API (docs/decisions/0005-auth-contract.md), called through the real Yoga endpoint.

export interface Payload<D> {
  status: boolean;
  code: number;
  message: string;
  data?: D | null;
}

export interface AuthResponses {
  register: Payload<{
    token: string;
    user: {
      id: string;
      first_name: string;
      email: string | null;
      phone: string | null;
      kind: string;
      verified: boolean;
    } | null;
  }>;
  login: Payload<{ token: { accessToken: string }; user: { id: string; first_name: string; email: string | null } }>;
  createOTP: Payload<{ user: { id: string; email: string | null; phone: { primary: string | null } } }>;
  verifyOTP: Payload<{ token: string; type: "ResetPassword" | "VerifyAccount" }>;
  resetPassword: Payload<{ token: string }>;
  updatePassword: Payload<{ token: string; type: string; user: { id: string } }>;
  logout: Payload<never>;
}

export const authOperations: Record<keyof AuthResponses, string> = {
  register:
    "mutation Register($input: RegisterInput!) { register(input: $input) { status message code data { token user { id first_name email phone kind verified } } } }",
  login:
    "mutation Login($input: LoginInput!) { login(input: $input) { status message code data { token { accessToken } user { id first_name email } } } }",
  createOTP:
    "mutation CreateOTP($input: OTPDetailsInput!, $resend: Boolean) { createOTP(input: $input, resend: $resend) { code message status data { user { id email phone { primary } } } } }",
  verifyOTP:
    "mutation VerifyOTP($user: String!, $type: OTPType!, $otp: Int!) { verifyOTP(user: $user, type: $type, otp: $otp) { code message status data { token type } } }",
  resetPassword:
    "mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { code message status data { token } } }",
  updatePassword:
    "mutation UpdatePassword($input: UpdatePasswordInput!) { updatePassword(input: $input) { code message status data { token type user { id } } } }",
  logout: "mutation Logout { logout { code message status } }",
};

export interface AuthCall<K extends keyof AuthResponses> {
  /** HTTP status of the GraphQL response. */
  http: number;
  /** The mutation's payload (null when it was rejected with an error). */
  payload: AuthResponses[K] | null;
  errors: GraphQLErrorBody[] | undefined;
  /** The first error, for rejections. */
  error: GraphQLErrorBody | undefined;
}

/** Calls one accounts mutation; `ip` is sent as X-Forwarded-For (random unless given), `token` as Bearer. */
export async function callAuth<K extends keyof AuthResponses>(
  operation: K,
  variables: Record<string, unknown> = {},
  options: { ip?: string; token?: string } = {},
): Promise<AuthCall<K>> {
  const { status, body } = await execute<Partial<Record<K, AuthResponses[K] | null>>>({
    query: authOperations[operation],
    variables,
    ip: options.ip ?? randomIp(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : undefined,
  });
  return { http: status, payload: body.data?.[operation] ?? null, errors: body.errors, error: body.errors?.[0] };
}

/** register input as the sign-up form sends it. */
export function registerInput(overrides: Record<string, unknown> = {}) {
  return {
    first_name: "Adaeze",
    last_name: "Okafor",
    username: uniqueEmail(),
    password: GOOD_PASSWORD,
    password_confirmation: GOOD_PASSWORD,
    device: "mobile",
    ...overrides,
  };
}

/**
 * Waits until the outbox has delivered what the test queued (delivery starts from timers, which only run while the
 * test awaits something slow), so no delivery is still running when the file's database closes.
 */
export async function settleOutbox(timeoutMs = 5_000): Promise<void> {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await sleep(25);
    const pending = await getDb()
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.status, "PENDING"))
      .limit(1);
    if (pending.length === 0) break;
  }
  await sleep(25);
}
