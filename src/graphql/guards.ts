import "server-only";
import type { GraphQLContext } from "@/graphql/context";
import { ForbiddenError, UnauthenticatedError } from "@/graphql/errors";
import type { StaffPermission } from "@/modules/identity/staff-permissions";
import { hasStaffPermission } from "@/modules/identity/staff.service";

/** The signed-in person (Bearer token), else UNAUTHENTICATED. */
export function requireUser(ctx: GraphQLContext) {
  if (!ctx.currentUser) throw new UnauthenticatedError();
  return ctx.currentUser;
}

/** A signed-in person whose staff role allows `permission`, else UNAUTHENTICATED or FORBIDDEN. */
export async function requirePermission(ctx: GraphQLContext, permission: StaffPermission) {
  const user = requireUser(ctx);
  if (!(await hasStaffPermission(user.id, permission))) throw new ForbiddenError();
  return user;
}
