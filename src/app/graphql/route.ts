import { graphqlEndpoint, graphqlRequestActor, type GraphqlServerContext } from "@/graphql/yoga";
import { bodyAllowed, bodyLimitFor } from "@/graphql/large-request-bodies";
import { readLimitedBody } from "@/lib/body-limit";

async function handle(request: Request): Promise<Response> {
  const known: GraphqlServerContext = {};
  if (request.method === "POST") {
    // 64 KB, except a signed-in person's CSV import of listings (src/graphql/large-request-bodies.ts). The token is
    // checked before a byte is read, and the actor found is the one Yoga's context uses (one lookup per request).
    // If the lookup fails, the body is held to 64 KB and Yoga's context meets (and logs) the failure itself.
    known.actor = await graphqlRequestActor(request).catch(() => undefined);
    const body = await readLimitedBody(request, bodyLimitFor(known.actor));
    if (body === null || !bodyAllowed(body)) {
      return Response.json(
        { errors: [{ message: "Request is too large", extensions: { code: "PAYLOAD_TOO_LARGE" } }] },
        { status: 413 },
      );
    }
    request = new Request(request.url, { method: "POST", headers: request.headers, body });
  }
  return graphqlEndpoint().handleRequest(request, known);
}

export { handle as GET, handle as POST, handle as OPTIONS };
