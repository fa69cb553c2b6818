import "server-only";
import { signedOut, type Actor } from "@/lib/actor";
import { clientIp } from "@/lib/request";

export interface GraphQLContext {
  request: Request;
  ip: string;
  /** Who is asking (docs/decisions/0015): every resolver and service decides with this, never with the token. */
  actor: Actor;
}

type ActorSource = (bearerToken: string | null) => Promise<Actor>;
let actorSource: ActorSource | null = null;

/**
 * The access module turns a Bearer token into an actor; the rail cannot import it, so the composition root
 * (src/graphql/schema.ts) hands it in, as it does the other ports (docs/decisions/0003-layout.md).
 */
export function provideActorSource(source: ActorSource): void {
  actorSource = source;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** Who sent the request, from its Bearer token; a request without one is signed out and costs no query. */
export async function actorForRequest(request: Request): Promise<Actor> {
  const token = bearerToken(request);
  if (!token) return signedOut;
  if (!actorSource) throw new Error("GraphQL context: no actor source was provided (src/graphql/schema.ts wires it)");
  return actorSource(token);
}

/** `actor` when the caller already resolved it for this request (the /graphql route does, to size the body). */
export async function createContext({ request, actor }: { request: Request; actor?: Actor }): Promise<GraphQLContext> {
  return { request, ip: clientIp(request.headers), actor: actor ?? (await actorForRequest(request)) };
}
