"use client";
import { useEffect, useState } from "react";
import { graphql, type ResultOf } from "@/ui/graphql-documents";
import { requestGraphQL } from "@/ui/graphql-client";

/**
 * The price desk beside the product form: the item a title matches (with its typical price in the listing's state
 * when that state has enough reports, else Lagos) and how a typed price compares. Both are hints: a failed request
 * shows nothing and never blocks the form.
 */

/** Fewer accepted reports than this in a state and the desk compares with elsewhere (pricedesk-math OUTLIER_MIN_SAMPLE). */
export const DESK_MIN_SAMPLE = 5;
/**
 * The desk holds a listing whose price is more than 3× the typical (pricedesk-math OUTLIER_FACTOR = 3, judged in
 * pricedesk-listing-report.service.ts): that is more than 200 % above. A seller is asked to confirm before publishing.
 */
export const HELD_ABOVE_PERCENT = 200;
export const TITLE_MIN_LENGTH = 3;
export const DESK_DEBOUNCE_MS = 400;

const MATCH = graphql(`
  query ListingPriceMatch($search: String!, $state: String!) {
    priceItems(search: $search, first: 3) {
      id
      name
      unitLabel
      inState: stats(state: $state) { state overall { count typical { formatted } low { formatted } high { formatted } } }
      lagos: stats(state: "Lagos") { state overall { count typical { formatted } low { formatted } high { formatted } } }
    }
  }
`);

const INSIGHT = graphql(`
  query ListingPriceInsight($id: ID!, $kobo: Kobo!, $state: String!) {
    priceInsight(priceItemId: $id, priceKobo: $kobo, state: $state) { direction percentFromTypical sampleSize state typical { formatted } }
  }
`);

type MatchItem = NonNullable<NonNullable<ResultOf<typeof MATCH>["priceItems"]>[number]>;
export type PriceInsightAnswer = NonNullable<ResultOf<typeof INSIGHT>["priceInsight"]>;

export interface DeskItem {
  id: string;
  name: string;
  unitLabel: string | null;
  /** "typical in Lagos ₦… (low ₦…, high ₦…)"; null when the desk has no figures yet. */
  typical: string | null;
}

type Stats = MatchItem["lagos"];

/** The typical-price sentence from the listing's state when it has enough reports, else from Lagos. */
export function typicalSentence(inState: Stats, lagos: Stats): string | null {
  const local = inState?.overall && (inState.overall.count ?? 0) >= DESK_MIN_SAMPLE ? inState : null;
  const chosen = local ?? (lagos?.overall && (lagos.overall.count ?? 0) > 0 ? lagos : null);
  const overall = chosen?.overall;
  if (!chosen || !overall?.typical?.formatted) return null;
  const range =
    overall.low?.formatted && overall.high?.formatted
      ? ` (low ${overall.low.formatted}, high ${overall.high.formatted})`
      : "";
  return `typical in ${chosen.state ?? "Lagos"} ${overall.typical.formatted}${range}`;
}

function toDeskItem(item: MatchItem): DeskItem | null {
  if (!item.id || !item.name) return null;
  return {
    id: item.id,
    name: item.name,
    unitLabel: item.unitLabel ?? null,
    typical: typicalSentence(item.inState, item.lagos),
  };
}

/** The desk items the title matches (best first), looked up once the seller pauses typing. */
export function useDeskMatches(title: string, state: string): DeskItem[] {
  const [items, setItems] = useState<DeskItem[]>([]);
  const search = title.trim();
  useEffect(() => {
    if (search.length < TITLE_MIN_LENGTH) return;
    let live = true;
    const timer = setTimeout(() => {
      requestGraphQL({ query: MATCH, variables: { search, state: state || "Lagos" } }).then(
        (data) => {
          if (live) setItems((data.priceItems ?? []).flatMap((item) => toDeskItem(item) ?? []));
        },
        () => {
          if (live) setItems([]);
        },
      );
    }, DESK_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, state]);
  return search.length < TITLE_MIN_LENGTH ? [] : items;
}

/** How the typed price (per unit, kobo) compares with the item's typical price; null while unknown. */
export function usePriceInsight(
  priceItemId: string,
  unitPriceKobo: number | null,
  state: string,
): PriceInsightAnswer | null {
  const [insight, setInsight] = useState<{ key: string; answer: PriceInsightAnswer | null } | null>(null);
  const key = priceItemId && unitPriceKobo ? `${priceItemId}|${unitPriceKobo}|${state}` : "";
  useEffect(() => {
    if (!key || !unitPriceKobo) return;
    let live = true;
    const timer = setTimeout(() => {
      requestGraphQL({
        query: INSIGHT,
        variables: { id: priceItemId, kobo: unitPriceKobo, state: state || "Lagos" },
      }).then(
        (data) => live && setInsight({ key, answer: data.priceInsight ?? null }),
        () => live && setInsight({ key, answer: null }),
      );
    }, DESK_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, priceItemId, unitPriceKobo, state]);
  return insight && insight.key === key ? insight.answer : null;
}

/** Whether publishing at this price would be held for review (far above typical). */
export function isFarAbove(insight: PriceInsightAnswer | null): boolean {
  return insight?.direction === "ABOVE" && (insight.percentFromTypical ?? 0) > HELD_ABOVE_PERCENT;
}

/** "₦… is 250% above typical (₦… in Lagos)": the warning shown before publishing. */
export function farAboveMessage(insight: PriceInsightAnswer): string {
  return `This price is far above typical: ${insight.percentFromTypical ?? 0}% above the typical ${insight.typical?.formatted ?? ""} in ${insight.state ?? "Lagos"}. If you publish it, it will be held for review by the price desk.`;
}
