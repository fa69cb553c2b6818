"use client";
import { useState } from "react";
import { useMutation } from "@/ui/forms/use-mutation";
import { graphql } from "@/ui/graphql-documents";
import { notify } from "@/ui/notify";

type Status = "DRAFT" | "ACTIVE" | "PAUSED" | "ARCHIVED";
type Action = "PUBLISH" | "PAUSE" | "ARCHIVE" | "RESTORE";
type Kind = "listing" | "service";

const SET_LISTING_STATUS = graphql(`
  mutation SetListingStatus($id: ID!, $action: ListingStatusAction!) { setListingStatus(id: $id, action: $action) { id status } }
`);
const SET_SERVICE_STATUS = graphql(`
  mutation SetServiceStatus($id: ID!, $action: ListingStatusAction!) { setServiceStatus(id: $id, action: $action) { id status } }
`);

const nouns: Record<Kind, { one: string; title: string }> = {
  listing: { one: "listing", title: "Listing" },
  service: { one: "service", title: "Service" },
};
const buttons: Record<Action, string> = {
  PUBLISH: "Publish",
  PAUSE: "Pause",
  ARCHIVE: "Archive",
  RESTORE: "Restore as draft",
};

function doneMessage(kind: Kind, action: Action): string {
  const { title } = nouns[kind];
  if (action === "PUBLISH")
    return kind === "listing" ? "Your listing is published" : "Service published: buyers can find it now";
  if (action === "PAUSE") return `${title} paused: buyers no longer see it`;
  if (action === "ARCHIVE") return `${title} archived`;
  return `${title} restored as a draft`;
}

/** What a listing or service in each status can become (the editors' setStatus services allow the same). */
export function statusActions(status: Status): Action[] {
  switch (status) {
    case "DRAFT":
      return ["PUBLISH", "ARCHIVE"];
    case "ACTIVE":
      return ["PAUSE", "ARCHIVE"];
    case "PAUSED":
      return ["PUBLISH", "ARCHIVE"];
    case "ARCHIVED":
      return ["RESTORE"];
  }
}

const button = "rounded-lg border border-black/20 px-4 py-2 text-sm font-semibold hover:bg-black/5 disabled:opacity-60";

/** Publish, pause, archive (confirmed first: it leaves the market at once) or restore one listing or service. */
export function StatusActions({ kind, id, title, status }: { kind: Kind; id: string; title: string; status: Status }) {
  const mutate = useMutation();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function run(action: Action) {
    setBusy(true);
    const changed =
      kind === "listing"
        ? (await mutate(SET_LISTING_STATUS, { id, action }))?.setListingStatus
        : (await mutate(SET_SERVICE_STATUS, { id, action }))?.setServiceStatus;
    setBusy(false);
    setConfirming(false);
    if (changed) notify.success(doneMessage(kind, action));
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {statusActions(status).map((action) =>
        action !== "ARCHIVE" ? (
          <button
            key={action}
            type="button"
            disabled={busy}
            onClick={() => void run(action)}
            className={
              action === "PUBLISH"
                ? `${button} border-primary-light bg-primary-light text-white hover:bg-primary-light/90`
                : button
            }
          >
            {buttons[action]}
          </button>
        ) : confirming ? (
          <div
            key={action}
            role="group"
            aria-label={`Archive ${title}?`}
            className="w-full rounded-lg bg-error/5 p-3 text-sm"
          >
            <p>Archive this {nouns[kind].one}? It leaves the market at once; you can restore it later as a draft.</p>
            <div className="mt-2 flex gap-2">
              <button
                type="button"
                disabled={busy}
                onClick={() => void run("ARCHIVE")}
                className="rounded-lg bg-error px-3 py-1.5 font-semibold text-white disabled:opacity-60"
              >
                Yes, archive
              </button>
              <button
                type="button"
                onClick={() => setConfirming(false)}
                className="rounded-lg border border-black/20 px-3 py-1.5 font-semibold"
              >
                Keep it
              </button>
            </div>
          </div>
        ) : (
          <button
            key={action}
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className={`${button} text-error`}
          >
            Archive
          </button>
        ),
      )}
    </div>
  );
}
