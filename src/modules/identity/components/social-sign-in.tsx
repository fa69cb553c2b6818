"use client";
import Link from "next/link";
import { useEffect, useState } from "react";
import { safeCallbackUrl, signInWithProvider } from "@/modules/identity/components/auth-client";

type ProviderId = "google" | "facebook";
type Providers = Partial<Record<string, { id: string; name: string }>>;

const buttons: { id: ProviderId; label: string; notSetUp: string }[] = [
  { id: "google", label: "Continue with google account", notSetUp: "Google sign-in is not set up yet" },
  { id: "facebook", label: "Continue with facebook", notSetUp: "Facebook sign-in is not set up yet" },
];

// The notice names the captcha service in use (src/ui/captcha.ts): reCAPTCHA unless Turnstile is configured.
const captcha =
  process.env.NEXT_PUBLIC_CAPTCHA_PROVIDER === "turnstile"
    ? {
        intro: "This site is protected by Cloudflare Turnstile and the Cloudflare",
        privacy: "https://www.cloudflare.com/privacypolicy/",
        terms: "https://www.cloudflare.com/website-terms/",
      }
    : {
        intro: "This site is protected by reCAPTCHA and the Google",
        privacy: "https://policies.google.com/privacy",
        terms: "https://policies.google.com/terms",
      };

function ProviderIcon({ id }: { id: ProviderId }) {
  return id === "google" ? (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
      />
    </svg>
  ) : (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.4 19.5v-6h2l.3-2.4h-2.3V9.6c0-.7.2-1.2 1.2-1.2h1.2V6.3a16 16 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.8H9v2.4h2v6h2.4z"
      />
    </svg>
  );
}

/**
 * The social sign-in block (spec section 2): Google and Facebook, then the privacy and terms notice. The providers come
 * from the session service; one that is not configured shows a disabled button that says so (docs/architecture.md,
 * "Outside services"). If the list cannot be loaded the browser goes to the session service's error page (spec
 * section 8).
 */
export function SocialSignIn() {
  const [providers, setProviders] = useState<Providers | null>(null);
  const [leaving, setLeaving] = useState<ProviderId | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/auth/providers", { signal: controller.signal, headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`providers answered ${response.status}`);
        setProviders(((await response.json()) as Providers | null) ?? {});
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Sign-in providers could not be loaded", error);
        // The session service's error page is a route handler, not a Next.js page: a full navigation is needed.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.href = "/api/auth/error";
      });
    return () => controller.abort();
  }, []);

  async function start(id: ProviderId) {
    setLeaving(id);
    const callbackUrl = safeCallbackUrl(new URLSearchParams(window.location.search).get("callbackUrl"));
    try {
      await signInWithProvider(id, callbackUrl);
    } catch {
      setLeaving(null);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-xs text-primary/75" aria-hidden="true">
        <span className="h-px flex-1 bg-black/10" />
        or
        <span className="h-px flex-1 bg-black/10" />
      </div>
      <ul className="space-y-3">
        {buttons.map((button) => {
          const configured = Boolean(providers?.[button.id]);
          const explain = providers !== null && !configured;
          return (
            <li key={button.id}>
              <button
                type="button"
                onClick={() => start(button.id)}
                disabled={!configured || leaving !== null}
                aria-busy={leaving === button.id}
                aria-describedby={explain ? `social-${button.id}-note` : undefined}
                className="flex w-full items-center justify-center gap-3 rounded-lg border border-black/15 bg-white px-4 py-2.5 font-medium text-primary hover:bg-black/[0.03] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-white"
              >
                <ProviderIcon id={button.id} />
                {button.label}
              </button>
              {explain ? (
                <p id={`social-${button.id}-note`} className="mt-1 text-center text-xs text-primary/75">
                  {button.notSetUp}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="text-xs leading-relaxed text-primary/75">
        {captcha.intro}{" "}
        <a
          href={captcha.privacy}
          className="underline hover:text-primary-light"
          target="_blank"
          rel="noopener noreferrer"
        >
          Privacy Policy
        </a>{" "}
        and{" "}
        <a
          href={captcha.terms}
          className="underline hover:text-primary-light"
          target="_blank"
          rel="noopener noreferrer"
        >
          Terms of Service
        </a>{" "}
        apply. By continuing you agree to our{" "}
        <Link href="/terms" prefetch={false} className="underline hover:text-primary-light">
          Terms and Conditions
        </Link>{" "}
        and{" "}
        <Link href="/privacy" prefetch={false} className="underline hover:text-primary-light">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}
