import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { recordAuditEvent } from "@/modules/audit/audit.service";
import { accessTokens, oauthAccounts, users, type User } from "@/modules/identity/identity.schema";
import { issueAccessToken } from "@/modules/identity/identity.service";

export interface ProviderProfile {
  provider: "google" | "facebook";
  subject: string;
  email?: string | null;
  /** Only a provider's own statement that it verified the address allows linking by e-mail. */
  emailVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * Signs in with Google or Facebook: by the linked provider account first; else, when the provider says the e-mail is
 * verified, by linking to the account with that e-mail; else a new buyer account. Returns our access token.
 */
export async function signInWithProvider(
  profile: ProviderProfile,
  context: { ip: string },
  db: Database = getDb(),
): Promise<{ user: User; token: string }> {
  const email = profile.email?.trim().toLowerCase() || null;
  const user = await db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(and(eq(oauthAccounts.provider, profile.provider), eq(oauthAccounts.subject, profile.subject)))
      .limit(1);
    if (linked) return linked.user;

    let target: User | undefined;
    if (email && profile.emailVerified) {
      [target] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
      if (target && !target.emailVerifiedAt) {
        // Nobody ever proved they own this address, so whoever registered it may not be its owner (pre-hijacking):
        // the provider's verified owner takes the account, and the unproven password and sessions stop working.
        [target] = await tx
          .update(users)
          .set({ emailVerifiedAt: new Date(), passwordHash: null, updatedAt: new Date() })
          .where(eq(users.id, target.id))
          .returning();
        await tx
          .update(accessTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(accessTokens.userId, target!.id), isNull(accessTokens.revokedAt)));
        await recordAuditEvent(
          {
            actorId: target!.id,
            action: "auth.unverified_credentials_cleared",
            entityType: "user",
            entityId: target!.id,
            after: { provider: profile.provider },
            ip: context.ip,
          },
          tx,
        );
      }
    }
    if (!target) {
      const emailIsFree =
        email &&
        profile.emailVerified &&
        !(await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)).length;
      [target] = await tx
        .insert(users)
        .values({
          kind: "BUYER",
          firstName: profile.firstName?.slice(0, 60) || "Oja member",
          lastName: profile.lastName?.slice(0, 60) || null,
          email: emailIsFree ? email : null,
          emailVerifiedAt: emailIsFree ? new Date() : null,
        })
        .returning();
      await recordAuditEvent(
        {
          actorId: target!.id,
          action: "auth.sign_up",
          entityType: "user",
          entityId: target!.id,
          after: { via: profile.provider },
          ip: context.ip,
        },
        tx,
      );
    }
    await tx
      .insert(oauthAccounts)
      .values({ userId: target!.id, provider: profile.provider, subject: profile.subject, email });
    await recordAuditEvent(
      {
        actorId: target!.id,
        action: "auth.provider_linked",
        entityType: "user",
        entityId: target!.id,
        after: { provider: profile.provider },
        ip: context.ip,
      },
      tx,
    );
    return target!;
  });
  if (user.status !== "ACTIVE") throw new Error("This account is suspended. Please contact support.");
  const { token } = await issueAccessToken(user.id, "web", db);
  await recordAuditEvent(
    {
      actorId: user.id,
      action: "auth.sign_in",
      entityType: "user",
      entityId: user.id,
      after: { via: profile.provider },
      ip: context.ip,
    },
    db,
  );
  return { user, token };
}
