import "server-only";
import type { Actor } from "@/lib/actor";
import { env } from "@/lib/env";
import { RateLimitedError } from "@/lib/errors";
import { enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";

/** Who spends a search: the person when signed in, else the client address. A GraphQL context is one. */
export interface Requester {
  actor: Actor;
  ip: string;
}

export interface SearchBudgets {
  perAddress: RateLimitRule;
  perUser: RateLimitRule;
}

/**
 * What a minute of searching may cost. An all-new search costs ~3 ms of the server's CPU and ~3 ms of the database's
 * (docs/decisions/0011); repeats within 10 s are answered from the shared cache and cost nothing here.
 *
 * - Per address, signed out: 600 a minute by default (GRAPHQL_SEARCHES_PER_MINUTE). Nigerian mobile networks put many
 *   subscribers behind one public address (carrier-grade NAT), so one address may be dozens of people each typing
 *   into autocomplete; at 600 one address can still use only ~3 % of a core, and taking a whole core takes ~30.
 * - Per signed-in person: a fifth of that, 120 a minute. Autocomplete asks once per 200 ms pause in typing, about ten
 *   times per search typed, so that is a dozen searches typed every minute. It is their own budget: people signed in
 *   behind a busy address do not spend the address's.
 */
export function searchBudgets(perMinute: number): SearchBudgets {
  return {
    perAddress: { name: "graphql-search-ip", points: perMinute, durationSeconds: 60 },
    perUser: { name: "graphql-search-user", points: Math.max(1, Math.ceil(perMinute / 5)), durationSeconds: 60 },
  };
}

/**
 * Spends one search from the requester's budget (its account when signed in, else its address), or throws
 * RATE_LIMITED (HTTP 429 with Retry-After in the API). The search services call it, once per search they answer, so
 * every caller (pages, API fields, aliases of one field) pays the same way.
 */
export async function spendSearch(requester: Requester): Promise<void> {
  const perMinute = env().GRAPHQL_SEARCHES_PER_MINUTE;
  if (perMinute === 0) return;
  const budgets = searchBudgets(perMinute);
  if (requester.actor.kind === "user") await enforceRateLimit(budgets.perUser, requester.actor.userId);
  else await enforceRateLimit(budgets.perAddress, requester.ip);
}

/**
 * A page's search answered within the budget, or, once the budget is spent, `fallback` with the reason added to the
 * page's notices ("Too many attempts. Please try again in 20 seconds."), so the page still renders (the API answers
 * 429 instead).
 */
export async function withinSearchBudget<T>(search: Promise<T>, fallback: T, notices: string[]): Promise<T> {
  try {
    return await search;
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    notices.push(error.message);
    return fallback;
  }
}
