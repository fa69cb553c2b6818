/**
 * Who is asking, on every request (docs/decisions/0015). Services take an Actor and decide with it; they
 * never read the session or a token themselves. The permission names are strings here because their catalogues live
 * in the modules that own them (staff permissions in identity, vendor permissions in vendors); this file only
 * answers "may this actor …?".
 *
 * The `require…` helpers are the throwing forms, for writes and private reads: UNAUTHENTICATED when nobody is signed
 * in, FORBIDDEN when the person may not. A module's own checks live in its `<module>.policy.ts`
 * (docs/decisions/0020-who-is-asking.md).
 */
import { ForbiddenError, UnauthenticatedError } from "@/lib/errors";

/** What a person may do inside one vendor they belong to. */
export interface VendorGrant {
  vendorId: string;
  /** The vendor role, for display ("Owner", "Manager", …); code checks `permissions`, never the role. */
  role: string;
  permissions: ReadonlySet<string>;
}

export interface SignedOutActor {
  kind: "signed-out";
}

export interface UserActor {
  kind: "user";
  userId: string;
  /** The access token the request came with (API), or null for a browser session. */
  tokenId: string | null;
  /** Staff permissions from the person's staff role; empty for everyone else. */
  staffPermissions: ReadonlySet<string>;
  /** The vendors the person belongs to, by vendor id. */
  vendors: ReadonlyMap<string, VendorGrant>;
}

/**
 * A background job acting on the system's behalf (src/jobs/). A plain value, so it travels in a job's payload. It holds
 * no staff or vendor permission: a job does what its handler was written to do, not what someone may do.
 */
export interface SystemActor {
  kind: "system";
  /** The job that acts, for logs and audit rows. */
  job: string;
}

export type Actor = SignedOutActor | UserActor | SystemActor;

export const signedOut: SignedOutActor = Object.freeze({ kind: "signed-out" });

export function systemActor(job: string): SystemActor {
  return Object.freeze({ kind: "system", job });
}

export function isSignedIn(actor: Actor): actor is UserActor {
  return actor.kind === "user";
}

/** The signed-in person; UNAUTHENTICATED for a signed-out actor. */
export function requireSignedIn(actor: Actor): UserActor {
  if (actor.kind !== "user") throw new UnauthenticatedError();
  return actor;
}

export function hasStaffPermission(actor: Actor, permission: string): boolean {
  return actor.kind === "user" && actor.staffPermissions.has(permission);
}

export function hasVendorPermission(actor: Actor, vendorId: string, permission: string): boolean {
  return actor.kind === "user" && (actor.vendors.get(vendorId)?.permissions.has(permission) ?? false);
}

/** The signed-in staff member holding `permission`; UNAUTHENTICATED signed out, FORBIDDEN without it. */
export function requireStaffPermission(actor: Actor, permission: string): UserActor {
  const user = requireSignedIn(actor);
  if (!user.staffPermissions.has(permission)) throw new ForbiddenError();
  return user;
}

/** The actor's grant on `vendorId` when it holds `permission`; FORBIDDEN (UNAUTHENTICATED signed out) otherwise. */
export function requireVendorGrant(
  actor: Actor,
  vendorId: string,
  permission: string,
): { actor: UserActor; grant: VendorGrant } {
  const user = requireSignedIn(actor);
  const grant = user.vendors.get(vendorId);
  if (!grant || !grant.permissions.has(permission)) throw new ForbiddenError();
  return { actor: user, grant };
}

/** The vendors in which the actor holds `permission` (all the vendors they belong to when none is given). */
export function vendorIdsWith(actor: Actor, permission?: string): string[] {
  if (actor.kind !== "user") return [];
  return [...actor.vendors.values()]
    .filter((grant) => permission === undefined || grant.permissions.has(permission))
    .map((grant) => grant.vendorId);
}
