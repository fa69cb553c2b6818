import "server-only";
import { and, eq, type AnyColumn, type SQL } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";

/**
 * What other modules may read of accounts inside their own queries (a price alert's contact, a report's author),
 * where the read must stay one statement.
 *
 * Accounts are published as a read-only relation of these columns only, never as the table: `userRows` is a plain
 * subquery PostgreSQL pulls up into the query that joins it (the same plan as joining the table), which cannot be
 * passed to insert/update/delete, and password hashes and the like are not in it. Accounts are changed through
 * identity's services.
 */
function accountRows<Alias extends string>(alias: Alias) {
  return new QueryBuilder()
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      emailVerifiedAt: users.emailVerifiedAt,
      phoneVerifiedAt: users.phoneVerifiedAt,
      status: users.status,
    })
    .from(users)
    .as(alias);
}

/** Accounts, to join or select from. */
export const userRows = accountRows("users");

/** Accounts under another name, for a second join in one query (the reviewer beside the owner). */
export function userRowsAs<Alias extends string>(alias: Alias) {
  return accountRows(alias);
}

/** How to reach a person: the e-mail and phone they signed up with (either may be null). */
export const userContactColumns = { email: userRows.email, phone: userRows.phone };

/** The name a person is greeted by. */
export const userFirstNameColumn = userRows.firstName;

/** `userRows` joined on the account `userId` points at. */
export function joinUser(userId: AnyColumn): SQL {
  return eq(userRows.id, userId);
}

/** `userRows` joined on the active (not suspended) account `userId` points at. */
export function joinActiveUser(userId: AnyColumn): SQL {
  return and(eq(userRows.id, userId), eq(userRows.status, "ACTIVE"))!;
}
