import { builder } from "@/graphql/builder";
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
import "@/modules/payouts/payouts.graphql";
import "@/modules/catalogue/catalogue.graphql";
import "@/modules/catalogue/catalogue-services.graphql";
import "@/modules/catalogue/market-search.graphql";
import "@/modules/catalogue/listing-editor.graphql";
import "@/modules/catalogue/listing-csv.graphql";
import "@/modules/catalogue/service-editor.graphql";
import "@/modules/pricedesk/pricedesk.graphql";
import "@/modules/pricedesk/price-moderation.graphql";
import { provideActorSource } from "@/graphql/context";
import { actorForAccessToken } from "@/modules/access/actor.service";
import { listOffersForPriceItems } from "@/modules/catalogue/catalogue-products.service";
import { provideSellerProfileStep } from "@/modules/identity/auth.service";
import { findPayoutAccountSummary } from "@/modules/payouts/payout-account-summary.service";
import { hasPayoutAccount } from "@/modules/payouts/payout-account.service";
import { provideOfferSource } from "@/modules/pricedesk/pricedesk-offers.service";
import { providePayoutAccountCheck } from "@/modules/vendors/vendor-profile.service";
import { providePayoutAccountReader } from "@/modules/vendors/vendor-review.service";
import { createVendorForOwner } from "@/modules/vendors/vendors.service";

// Ports a lower module offers a higher one (docs/decisions/0003-layout.md): the price desk rates the catalogue's
// offers (PriceItem.offers); sign-up opens a seller's vendor profile in the same transaction.
provideOfferSource(listOffersForPriceItems);
provideSellerProfileStep(createVendorForOwner);
// Operations read a vendor's payout account (payouts sit above vendors) when reviewing its profile.
providePayoutAccountReader(findPayoutAccountSummary);
// A vendor's profile may be sent for review only with a payout account.
providePayoutAccountCheck(hasPayoutAccount);
// Who is asking: the access module turns the Bearer token into the request's actor (docs/decisions/0015).
provideActorSource(actorForAccessToken);

export const schema = builder.toSchema({ sortSchema: true });
