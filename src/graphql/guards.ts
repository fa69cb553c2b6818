import "server-only";
import type { UserActor } from "@/lib/actor";
import type { GraphQLContext } from "@/graphql/context";
import { UnauthenticatedError } from "@/lib/errors";

/**
 * The signed-in actor of a field whose auth scopes already required a signed-in person (builder.ts); throws
 * UNAUTHENTICATED otherwise, so a field that forgot its scope fails closed.
 */
export function signedInActor(ctx: GraphQLContext): UserActor {
  if (ctx.actor.kind !== "user") throw new UnauthenticatedError();
  return ctx.actor;
}

/** The signed-in actor and the API token they came with (sign-out and password change act on that token). */
export function tokenHolder(ctx: GraphQLContext): { userId: string; tokenId: string } {
  const actor = signedInActor(ctx);
  if (!actor.tokenId) throw new UnauthenticatedError();
  return { userId: actor.userId, tokenId: actor.tokenId };
}

/**
 * The auth scope of a field taking a `vendorId` argument: the actor must hold `permission` in that vendor.
 * Used as `authScopes: vendorScope("listings:write")`.
 */
export const vendorScope = (permission: string) => (_parent: unknown, args: { vendorId: string | number }) => ({
  vendor: { vendorId: String(args.vendorId), permission },
});
