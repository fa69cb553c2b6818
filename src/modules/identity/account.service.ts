import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { requireSignedIn, type Actor } from "@/lib/actor";
import { users, type User } from "@/modules/identity/identity.schema";

/** What a person sees of their own account. */
export type Account = Pick<
  User,
  "id" | "kind" | "firstName" | "email" | "phone" | "referralCode" | "emailVerifiedAt" | "phoneVerifiedAt" | "createdAt"
> & {
  hasPassword: boolean;
};

/** The signed-in person's own account (UNAUTHENTICATED signed out); null if it no longer exists. */
export async function findAccount(actor: Actor): Promise<Account | null> {
  const { userId } = requireSignedIn(actor);
  const [row] = await getDb()
    .select({
      id: users.id,
      kind: users.kind,
      firstName: users.firstName,
      email: users.email,
      phone: users.phone,
      referralCode: users.referralCode,
      emailVerifiedAt: users.emailVerifiedAt,
      phoneVerifiedAt: users.phoneVerifiedAt,
      createdAt: users.createdAt,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { passwordHash, ...account } = row;
  // The hash never leaves this module: the page only needs to know whether there is one.
  return { ...account, hasPassword: passwordHash !== null };
}

/**
 * A buyer who starts selling is a seller (or an artisan) from then on, so their account says so. Only a BUYER account
 * changes: a seller who opens a second kind of business keeps the kind they signed up with.
 */
export async function markAccountSelling(
  userId: string,
  kind: "SELLER" | "ARTISAN",
  db: Database = getDb(),
): Promise<void> {
  await db
    .update(users)
    .set({ kind, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.kind, "BUYER")));
}
