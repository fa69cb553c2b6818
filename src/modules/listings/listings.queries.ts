import "server-only";
import { getTableColumns } from "drizzle-orm";
import { readOnlyRelation } from "@/db/read-only-relation";
import { products, services } from "@/modules/listings/listings.schema";

/**
 * What other modules may read of listings inside their own queries, where a market page, a search or a facet count
 * must stay one statement (docs/decisions/0008-market-search.md).
 *
 * Products and services are published as read-only relations, never as the tables (src/db/read-only-relation.ts):
 * the statements are those over the tables (their indexes and generated search columns included), and the type makes
 * insert/update/delete refuse them. Listings are written through listing-editor.service.ts and offering-editor.service.ts; who
 * sees which listing is listings.policy.ts's rule, published below for these relations.
 */
export const productRows = readOnlyRelation(products, getTableColumns(products));
export const serviceRows = readOnlyRelation(services, getTableColumns(services));

export { isActiveListing, isPublicListing } from "@/modules/listings/listings.policy";
