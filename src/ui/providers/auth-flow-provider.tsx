"use client";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

/** The recovery modal's steps (spec section 4): forgot is the default and the fallback. */
export type AuthFlowStep = "forgot" | "otp" | "reset";

/** The spec's query parameters: code (an e-mailed code), referral, token and reset. */
export interface AuthFlowParams {
  code: string | null;
  referral: string | null;
  token: string | null;
  reset: string | null;
}

interface AuthFlowState {
  open: boolean;
  step: AuthFlowStep;
  params: AuthFlowParams;
  /** A referral code kept from any earlier visit until sign-up uses it. */
  referral: string | null;
  openFlow(step?: AuthFlowStep): void;
  setStep(step: AuthFlowStep): void;
  close(): void;
  clearReferral(): void;
}

const REFERRAL_KEY = "market.referral";
const emptyParams: AuthFlowParams = { code: null, referral: null, token: null, reset: null };
const AuthFlowContext = createContext<AuthFlowState | null>(null);

function toStep(value: string | null | undefined): AuthFlowStep {
  return value === "otp" || value === "reset" ? value : "forgot";
}

// A referral code is short and plain; anything else in the URL is ignored.
function cleanParam(value: string | null): string | null {
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}

export function readAuthFlowParams(search: string): AuthFlowParams {
  const query = new URLSearchParams(search);
  return {
    code: cleanParam(query.get("code")),
    referral: cleanParam(query.get("referral")),
    token: cleanParam(query.get("token")),
    reset: cleanParam(query.get("reset")),
  };
}

export function AuthFlowProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [step, setStepState] = useState<AuthFlowStep>("forgot");
  const [params, setParams] = useState<AuthFlowParams>(emptyParams);
  const [referral, setReferral] = useState<string | null>(null);

  // Read once after hydration, so static pages stay static and the server never varies on the query.
  useEffect(() => {
    const found = readAuthFlowParams(window.location.search);
    let stored: string | null = null;
    try {
      if (found.referral) window.localStorage.setItem(REFERRAL_KEY, found.referral);
      stored = window.localStorage.getItem(REFERRAL_KEY);
    } catch {
      // Storage can be blocked (private mode); the referral then lives for this page only.
    }
    // Without parameters or a stored referral nothing changes, and setting state anyway would re-render the whole
    // page right after hydration (a long task on every page load).
    const referralCode = found.referral ?? cleanParam(stored);
    /* eslint-disable react-hooks/set-state-in-effect -- the URL is only readable after hydration */
    if (found.code || found.referral || found.token || found.reset) setParams(found);
    if (referralCode) setReferral(referralCode);
    if (found.reset) {
      setStepState(toStep(found.reset));
      setOpen(true);
    }
    /* eslint-enable react-hooks/set-state-in-effect */
  }, []);

  const openFlow = useCallback((next?: AuthFlowStep) => {
    setStepState(toStep(next));
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    setStepState("forgot");
  }, []);
  const clearReferral = useCallback(() => {
    try {
      window.localStorage.removeItem(REFERRAL_KEY);
    } catch {}
    setReferral(null);
  }, []);

  const value = useMemo<AuthFlowState>(
    () => ({ open, step, params, referral, openFlow, setStep: (s) => setStepState(toStep(s)), close, clearReferral }),
    [open, step, params, referral, openFlow, close, clearReferral],
  );
  return <AuthFlowContext.Provider value={value}>{children}</AuthFlowContext.Provider>;
}

export function useAuthFlow(): AuthFlowState {
  const value = useContext(AuthFlowContext);
  if (!value) throw new Error("useAuthFlow must be used inside AuthFlowProvider");
  return value;
}
