import "server-only";
import { createHmac } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { env, serverSecret } from "@/lib/env";
import { logger } from "@/lib/logger";
import { clearRateLimit, consumeRateLimit } from "@/lib/rate-limit";
import { tooManyAttemptsMessage } from "@/lib/wait-message";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { enqueueMessage } from "@/modules/notifications/notifications.service";
import { authLimits } from "@/modules/identity/auth-limits";
import { codeMessage, maskUsername } from "@/modules/identity/code-messages";
import { isCommonPassword } from "@/modules/identity/common-passwords";
import { accessTokens, users, type User } from "@/modules/identity/identity.schema";
import { usernameKind, type SignupInput } from "@/modules/identity/identity.inputs";
import { issueAccessToken } from "@/modules/identity/identity.service";
import {
  codeRequestedFrom,
  consumeOneTimeCode,
  findLiveCode,
  issueOneTimeCode,
  type CodePurpose,
} from "@/modules/identity/one-time-code.service";
import { issueDeviceToken } from "@/modules/identity/device-cookie";
import { hashPassword, verifyPassword } from "@/modules/identity/password.service";
import type { StepUpPurpose } from "@/modules/identity/step-up.service";
import {
  forgetSignInFailures,
  reserveCurrentPasswordCheck,
  reserveSignInAttempt,
} from "@/modules/identity/sign-in-throttle";
import { createResetGrant, grantFitsPassword, readResetGrant } from "@/modules/identity/reset-grant";

/** Expected failures carry the words a person sees; `field` puts a message under a form field. */
export type AuthFailure = {
  ok: false;
  code: number;
  message: string;
  field?: string;
  retryAfterSeconds?: number;
};
export type AuthResult<T> = ({ ok: true } & T) | AuthFailure;

export const authMessages = {
  invalidCredentials: "Invalid username or password",
  suspended: "This account is suspended. Please contact support.",
  commonPassword: "This password is too common. Choose a less common one.",
  accountExists: "An account with this email or phone number already exists. Sign in or reset your password.",
  codeSent: (masked: string) => `If an account exists for ${masked}, we have sent it a 6-digit code.`,
  codeInvalid: "Invalid or expired code",
  codeLocked: "Too many wrong attempts. Request a new code.",
  resetInvalid: "This reset link is no longer valid. Start again.",
  wrongCurrentPassword: "Your current password is not correct",
  samePassword: "Your new password must be different from your current one",
} as const;

function tooMany(seconds: number): AuthFailure {
  return { ok: false, code: 429, message: tooManyAttemptsMessage(seconds), retryAfterSeconds: seconds };
}

/** The account of a normalised username (normaliseUsername: lower-cased e-mail or +234 phone). */
export function findUserByUsername(username: string, db: Database = getDb()): Promise<User | undefined> {
  const column = usernameKind(username) === "email" ? users.email : users.phone;
  return db
    .select()
    .from(users)
    .where(eq(column, username))
    .limit(1)
    .then((rows) => rows[0]);
}

