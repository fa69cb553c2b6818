import { VendorLogo } from "@/modules/vendors/components/vendor-logo";
import { formatLagosDateTime } from "@/lib/dates";
import type { ChangesForReview, ReviewedVersion } from "@/modules/vendors/vendor-review-changes";

const fieldLabels: Record<ChangesForReview["fields"][number], string> = {
  businessName: "name",
  description: "description",
  logoId: "logo",
};

function Version({ title, version }: { title: string; version: ReviewedVersion }) {
  return (
    <div className="min-w-0 rounded-lg border border-black/10 p-3">
      <h3 className="text-xs font-semibold tracking-wide text-primary/75 uppercase">{title}</h3>
      <div className="mt-2 flex items-center gap-3">
        <VendorLogo name={version.name} logo={version.logo} size="sm" />
        <p className="min-w-0 font-semibold break-words">{version.name}</p>
      </div>
      <p className="mt-2 break-words whitespace-pre-line text-primary/80">
        {version.description ?? <em>No description</em>}
      </p>
    </div>
  );
}

/**
 * What a reviewer compares before deciding (issue 23): an approved business's changes beside what buyers see now, and
 * the approved businesses (or Oja) the name under review resembles.
 */
export function VendorReviewChanges({
  changes,
  nameResembles,
}: {
  changes: ChangesForReview | null;
  nameResembles: string[];
}) {
  if (!changes && nameResembles.length === 0) return null;
  return (
    <section
      aria-labelledby="review-changes"
      data-review-changes
      className="rounded-xl border border-black/10 bg-white p-4 smm:p-5"
    >
      <h2 id="review-changes" className="text-base font-semibold">
        {changes ? "Changes waiting for review" : "Check the name"}
      </h2>
      {nameResembles.length > 0 ? (
        <p role="note" className="mt-3 rounded-lg bg-warning-bg px-3 py-2 text-sm">
          This name looks like {nameResembles.map((name) => `“${name}”`).join(", ")}. Make sure it is not passing for
          another business or for Oja before you approve it.
        </p>
      ) : null}
      {changes ? (
        <div className="mt-3 text-sm">
          <p className="text-primary/80">
            New {changes.fields.map((field) => fieldLabels[field]).join(", ")}, sent{" "}
            {formatLagosDateTime(changes.submittedAt)}. Buyers see the approved version until you approve; rejecting
            keeps it.
          </p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <Version title="Buyers see now" version={changes.before} />
            <Version title="After approval" version={changes.after} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
