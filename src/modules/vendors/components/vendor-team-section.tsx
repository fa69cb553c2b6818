import type { Actor } from "@/lib/actor";
import { formatLagosDate } from "@/lib/dates";
import { formatNigerianPhone } from "@/lib/phone";
import {
  InviteMemberForm,
  MemberActions,
  RevokeInvitationButton,
  type RoleChoice,
} from "@/modules/vendors/components/vendor-team-forms";
import { vendorRoleLabels } from "@/modules/vendors/vendor-permissions";
import { describeRole, teamRoles } from "@/modules/vendors/vendor-team.inputs";
import { invitationBlocker } from "@/modules/vendors/vendor-invitation-guard";
import { listTeam } from "@/modules/vendors/vendor-team.service";

const roles: RoleChoice[] = teamRoles.map((role) => ({
  role,
  label: vendorRoleLabels[role],
  description: describeRole(role),
}));
const shownContact = (contact: string) => (contact.startsWith("+") ? formatNigerianPhone(contact) : contact);

/** The vendor profile's "Team" section, for members with `members:manage` (the page decides; the service checks too). */
export async function VendorTeamSection({ actor, vendorId }: { actor: Actor; vendorId: string }) {
  const team = await listTeam(actor, vendorId);
  // The page shows this section only to a signed-in member with members:manage.
  const blocker = actor.kind === "user" ? await invitationBlocker(vendorId, actor.userId) : null;
  return (
    <div className="space-y-6">
      <ul aria-label="Members" className="divide-y divide-black/10">
        {team.members.map((member) => (
          <li
            key={member.id}
            data-member-role={member.role}
            className="flex flex-col gap-2 py-3 smm:flex-row smm:items-center smm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words">{member.name}</p>
              <p className="text-sm text-primary/75">
                {member.roleLabel} · since {formatLagosDate(member.since)}
              </p>
            </div>
            {member.role === "OWNER" ? null : (
              <MemberActions
                vendorId={vendorId}
                memberId={member.id}
                name={member.name}
                role={member.role}
                roles={roles}
              />
            )}
          </li>
        ))}
      </ul>

      {team.invitations.length > 0 ? (
        <div>
          <h3 className="font-semibold">Waiting to join</h3>
          <ul aria-label="Invitations" className="mt-2 divide-y divide-black/10">
            {team.invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-col gap-2 py-3 smm:flex-row smm:items-center smm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-all">{shownContact(invitation.contact)}</p>
                  <p className="text-sm text-primary/75">
                    {invitation.roleLabel} · link works until {formatLagosDate(invitation.expiresAt)}
                  </p>
                </div>
                <RevokeInvitationButton
                  vendorId={vendorId}
                  invitationId={invitation.id}
                  contact={shownContact(invitation.contact)}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="border-t border-black/10 pt-4">
        <h3 className="mb-3 font-semibold">Invite someone</h3>
        {blocker ? (
          <p className="text-sm text-primary/75">{blocker}</p>
        ) : (
          <InviteMemberForm vendorId={vendorId} roles={roles} />
        )}
      </div>
    </div>
  );
}
