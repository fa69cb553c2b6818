import * as z from "zod/mini";
import { nairaToKobo, type NairaAmountError, type NairaParse } from "@/lib/money";
import { parseState } from "@/lib/nigeria";
import { MAX_QUERY_LENGTH, normaliseQuery } from "@/lib/search-text";
import { listingConditions, type ProductCondition, type ProductSort } from "@/modules/listings/listings.types";
import type { ProductFilters } from "@/modules/market/market.types";

/**
 * Market filters as people and clients send them: query strings of the listing pages (which must never fail) and
 * the GraphQL filter input (which answers with one clear message per field). Prices arrive in naira as typed
 * ("1,234.50", "₦15,000", "150k") and become integer kobo by string arithmetic, never by floating point.
 */

export { MAX_QUERY_LENGTH, normaliseQuery };
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 48;
export const MAX_PAGE_NUMBER = 10_000;
/** ₦10,000,000,000: above any car or house on the market; a larger filter is a typo. */
export const MAX_FILTER_KOBO = 1_000_000_000_000;

/** A requested page size within 1..MAX_PAGE_SIZE (the default when absent). */
export function clampPageSize(pageSize: number | undefined): number {
  if (pageSize === undefined || !Number.isFinite(pageSize)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(pageSize)));
}

export const productSorts = [
  "RELEVANCE",
  "NEWEST",
  "PRICE_ASC",
  "PRICE_DESC",
] as const satisfies readonly ProductSort[];

export const catalogueMessages = {
  minPriceInvalid: "Minimum price must be an amount in naira, e.g. 15,000",
  maxPriceInvalid: "Maximum price must be an amount in naira, e.g. 15,000",
  minPriceNegative: "Minimum price cannot be negative",
  maxPriceNegative: "Maximum price cannot be negative",
  priceTooHigh: "Prices above ₦10,000,000,000 are not searched",
  pricesSwapped: "The minimum price was higher than the maximum, so we swapped them",
  stateInvalid: "Choose a state from the list",
  categoryInvalid: "Choose a category from the list",
  conditionInvalid: "Choose a condition from the list",
  sortInvalid: "Choose a sort order from the list",
  pageInvalid: "Page must be a whole number from 1",
  pageTooHigh: `Page must be at most ${MAX_PAGE_NUMBER.toLocaleString("en-NG")}`,
  pageSizeInvalid: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  queryShortened: `Search text was shortened to ${MAX_QUERY_LENGTH} characters`,
  idInvalid: "This link is not valid",
  cursorInvalid: "This page link is not valid. Start again from the first page.",
} as const;

// ---- naira → kobo

/**
 * A filter's naira amount as typed ("₦15,000", "150k") → integer kobo. Fractions of a kobo round in the filter's
 * favour: up for a minimum, down for a maximum, so "at least ₦1,234.555" means ≥ 123,456 kobo and "at most
 * ₦1,234.555" means ≤ 123,455 kobo.
 */
function filterKobo(raw: string | number, which: "min" | "max"): NairaParse {
  return nairaToKobo(raw, { maxKobo: MAX_FILTER_KOBO, subKobo: which === "min" ? "up" : "down", tolerant: true });
}

function priceMessage(reason: NairaAmountError, which: "min" | "max"): string {
  if (reason === "TOO_HIGH") return catalogueMessages.priceTooHigh;
  if (reason === "NEGATIVE")
    return which === "min" ? catalogueMessages.minPriceNegative : catalogueMessages.maxPriceNegative;
  return which === "min" ? catalogueMessages.minPriceInvalid : catalogueMessages.maxPriceInvalid;
}

// ---- small parsers shared by the query-string reader and the zod schemas

const conditionAliases: Record<string, ProductCondition> = {
  new: "NEW",
  brand_new: "NEW",
  foreign_used: "FOREIGN_USED",
  tokunbo: "FOREIGN_USED",
  uk_used: "FOREIGN_USED",
  nigerian_used: "NIGERIAN_USED",
  naija_used: "NIGERIAN_USED",
  used: "NIGERIAN_USED",
  refurbished: "REFURBISHED",
};

export function parseCondition(value: string): ProductCondition | undefined {
  return conditionAliases[
    value
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_")
  ];
}

export function parseSort(value: string): ProductSort | undefined {
  const key = value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
  const aliases: Record<string, ProductSort> = {
    BEST: "RELEVANCE",
    BEST_MATCH: "RELEVANCE",
    CHEAPEST: "PRICE_ASC",
    PRICE: "PRICE_ASC",
  };
  return (productSorts as readonly string[]).includes(key) ? (key as ProductSort) : aliases[key];
}

const categorySlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---- GraphQL filter input (zod/mini; resolvers call parseInput with it)

function optionalInput<S extends z.ZodMiniType>(schema: S) {
  return z.optional(z.nullable(schema));
}

