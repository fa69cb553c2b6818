import "server-only";
import { signedOut, type Actor } from "@/lib/actor";
import { clientIp } from "@/lib/request";

export interface GraphQLContext {
  request: Request;
  ip: string;
  /** Who is asking (docs/decisions/0015): every resolver and service decides with this, never with the token. */
  actor: Actor;
}

/**
 * Turns a Bearer token into the person behind it. The access module owns that and the rails cannot import it, so the
 * composition root (src/graphql/schema.ts) hands its reader to whoever builds the endpoint.
 */
export type ActorReader = (bearerToken: string) => Promise<Actor>;

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** Who sent the request, from its Bearer token; a request without one is signed out and costs no query. */
export async function actorForRequest(request: Request, readActor: ActorReader): Promise<Actor> {
  const token = bearerToken(request);
  return token ? readActor(token) : signedOut;
}

/** `actor` when the caller already resolved it for this request (the /graphql route does, to size the body). */
export async function createContext({
  request,
  actor,
  readActor,
}: {
  request: Request;
  actor?: Actor;
  readActor: ActorReader;
}): Promise<GraphQLContext> {
  return { request, ip: clientIp(request.headers), actor: actor ?? (await actorForRequest(request, readActor)) };
}
