import { index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const partnerKind = pgEnum("partner_kind", ["COURIER", "STORE", "ARTISAN"]);
export const applicationStatus = pgEnum("application_status", ["PENDING", "APPROVED", "REJECTED"]);

/** Applications from couriers, stores and artisans who answer "Let's do this together". */
export const partnerApplications = pgTable(
  "partner_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    kind: partnerKind("kind").notNull(),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    state: text("state").notNull(),
    city: text("city").notNull(),
    /** Courier: vehicle. Store: store name. Artisan: trade. */
    detail: text("detail").notNull(),
    about: text("about"),
    status: applicationStatus("status").notNull().default("PENDING"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("partner_applications_kind_idx").on(t.kind, t.createdAt)],
);
