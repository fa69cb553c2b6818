import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "@/modules/identity/auth-options";

export interface ServerSession {
  accessToken: string;
  user: { id: string; name: string; email: string | null; phone: string | null; kind: string };
}

export async function currentSession(): Promise<ServerSession | null> {
  const session = (await getServerSession(authOptions())) as Partial<ServerSession> | null;
  return session?.user && session.accessToken ? (session as ServerSession) : null;
}

/** For session-required pages: a visitor who is not signed in goes to sign-in with SessionRequired and the way back. */
export async function requireSession(returnPath: string): Promise<ServerSession> {
  const session = await currentSession();
  if (!session) redirect(`/auth/login?error=SessionRequired&callbackUrl=${encodeURIComponent(returnPath)}`);
  return session;
}
