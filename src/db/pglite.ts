import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/**
 * Every embedded database (app, seed, tests) is opened here, so all of them carry the same extensions as the
 * PostgreSQL server: pg_trgm for typo-tolerant search and unaccent for accent-insensitive matching.
 */
export function createPglite(options: Omit<PGliteOptions, "extensions"> = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm, unaccent } });
}
