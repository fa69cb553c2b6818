/** "★ 4.6 (23 reviews)", or an honest "No reviews yet". */
export function VendorRating({ average, count }: { average: number | null; count: number }) {
  if (count <= 0 || average === null) return <span className="text-primary/75">No reviews yet</span>;
  const rounded = Math.round(average * 10) / 10;
  return (
    <span>
      <span aria-hidden="true" className="text-primary-light">
        ★
      </span>{" "}
      <span className="font-semibold">{rounded.toFixed(1)}</span>
      <span className="sr-only"> out of 5</span>{" "}
      <span className="text-primary/75">
        ({count.toLocaleString("en-NG")} {count === 1 ? "review" : "reviews"})
      </span>
    </span>
  );
}
