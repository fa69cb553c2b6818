import { eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { staffMembers, users } from "@/modules/identity/identity.schema";
import { hashPassword } from "@/modules/identity/password.service";

/** Demo accounts, one per kind of person; the README lists them. Re-running changes nothing. */
export const demoAccounts = [
  { kind: "BUYER", firstName: "Adaeze", lastName: "Okafor", email: "buyer@demo.oja.ng", phone: "+2348031234501" },
  { kind: "SELLER", firstName: "Tunde", lastName: "Bakare", email: "seller@demo.oja.ng", phone: "+2348031234502" },
  { kind: "ARTISAN", firstName: "Musa", lastName: "Ibrahim", email: "artisan@demo.oja.ng", phone: "+2348031234503" },
  { kind: "COURIER", firstName: "Chinedu", lastName: "Eze", email: "courier@demo.oja.ng", phone: "+2348031234504" },
  // Staff, not a kind of customer: a buyer account with the MODERATOR role (below), for the price-desk moderation queue.
  { kind: "BUYER", firstName: "Halima", lastName: "Yusuf", email: "moderator@demo.oja.ng", phone: "+2348031234505" },
  // The operations team's administrator: approves sellers (and holds every staff permission).
  { kind: "BUYER", firstName: "Kemi", lastName: "Adeyemi", email: "admin@demo.oja.ng", phone: "+2348031234506" },
] as const;

export const demoStaff = [
  { email: "moderator@demo.oja.ng", role: "MODERATOR" },
  { email: "admin@demo.oja.ng", role: "ADMIN" },
] as const;

export const DEMO_PASSWORD = "Demo-Oja-2026!";

export async function seedIdentity(db: Database = getDb()): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const inserted = await db
    .insert(users)
    .values(demoAccounts.map((account) => ({ ...account, passwordHash, emailVerifiedAt: now, phoneVerifiedAt: now })))
    .onConflictDoNothing()
    .returning({ id: users.id });
  for (const member of demoStaff) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, member.email)).limit(1);
    if (user) await db.insert(staffMembers).values({ userId: user.id, role: member.role }).onConflictDoNothing();
  }
  return inserted.length;
}

/** Accounts with stable ids for the demo seed's generated owners, skipping those that exist (by id or e-mail). */
export async function seedUsers(
  rows: readonly (typeof users.$inferInsert & { id: string })[],
  db: Database = getDb(),
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(users)
    .values([...rows])
    .onConflictDoNothing();
}

/** The ids of the accounts with these e-mail addresses, in e-mail order. */
export async function userIdsByEmail(
  emails: readonly string[],
  db: Database = getDb(),
): Promise<{ id: string; email: string }[]> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]))
    .orderBy(users.email);
  return rows.flatMap((row) => (row.email ? [{ id: row.id, email: row.email }] : []));
}
