import type { Plugin } from "graphql-yoga";

/**
 * The bodies a GraphQL POST may have, exactly as Yoga's JSON parser matches them: `application/json` (what every client
 * sends) and `application/graphql+json` (an earlier GraphQL-over-HTTP draft's name). Both need a CORS preflight.
 * (`application/graphql-response+json` names a response, not a request body; Yoga does not parse it.)
 */
const JSON_MEDIA_TYPES = new Set(["application/json", "application/graphql+json"]);

function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";", 1)[0]!.trim();
}

const refusal = JSON.stringify({
  errors: [
    {
      message: "Send GraphQL requests as JSON (Content-Type: application/json).",
      extensions: { code: "UNSUPPORTED_MEDIA_TYPE" },
    },
  ],
});

/**
 * POST bodies must be JSON. A browser sends `application/x-www-form-urlencoded`, `multipart/form-data` and `text/plain`
 * cross-site without asking first (a CORS "simple request"), and Yoga would parse the first two: any page could make
 * its visitors' browsers fire our anonymous mutations (sign-ups, code requests, contact messages) from their addresses.
 * A JSON body needs a preflight, which CORS refuses to other origins. Refused with 415 before the body is parsed or anything runs, on the Next route and the production
 * fast path alike (both hand requests to this Yoga). GET stays for queries; Yoga refuses mutations over GET (405).
 */
export function jsonRequestsOnlyPlugin(): Plugin {
  return {
    onRequestParse({ request, endResponse, fetchAPI }) {
      const json = { "content-type": "application/json; charset=utf-8" };
      if (request.method === "GET") {
        // Yoga's GET parser JSON.parses these without a guard: a malformed one would surface as a 500.
        if (!getParametersAreJson(request.url))
          endResponse(new fetchAPI.Response(badGetParameters, { status: 400, headers: json }));
        return;
      }
      if (request.method !== "POST" || JSON_MEDIA_TYPES.has(mediaType(request.headers.get("content-type")))) return;
      endResponse(
        new fetchAPI.Response(refusal, { status: 415, headers: { ...json, "accept-post": "application/json" } }),
      );
    },
  };
}

const badGetParameters = JSON.stringify({
  errors: [
    { message: "The variables and extensions of a GET request must be JSON.", extensions: { code: "BAD_REQUEST" } },
  ],
});

function getParametersAreJson(url: string): boolean {
  const parameters = new URL(url, "http://localhost").searchParams;
  for (const name of ["variables", "extensions"]) {
    const value = parameters.get(name);
    if (!value) continue;
    try {
      JSON.parse(value);
    } catch {
      return false;
    }
  }
  return true;
}
