import { formatNaira } from "@/lib/money";

/** Whole percent saved against the compare-at price, or null when there is no real saving. */
export function savingPercent(priceKobo: number, compareAtKobo: number | null): number | null {
  if (compareAtKobo === null || compareAtKobo <= priceKobo || compareAtKobo <= 0) return null;
  const percent = Math.round(((compareAtKobo - priceKobo) / compareAtKobo) * 100);
  return percent > 0 ? percent : null;
}

interface PriceProps {
  priceKobo: number;
  compareAtKobo?: number | null;
  /** What the price buys, from `priceUnitPhrase`: "per 50kg bag", "for 50 chicks"; null for a single piece. */
  unit?: string | null;
  size?: "sm" | "lg";
}

/** "₦1,234.50", the old price struck through and the saving, all in one line that wraps on a narrow phone. */
export function Price({ priceKobo, compareAtKobo = null, unit = null, size = "sm" }: PriceProps) {
  const saving = savingPercent(priceKobo, compareAtKobo);
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-0.5 ${size === "lg" ? "text-base" : "text-sm"}`}>
      <span className={`font-bold text-primary ${size === "lg" ? "text-2xl smm:text-3xl" : "text-base"}`}>
        {formatNaira(priceKobo)}
      </span>
      {unit ? <span className="text-primary/75">{unit}</span> : null}
      {saving !== null && compareAtKobo !== null ? (
        <>
          <s className="text-primary/75">
            <span className="sr-only">Was </span>
            {formatNaira(compareAtKobo)}
          </s>
          <span className="rounded bg-secondary/10 px-1.5 py-0.5 text-xs font-semibold text-secondary-dark-green">
            Save {saving}%
          </span>
        </>
      ) : null}
    </p>
  );
}
