import type { Database } from "@/db/client";
import { eq } from "drizzle-orm";
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

export async function seedIdentity(db: Database): Promise<number> {
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
