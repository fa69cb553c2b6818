import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { isUuid } from "@/lib/uuid";
import { accessTokens, users } from "@/modules/identity/identity.schema";
import { isSessionToken, readSessionToken } from "@/modules/identity/session-token";

export interface CurrentUser {
  id: string;
  kind: (typeof users.$inferSelect)["kind"];
  firstName: string;
  email: string | null;
  phone: string | null;
  tokenId: string;
}

const TOKEN_TTL_DAYS = 30;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new random access token (256 bits); only its hash is stored. */
export async function issueAccessToken(
  userId: string,
  device = "web",
  db: Database = getDb(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(accessTokens).values({ userId, tokenHash: hashToken(token), device, expiresAt });
  return { token, expiresAt };
}

/**
 * The user a Bearer token belongs to, if the token is known, unexpired and not revoked: an access token (apps, and the
 * session cookie inside), or a short-lived session token standing for one (page scripts, ./session-token.ts).
 */
export async function findUserByAccessToken(token: string): Promise<CurrentUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  const sessionTokenFor = isSessionToken(token) ? readSessionToken(token) : undefined;
  if (sessionTokenFor === null || (sessionTokenFor !== undefined && !isUuid(sessionTokenFor))) return null;
  const [row] = await getDb()
    .select({
      id: users.id,
      kind: users.kind,
      firstName: users.firstName,
      email: users.email,
      phone: users.phone,
      tokenId: accessTokens.id,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        sessionTokenFor ? eq(accessTokens.id, sessionTokenFor) : eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
        eq(users.status, "ACTIVE"),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Trades an access token a page has seen (in a GraphQL answer) for a new one that only the session cookie will hold,
 * and revokes the old one, in one transaction: of two exchanges of one token, only the first gets a new token.
 */
export async function exchangeAccessToken(
  current: { tokenId: string; userId: string },
  device = "web",
  db: Database = getDb(),
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(accessTokens.id, current.tokenId), isNull(accessTokens.revokedAt)))
      .returning({ id: accessTokens.id });
    if (!revoked.length) return null;
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);
    await tx.insert(accessTokens).values({ userId: current.userId, tokenHash: hashToken(token), device, expiresAt });
    return token;
  });
}

export async function revokeAccessToken(tokenId: string, db: Database = getDb()): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}
