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
  // Exact decimal string, not value / 100: floating-point division loses the last kobo near the top of the range.
  const digits = Math.abs(value).toString().padStart(3, "0");
  const decimal = `${value < 0 ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return naira.format(decimal as unknown as number);
}

/** The spec's seller labels may arrive as "Sold by X"; only "X" is shown. */
export function sellerLabel(label: string): string {
  return label.replace(/^\s*sold by\s+/i, "").trim();
}
