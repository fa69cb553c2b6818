import { builder } from "@/graphql/builder";
import type { ActorReader } from "@/graphql/context";
// Each domain adds its types and fields to the builder when imported.
import "@/modules/health/health.graphql";
import "@/modules/identity/identity.graphql";
import "@/modules/identity/staff.graphql";
import "@/modules/contact/contact.graphql";
import "@/modules/partners/partners.graphql";
import "@/modules/media/media.graphql";
import "@/modules/vendors/vendors.graphql";
import "@/modules/vendors/vendor-review.graphql";
import "@/modules/vendors/vendor-profile.graphql";
import "@/modules/vendors/vendor-team.graphql";
import "@/modules/vendors/vendor-stores.graphql";
import "@/modules/payments/payments.graphql";
import "@/modules/payouts/payouts.graphql";
import "@/modules/categories/categories.graphql";
import "@/modules/listings/listings.graphql";
import "@/modules/market/market.graphql";
import "@/modules/market/market-offerings.graphql";
import "@/modules/market/market-search.graphql";
import "@/modules/listings/listing-editor.graphql";
import "@/modules/listings/listing-csv.graphql";
import "@/modules/listings/offering-editor.graphql";
import "@/modules/market/price-item-offers.graphql";
import "@/modules/pricedesk/pricedesk.graphql";
import "@/modules/pricedesk/price-moderation.graphql";
import "@/modules/addresses/addresses.graphql";
import "@/modules/cart/cart.graphql";
import "@/modules/orders/orders.graphql";
import "@/modules/delivery/delivery.graphql";
import "@/modules/notifications/notifications.graphql";
// Writes that span modules (src/flows): their mutations are declared beside them.
import "@/flows/sign-up.graphql";
import "@/flows/submit-vendor-profile.graphql";
import "@/flows/check-out.graphql";
import "@/flows/hand-over-order.graphql";
import { actorForAccessToken } from "@/modules/access/actor.service";

export const schema = builder.toSchema({ sortSchema: true });

/** Who is asking: the access module turns the Bearer token into the request's actor (docs/decisions/0015). */
export const actorForBearerToken: ActorReader = actorForAccessToken;
