import { builder } from "@/graphql/builder";
// Each domain adds its types and fields to the builder when imported.
import "@/modules/health/health.graphql";
import "@/modules/identity/identity.graphql";
import "@/modules/identity/staff.graphql";
import "@/modules/contact/contact.graphql";
import "@/modules/partners/partners.graphql";
import "@/modules/catalogue/catalogue.graphql";
import "@/modules/vendors/vendors.graphql";
import "@/modules/pricedesk/pricedesk.graphql";
import "@/modules/pricedesk/price-moderation.graphql";

export const schema = builder.toSchema({ sortSchema: true });
