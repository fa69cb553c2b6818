import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const userKind = pgEnum("user_kind", ["BUYER", "SELLER", "ARTISAN", "COURIER"]);
export const userStatus = pgEnum("user_status", ["ACTIVE", "SUSPENDED"]);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: userKind("kind").notNull().default("BUYER"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name"),
    /** Trimmed and lower-cased. */
    email: text("email"),
    /** E.164, +234 and ten digits. */
    phone: text("phone"),
    passwordHash: text("password_hash"),
    status: userStatus("status").notNull().default("ACTIVE"),
    /** This person's own code to invite others. */
    referralCode: text("referral_code")
      .notNull()
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))`),
    /** The code that brought this person here, if any. */
    referredByCode: text("referred_by_code"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key")
      .on(t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex("users_phone_key")
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    uniqueIndex("users_referral_code_key").on(t.referralCode),
  ],
);

/** API access tokens: only a SHA-256 of the random token is stored. */
export const accessTokens = pgTable(
  "access_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    device: text("device").notNull().default("web"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("access_tokens_hash_key").on(t.tokenHash), index("access_tokens_user_idx").on(t.userId)],
);

export type User = typeof users.$inferSelect;

/**
 * Step-up proofs (step-up.service.ts): CONFIRM_PAYOUT, the owner's for setting or changing a payout account;
 * CONFIRM_REFUND_ACCOUNT, support's for sending a held refund on to a bank account.
 */
export const otpPurpose = pgEnum("otp_purpose", [
  "RESET_PASSWORD",
  "VERIFY_ACCOUNT",
  "VERIFY_PHONE",
  "CONFIRM_PAYOUT",
  "CONFIRM_REFUND_ACCOUNT",
]);
export const deliveryChannel = pgEnum("delivery_channel", ["EMAIL", "SMS"]);

/** One-time codes: only an HMAC of the code is stored; single use, bound to a purpose and an account. */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: otpPurpose("purpose").notNull(),
    channel: deliveryChannel("channel").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** The address that asked for the code: only its wrong tries use up the code's five (others are limited apart). */
    requestedIp: text("requested_ip"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("one_time_codes_user_idx").on(t.userId, t.purpose, t.createdAt)],
);

/** Sign-in providers linked to an account (Google, Facebook), by the provider's subject. */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("oauth_accounts_provider_subject_key").on(t.provider, t.subject),
    index("oauth_accounts_user_idx").on(t.userId),
  ],
);

/** Staff roles (docs/decisions/0010: admin is a staff role, not a user kind); what each may do is staff-permissions.ts. */
export const staffRole = pgEnum("staff_role", ["ADMIN", "MODERATOR"]);

/** People who work on the marketplace, one role each; granted by an admin (setStaffRole) or the `staff:role` command. */
export const staffMembers = pgTable("staff_members", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  role: staffRole("role").notNull(),
  grantedBy: uuid("granted_by").references(() => users.id, { onDelete: "set null" }),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
});
