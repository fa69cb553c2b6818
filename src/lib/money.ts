const naira = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money is integer kobo everywhere; it becomes "₦1,234.50" only here. */
export function formatNaira(kobo: number | bigint): string {
  const value = typeof kobo === "bigint" ? Number(kobo) : kobo;
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount must be a whole number of kobo, got ${String(kobo)}`);
  return naira.format(value / 100);
}

/** The spec's seller labels may arrive as "Sold by X"; only "X" is shown. */
export function sellerLabel(label: string): string {
  return label.replace(/^\s*sold by\s+/i, "").trim();
}
