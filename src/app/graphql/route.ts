import { graphqlEndpoint } from "@/graphql/yoga";
import { readLimitedBody } from "@/lib/body-limit";

// GraphQL bodies are small; anything bigger is refused before parsing.
const MAX_BODY_BYTES = 64 * 1024;

async function handle(request: Request): Promise<Response> {
  if (request.method === "POST") {
    const body = await readLimitedBody(request, MAX_BODY_BYTES);
    if (body === null) {
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
