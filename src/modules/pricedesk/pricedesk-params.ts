import { nigerianStates } from "@/lib/nigeria";
import { MAX_SEARCH_LENGTH } from "@/modules/pricedesk/pricedesk.inputs";

export type DeskSearchParams = Record<string, string | string[] | undefined>;

export interface DeskSearch {
  q: string;
  item: string | null;
  /** A real state, else null (nationwide): a mistyped state shows the nationwide figures rather than an error. */
  state: string | null;
  windowDays: 30 | 90 | 365;
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/** /pricedesk/search?q=…&item=…&state=…&window=… read leniently: nothing a person can type there causes an error. */
export function parseDeskSearchParams(params: DeskSearchParams): DeskSearch {
  const q = first(params.q).trim().slice(0, MAX_SEARCH_LENGTH);
  const item = first(params.item).trim().toLowerCase();
  const state = first(params.state).trim();
  const window = Number(first(params.window));
  return {
    q,
    // Any non-empty value is looked up as given; an unknown slug is a 404, not a silent fallback.
    item: item === "" ? null : item.slice(0, 201),
    state: (nigerianStates as readonly string[]).includes(state) ? state : null,
    windowDays: window === 90 || window === 365 ? window : 30,
  };
}

/** The query string of a desk search, for links that change one part of it. */
export function deskSearchHref(search: Partial<DeskSearch>): string {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.item) params.set("item", search.item);
  if (search.state) params.set("state", search.state);
  if (search.windowDays && search.windowDays !== 30) params.set("window", String(search.windowDays));
  const query = params.toString();
  return `/pricedesk/search${query ? `?${query}` : ""}`;
}
