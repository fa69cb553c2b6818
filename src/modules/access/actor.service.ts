import "server-only";
import { cache } from "react";
import { signedOut, type Actor, type UserActor } from "@/lib/actor";
import { findUserByAccessToken } from "@/modules/identity/identity.service";
import { currentSession } from "@/modules/identity/session";
import { findStaffPermissions } from "@/modules/identity/staff.service";
import { findVendorGrants } from "@/modules/vendors/vendor-members.service";

/**
 * Builds the request's actor (docs/decisions/0015): who the person is, their staff permissions and the
 * vendors they belong to. This module only assembles; identity owns staff permissions and vendors owns memberships.
 */
export async function actorForUser(user: { id: string; tokenId: string | null }): Promise<UserActor> {
  const [staffPermissions, vendors] = await Promise.all([findStaffPermissions(user.id), findVendorGrants(user.id)]);
  return { kind: "user", userId: user.id, tokenId: user.tokenId, staffPermissions, vendors };
}

/** The actor behind an API access token (GraphQL's Bearer header); signed out when the token is unknown or revoked. */
export async function actorForAccessToken(token: string | null): Promise<Actor> {
  if (!token) return signedOut;
  const user = await findUserByAccessToken(token);
  return user ? actorForUser({ id: user.id, tokenId: user.tokenId }) : signedOut;
}

/**
 * The actor of the page being rendered (next-auth's session cookie), once per request. The session's access token is
 * checked like an API token, so a session whose token was revoked (sign-out elsewhere, suspension) is signed out.
 */
export const currentActor = cache(async (): Promise<Actor> => {
  const session = await currentSession();
  return actorForAccessToken(session?.accessToken ?? null);
});
