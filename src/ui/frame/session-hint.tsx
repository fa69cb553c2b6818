import { headers } from "next/headers";
import { nonceFromPolicy } from "@/lib/content-security-policy";
import { SESSION_HINT_ATTRIBUTE, SESSION_HINT_KEY } from "@/ui/providers/session-hint";

/**
 * Public pages are the same for everyone (decision 0025), so the header's account links are drawn signed out and the
 * session arrives later, in the browser. On a slow phone a signed-in buyer saw "Sign In" for seconds. This tag, read
 * before the first paint, marks the page when this device was signed in last time (the session provider keeps the
 * mark), and globals.css keeps "Sign Up" and "Sign In" hidden while the session loads. Without scripts, or with
 * storage refused, nothing is marked and the links show as before.
 */
export async function SessionHint() {
  // The request's policy, which the proxy wrote (src/proxy.ts); a kept page replays it with its nonce.
  const nonce = nonceFromPolicy((await headers()).get("content-security-policy"));
  if (!nonce) return null;
  const script = `try{if(localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)})==="in")document.documentElement.setAttribute(${JSON.stringify(SESSION_HINT_ATTRIBUTE)},"in")}catch(e){}`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
