"use client";
import { useRef, useState } from "react";
import type { ResultOf } from "gql.tada";
import { formatNaira } from "@/lib/money";
import { useMutation } from "@/ui/forms/use-mutation";
import { graphql } from "@/ui/graphql-documents";
import { notify } from "@/ui/notify";

const PREVIEW = graphql(`
  mutation PreviewListingImport($vendorId: ID!, $csv: String!) {
    previewListingImport(vendorId: $vendorId, csv: $csv) {
      imported creates updates unchanged errorCount errors { line column message } rows { line action title priceKobo stock status }
    }
  }
`);
const IMPORT = graphql(`
  mutation ImportListings($vendorId: ID!, $csv: String!) {
    importListings(vendorId: $vendorId, csv: $csv) {
      imported creates updates unchanged errorCount errors { line column message } rows { line action title priceKobo stock status }
    }
  }
`);

type Result = NonNullable<ResultOf<typeof PREVIEW>["previewListingImport"]>;

/** The server refuses more (listing-csv.inputs MAX_CSV_BYTES); saying so before the upload saves a phone's data. */
const MAX_BYTES = 5 * 1024 * 1024;
const actionLabel = { CREATE: "New", UPDATE: "Changed", UNCHANGED: "Unchanged" } as const;

const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60";
const outline = `${button} border border-primary/25 text-primary hover:bg-primary/5`;
const solid = `${button} bg-primary-light text-white hover:bg-primary-light/90`;

/**
 * Export and import of the vendor's listings as CSV (issue #15), on the product list. Export and the template are
 * downloads from /dashboard/product/export; an import is checked first (preview: counts, errors by line, the first
 * rows) and written only on "Confirm import", all or nothing. The browser only reads the file's text; the server parses.
 */
export function ListingCsvPanel({ vendorId, canImport }: { vendorId: string; canImport: boolean }) {
  const mutate = useMutation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState<"checking" | "importing" | null>(null);
  const exportHref = `/dashboard/product/export?vendor=${encodeURIComponent(vendorId)}`;

  function reset() {
    setFile(null);
    setResult(null);
    if (input.current) input.current.value = "";
  }

  async function choose(chosen: File | undefined) {
    if (!chosen) return;
    if (chosen.size > MAX_BYTES) {
      notify.error("The file is larger than 5 MB. Split it into smaller files.");
      return reset();
    }
    const text = await chosen.text();
    setBusy("checking");
    const data = await mutate(PREVIEW, { vendorId, csv: text }, { refresh: false });
    setBusy(null);
    if (!data?.previewListingImport) return reset();
    setFile({ name: chosen.name, text });
    setResult(data.previewListingImport);
  }

  async function confirm() {
    if (!file) return;
    setBusy("importing");
    const data = await mutate(IMPORT, { vendorId, csv: file.text });
    setBusy(null);
    const done = data?.importListings;
    if (!done) return;
    if (!done.imported) return setResult(done);
    notify.success(
      `Imported: ${done.creates ?? 0} new, ${done.updates ?? 0} changed, ${done.unchanged ?? 0} unchanged`,
    );
    reset();
  }

  const changes = (result?.creates ?? 0) + (result?.updates ?? 0);
  const errorCount = result?.errorCount ?? 0;

  return (
    <section
      id="spreadsheet"
      aria-labelledby="listing-csv-title"
      className="scroll-mt-20 rounded-xl border border-primary/10 bg-white p-4"
    >
      <h2 id="listing-csv-title" className="font-semibold text-primary">
        Spreadsheet (CSV)
      </h2>
      <p className="mt-1 text-sm text-primary/75">
        Export your listings, change them in Excel or Google Sheets, and import the file back.
        {canImport ? " New rows (empty id) are added." : ""}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={exportHref} download className={outline}>
          Export CSV
        </a>
        {canImport ? (
          <>
            <a href={`${exportHref}&template=1`} download className={outline}>
              Download template
            </a>
            <label
              className={`${solid} cursor-pointer has-[:disabled]:cursor-wait has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2`}
            >
              {busy === "checking" ? "Checking…" : "Import CSV"}
              <input
                ref={input}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                disabled={busy !== null}
                onChange={(event) => void choose(event.target.files?.[0])}
              />
            </label>
          </>
        ) : null}
      </div>

      {result && file ? (
        <div className="mt-4 border-t border-primary/10 pt-4" aria-live="polite">
          <p className="break-words text-sm text-primary/75">
            Checked <span className="font-medium text-primary">{file.name}</span>. Nothing is saved until you confirm.
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {[
              ["New", result.creates],
              ["Changed", result.updates],
              ["Unchanged", result.unchanged],
              ["Errors", errorCount],
            ].map(([label, value]) => (
              <div
                key={String(label)}
                className={`rounded-lg px-3 py-2 ${label === "Errors" && errorCount > 0 ? "bg-red-50 text-red-800" : "bg-primary/5 text-primary"}`}
              >
                <dt className="text-xs">{label}</dt>
                <dd className="text-lg font-semibold">{(value ?? 0).toLocaleString("en-NG")}</dd>
              </div>
            ))}
          </dl>

          {errorCount > 0 ? (
            <div className="mt-4">
              <h3 className="text-sm font-semibold text-red-800">Fix these rows and choose the file again</h3>
              <ul className="mt-2 max-h-64 divide-y divide-red-100 overflow-y-auto rounded-lg border border-red-200 text-sm">
                {(result.errors ?? []).map((error, i) => (
                  <li key={i} className="break-words px-3 py-2">
                    <span className="font-medium">Line {error.line}</span>
                    {error.column ? <span className="text-primary/70"> · {error.column}</span> : null}: {error.message}
                  </li>
                ))}
              </ul>
              {errorCount > (result.errors?.length ?? 0) ? (
                <p className="mt-1 text-xs text-primary/70">
                  The first {result.errors?.length} of {errorCount.toLocaleString("en-NG")} problems are shown.
                </p>
              ) : null}
            </div>
          ) : null}

          {(result.rows?.length ?? 0) > 0 ? (
            <div className="mt-4">
              <h3 className="text-sm font-semibold text-primary">First rows</h3>
              <ul className="mt-2 divide-y divide-primary/10 rounded-lg border border-primary/10 text-sm">
                {(result.rows ?? []).map((row) => (
                  <li key={row.line} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2">
                    <span className="text-xs text-primary/60">Line {row.line}</span>
                    <span className="rounded bg-primary/5 px-1.5 text-xs font-medium text-primary">
                      {row.action ? actionLabel[row.action] : ""}
                    </span>
                    <span className="min-w-0 flex-1 basis-40 break-words font-medium text-primary">{row.title}</span>
                    <span className="text-primary/80">
                      {row.priceKobo === null || row.priceKobo === undefined ? "" : formatNaira(row.priceKobo)}
                    </span>
                    <span className="text-primary/70">
                      {row.stock} in stock · {row.status?.toLowerCase()}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={busy !== null || errorCount > 0 || changes === 0}
              aria-busy={busy === "importing"}
              className={solid}
            >
              {busy === "importing"
                ? "Importing…"
                : changes === 0 && errorCount === 0
                  ? "Nothing to import"
                  : "Confirm import"}
            </button>
            <button type="button" onClick={reset} disabled={busy === "importing"} className={outline}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