function koboBound(which: "min" | "max") {
  const label = which === "min" ? "Minimum price" : "Maximum price";
  return z
    .int(`${label} must be a whole number of kobo`)
    .check(
      z.gte(0, which === "min" ? catalogueMessages.minPriceNegative : catalogueMessages.maxPriceNegative),
      z.lte(MAX_FILTER_KOBO, catalogueMessages.priceTooHigh),
    );
}

function nairaBound(which: "min" | "max") {
  return z.pipe(
    z.union([z.string(), z.number()], { error: priceMessage("INVALID", which) }),
    z.transform((value: string | number, ctx) => {
      const parsed = filterKobo(value, which);
      if (!parsed.ok) {
        ctx.issues.push({ code: "custom", message: priceMessage(parsed.reason, which), input: value });
        return z.NEVER;
      }
      return parsed.kobo;
    }),
  );
}

/** The filter argument of `products`, `search` and `services`. Unknown states, categories and enums are errors. */
export const productFilterInput = z.pipe(
  z.object({
    query: optionalInput(z.string().check(z.maxLength(100_000, "Search text is too long"))),
    category: optionalInput(
      z
        .string()
        .check(
          z.trim(),
          z.toLowerCase(),
          z.maxLength(100, catalogueMessages.categoryInvalid),
          z.regex(categorySlug, catalogueMessages.categoryInvalid),
        ),
    ),
    state: optionalInput(
      z.pipe(
        z.string({ error: catalogueMessages.stateInvalid }),
        z.transform((value: string, ctx) => {
          const state = parseState(value);
          if (!state) {
            ctx.issues.push({ code: "custom", message: catalogueMessages.stateInvalid, input: value });
            return z.NEVER;
          }
          return state;
        }),
      ),
    ),
    minPriceKobo: optionalInput(koboBound("min")),
    maxPriceKobo: optionalInput(koboBound("max")),
    /** Naira as typed, for clients that do not want to do kobo maths. */
    minPrice: optionalInput(nairaBound("min")),
    maxPrice: optionalInput(nairaBound("max")),
    condition: optionalInput(z.enum(listingConditions, { error: catalogueMessages.conditionInvalid })),
    vendorId: optionalInput(z.string().check(z.regex(uuidShape, catalogueMessages.idInvalid))),
    priceItemId: optionalInput(z.string().check(z.regex(uuidShape, catalogueMessages.idInvalid))),
    sort: optionalInput(z.enum(productSorts, { error: catalogueMessages.sortInvalid })),
  }),
  z.transform((input): ProductFilters => {
    const filters: ProductFilters = {};
    const query = normaliseQuery(input.query);
    if (query) filters.query = query;
    if (input.category) filters.category = input.category;
    if (input.state) filters.state = input.state;
    const min = input.minPriceKobo ?? input.minPrice ?? undefined;
    const max = input.maxPriceKobo ?? input.maxPrice ?? undefined;
    if (min !== undefined) filters.minPriceKobo = min;
    if (max !== undefined) filters.maxPriceKobo = max;
    if (input.condition) filters.condition = input.condition;
    if (input.vendorId) filters.vendorId = input.vendorId.toLowerCase();
    if (input.priceItemId) filters.priceItemId = input.priceItemId.toLowerCase();
    if (input.sort) filters.sort = input.sort;
    return filters;
  }),
);

/** Connection arguments: a page size over 48 is refused (not silently cut) so a client learns the limit. */
export const connectionInput = z.object({
  first: optionalInput(
    z
      .int(catalogueMessages.pageSizeInvalid)
      .check(z.gte(1, catalogueMessages.pageSizeInvalid), z.lte(MAX_PAGE_SIZE, catalogueMessages.pageSizeInvalid)),
  ),
  after: optionalInput(
    z
      .string()
      .check(
        z.maxLength(300, catalogueMessages.cursorInvalid),
        z.regex(/^[A-Za-z0-9_-]+$/, catalogueMessages.cursorInvalid),
      ),
  ),
  page: optionalInput(
    z
      .int(catalogueMessages.pageInvalid)
      .check(z.gte(1, catalogueMessages.pageInvalid), z.lte(MAX_PAGE_NUMBER, catalogueMessages.pageTooHigh)),
  ),
});

export const autocompleteInput = z.object({
  prefix: z.string().check(z.maxLength(100_000, "Search text is too long")),
  limit: optionalInput(
    z
      .int("Limit must be a whole number from 1 to 20")
      .check(
        z.gte(1, "Limit must be a whole number from 1 to 20"),
        z.lte(20, "Limit must be a whole number from 1 to 20"),
      ),
  ),
});

// ---- query strings of the listing pages (never throw)

export type SearchParams = Record<string, string | string[] | undefined>;

export interface MarketSearch {
  filters: ProductFilters;
  page: number;
  pageSize: number;
  /** Opaque cursor (`after`), when a client pages that way; the pages use `page`. */
  cursor?: string;
  /** The accepted values as strings, ready to go back into the filter form and links. Invalid ones are absent. */
  values: {
    q?: string;
    category?: string;
    state?: string;
    min?: string;
    max?: string;
    condition?: string;
    sort?: string;
  };
  /** Why a value was dropped or changed, in words a shopper understands. */
  messages: string[];
}

