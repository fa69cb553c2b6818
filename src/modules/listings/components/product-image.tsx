import type { ImageView } from "@/modules/media/media.types";

interface ProductImageProps {
  image: ImageView | null;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Only the page's largest image above the fold (its LCP element) loads eagerly with high priority. */
  priority?: boolean;
  className?: string;
  /** Overrides the stored alt text, e.g. "Photo 2 of 4: …". */
  alt?: string;
}

/**
 * Our images are already WebP renditions at several widths, so a plain <img> with srcset is all the browser needs:
 * next/image would add client code and a second resizing step. The average colour fills the box while it loads and
 * width/height reserve the space, so nothing shifts.
 */
export function ProductImage({ image, sizes, priority = false, className = "", alt }: ProductImageProps) {
  if (!image || image.sources.length === 0) {
    return (
      <div
        role="img"
        aria-label={alt ?? "No photo yet"}
        className={`flex aspect-square items-center justify-center bg-black/5 text-xs text-primary/75 ${className}`}
      >
        No photo yet
      </div>
    );
  }
  const srcSet = image.sources.map((source) => `${source.url} ${source.width}w`).join(", ");
  // Fallback for the rare browser without srcset: a middling rendition, not the largest.
  const fallback = image.sources.find((source) => source.width >= 480) ?? image.sources[image.sources.length - 1]!;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- already resized WebP renditions; see the comment above
    <img
      src={fallback.url}
      srcSet={srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      style={{ backgroundColor: image.placeholder }}
      className={`object-cover ${className}`}
    />
  );
}
