import { builder } from "@/graphql/builder";
import type { ImageView } from "@/modules/media/media.types";

/** Pictures as the API shows them; the modules that have pictures (products, later vendors) reference ImageType. */

const ImageSourceType = builder.objectRef<{ width: number; url: string }>("ImageSource").implement({
  fields: (t) => ({ width: t.exposeInt("width"), url: t.exposeString("url") }),
});

export const ImageType = builder.objectRef<ImageView>("Image").implement({
  description: "A WebP image in several widths",
  fields: (t) => ({
    id: t.exposeID("id"),
    width: t.exposeInt("width"),
    height: t.exposeInt("height"),
    alt: t.exposeString("alt"),
    placeholder: t.exposeString("placeholder", {
      description: "Average colour (#rrggbb), painted while the image loads",
    }),
    sources: t.field({
      type: [ImageSourceType],
      description: "One URL per width, ascending",
      resolve: (image) => image.sources,
    }),
    srcset: t.string({
      resolve: (image) => image.sources.map((source) => `${source.url} ${source.width}w`).join(", "),
    }),
    url: t.string({
      description: "The smallest rendition at least `width` pixels wide (the largest when none is)",
      args: { width: t.arg.int({ defaultValue: 640 }) },
      resolve: (image, { width }) => {
        const wanted = width ?? 640;
        return (
          (image.sources.find((source) => source.width >= wanted) ?? image.sources[image.sources.length - 1])?.url ?? ""
        );
      },
    }),
  }),
});
