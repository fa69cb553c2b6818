"use client";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import type * as z from "zod/mini";
import { useMutation } from "@/ui/forms/use-mutation";
import type { inviteMemberInput, TeamRole } from "@/modules/vendors/vendor-team.inputs";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { lazyZodResolver, preloadOnInteraction } from "@/ui/forms/lazy-resolver";
import { SubmitButton } from "@/ui/forms/submit-button";
import { notifyInvalidForm } from "@/ui/forms/use-graphql-form";
import { notify } from "@/ui/notify";
import { graphql } from "@/ui/graphql-documents";
import { registerChoice } from "@/ui/forms/register-with-default";

const INVITE = graphql(
  `mutation InviteVendorMember($vendorId: ID!, $contact: String!, $role: VendorTeamRole!) { inviteVendorMember(vendorId: $vendorId, contact: $contact, role: $role) { id contact } }`,
);
const CHANGE = graphql(
  `mutation ChangeVendorMemberRole($vendorId: ID!, $memberId: ID!, $role: VendorTeamRole!) { changeVendorMemberRole(vendorId: $vendorId, memberId: $memberId, role: $role) { role } }`,
);
const REMOVE = graphql(
  `mutation RemoveVendorMember($vendorId: ID!, $memberId: ID!) { removeVendorMember(vendorId: $vendorId, memberId: $memberId) }`,
);
const REVOKE = graphql(
  `mutation RevokeVendorInvitation($vendorId: ID!, $invitationId: ID!) { revokeVendorInvitation(vendorId: $vendorId, invitationId: $invitationId) }`,
);

type Values = z.input<typeof inviteMemberInput>;
const resolver = lazyZodResolver(() => import("@/modules/vendors/vendor-team.inputs").then((m) => m.inviteMemberInput));

export interface RoleChoice {
  role: TeamRole;
  label: string;
  description: string;
}

const smallButton =
  "rounded-lg border border-black/20 px-3 py-1.5 text-sm font-semibold hover:bg-black/5 disabled:opacity-60";

/** "Invite someone": an e-mail address or a Nigerian phone number, and a role described in plain words. */
export function InviteMemberForm({ vendorId, roles }: { vendorId: string; roles: RoleChoice[] }) {
  const form = useForm<Values, unknown, z.output<typeof inviteMemberInput>>({
    resolver,
    mode: "onTouched",
    defaultValues: { contact: "", role: "SALES_ASSISTANT" },
  });
  const { errors, isSubmitting } = form.formState;
  const mutate = useMutation();

  async function invite(input: z.output<typeof inviteMemberInput>) {
    const contact = input.contact.email ?? input.contact.phone;
    const data = await mutate(
      INVITE,
      { vendorId, contact, role: input.role },
      { fieldError: (field, message) => form.setError(field as Path<Values>, { type: "server", message }) },
    );
    if (!data) return;
    form.reset({ contact: "", role: input.role });
    notify.success(`Invitation sent to ${contact}`);
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(invite, notifyInvalidForm)}
      {...preloadOnInteraction(resolver)}
      className="space-y-4"
    >
      <Field
        id="invite-contact"
        label="E-mail address or phone number"
        hint="We send them a link to join. It works for 7 days."
        error={errors.contact?.message}
      >
        <input
          {...form.register("contact")}
          {...describedBy("invite-contact", errors.contact?.message, "hint")}
          type="text"
          autoComplete="off"
          className={controlClass}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Role</legend>
        {roles.map((choice) => (
          <label key={choice.role} className="flex items-start gap-3 text-sm">
            <input
              type="radio"
              {...registerChoice(form, "role", choice.role)}
              className="mt-0.5 size-4 shrink-0 accent-primary-light"
            />
            <span>
              <span className="block font-semibold">{choice.label}</span>
              <span className="text-primary/75">{choice.description}</span>
            </span>
          </label>
        ))}
        {errors.role?.message ? (
          <p role="alert" className="text-sm text-error">
            {errors.role.message}
          </p>
        ) : null}
      </fieldset>
      <SubmitButton pending={isSubmitting}>Send invitation</SubmitButton>
    </form>
  );
}

/** A member's role picker and "Remove", for everyone but the owner. */
export function MemberActions({
  vendorId,
  memberId,
  name,
  role,
  roles,
}: {
  vendorId: string;
  memberId: string;
  name: string;
  role: TeamRole;
  roles: RoleChoice[];
}) {
  const mutate = useMutation();
  const [chosen, setChosen] = useState<TeamRole>(role);
  const [busy, setBusy] = useState(false);

  async function run(send: () => Promise<unknown>, done: string) {
    setBusy(true);
    const data = await send();
    setBusy(false);
    if (data) notify.success(done);
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`role-${memberId}`}>
        Role of {name}
      </label>
      <select
        id={`role-${memberId}`}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as TeamRole)}
        className="rounded-lg border border-black/20 bg-white px-2 py-1.5 text-sm"
      >
        {roles.map((choice) => (
          <option key={choice.role} value={choice.role}>
            {choice.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={busy || chosen === role}
        onClick={() =>
          run(
            () => mutate(CHANGE, { vendorId, memberId, role: chosen }),
            `${name} is now a ${roles.find((r) => r.role === chosen)?.label.toLowerCase()}`,
          )
        }
        className={smallButton}
      >
        Change role
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          if (window.confirm(`Remove ${name} from your team? They lose access at once.`))
            void run(() => mutate(REMOVE, { vendorId, memberId }), `${name} was removed from your team`);
        }}
        className={`${smallButton} text-error`}
      >
        Remove
      </button>
    </div>
  );
}

export function RevokeInvitationButton({
  vendorId,
  invitationId,
  contact,
}: {
  vendorId: string;
  invitationId: string;
  contact: string;
}) {
  const mutate = useMutation();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const data = await mutate(REVOKE, { vendorId, invitationId });
        setBusy(false);
        if (data) notify.success(`The invitation to ${contact} was withdrawn`);
      }}
      className={smallButton}
    >
      Revoke<span className="sr-only"> the invitation to {contact}</span>
    </button>
  );
}
