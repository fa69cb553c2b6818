import type { ImageView } from "@/modules/media/media.types";
import { nameInitial } from "@/modules/vendors/components/seller-card";

/**
 * A vendor's logo at a small fixed size (the lists, the grid, the review panel's header); without one, the name's
 * first letter in a round badge, as on the seller card. Decorative: the name is always written beside it.
 */
export function VendorLogo({
  name,
  logo,
  size = "md",
}: {
  name: string;
  logo: ImageView | null;
  size?: "sm" | "md" | "lg";
}) {
  const box = size === "sm" ? "size-10 text-base" : size === "md" ? "size-14 text-xl" : "size-20 text-3xl";
  const drawn = size === "sm" ? 40 : size === "md" ? 56 : 80;
  if (!logo || logo.sources.length === 0) {
    return (
      <span
        aria-hidden="true"
        className={`flex shrink-0 items-center justify-center rounded-full bg-secondary-blue font-bold text-white ${box}`}
      >
        {nameInitial(name)}
      </span>
    );
  }
  const srcSet = logo.sources.map((source) => `${source.url} ${source.width}w`).join(", ");
  return (
    // eslint-disable-next-line @next/next/no-img-element -- already resized WebP renditions (see ProductImage)
    <img
      src={logo.sources[0]!.url}
      srcSet={srcSet}
      sizes={`${drawn}px`}
      width={drawn}
      height={drawn}
      alt=""
      loading="lazy"
      decoding="async"
      style={{ backgroundColor: logo.placeholder }}
      className={`shrink-0 rounded-full object-cover ring-1 ring-black/10 ${box}`}
    />
  );
}
