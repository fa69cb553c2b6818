import { sql, type SQL } from "drizzle-orm";

/**
 * Today's date in Nigeria, computed by the database, for statements that count by West Africa Time days (product
 * views): the same day `lagosToday()` (src/lib/dates.ts) gives in the app. It lives here rather than beside
 * `lagosToday` because src/lib/dates.ts is also loaded in the browser, which has no use for the SQL builder.
 * A fresh fragment per call, so no statement shares one that another may alter.
 */
export function lagosTodaySql(): SQL<string> {
  return sql<string>`(now() at time zone 'Africa/Lagos')::date`;
}
