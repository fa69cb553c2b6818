import "server-only";
import { findUserByAccessToken, type CurrentUser } from "@/modules/identity/identity.service";
import { clientIp } from "@/lib/request";

export interface GraphQLContext {
  request: Request;
  ip: string;
  currentUser: CurrentUser | null;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export async function createContext({ request }: { request: Request }): Promise<GraphQLContext> {
  const token = bearerToken(request);
  return {
    request,
    ip: clientIp(request.headers),
    currentUser: token ? await findUserByAccessToken(token) : null,
  };
}
