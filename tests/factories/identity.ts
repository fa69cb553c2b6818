import { randomBytes, randomInt } from "node:crypto";
import { getDb } from "@/db/client";
import { users, type User } from "@/modules/identity/identity.schema";
import { issueAccessToken } from "@/modules/identity/identity.service";

/** Inserts a user into the current test database. Email and phone are random (unique) unless overridden. */
export async function createUser(overrides: Partial<typeof users.$inferInsert> = {}): Promise<User> {
  const [user] = await getDb()
    .insert(users)
    .values({
      kind: "BUYER",
      firstName: "Ngozi",
      lastName: "Adebayo",
      email: `ngozi.${randomBytes(6).toString("hex")}@example.com`,
      phone: `+234803${randomInt(1_000_000, 10_000_000)}`,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error("createUser: insert returned no row");
  return user;
}

/** A real Bearer token for `user`, issued the way sign-in will issue it. */
export async function createAccessToken(user: Pick<User, "id">, device = "web"): Promise<string> {
  const { token } = await issueAccessToken(user.id, device);
  return token;
}
