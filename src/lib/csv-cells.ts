/**
 * Spreadsheet cells that must stay text (OWASP "CSV injection"): a cell starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return would run as a formula when the file is opened, so exports prefix it with an apostrophe. Pure, so
 * browser code (an import form's preview) may use it without the CSV writer (src/lib/csv.ts).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The apostrophe our export added is taken off again; one before anything else is the person's own text. */
export function restoreCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
