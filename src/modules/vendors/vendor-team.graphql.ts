import { builder } from "@/graphql/builder";
import { parseInput } from "@/lib/errors";
import { signedInActor, vendorScope } from "@/graphql/guards";
import { vendorRoleLabels, type VendorRole } from "@/modules/vendors/vendor-permissions";
import {
  acceptInvitation,
  previewInvitation,
  type InvitationPreview,
} from "@/modules/vendors/vendor-team-invitation.service";
import {
  changeRoleInput,
  describeRole,
  invitationTokenInput,
  inviteMemberInput,
  teamRoles,
} from "@/modules/vendors/vendor-team.inputs";
import {
  changeMemberRole,
  inviteMember,
  listTeam,
  removeMember,
  revokeInvitation,
  type PendingInvitation,
  type Team,
  type TeamMember,
} from "@/modules/vendors/vendor-team.service";

/**
 * A vendor's team (issue #15). Every type here is private (not in src/graphql/shareable.ts). The scopes turn
 * strangers away early; the services check the same permissions again, since pages call them too.
 */

const VendorRoleEnum = builder.enumType("VendorRole", { values: ["OWNER", "MANAGER", "SALES_ASSISTANT"] as const });
const TeamRoleEnum = builder.enumType("VendorTeamRole", {
  description: "The roles a member can be given",
  values: teamRoles,
});
const InvitationStateEnum = builder.enumType("VendorInvitationState", {
  values: ["OPEN", "EXPIRED", "REVOKED", "USED", "NOT_YOURS", "ALREADY_MEMBER"] as const,
});

const TeamMemberType = builder.objectRef<TeamMember>("VendorTeamMember").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    userId: t.exposeID("userId"),
    name: t.exposeString("name"),
    role: t.field({ type: VendorRoleEnum, resolve: (m) => m.role }),
    roleLabel: t.exposeString("roleLabel"),
    since: t.field({ type: "DateTime", resolve: (m) => m.since }),
  }),
});

const InvitationType = builder.objectRef<PendingInvitation>("VendorTeamInvitation").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    contact: t.exposeString("contact", { description: "The e-mail address or E.164 phone number it was sent to" }),
    role: t.field({ type: VendorRoleEnum, resolve: (i) => i.role }),
    roleLabel: t.exposeString("roleLabel"),
    createdAt: t.field({ type: "DateTime", resolve: (i) => i.createdAt }),
    expiresAt: t.field({ type: "DateTime", resolve: (i) => i.expiresAt }),
  }),
});

const TeamType = builder.objectRef<Team>("VendorTeam").implement({
  fields: (t) => ({
    members: t.field({ type: [TeamMemberType], resolve: (team) => team.members }),
    invitations: t.field({
      type: [InvitationType],
      description: "Invitations still waiting (not accepted, revoked or expired)",
      resolve: (team) => team.invitations,
    }),
  }),
});

const RoleDescriptionType = builder.objectRef<VendorRole>("VendorRoleDescription").implement({
  fields: (t) => ({
    role: t.field({ type: VendorRoleEnum, resolve: (role) => role }),
    label: t.string({ resolve: (role) => vendorRoleLabels[role] }),
    description: t.string({ resolve: (role) => describeRole(role) }),
  }),
});

const InvitationPreviewType = builder.objectRef<InvitationPreview>("VendorInvitationPreview").implement({
  fields: (t) => ({
    state: t.field({ type: InvitationStateEnum, resolve: (p) => p.state }),
    vendorId: t.exposeID("vendorId"),
    vendorName: t.exposeString("vendorName"),
    role: t.field({ type: VendorRoleEnum, resolve: (p) => p.role }),
    roleLabel: t.exposeString("roleLabel"),
    message: t.exposeString("message", { nullable: true }),
  }),
});

const JoinedPayload = builder
  .objectRef<{ vendorId: string; vendorName: string; role: VendorRole }>("VendorInvitationAccepted")
  .implement({
    fields: (t) => ({
      vendorId: t.exposeID("vendorId"),
      vendorName: t.exposeString("vendorName"),
      role: t.field({ type: VendorRoleEnum, resolve: (r) => r.role }),
    }),
  });

builder.queryFields((t) => ({
  vendorTeam: t.field({
    type: TeamType,
    authScopes: vendorScope("shop:view"),
    args: { vendorId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => listTeam(signedInActor(ctx), String(args.vendorId)),
  }),
  vendorTeamRoles: t.field({
    type: [RoleDescriptionType],
    description: "The roles a member can be given, with what each may do",
    authScopes: { signedIn: true },
    resolve: () => [...teamRoles],
  }),
  vendorInvitation: t.field({
    type: InvitationPreviewType,
    nullable: true,
    description: "What an invitation link offers the signed-in person; null for an unknown token",
    authScopes: { signedIn: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const actor = signedInActor(ctx);
      const parsed = invitationTokenInput.safeParse({ token: args.token });
      return parsed.success ? previewInvitation(actor, parsed.data.token) : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  inviteVendorMember: t.field({
    type: InvitationType,
    description: "Send an invitation link by e-mail or SMS (7 days)",
    authScopes: vendorScope("members:manage"),
    args: {
      vendorId: t.arg.id({ required: true }),
      contact: t.arg.string({ required: true }),
      role: t.arg({ type: TeamRoleEnum, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const actor = signedInActor(ctx);
      const input = parseInput(inviteMemberInput, { contact: args.contact, role: args.role });
      return inviteMember(actor, String(args.vendorId), input, { ip: ctx.ip });
    },
  }),
  revokeVendorInvitation: t.boolean({
    authScopes: vendorScope("members:manage"),
    args: { vendorId: t.arg.id({ required: true }), invitationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await revokeInvitation(signedInActor(ctx), String(args.vendorId), String(args.invitationId), { ip: ctx.ip });
      return true;
    },
  }),
  changeVendorMemberRole: t.field({
    type: TeamMemberType,
    authScopes: vendorScope("members:manage"),
    args: {
      vendorId: t.arg.id({ required: true }),
      memberId: t.arg.id({ required: true }),
      role: t.arg({ type: TeamRoleEnum, required: true }),
    },
    resolve: (_root, args, ctx) =>
      changeMemberRole(
        signedInActor(ctx),
        String(args.vendorId),
        String(args.memberId),
        parseInput(changeRoleInput, { role: args.role }).role,
        { ip: ctx.ip },
      ),
  }),
  removeVendorMember: t.boolean({
    description: "The owner removes a member, or a member leaves (memberId: their own membership)",
    authScopes: vendorScope("shop:view"),
    args: { vendorId: t.arg.id({ required: true }), memberId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await removeMember(signedInActor(ctx), String(args.vendorId), String(args.memberId), { ip: ctx.ip });
      return true;
    },
  }),
  acceptVendorInvitation: t.field({
    type: JoinedPayload,
    authScopes: { signedIn: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      acceptInvitation(signedInActor(ctx), parseInput(invitationTokenInput, { token: args.token }).token, {
        ip: ctx.ip,
      }),
  }),
}));
