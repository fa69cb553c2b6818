import { stringify } from "csv-stringify/sync";
import { neutraliseCell } from "@/lib/csv-cells";

/**
 * How every CSV export is written (listings, orders): every cell quoted, empty ones too, because a spreadsheet set to
 * another list separator (";" in much of Europe, and in some Excel installs here) would otherwise split `a;=1+1` into
 * a text cell and a formula; and CRLF line ends, which Excel expects.
 */
export const csvWriting = { record_delimiter: "\r\n", quoted: true, quoted_empty: true } as const;

/** Rows as CSV text, each cell neutralised first (src/lib/csv-cells.ts). A header row is a row like any other. */
export function csvRows(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutraliseCell)),
    csvWriting,
  );
}
