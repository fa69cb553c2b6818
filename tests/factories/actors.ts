import type { UserActor } from "@/lib/actor";

/**
 * A signed-in actor for `userId` with no vendor and the given staff permissions, built without reading the database
 * (tests of a module's own rule; `actorOf` in ./vendor-profile reads memberships the way a request does).
 */
export function userActor(userId: string, staffPermissions: readonly string[] = []): UserActor {
  return { kind: "user", userId, tokenId: null, staffPermissions: new Set(staffPermissions), vendors: new Map() };
}

/** A price-desk moderator (the MODERATOR role's permission) acting as `userId`. */
export function moderatorActor(userId: string): UserActor {
  return userActor(userId, ["pricedesk:moderate"]);
}
