import "server-only";
import { and, eq, type AnyColumn, type SQL } from "drizzle-orm";
import { users } from "@/modules/identity/identity.schema";

/**
 * What other modules may read of accounts inside their own queries (a price alert's contact, a report's author),
 * where the read must stay one statement. Read-only, and only these columns: accounts are changed through identity's
 * services, and password hashes and the like never leave this module.
 */
export const usersTable = users;

/** How to reach a person: the e-mail and phone they signed up with (either may be null). */
export const userContactColumns = { email: users.email, phone: users.phone };

/** The name a person is greeted by. */
export const userFirstNameColumn = users.firstName;

/** The account `userId` points at. */
export function joinUser(userId: AnyColumn): SQL {
  return eq(users.id, userId);
}

/** The active (not suspended) account `userId` points at. */
export function joinActiveUser(userId: AnyColumn): SQL {
  return and(eq(users.id, userId), eq(users.status, "ACTIVE"))!;
}
