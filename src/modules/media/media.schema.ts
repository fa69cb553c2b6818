import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";

export const mediaStorage = pgEnum("media_storage", ["LOCAL", "S3"]);

/**
 * An uploaded image, stored as WebP renditions at several widths (`<key>/<width>.webp`). The original is not kept:
 * it may carry EXIF location data, and the renditions are all any page needs.
 */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    storage: mediaStorage("storage").notNull(),
    key: text("key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Rendition widths actually produced (never wider than the source), ascending. */
    widths: integer("widths").array().notNull(),
    /** Average colour as #rrggbb, painted while the image loads. */
    placeholder: text("placeholder").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_assets_owner_idx").on(t.ownerId)],
);
