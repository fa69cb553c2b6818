import { describe, expect, it } from "vitest";
import {
  contentSecurityConfigFrom,
  contentSecurityPolicy,
  createNonce,
  nonceFromPolicy,
  STRICT_TRANSPORT_SECURITY,
} from "./content-security-policy";
import { runtimeSecurityHeaders } from "./security-headers";

/** The policy as directive name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

const production = { NODE_ENV: "production", APP_URL: "https://oja.ng", NEXTAUTH_URL: "https://oja.ng" };

describe("content security policy", () => {
  it("lets only the render's own scripts run in production: nonce and 'strict-dynamic', no inline, no eval", () => {
    const policy = directives(contentSecurityPolicy(contentSecurityConfigFrom(production, undefined), "bm9uY2U="));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    // Style attributes and the popup library's <style>: styles only, never scripts.
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });

  it("allows eval for `next dev` only, and no script at all without a nonce", () => {
    const development = contentSecurityConfigFrom({ NODE_ENV: "development" }, undefined);
    expect(directives(contentSecurityPolicy(development, "abc")).get("script-src")).toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy(development)).get("script-src")).toEqual(["'none'"]);
    expect(
      directives(contentSecurityPolicy(contentSecurityConfigFrom(production, undefined))).get("script-src"),
    ).toEqual(["'none'"]);
  });

  it("adds other origins only when they are configured", () => {
    const configured = contentSecurityConfigFrom(
      {
        ...production,
        MEDIA_STORAGE: "s3",
        S3_PUBLIC_URL: "https://media.oja.ng/pictures/",
        GOOGLE_CLIENT_ID: "id",
        GOOGLE_ISSUER: "http://127.0.0.1:4010/issuer",
        FACEBOOK_CLIENT_ID: "fb",
      },
      "turnstile",
    );
    const policy = directives(contentSecurityPolicy(configured, "abc"));
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://media.oja.ng"]);
    expect(policy.get("form-action")).toEqual(["'self'", "http://127.0.0.1:4010", "https://www.facebook.com"]);
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "'nonce-abc'",
      "'strict-dynamic'",
      "https://challenges.cloudflare.com",
    ]);
    expect(policy.get("frame-src")).toEqual(["https://challenges.cloudflare.com"]);

    // The bucket's address is not used while pictures are stored locally; Google's default issuer when none is set.
    const local = contentSecurityConfigFrom(
      { S3_PUBLIC_URL: "https://media.oja.ng", GOOGLE_CLIENT_ID: "id" },
      "recaptcha",
    );
    const localPolicy = directives(contentSecurityPolicy(local, "abc"));
    expect(localPolicy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(localPolicy.get("form-action")).toEqual(["'self'", "https://accounts.google.com"]);
    expect(localPolicy.get("frame-src")).toEqual([
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
    ]);
    expect(contentSecurityConfigFrom({}, "something-else").captchaProvider).toBeUndefined();
  });

  it("sends HSTS and upgrades requests only when the app is served over https", () => {
    const https = runtimeSecurityHeaders(contentSecurityConfigFrom(production, undefined), "abc");
    expect(https.find((header) => header.key === "Strict-Transport-Security")?.value).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(STRICT_TRANSPORT_SECURITY).toBe("max-age=63072000; includeSubDomains");

    for (const source of [
      {},
      { APP_URL: "http://localhost:3000", NEXTAUTH_URL: "http://localhost:3000" },
      { APP_URL: "not a url" },
    ]) {
      const config = contentSecurityConfigFrom(source, undefined);
      const headers = runtimeSecurityHeaders(config, "abc");
      expect(headers.map((header) => header.key)).toEqual(["Content-Security-Policy"]);
      expect(headers[0]!.value).not.toContain("upgrade-insecure-requests");
    }
    // Either public address being https is enough (next-auth's callback URLs follow NEXTAUTH_URL).
    expect(contentSecurityConfigFrom({ NEXTAUTH_URL: "https://oja.ng" }, undefined).https).toBe(true);
  });

  it("draws a fresh 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, () => createNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("finds the nonce a policy allows, for the page's own inline script, and none in a policy without one", () => {
    const nonce = createNonce();
    expect(nonceFromPolicy(contentSecurityPolicy(contentSecurityConfigFrom({}), nonce))).toBe(nonce);
    expect(nonceFromPolicy(contentSecurityPolicy(contentSecurityConfigFrom({})))).toBeNull();
    expect(nonceFromPolicy(null)).toBeNull();
  });
});
