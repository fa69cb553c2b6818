import * as z from "zod/mini";
import { builder } from "@/graphql/builder";
import { parseInput } from "@/lib/errors";
import { username } from "@/modules/identity/identity.inputs";
import { staffRoles } from "@/modules/identity/staff-permissions";
import { findMyStaffRole, setStaffRole } from "@/modules/identity/staff.service";

const StaffRole = builder.enumType("StaffRole", {
  description: "ADMIN may do everything staff can, including giving roles; MODERATOR decides on held price reports",
  values: staffRoles,
});

type StaffRolePayload = { status: boolean; message: string; role: (typeof staffRoles)[number] | null };
const StaffRolePayloadType = builder.objectRef<StaffRolePayload>("StaffRolePayload").implement({
  fields: (t) => ({
    status: t.exposeBoolean("status"),
    message: t.exposeString("message"),
    role: t.field({ type: StaffRole, nullable: true, description: "The account's role now", resolve: (p) => p.role }),
  }),
});

builder.queryFields((t) => ({
  myStaffRole: t.field({
    type: StaffRole,
    nullable: true,
    description: "The signed-in person's staff role; null for customers",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => findMyStaffRole(ctx.actor),
  }),
}));

builder.mutationFields((t) => ({
  setStaffRole: t.field({
    type: StaffRolePayloadType,
    description: "Admins only: give an account (e-mail or +234 phone) a staff role, or take it away with role null",
    args: { username: t.arg.string({ required: true }), role: t.arg({ type: StaffRole }) },
    authScopes: { staff: "staff:manage" },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(z.strictObject({ username }), { username: args.username });
      const result = await setStaffRole(ctx.actor, input.username, args.role ?? null, { ip: ctx.ip });
      if (!result.ok) return { status: false, message: result.message, role: null };
      const role = result.after;
      const message =
        result.before === role
          ? "Nothing changed: the account already had that role."
          : role
            ? `The account now has the ${role === "ADMIN" ? "admin" : "moderator"} role.`
            : "The account no longer has a staff role.";
      return { status: true, message, role };
    },
  }),
}));
