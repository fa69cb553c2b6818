import "server-only";
import { getServerSession } from "next-auth";
import { cache } from "react";
import { authOptions } from "@/modules/identity/auth-options";

export interface ServerSession {
  accessToken: string;
  user: { id: string; name: string; email: string | null; phone: string | null; kind: string };
}

/**
 * The next-auth session of the request being rendered, read once per request: the dashboard's gate, the actor and a
 * page may all ask for it while one page renders.
 */
export const currentSession = cache(async (): Promise<ServerSession | null> => {
  const session = (await getServerSession(authOptions())) as Partial<ServerSession> | null;
  return session?.user && session.accessToken ? (session as ServerSession) : null;
});
