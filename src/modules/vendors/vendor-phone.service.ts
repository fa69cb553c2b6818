import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { InputValidationError, RateLimitedError } from "@/lib/errors";
import { requireVendorGrant, type Actor } from "@/lib/actor";
import { formatNigerianPhone } from "@/lib/phone";
import { consumeRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { userRows } from "@/modules/identity/identity.queries";
import { consumeOneTimeCode, issueOneTimeCode } from "@/modules/identity/one-time-code.service";
import { enqueueMessage, type EnqueueOptions } from "@/modules/notifications/notifications.service";
import { findContactPhone, markContactPhoneVerified } from "@/modules/vendors/vendor-contact-phone";

/**
 * Verifying a vendor's contact phone with a 6-digit code by SMS (issue #15). The limits are sign-up's
 * (docs/decisions/0013-sign-in-limits.md), and the code is bound to the vendor and the number it went to, so a code
 * sent to one number never verifies another.
 */
export const vendorPhoneLimits = {
  /** One code per 30 seconds per person: a double tap sends one SMS. */
  resendGap: { name: "vendor-phone-gap", points: 1, durationSeconds: 30 },
  /** Three codes per number per 10 minutes: nobody can use us to flood someone else's phone. */
  perNumber: { name: "vendor-phone-number", points: 3, durationSeconds: 10 * 60 },
  /** Six codes per person per hour, whatever the numbers. */
  perPerson: { name: "vendor-phone-person", points: 6, durationSeconds: 60 * 60 },
  /** Code checks from one address (each code also allows only five wrong tries). */
  checksPerIp: { name: "vendor-phone-verify-ip", points: 300, durationSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export const vendorPhoneMessages = {
  noPhone: "Add your business phone number and save it first",
  sent: (phone: string) => `We sent a 6-digit code to ${phone}. It expires in 10 minutes.`,
  ownNumber: "This is your account's verified number, so it is verified already.",
  alreadyVerified: "This number is verified.",
  verified: "Your business phone number is verified.",
  codeInvalid: "Invalid or expired code",
  codeLocked: "Too many wrong attempts. Request a new code.",
  sms: (code: string) =>
    `Your Oja code to verify your business phone is ${code}. It expires in 10 minutes. Never share this code. Oja staff will never ask for it.`,
} as const;

export type VendorPhoneCodeResult = { status: "SENT" | "VERIFIED" | "ALREADY_VERIFIED"; message: string };

const codeSubject = (vendorId: string, phone: string) => `vendor:${vendorId}:${phone}`;

async function spend(rule: RateLimitRule, key: string): Promise<void> {
  const result = await consumeRateLimit(rule, key);
  if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
}

/** Sends a code to the vendor's contact phone, or verifies it at once when it is the person's own verified number. */
export async function sendVendorPhoneCode(
  actor: Actor,
  vendorId: string,
  context: { ip?: string; messages?: EnqueueOptions } = {},
  db: Database = getDb(),
): Promise<VendorPhoneCodeResult> {
  const { actor: user } = requireVendorGrant(actor, vendorId, "profile:write");
  const contact = await findContactPhone(vendorId, db);
  const phone = contact?.phone;
  if (!phone) throw new InputValidationError({ contactPhone: [vendorPhoneMessages.noPhone] });
  if (contact.verifiedAt) return { status: "ALREADY_VERIFIED", message: vendorPhoneMessages.alreadyVerified };

  const [account] = await db
    .select({ phone: userRows.phone, verifiedAt: userRows.phoneVerifiedAt })
    .from(userRows)
    .where(eq(userRows.id, user.userId));
  if (account?.phone === phone && account.verifiedAt) {
    await db.transaction(async (tx) => {
      await markContactPhoneVerified(vendorId, phone, tx);
      await recordAuditEvent(
        {
          actorId: user.userId,
          action: "vendor.phone_verified",
          entityType: "vendor",
          entityId: vendorId,
          after: { by: "account" },
          ip: context.ip,
        },
        tx,
      );
    });
    return { status: "VERIFIED", message: vendorPhoneMessages.ownNumber };
  }

  await spend(vendorPhoneLimits.resendGap, user.userId);
  await spend(vendorPhoneLimits.perNumber, phone);
  await spend(vendorPhoneLimits.perPerson, user.userId);
  await db.transaction(async (tx) => {
    const { code } = await issueOneTimeCode(
      {
        userId: user.userId,
        purpose: "VERIFY_PHONE",
        channel: "SMS",
        requestedIp: context.ip,
        subject: codeSubject(vendorId, phone),
      },
      tx,
    );
    await enqueueMessage(
      { channel: "SMS", recipient: phone, body: vendorPhoneMessages.sms(code), purpose: "otp:VERIFY_PHONE" },
      context.messages,
      tx,
    );
    await recordAuditEvent(
      {
        actorId: user.userId,
        action: "vendor.phone_code_sent",
        entityType: "vendor",
        entityId: vendorId,
        ip: context.ip,
      },
      tx,
    );
  });
  return { status: "SENT", message: vendorPhoneMessages.sent(formatNigerianPhone(phone)) };
}

/** Checks the code sent to the vendor's current contact phone; a wrong one says so under the code field. */
export async function verifyVendorPhone(
  actor: Actor,
  vendorId: string,
  code: string,
  context: { ip?: string } = {},
  db: Database = getDb(),
): Promise<void> {
  const { actor: user } = requireVendorGrant(actor, vendorId, "profile:write");
  if (context.ip) await spend(vendorPhoneLimits.checksPerIp, context.ip);
  const contact = await findContactPhone(vendorId, db);
  const phone = contact?.phone;
  if (!phone) throw new InputValidationError({ contactPhone: [vendorPhoneMessages.noPhone] });
  if (contact.verifiedAt) return;

  const check = await consumeOneTimeCode({
    userId: user.userId,
    purpose: "VERIFY_PHONE",
    code,
    subject: codeSubject(vendorId, phone),
  });
  if (!check.ok) {
    await recordAuditEvent(
      {
        actorId: user.userId,
        action: "vendor.phone_code_rejected",
        entityType: "vendor",
        entityId: vendorId,
        after: { reason: check.reason },
        ip: context.ip,
      },
      db,
    );
    throw new InputValidationError({
      code: [check.reason === "locked" ? vendorPhoneMessages.codeLocked : vendorPhoneMessages.codeInvalid],
    });
  }
  await db.transaction(async (tx) => {
    await markContactPhoneVerified(vendorId, phone, tx);
    await recordAuditEvent(
      {
        actorId: user.userId,
        action: "vendor.phone_verified",
        entityType: "vendor",
        entityId: vendorId,
        after: { by: "code" },
        ip: context.ip,
      },
      tx,
    );
  });
}
