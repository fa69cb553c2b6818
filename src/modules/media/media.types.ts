/** A stored picture as pages and the API show it. */
export interface ImageView {
  id: string;
  /** URL of each WebP rendition, ascending width: feeds `srcset`. */
  sources: { width: number; url: string }[];
  width: number;
  height: number;
  placeholder: string;
  alt: string;
}
