import { parseState } from "@/lib/nigeria";

export type HomeSearchParams = Record<string, string | string[] | undefined>;

/**
 * The state of `/?state=…`, read leniently like the market's ("lagos", "abuja"): anything else, or none, is all of
 * Nigeria. Never an error: the home page always shows.
 */
export function homeStateFrom(params: HomeSearchParams): string | null {
  const value = Array.isArray(params.state) ? params.state[0] : params.state;
  if (typeof value !== "string" || value.length > 60) return null;
  return parseState(value) ?? null;
}
