import { graphqlEndpoint } from "@/graphql/yoga";
import { bodyAllowed, bodyLimitFor } from "@/graphql/large-request-bodies";
import { readLimitedBody } from "@/lib/body-limit";

async function handle(request: Request): Promise<Response> {
  if (request.method === "POST") {
    // 64 KB, except a signed-in person's CSV import of listings (src/graphql/large-request-bodies.ts).
    const body = await readLimitedBody(request, bodyLimitFor(request.headers));
    if (body === null || !bodyAllowed(body)) {
      return Response.json(
        { errors: [{ message: "Request is too large", extensions: { code: "PAYLOAD_TOO_LARGE" } }] },
        { status: 413 },
      );
    }
    request = new Request(request.url, { method: "POST", headers: request.headers, body });
  }
  return graphqlEndpoint().handleRequest(request, {});
}

export { handle as GET, handle as POST, handle as OPTIONS };
