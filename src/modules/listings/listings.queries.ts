import "server-only";
import { getTableColumns } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { products, services } from "@/modules/listings/listings.schema";

/**
 * What other modules may read of listings inside their own queries, where a market page, a search or a facet count
 * must stay one statement (docs/decisions/0008-market-search.md).
 *
 * Products and services are published as read-only relations, never as the tables (docs/decisions/0021): plain
 * subqueries named like their tables, which PostgreSQL pulls up into the query that uses them (the same plan as
 * reading the table, its indexes and generated search columns included), and which cannot be passed to
 * insert/update/delete. Listings are written through listing-editor.service.ts and offering-editor.service.ts; who
 * sees which listing is listings.policy.ts's rule, published below for these relations.
 */
export const productRows = new QueryBuilder().select(getTableColumns(products)).from(products).as("products");
export const serviceRows = new QueryBuilder().select(getTableColumns(services)).from(services).as("services");

export { isActiveListing, isPublicListing } from "@/modules/listings/listings.policy";
