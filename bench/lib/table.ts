/** Plain-text tables and number formatting for the benchmark reports. */

export interface Column {
  header: string;
  align?: "left" | "right";
}

/** Terminal cell width; the check marks and ≤ used here are one column wide. */
function width(text: string): number {
  return [...text].length;
}

function pad(text: string, size: number, align: "left" | "right"): string {
  const fill = " ".repeat(Math.max(0, size - width(text)));
  return align === "right" ? fill + text : text + fill;
}

export function renderTable(columns: Column[], rows: string[][]): string {
  const widths = columns.map((column, i) => Math.max(width(column.header), ...rows.map((row) => width(row[i] ?? ""))));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => pad(cell, widths[i] ?? 0, columns[i]?.align ?? "left")).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (columns[i]?.align === "right" ? "-".repeat(w + 1) + ":" : "-".repeat(w + 2))).join("|")}|`;
  return [line(columns.map((c) => c.header)), rule, ...rows.map(line)].join("\n");
}

/** Bytes as KB (1 KB = 1024 bytes) with one decimal. */
export function kb(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? "–" : (bytes / 1024).toFixed(1);
}

export function ms(value: number | null | undefined): string {
  return value === null || value === undefined ? "–" : String(Math.round(value));
}

/** "152.3 ✓ (≤160)" — the figure, whether it meets the budget, and the budget. */
export function withBudget(
  figure: string,
  value: number | null | undefined,
  budget: number,
  budgetText: string,
): string {
  if (value === null || value === undefined) return `${figure}   (≤${budgetText})`;
  return `${figure} ${value <= budget ? "✓" : "✗"} (≤${budgetText})`;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Nearest-rank percentile (p in 0–100) of samples already sorted ascending. */
export function percentile(sortedAscending: Float64Array | number[], p: number): number | null {
  if (sortedAscending.length === 0) return null;
  const rank = Math.ceil((p / 100) * sortedAscending.length);
  return sortedAscending[Math.min(sortedAscending.length, Math.max(1, rank)) - 1] as number;
}
