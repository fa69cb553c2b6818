import { graphqlEndpoint } from "@/graphql/yoga";
import { GRAPHQL_MAX_BODY_BYTES } from "@/graphql/graphql-http";
import { readLimitedBody } from "@/lib/body-limit";

async function handle(request: Request): Promise<Response> {
  if (request.method === "POST") {
    const body = await readLimitedBody(request, GRAPHQL_MAX_BODY_BYTES);
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
