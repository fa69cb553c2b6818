"use client";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { rememberSessionHint, revealSignedOutLinks } from "@/ui/providers/session-hint";

/**
 * The client side of the session service at /api/auth (spec sections 3 and 4): status starts as "loading", then
 * becomes "authenticated" or "unauthenticated"; the session is fetched again when the tab becomes visible, when another
 * tab signs in or out (next-auth's "nextauth.message" storage event) and, optionally, every `refetchInterval` seconds.
 * It replaces next-auth/react's provider on every page to save ~9 KB of JavaScript; next-auth's own signIn/signOut
 * helpers remain usable on the pages that need them, and their cross-tab messages are understood here.
 */
export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

export interface SessionData {
  user?: { id?: string; name?: string | null; email?: string | null; phone?: string | null; kind?: string };
  /** A short-lived token for the API (15 minutes; docs/decisions/0014-session-tokens.md), renewed before it ends. */
  accessToken?: string;
  accessTokenExpires?: string;
  expires: string;
}

interface SessionState {
  data: SessionData | null;
  status: SessionStatus;
  update(): Promise<SessionData | null>;
}

const SessionContext = createContext<SessionState | null>(null);
const BROADCAST_KEY = "nextauth.message";

async function fetchSession(): Promise<SessionData | null> {
  const response = await fetch("/api/auth/session", {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Session request failed with ${response.status}`);
  const body = (await response.json()) as Partial<SessionData>;
  // An ended session (signed out, or its access token revoked) comes back without a user.
  return body.user && body.expires ? (body as SessionData) : null;
}

export function SessionProvider({ children, refetchInterval = 0 }: { children: ReactNode; refetchInterval?: number }) {
  const [data, setData] = useState<SessionData | null>(null);
  const [status, setStatus] = useState<SessionStatus>("loading");
  const inFlight = useRef<Promise<SessionData | null> | null>(null);

  const update = useCallback(() => {
    inFlight.current ??= fetchSession()
      .then((session) => {
        setData(session);
        setStatus(session ? "authenticated" : "unauthenticated");
        rememberSessionHint(session !== null);
        return session;
      })
      .catch(() => {
        // A failed refresh keeps what we knew; the first failure means we cannot claim a session.
        setStatus((current) => (current === "loading" ? "unauthenticated" : current));
        revealSignedOutLinks();
        return null;
      })
      .finally(() => {
        inFlight.current = null;
      });
    return inFlight.current;
  }, []);

  useEffect(() => {
    void update();
    const onVisible = () => document.visibilityState === "visible" && void update();
    const onStorage = (event: StorageEvent) => event.key === BROADCAST_KEY && void update();
    // A page restored by Back from the back/forward cache may predate a sign-in or sign-out made since.
    const onRestored = (event: PageTransitionEvent) => event.persisted && void update();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("storage", onStorage);
    window.addEventListener("pageshow", onRestored);
    const timer = refetchInterval > 0 ? window.setInterval(() => void update(), refetchInterval * 1000) : undefined;
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("pageshow", onRestored);
      if (timer) window.clearInterval(timer);
    };
  }, [update, refetchInterval]);

  // The API token in the session lives minutes: fetch a fresh session a minute before it ends.
  const tokenExpires = data?.accessTokenExpires;
  useEffect(() => {
    if (!tokenExpires) return;
    const delay = Math.max(5_000, new Date(tokenExpires).getTime() - Date.now() - 60_000);
    const timer = window.setTimeout(() => void update(), delay);
    return () => window.clearTimeout(timer);
  }, [tokenExpires, update]);

  const value = useMemo(() => ({ data, status, update }), [data, status, update]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside SessionProvider");
  return value;
}
