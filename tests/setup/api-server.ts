/**
 * A real HTTP server in front of the real Yoga endpoint, composed as the production server composes its GraphQL path
 * (src/server/server.ts): the client address is resolved from the socket and TRUSTED_PROXIES before anything reads it.
 * Requests can leave from any loopback address (127.0.0.2, 127.0.0.3, …), so tests can be "another address" for real.
 */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll } from "vitest";
import type { AddressInfo } from "node:net";
import { graphqlEndpoint } from "@/graphql/yoga";
import { parseProxyTrust, type ProxyTrust } from "@/lib/client-address";
import { markClientAddress } from "@/lib/request";
import { sendGraphqlThrough } from "./graphql";

export interface ApiServer {
  url: string;
  close(): Promise<void>;
}

export async function startApiServer(trustedProxies = ""): Promise<ApiServer> {
  const trust = parseProxyTrust(trustedProxies) as ProxyTrust;
  const yoga = graphqlEndpoint();
  const server: Server = createServer((request, response) => {
    markClientAddress(request.headers, request.socket.remoteAddress, trust);
    void yoga(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Every GraphQL request of the calling test file goes over a real socket to a real server, so "parallel" means
 * concurrent connections (races and floods as an attacker would send them). Loopback is a trusted proxy here, so each
 * request's X-Forwarded-For still names its own client address.
 */
export function overRealServer(): void {
  let api: ApiServer | undefined;
  beforeAll(async () => {
    api = await startApiServer("loopback");
    sendGraphqlThrough(api.url);
  });
  afterAll(async () => {
    sendGraphqlThrough(null);
    await api?.close();
  });
}
