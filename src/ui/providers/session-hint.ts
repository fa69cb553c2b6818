/**
 * What this device remembers of its last session for the header's first paint (src/ui/frame/session-hint.tsx): "in"
 * when it was signed in. Nothing else is kept: not who, not a token.
 */
export const SESSION_HINT_KEY = "oja.session";
/** The attribute on <html> that globals.css reads (`html[data-session="in"]`, which CSS cannot import from here). */
export const SESSION_HINT_ATTRIBUTE = "data-session";

/** After the session answered: remember it, and show the signed-out links at once when there is none. */
export function rememberSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, "in");
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage refused (private mode, quota): the next page shows the signed-out links while it loads, as before.
  }
  if (signedIn) document.documentElement.setAttribute(SESSION_HINT_ATTRIBUTE, "in");
  else document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
}

/** The session could not be asked: show the signed-out links, but keep what the device remembers. */
export function revealSignedOutLinks(): void {
  document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
}
