"use client";

/**
 * The browser half of the captcha check: when NEXT_PUBLIC_CAPTCHA_PROVIDER and NEXT_PUBLIC_CAPTCHA_SITE_KEY are set
 * at build time, loads the provider's script on first use (never up front) and returns a token for one request.
 * Without them it returns undefined and the server does not ask for one.
 */
const provider = process.env.NEXT_PUBLIC_CAPTCHA_PROVIDER as "recaptcha" | "turnstile" | undefined;
const siteKey = process.env.NEXT_PUBLIC_CAPTCHA_SITE_KEY;

type Grecaptcha = { ready(cb: () => void): void; execute(key: string, options: { action: string }): Promise<string> };
type Turnstile = {
  render(
    el: HTMLElement,
    options: {
      sitekey: string;
      action?: string;
      execution?: "execute";
      appearance?: "interaction-only";
      callback(token: string): void;
      "error-callback"?(): void;
    },
  ): string;
  execute(id: string): void;
  remove(id: string): void;
};

let script: Promise<void> | undefined;
function loadScript(src: string): Promise<void> {
  script ??= new Promise((resolve, reject) => {
    const element = document.createElement("script");
    element.src = src;
    element.async = true;
    element.onload = () => resolve();
    element.onerror = () =>
      reject(new Error("The security check could not load. Check your connection and try again."));
    document.head.appendChild(element);
  });
  return script;
}

export async function getCaptchaToken(action: string): Promise<string | undefined> {
  if (!provider || !siteKey) return undefined;
  if (provider === "recaptcha") {
    await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
    const grecaptcha = (window as unknown as { grecaptcha: Grecaptcha }).grecaptcha;
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return grecaptcha.execute(siteKey, { action });
  }
  await loadScript("https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit");
  const turnstile = (window as unknown as { turnstile: Turnstile }).turnstile;
  const host = document.createElement("div");
  document.body.appendChild(host);
  try {
    return await new Promise<string>((resolve, reject) => {
      const id = turnstile.render(host, {
        sitekey: siteKey,
        action,
        execution: "execute",
        appearance: "interaction-only",
        callback: resolve,
        "error-callback": () => reject(new Error("Please complete the security check and try again")),
      });
      turnstile.execute(id);
    });
  } finally {
    host.remove();
  }
}
