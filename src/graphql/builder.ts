import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { GraphQLError } from "graphql";
import { hasStaffPermission, hasVendorPermission, isSignedIn } from "@/lib/actor";
import type { GraphQLContext } from "@/graphql/context";
import { ForbiddenError, UnauthenticatedError } from "@/lib/errors";

/**
 * Permissions are checked one way in resolvers (docs/decisions/0015): a field declares the scopes it needs and the
 * plugin checks them before the resolver runs. Which rows an actor may see or change is the services' business
 * (each module's visibility rule); scopes answer "may this person use this field at all".
 */
export interface AuthScopes {
  /** Any signed-in person. */
  signedIn: boolean;
  /** A staff permission, e.g. "vendors:review". */
  staff: string;
  /** A permission inside one vendor, e.g. { vendorId, permission: "listings:write" }. */
  vendor: { vendorId: string; permission: string };
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: AuthScopes;
  Scalars: { DateTime: { Input: Date; Output: Date }; Kobo: { Input: number; Output: number } };
}>({
  plugins: [ScopeAuthPlugin],
  scopeAuth: {
    authScopes: (ctx) => ({
      signedIn: isSignedIn(ctx.actor),
      staff: (permission) => hasStaffPermission(ctx.actor, permission),
      vendor: ({ vendorId, permission }) => hasVendorPermission(ctx.actor, vendorId, permission),
    }),
    // Signed out: UNAUTHENTICATED ("Please sign in to continue"); signed in without the permission: FORBIDDEN.
    unauthorizedError: (_parent, ctx) => (isSignedIn(ctx.actor) ? new ForbiddenError() : new UnauthenticatedError()),
  },
});

builder.scalarType("DateTime", {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError("DateTime must be an ISO-8601 string");
    return date;
  },
});

builder.queryType({});
builder.mutationType({});

/**
 * Money in whole kobo as a JSON number. GraphQL's Int is 32-bit (at most ₦21,474,836.47), too small for cars,
 * land or a wholesale order; this scalar carries any safe integer (up to 2^53 − 1) and refuses fractions.
 */
builder.scalarType("Kobo", {
  description: "Whole kobo (₦1 = 100 kobo), a safe integer",
  serialize: (value) => {
    if (!Number.isSafeInteger(value)) throw new TypeError("Kobo must be a whole number");
    return value;
  },
  parseValue: (value) => {
    // A GraphQLError, so the person sees this message rather than a masked "Unexpected error.".
    if (typeof value !== "number" || !Number.isSafeInteger(value))
      throw new GraphQLError("Kobo must be a whole number of kobo");
    return value;
  },
  parseLiteral: (node) => {
    const value = node.kind === "IntValue" ? Number(node.value) : Number.NaN;
    if (!Number.isSafeInteger(value)) throw new GraphQLError("Kobo must be a whole number of kobo");
    return value;
  },
});
