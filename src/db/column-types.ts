import { customType } from "drizzle-orm/pg-core";

/** PostgreSQL full-text document; always a generated column, never written by the app. */
export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});
