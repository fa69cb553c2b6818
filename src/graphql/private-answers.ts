import type { Plugin } from "graphql-yoga";

/**
 * Answers are private unless marked shareable: every response that leaves Yoga without a Cache-Control of its own gets
 * `no-store`, so no browser, proxy or CDN keeps a mutation's answer (access tokens, reset grants), anything asked with
 * a token, or an error. The only answers that carry their own header are the signed-out reads the public-results
 * plugin marks `public, s-maxage=N`; it never marks a mutation or a request with an Authorization header, and either
 * order of the two plugins gives the same header.
 */
export function privateAnswersPlugin(): Plugin {
  return {
    onResponse({ response }) {
      if (!response.headers.has("cache-control")) response.headers.set("cache-control", "no-store");
    },
  };
}
