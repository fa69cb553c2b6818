import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { InputValidationError, RateLimitedError } from "@/lib/errors";
import { consumeRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { enqueueMessage, type EnqueueOptions } from "@/modules/notifications/notifications.service";
import { maskUsername } from "@/modules/identity/code-messages";
import { users } from "@/modules/identity/identity.schema";
import { consumeOneTimeCode, issueOneTimeCode } from "@/modules/identity/one-time-code.service";
import { verifyPassword } from "@/modules/identity/password.service";
import { reserveCurrentPasswordCheck } from "@/modules/identity/sign-in-throttle";

/**
 * Step-up: a signed-in person proves again that they are the account's owner before an act a stolen page token must
 * not be enough for (changing where a vendor's money goes; sending a buyer's refund to a bank account). The proof is the account's password, or a 6-digit code
 * sent to the account's verified phone (its verified e-mail when it has no verified phone). Wrong passwords share the
 * password change's allowance (a stolen token gets one budget of guesses, not one per feature); a code is the usual
 * one-time code (docs/decisions/0005: single use, five tries, ten minutes), bound to `subject`, so a code sent to
 * confirm one thing never confirms another.
 */
export type StepUpPurpose = "CONFIRM_PAYOUT" | "CONFIRM_REFUND_ACCOUNT";

export interface StepUpProof {
  password?: string | undefined;
  code?: string | undefined;
}

export const stepUpLimits = {
  /** One code per 30 seconds per person: a double tap sends one message. */
  resendGap: { name: "step-up-code-gap", points: 1, durationSeconds: 30 },
  /** Three codes per person per 10 minutes, as for sign-up and reset codes. */
  perAccount: { name: "step-up-code-account", points: 3, durationSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export const stepUpMessages = {
  proofRequired: "Enter your password, or ask for a code and enter it",
  wrongPassword: "Your password is not correct",
  codeInvalid: "Invalid or expired code",
  codeLocked: "Too many wrong attempts. Request a new code.",
  noDestination:
    "Your account has no verified phone number or e-mail address to send a code to. Enter your password instead.",
  codeSent: (masked: string) => `We sent a 6-digit code to ${masked}. It expires in 10 minutes.`,
} as const;

/**
 * What a step-up code confirms, in the words of the module that asks for it: the e-mail's subject, and what completes
 * "Your Oja code to …" in the SMS and "Your code to …" in the e-mail ("send a ₦7,500.00 refund to Kuda …5607"). The
 * message says it, so someone talked into reading a code out hears what it would do.
 */
export interface StepUpConfirms {
  subject: string;
  sms: string;
  text: string;
}

const neverShare = "Never share this code. Oja staff will never ask for it.";

function codeWords(code: string, confirms: StepUpConfirms) {
  return {
    subject: confirms.subject,
    sms: `Your Oja code to ${confirms.sms} is ${code}. It expires in 10 minutes. ${neverShare}`,
    text: [
      `Your code to ${confirms.text} is ${code}`,
      "",
      "It expires in 10 minutes. If you did not ask for it, someone may have your password or your session: change your password now.",
      "",
      neverShare,
    ].join("\n"),
  };
}

async function codeDestination(userId: string, db: Database) {
  const [account] = await db
    .select({
      email: users.email,
      phone: users.phone,
      emailVerifiedAt: users.emailVerifiedAt,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (account?.phone && account.phoneVerifiedAt) return { channel: "SMS" as const, recipient: account.phone };
  if (account?.email && account.emailVerifiedAt) return { channel: "EMAIL" as const, recipient: account.email };
  return null;
}

async function spend(rule: RateLimitRule, key: string): Promise<void> {
  const result = await consumeRateLimit(rule, key);
  if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
}

/**
 * Sends a step-up code for `purpose` and `subject` to the account's verified phone (else its verified e-mail); any
 * earlier code for the purpose stops working. Returns where it went, masked. Joins the caller's transaction.
 */
export async function sendStepUpCode(
  input: { userId: string; purpose: StepUpPurpose; subject: string; confirms: StepUpConfirms },
  context: { ip?: string; messages?: EnqueueOptions } = {},
  db: Database = getDb(),
): Promise<{ channel: "EMAIL" | "SMS"; masked: string }> {
  const destination = await codeDestination(input.userId, db);
  if (!destination) throw new InputValidationError({ code: [stepUpMessages.noDestination] });
  await spend(stepUpLimits.resendGap, input.userId);
  await spend(stepUpLimits.perAccount, input.userId);
  await db.transaction(async (tx) => {
    const { code } = await issueOneTimeCode(
      {
        userId: input.userId,
        purpose: input.purpose,
        channel: destination.channel,
        requestedIp: context.ip,
        subject: input.subject,
      },
      tx,
    );
    const words = codeWords(code, input.confirms);
    await enqueueMessage(
      {
        channel: destination.channel,
        recipient: destination.recipient,
        subject: words.subject,
        body: destination.channel === "EMAIL" ? words.text : words.sms,
        purpose: `otp:${input.purpose}`,
      },
      context.messages,
      tx,
    );
    await recordAuditEvent(
      {
        actorId: input.userId,
        action: "auth.code_sent",
        entityType: "user",
        entityId: input.userId,
        after: { purpose: input.purpose, channel: destination.channel },
        ip: context.ip,
      },
      tx,
    );
  });
  return { channel: destination.channel, masked: maskUsername(destination.recipient) };
}

/**
 * Checks a step-up proof: the code when one is given, else the password. A missing or wrong proof is an
 * InputValidationError under `password` or `code` (audited); past the password allowance, a RateLimitedError.
 */
export async function confirmStepUp(
  input: { userId: string; purpose: StepUpPurpose; subject: string; proof: StepUpProof },
  context: { ip?: string } = {},
  db: Database = getDb(),
): Promise<{ by: "PASSWORD" | "CODE" }> {
  const { password, code } = input.proof;
  if (!password && !code) throw new InputValidationError({ password: [stepUpMessages.proofRequired] });
  const rejected = async (reason: string, field: "password" | "code", message: string) => {
    await recordAuditEvent(
      {
        actorId: input.userId,
        action: "auth.step_up_rejected",
        entityType: "user",
        entityId: input.userId,
        after: { purpose: input.purpose, reason },
        ip: context.ip,
      },
      db,
    );
    return new InputValidationError({ [field]: [message] });
  };

  if (code) {
    const check = await consumeOneTimeCode(
      { userId: input.userId, purpose: input.purpose, code, subject: input.subject },
      db,
    );
    if (check.ok) return { by: "CODE" };
    throw await rejected(
      `code_${check.reason}`,
      "code",
      check.reason === "locked" ? stepUpMessages.codeLocked : stepUpMessages.codeInvalid,
    );
  }

  // Reserved before the check, so parallel guesses cannot outrun the count (as for sign-in).
  const attempt = await reserveCurrentPasswordCheck(input.userId);
  if (!attempt.allowed) throw new RateLimitedError(attempt.retryAfterSeconds);
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!account?.passwordHash || !(await verifyPassword(account.passwordHash, password!))) {
    throw await rejected("wrong_password", "password", stepUpMessages.wrongPassword);
  }
  await attempt.clear();
  return { by: "PASSWORD" };
}
