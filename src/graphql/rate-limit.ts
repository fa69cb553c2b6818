import "server-only";
import { consumeRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { RateLimitedError } from "@/lib/errors";

/** Spends a point or throws the GraphQL error that tells the person when to retry. */
export async function enforceRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  const result = await consumeRateLimit(rule, key);
  if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
}
