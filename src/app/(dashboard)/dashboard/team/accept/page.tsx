import type { Metadata } from "next";
import Link from "next/link";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";
import { JoinTeamButton } from "@/modules/vendors/components/join-team-button";
import { describeRole, invitationTokenInput } from "@/modules/vendors/vendor-team.inputs";
import { previewInvitation } from "@/modules/vendors/vendor-team-invitation.service";

export const metadata: Metadata = { title: "Join a team", robots: { index: false }, referrer: "no-referrer" };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Where an invitation link lands. Behind the dashboard's session gate: a signed-out person signs in and comes back
 * here with the token. They see the business and the role before they join.
 */
export default async function AcceptInvitationPage({ searchParams }: Props) {
  const { actor } = await requireDashboardVisitor();
  const raw = (await searchParams).token;
  const parsed = invitationTokenInput.safeParse({ token: Array.isArray(raw) ? raw[0] : raw });
  const preview = parsed.success ? await previewInvitation(actor, parsed.data.token) : null;
  return (
    <div className="mx-auto max-w-xl space-y-5 px-4 py-6 smm:py-8">
      <h1 className="text-2xl font-bold">Join a team</h1>
      {!preview ? (
        <p role="alert" className="rounded-xl border border-black/10 bg-white p-4">
          This invitation link is not valid. Check that you opened the whole link from the message.
        </p>
      ) : (
        <section
          aria-labelledby="invitation-title"
          data-invitation-state={preview.state}
          className="space-y-3 rounded-xl border border-black/10 bg-white p-4 smm:p-6"
        >
          <h2 id="invitation-title" className="text-lg font-semibold break-words">
            {preview.vendorName} invites you to join as a {preview.roleLabel.toLowerCase()}
          </h2>
          <p className="text-sm text-primary/80">{describeRole(preview.role)}</p>
          {preview.state === "OPEN" && parsed.success ? (
            <JoinTeamButton token={parsed.data.token} vendorName={preview.vendorName} />
          ) : (
            <>
              <p role="alert" className="rounded-lg bg-primary-light/5 px-3 py-2 text-sm">
                {preview.message}
              </p>
              <Link href="/dashboard" className="inline-block text-sm font-semibold text-primary-light hover:underline">
                Go to the dashboard
              </Link>
            </>
          )}
        </section>
      )}
    </div>
  );
}
