// The one list of tables, for the relational query API and drizzle-kit.
export * from "@/modules/identity/identity.schema";
export * from "@/modules/audit/audit.schema";
export * from "@/modules/notifications/notifications.schema";
export * from "@/modules/vendors/vendors.schema";
export * from "@/modules/contact/contact.schema";
export * from "@/modules/partners/partners.schema";
export * from "@/modules/vitals/vitals.schema";
export * from "@/modules/media/media.schema";
export * from "@/modules/pricedesk/pricedesk.schema";
export * from "@/modules/catalogue/catalogue.schema";
export * from "@/modules/vendors/vendor-members.schema";
export * from "@/modules/payouts/payouts.schema";
