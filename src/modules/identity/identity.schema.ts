import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex("users_phone_key").on(t.phone).where(sql`${t.phone} is not null`),
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