function first(value: string | string[] | undefined): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  if (typeof one !== "string") return undefined;
  const trimmed = one.trim();
  return trimmed === "" ? undefined : trimmed;
}

function positiveInt(value: string): number | undefined {
  return /^\d{1,12}$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;
}

/**
 * Reads /market query strings (`q`, `category`, `state`, `min`, `max` in naira, `condition`, `sort`, `page`,
 * `per_page`, `after`). Never throws: a value that cannot be used is dropped and explained in `messages`.
 */
export function parseMarketSearchParams(searchParams: SearchParams): MarketSearch {
  const result: MarketSearch = { filters: {}, page: 1, pageSize: DEFAULT_PAGE_SIZE, values: {}, messages: [] };
  try {
    const params = searchParams && typeof searchParams === "object" ? searchParams : {};
    const get = (...keys: string[]) => {
      for (const key of keys) {
        const value = first(params[key]);
        if (value !== undefined) return value;
      }
      return undefined;
    };
    const { filters, values, messages } = result;

    const rawQuery = get("q", "query");
    if (rawQuery !== undefined) {
      const query = normaliseQuery(rawQuery);
      if (Array.from(rawQuery.trim()).length > MAX_QUERY_LENGTH) messages.push(catalogueMessages.queryShortened);
      if (query) filters.query = values.q = query;
    }

    const category = get("category");
    if (category !== undefined) {
      const slug = category.toLowerCase();
      if (slug.length <= 100 && categorySlug.test(slug)) filters.category = values.category = slug;
      else messages.push(catalogueMessages.categoryInvalid);
    }

    const state = get("state");
    if (state !== undefined) {
      const parsed = parseState(state);
      if (parsed) filters.state = values.state = parsed;
      else messages.push(catalogueMessages.stateInvalid);
    }

    const min = get("min", "min_price", "minPrice");
    const max = get("max", "max_price", "maxPrice");
    let minKobo: number | undefined;
    let maxKobo: number | undefined;
    if (min !== undefined) {
      const parsed = filterKobo(min, "min");
      if (parsed.ok) minKobo = parsed.kobo;
      else messages.push(priceMessage(parsed.reason, "min"));
    }
    if (max !== undefined) {
      const parsed = filterKobo(max, "max");
      if (parsed.ok) maxKobo = parsed.kobo;
      else messages.push(priceMessage(parsed.reason, "max"));
    }
    if (minKobo !== undefined && maxKobo !== undefined && minKobo > maxKobo) {
      // Re-read each typed amount with the other end's rounding, so a swapped pair keeps exact kobo semantics.
      const lower = filterKobo(max!, "min");
      const upper = filterKobo(min!, "max");
      [minKobo, maxKobo] = [lower.ok ? lower.kobo : maxKobo, upper.ok ? upper.kobo : minKobo];
      messages.push(catalogueMessages.pricesSwapped);
      values.min = max;
      values.max = min;
    } else {
      if (minKobo !== undefined) values.min = min;
      if (maxKobo !== undefined) values.max = max;
    }
    if (minKobo !== undefined) filters.minPriceKobo = minKobo;
    if (maxKobo !== undefined) filters.maxPriceKobo = maxKobo;

    const condition = get("condition");
    if (condition !== undefined) {
      const parsed = parseCondition(condition);
      if (parsed) filters.condition = parsed;
      else messages.push(catalogueMessages.conditionInvalid);
      if (parsed) values.condition = parsed;
    }

    const sort = get("sort");
    if (sort !== undefined) {
      const parsed = parseSort(sort);
      if (parsed) filters.sort = parsed;
      else messages.push(catalogueMessages.sortInvalid);
      if (parsed) values.sort = parsed;
    }

    const page = get("page");
    if (page !== undefined) {
      const parsed = positiveInt(page);
      if (parsed === undefined) messages.push(catalogueMessages.pageInvalid);
      else if (parsed > MAX_PAGE_NUMBER) messages.push(catalogueMessages.pageTooHigh);
      else result.page = parsed;
    }

    const pageSize = get("per_page", "pageSize", "limit");
    if (pageSize !== undefined) {
      const parsed = positiveInt(pageSize);
      if (parsed === undefined || parsed > MAX_PAGE_SIZE) messages.push(catalogueMessages.pageSizeInvalid);
      else result.pageSize = parsed;
    }

    const after = get("after", "cursor");
    if (after !== undefined) {
      if (after.length <= 300 && /^[A-Za-z0-9_-]+$/.test(after)) result.cursor = after;
      else messages.push(catalogueMessages.cursorInvalid);
    }
    return result;
  } catch {
    // Only a hostile object (a throwing getter) gets here: the listing shows unfiltered results instead of a 500.
    return { filters: {}, page: 1, pageSize: DEFAULT_PAGE_SIZE, values: {}, messages: [] };
  }
}
