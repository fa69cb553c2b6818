/**
 * The path and query of the page being rendered. Next.js tells pages their params but tells layouts nothing about
 * the address, and a layout that sends a signed-out visitor to sign-in must know where to bring them back. src/proxy.ts
 * writes this header on every page request, replacing any value the client sent, so a client cannot choose it.
 */
export const REQUEST_PATH_HEADER = "x-oja-path";

/** The header's value for a request URL: the path and the query, as the person asked for them. */
export function requestPathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}
