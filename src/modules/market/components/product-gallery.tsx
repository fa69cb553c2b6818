import type { ImageView } from "@/modules/media/media.types";
import { ProductImage } from "@/modules/listings/components/product-image";

/** Full width on a phone, half the page beside the details from 900px, capped by the page width. */
const mainSizes = "(min-width: 1200px) 560px, (min-width: 900px) 48vw, 100vw";

/**
 * Photos without JavaScript: a strip that snaps one photo at a time (swipe on a phone, scroll on a computer), and
 * thumbnails that are links to each photo. Only the first photo loads at once; the others wait until they are near.
 */
export function ProductGallery({ images, title }: { images: ImageView[]; title: string }) {
  if (images.length === 0) {
    return (
      <ProductImage image={null} sizes={mainSizes} className="w-full rounded-xl" alt={`No photo of ${title} yet`} />
    );
  }
  const many = images.length > 1;
  return (
    <div>
      <ul
        aria-label={`Photos of ${title}`}
        tabIndex={many ? 0 : undefined}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light"
      >
        {images.map((image, index) => (
          <li key={image.id} id={`photo-${index + 1}`} className="w-full shrink-0 snap-center scroll-mt-32">
            <ProductImage
              image={image}
              sizes={mainSizes}
              priority={index === 0}
              className="aspect-square w-full"
              alt={many ? `Photo ${index + 1} of ${images.length}: ${image.alt || title}` : image.alt || title}
            />
          </li>
        ))}
      </ul>
      {many ? (
        <nav aria-label="Choose a photo" className="mt-3">
          <ul className="flex gap-2 overflow-x-auto pb-1">
            {images.map((image, index) => (
              <li key={image.id} className="shrink-0">
                <a
                  href={`#photo-${index + 1}`}
                  className="block overflow-hidden rounded-lg border-2 border-transparent hover:border-primary-light focus-visible:border-primary-light focus-visible:outline-none"
                >
                  <ProductImage image={image} sizes="64px" className="size-16" alt={`Show photo ${index + 1}`} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
