import Link from "next/link";

/** Categories whose listings come in sizes: all of fashion, and children's clothing under Baby & Kids. */
const sizedSlugs = new Set(["fashion", "kids-clothing"]);

export function hasSizes(...categorySlugs: (string | null | undefined)[]): boolean {
  return categorySlugs.some((slug) => slug !== null && slug !== undefined && sizedSlugs.has(slug));
}

/** "Not sure of your size?" with a link to the size guide, for clothes and shoes. */
export function SizeGuideLink({ className = "" }: { className?: string }) {
  return (
    <p className={`text-sm ${className}`}>
      Not sure of your size?{" "}
      <Link
        href="/size-guide"
        prefetch={false}
        className="font-semibold text-primary-light underline underline-offset-2 hover:no-underline"
      >
        Read the size guide
      </Link>
    </p>
  );
}
