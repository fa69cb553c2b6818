import { catalogueMessages, MAX_PAGE_NUMBER } from "@/modules/market/market.inputs";
import { isUuid } from "@/lib/uuid";
import { InputValidationError } from "@/lib/errors";
import { effectiveSort, listingSorts, type EffectiveSort, type SearchMode } from "@/modules/market/market-query";
import type { ProductSort } from "@/modules/listings/listings.types";

/** Opaque cursors of the keyset-paged listings (products and services): where a page ended and how it was sorted. */
export interface CursorData {
  /** Effective sort the cursor was made for. */
  s: EffectiveSort;
  /** Search mode (n, t, f) so a fuzzy result list is not continued as a full-text one. */
  m: "n" | "t" | "f";
  /** Sort key of the last row: microseconds since epoch, kobo, or rank. */
  k: string;
  /** Id of the last row. */
  i: string;
  /** Page number this cursor leads to. */
  p: number;
}

export const modeCode: Record<SearchMode, CursorData["m"]> = { NONE: "n", FTS: "t", FUZZY: "f" };
const CURSOR_MESSAGE = catalogueMessages.cursorInvalid;

export function encodeCursor(data: CursorData): string {
  return Buffer.from(JSON.stringify(data), "utf8").toString("base64url");
}

/** Parses an opaque cursor; anything that was not made by encodeCursor is a clear input error. */
export function decodeCursor(cursor: string): CursorData {
  const fail = (): never => {
    throw new InputValidationError({ after: [CURSOR_MESSAGE] });
  };
  if (typeof cursor !== "string" || cursor.length === 0 || cursor.length > 300 || !/^[A-Za-z0-9_-]+$/.test(cursor))
    fail();
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return fail();
  }
  if (typeof data !== "object" || data === null) return fail();
  const { s, m, k, i, p } = data as Record<string, unknown>;
  if (typeof s !== "string" || !listingSorts.includes(s as EffectiveSort)) fail();
  if (m !== "n" && m !== "t" && m !== "f") fail();
  if (!isUuid(i)) fail();
  if (typeof p !== "number" || !Number.isSafeInteger(p) || p < 2 || p > MAX_PAGE_NUMBER + 1) fail();
  if (typeof k !== "string") return fail();
  if (s === "RELEVANCE" && m !== "n") {
    // A rank or a similarity: a finite number between 0 and 1 (ts_rank can exceed 1 only slightly for huge weights).
    if (!/^-?\d+(\.\d+)?(e-?\d+)?$/i.test(k) || !Number.isFinite(Number(k)) || Number(k) < 0 || Number(k) > 1e6) fail();
  } else {
    // Microseconds since 1970 (NEWEST) or kobo (PRICE_*): a non-negative integer within safe range.
    if (!/^\d{1,16}$/.test(k) || !Number.isSafeInteger(Number(k))) fail();
  }
  return { s: s as EffectiveSort, m: m as CursorData["m"], k: k as string, i: i as string, p: p as number };
}

/** The search mode the cursor's listing used. */
export function cursorMode(cursor: CursorData): SearchMode {
  return cursor.m === "n" ? "NONE" : cursor.m === "t" ? "FTS" : "FUZZY";
}

/** A listing's `after` argument, decoded and checked against the listing it is said to continue. */
export function readCursor(
  cursor: string | undefined,
  listing: { sort?: ProductSort; query: string },
): CursorData | null {
  if (!cursor) return null;
  const data = decodeCursor(cursor);
  const mode = cursorMode(data);
  // A cursor from another search (other text, other sort) would silently skip or repeat rows.
  if (data.s !== effectiveSort(listing.sort, mode) || (mode === "NONE") !== (listing.query === "")) {
    throw new InputValidationError({ after: [CURSOR_MESSAGE] });
  }
  return data;
}
