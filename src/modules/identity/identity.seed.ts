import type { Database } from "@/db/client";
import { users } from "@/modules/identity/identity.schema";
import { hashPassword } from "@/modules/identity/password.service";

/** Demo accounts, one per kind of person; the README lists them. Re-running changes nothing. */
export const demoAccounts = [
  { kind: "BUYER", firstName: "Adaeze", lastName: "Okafor", email: "buyer@demo.oja.ng", phone: "+2348031234501" },
  { kind: "SELLER", firstName: "Tunde", lastName: "Bakare", email: "seller@demo.oja.ng", phone: "+2348031234502" },
  { kind: "ARTISAN", firstName: "Musa", lastName: "Ibrahim", email: "artisan@demo.oja.ng", phone: "+2348031234503" },
  { kind: "COURIER", firstName: "Chinedu", lastName: "Eze", email: "courier@demo.oja.ng", phone: "+2348031234504" },
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
  return inserted.length;
}