// The unknown-username path verifies against this, so it costs the same argon2 work as a real account.
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${serverSecret()}`);
  return decoyHash;
}

async function sendCode(
  user: Pick<User, "id" | "email" | "phone">,
  purpose: CodePurpose,
  prefer: "email" | "phone",
  requestedIp: string,
  db: Database,
) {
  const channel = prefer === "email" ? (user.email ? "EMAIL" : "SMS") : user.phone ? "SMS" : "EMAIL";
  const { code } = await issueOneTimeCode({ userId: user.id, purpose, channel, requestedIp }, db);
  const words = codeMessage(purpose, code, env().APP_URL);
  await enqueueMessage(
    {
      channel,
      recipient: channel === "EMAIL" ? user.email! : user.phone!,
      subject: words.subject,
      body: channel === "EMAIL" ? words.text : words.sms,
      purpose: `otp:${purpose}`,
    },
    {},
    db,
  );
  return channel;
}

// What a sign-up takes, for the flow that composes it (inputs are the module's own, services are its surface).
export type { SignupInput } from "@/modules/identity/identity.inputs";

/** PostgreSQL's unique_violation; Drizzle wraps the driver's error, whose code is then on `cause`. */
function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === "23505" || cause?.code === "23505";
}

/** A sign-up that passed every check, with its password already hashed: what createAccount writes. */
export interface CheckedSignup {
  input: SignupInput;
  via: "email" | "phone";
  passwordHash: string;
}

/** What a sign-up answers: the new account and its access token, or why not. */
export type SignUpResult = AuthResult<{ token: string; user: User }>;

/**
 * Everything a sign-up must pass before anything is written (the address's allowance, a password that is not common,
 * a username nobody has), and the password's hash: slow work, done before any transaction is opened.
 */
export async function checkSignup(
  input: SignupInput,
  context: { ip: string },
): Promise<AuthResult<{ signup: CheckedSignup }>> {
  const registrations = await consumeRateLimit(authLimits.registrationsPerIp, context.ip);
  if (!registrations.allowed) return tooMany(registrations.retryAfterSeconds);
  if (await isCommonPassword(input.password))
    return { ok: false, code: 422, message: authMessages.commonPassword, field: "password" };
  if (await findUserByUsername(input.username))
    return { ok: false, code: 409, message: authMessages.accountExists, field: "username" };
  const passwordHash = await hashPassword(input.password);
  return { ok: true, signup: { input, via: usernameKind(input.username), passwordHash } };
}

/**
 * Writes a checked sign-up's account, the code that verifies its e-mail or phone, and the audit records; joins the
 * caller's transaction (src/flows/sign-up.flow.ts adds a seller's business to it). Two sign-ups racing for one
 * username: the unique index decides, and the loser hears the same as checkSignup's answer (its savepoint is rolled
 * back, the caller's transaction goes on).
 */
export async function createAccount(
  { input, via, passwordHash }: CheckedSignup,
  context: { ip: string },
  db: Database = getDb(),
): Promise<AuthResult<{ user: User }>> {
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          kind: input.kind,
          firstName: input.first_name,
          lastName: input.last_name ?? null,
          email: via === "email" ? input.username : null,
          phone: via === "phone" ? input.username : null,
          passwordHash,
          referredByCode: input.referral ?? null,
        })
        .returning();
      if (!created) throw new Error("insert returned nothing");
      const channel = await sendCode(created, "VERIFY_ACCOUNT", via, context.ip, tx);
      await recordAuditEvent(
        {
          actorId: created.id,
          action: "auth.sign_up",
          entityType: "user",
          entityId: created.id,
          after: { kind: created.kind, via },
          ip: context.ip,
        },
        tx,
      );
      await recordAuditEvent(
        {
          actorId: created.id,
          action: "auth.code_sent",
          entityType: "user",
          entityId: created.id,
          after: { purpose: "VERIFY_ACCOUNT", channel },
          ip: context.ip,
        },
        tx,
      );
      return created;
    });
    return { ok: true, user };
  } catch (error) {
    if (isUniqueViolation(error))
      return { ok: false, code: 409, message: authMessages.accountExists, field: "username" };
    throw error;
  }
}

/**
 * Password sign-in. The attempt is reserved before the password is checked (so parallel guesses cannot outrun the
 * count), against the device's own allowance when it carries this account's device token, else against the account,
 * the account from this address, and the address (docs/decisions/0013-sign-in-limits.md). Success refreshes the token.
 */
export async function signIn(
  input: { username: string; password: string },
  context: { ip: string; device?: string; deviceToken?: string | null },
  db: Database = getDb(),
): Promise<AuthResult<{ token: string; user: User; deviceToken: string }>> {
  const attempt = await reserveSignInAttempt({
    username: input.username,
    ip: context.ip,
    deviceToken: context.deviceToken,
  });
  const user = await findUserByUsername(input.username, db);
  if (!attempt.allowed) {
    await recordAuditEvent(
      {
        actorId: user?.id ?? null,
        action: "auth.sign_in_throttled",
        entityType: "user",
        entityId: user?.id,
        after: { limit: attempt.limit },
        ip: context.ip,
      },
      db,
    );
    return tooMany(attempt.retryAfterSeconds);
  }
  const matches = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
  if (!user || !user.passwordHash || !matches) {
    await recordAuditEvent(
      {
        actorId: user?.id ?? null,
        action: "auth.sign_in_failed",
        entityType: "user",
        entityId: user?.id,
        after: { knownDevice: attempt.knownDevice },
        ip: context.ip,
      },
      db,
    );
    return { ok: false, code: 401, message: authMessages.invalidCredentials };
  }
  await attempt.succeeded();
  if (user.status !== "ACTIVE") return { ok: false, code: 403, message: authMessages.suspended };
  const { token } = await issueAccessToken(user.id, context.device, db);
  await recordAuditEvent(
    {
      actorId: user.id,
      action: "auth.sign_in",
      entityType: "user",
      entityId: user.id,
      ip: context.ip,
    },
    db,
  );
  return { ok: true, token, user, deviceToken: issueDeviceToken(input.username) };
}

// Every code request is answered this long after it started (plus jitter), whatever the username: the known path's
// writes (code, outbox, audit) take ~5–50 ms on a quiet server, so the floor hides them.
const CODE_REQUEST_FLOOR_MS = 150;

async function answerNoSoonerThan<T>(started: number, value: T): Promise<T> {
  const wait = CODE_REQUEST_FLOOR_MS + Math.random() * 30 - (performance.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return value;
}

/** An id for the code request that is the same for known and unknown usernames, so it tells nothing. */
function requestId(username: string): string {
  return createHmac("sha256", serverSecret()).update(`otp-request:${username}`).digest("hex").slice(0, 24);
}

export async function requestCode(
  input: { username: string; purpose: CodePurpose; channelOverride?: string[] },
  context: { ip: string },
  db: Database = getDb(),
): Promise<AuthResult<{ message: string; requestId: string; masked: string }>> {
  const gap = await consumeRateLimit(authLimits.codeResendGap, input.username);
  if (!gap.allowed) return tooMany(gap.retryAfterSeconds);
  const perAccount = await consumeRateLimit(authLimits.codeRequestsPerAccount, input.username);
  if (!perAccount.allowed) return tooMany(perAccount.retryAfterSeconds);

  const started = performance.now();
  // A new code gives this address five fresh tries, known account or not, as the code itself does.
  await clearRateLimit(authLimits.strangerCodeTriesPerAddress, strangerKey(input.username, input.purpose, context.ip));
  const user = await findUserByUsername(input.username, db);
  const respond = <T>(value: T) => answerNoSoonerThan(started, value);
  const prefer = input.channelOverride?.map((c) => c.toLowerCase()).includes("sms")
    ? "phone"
    : input.channelOverride?.map((c) => c.toLowerCase()).includes("email")
      ? "email"
      : usernameKind(input.username);
  if (user && user.status === "ACTIVE") {
    const channel = await db.transaction((tx) => sendCode(user, input.purpose, prefer, context.ip, tx));
    await recordAuditEvent(
      {
        actorId: user.id,
        action: "auth.code_sent",
        entityType: "user",
        entityId: user.id,
        after: { purpose: input.purpose, channel },
        ip: context.ip,
      },
      db,
    );
  } else {
    await recordAuditEvent({ actorId: null, action: "auth.code_requested_unknown", ip: context.ip }, db);
  }
  const masked = maskUsername(input.username);
  // Known and unknown usernames get the same answer at the same moment, so neither the words nor the timing tell.
  return respond({
    ok: true as const,
    message: authMessages.codeSent(masked),
    requestId: requestId(input.username),
    masked,
  });
}

function strangerKey(username: string, purpose: CodePurpose, ip?: string): string {
  return ip ? `${purpose}:${username}:${ip}` : `${purpose}:${username}`;
}

/** Spends a stranger's try (by address, and by account); false once either is used up. */
async function spendStrangerTry(username: string, purpose: CodePurpose, ip: string): Promise<boolean> {
  const byAddress = await consumeRateLimit(authLimits.strangerCodeTriesPerAddress, strangerKey(username, purpose, ip));
  if (!byAddress.allowed) return false;
  return (await consumeRateLimit(authLimits.strangerCodeTriesPerAccount, strangerKey(username, purpose))).allowed;
}

/**
 * Checks a code. Every answer is the same for an account that exists and one that does not (issue #13): "Invalid or
 * expired code" for a wrong, expired or missing code, and "Too many wrong attempts" after five wrong tries. Tries from
 * the address that asked for the code use up the code's five; tries from anywhere else are limited by address and
 * account instead (an unknown username always takes this path), so a stranger's guesses never burn the owner's code.
 */
/**
 * The codes of the account flows (sign-up and password reset); a vendor's phone code and a step-up code have their
 * own flows (vendor-phone.service.ts, step-up.service.ts).
 */
type AccountCodePurpose = Exclude<CodePurpose, "VERIFY_PHONE" | StepUpPurpose>;

export async function verifyCode(
  input: { username: string; purpose: AccountCodePurpose; code: string },
  context: { ip: string; device?: string },
  db: Database = getDb(),
): Promise<AuthResult<{ token: string; type: AccountCodePurpose }>> {
  const checks = await consumeRateLimit(authLimits.codeChecksPerIp, context.ip);
  if (!checks.allowed) return tooMany(checks.retryAfterSeconds);
  const started = performance.now();
  const respond = <T>(value: T) => answerNoSoonerThan(started, value);
  const user = await findUserByUsername(input.username, db);
  const active = user?.status === "ACTIVE" ? user : undefined;
  const live = active ? await findLiveCode({ userId: active.id, purpose: input.purpose }, db) : undefined;
  const fromRequester = codeRequestedFrom(live, context.ip);
  if (!fromRequester && !(await spendStrangerTry(input.username, input.purpose, context.ip))) {
    return respond({ ok: false as const, code: 400, message: authMessages.codeLocked, field: "otp" });
  }
  if (!active) return respond({ ok: false as const, code: 400, message: authMessages.codeInvalid, field: "otp" });

  const check = await consumeOneTimeCode(
    {
      userId: active.id,
      purpose: input.purpose,
      code: input.code,
      countOnCode: fromRequester,
      live,
    },
    db,
  );
  if (!check.ok) {
    await recordAuditEvent(
      {
        actorId: active.id,
        action: "auth.code_rejected",
        entityType: "user",
        entityId: active.id,
        after: { purpose: input.purpose, reason: check.reason, fromRequester },
        ip: context.ip,
      },
      db,
    );
    return respond({
      ok: false as const,
      code: 400,
      message: check.reason === "locked" ? authMessages.codeLocked : authMessages.codeInvalid,
      field: "otp",
    });
  }
  await recordAuditEvent(
    {
      actorId: active.id,
      action: "auth.code_verified",
      entityType: "user",
      entityId: active.id,
      after: { purpose: input.purpose },
      ip: context.ip,
    },
    db,
  );

  if (input.purpose === "RESET_PASSWORD")
    return { ok: true, token: createResetGrant(active.id, active.passwordHash), type: input.purpose };

  const now = new Date();
  await db
    .update(users)
    .set(
      check.channel === "EMAIL" ? { emailVerifiedAt: now, updatedAt: now } : { phoneVerifiedAt: now, updatedAt: now },
    )
    .where(eq(users.id, active.id));
  const { token } = await issueAccessToken(active.id, context.device, db);
  return { ok: true, token, type: input.purpose };
}

/** Sets a new password, ends every session and token the account had, and signs this device in. */
export async function resetPassword(
  input: { username: string; grant: string; password: string },
  context: { ip: string; device?: string },
  db: Database = getDb(),
): Promise<AuthResult<{ token: string; userId: string }>> {
  const grant = readResetGrant(input.grant);
  const user = grant ? await findUserByUsername(input.username, db) : undefined;
  if (!grant || !user || user.id !== grant.userId || !grantFitsPassword(grant, user.passwordHash)) {
    return { ok: false, code: 400, message: authMessages.resetInvalid };
  }
  // A reset that keeps the old password would say "changed" while a password someone else may know still works.
  if (user.passwordHash && (await verifyPassword(user.passwordHash, input.password))) {
    return { ok: false, code: 422, message: authMessages.samePassword, field: "password" };
  }
  if (await isCommonPassword(input.password))
    return { ok: false, code: 422, message: authMessages.commonPassword, field: "password" };
  const passwordHash = await hashPassword(input.password);
  const changed = await db.transaction(async (tx) => {
    // Conditional on the old hash: of two resets racing with one grant, only the first changes anything.
    const rows = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), user.passwordHash ? eq(users.passwordHash, user.passwordHash) : undefined))
      .returning({ id: users.id });
    if (!rows.length) return false;
    await tx
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(accessTokens.userId, user.id)));
    await recordAuditEvent(
      { actorId: user.id, action: "auth.password_reset", entityType: "user", entityId: user.id, ip: context.ip },
      tx,
    );
    return true;
  });
  if (!changed) return { ok: false, code: 400, message: authMessages.resetInvalid };
  // The owner proved themselves with a code: strangers' failures no longer slow their account down.
  await forgetSignInFailures(input.username);
  const { token } = await issueAccessToken(user.id, context.device, db);
  return { ok: true, token, userId: user.id };
}

/** Changes the password of the signed-in person; every other session and token ends. */
export async function changePassword(
  input: { userId: string; tokenId: string; currentPassword: string; password: string },
  context: { ip: string; device?: string },
  db: Database = getDb(),
): Promise<AuthResult<{ token: string }>> {
  // A stolen token must not become unlimited password guesses: wrong current passwords count like failed sign-ins.
  const attempt = await reserveCurrentPasswordCheck(input.userId);
  if (!attempt.allowed) return tooMany(attempt.retryAfterSeconds);
  const [user] = await db.select().from(users).where(eq(users.id, input.userId)).limit(1);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    return { ok: false, code: 400, message: authMessages.wrongCurrentPassword, field: "current_password" };
  }
  await attempt.clear();
  if (input.password === input.currentPassword)
    return { ok: false, code: 422, message: authMessages.samePassword, field: "password" };
  if (await isCommonPassword(input.password))
    return { ok: false, code: 422, message: authMessages.commonPassword, field: "password" };
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(accessTokens.userId, user.id), ne(accessTokens.id, input.tokenId)));
    await recordAuditEvent(
      { actorId: user.id, action: "auth.password_changed", entityType: "user", entityId: user.id, ip: context.ip },
      tx,
    );
  });
  const { token } = await issueAccessToken(user.id, context.device, db);
  return { ok: true, token };
}

export async function signOut(
  input: { userId: string; tokenId: string },
  context: { ip: string },
  db: Database = getDb(),
): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, input.tokenId));
  await recordAuditEvent(
    {
      actorId: input.userId,
      action: "auth.sign_out",
      entityType: "user",
      entityId: input.userId,
      ip: context.ip,
    },
    db,
  );
  logger.info("auth.sign_out", { userId: input.userId });
}
