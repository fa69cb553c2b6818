import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
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

/** For session-required pages: a visitor who is not signed in goes to sign-in with SessionRequired and the way back. */
export async function requireSession(returnPath: string): Promise<ServerSession> {
  const session = await currentSession();
  if (!session) redirect(`/auth/login?error=SessionRequired&callbackUrl=${encodeURIComponent(returnPath)}`);
  return session;
}
