import { doublePrecision, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Field measurements of Core Web Vitals, read later by the dashboard. */
export const webVitalReports = pgTable(
  "web_vital_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    value: doublePrecision("value").notNull(),
    rating: text("rating"),
    path: text("path").notNull(),
    navigationType: text("navigation_type"),
    connection: text("connection"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("web_vital_reports_name_idx").on(t.name, t.createdAt)],
);
