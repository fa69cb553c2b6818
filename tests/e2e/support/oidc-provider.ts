/**
 * A local OpenID Connect provider standing in for Google in the browser tests (issue #3, "Tests"): `oidc-provider`
 * run in the global-setup process on 127.0.0.1, with one confidential client (the app's /api/auth/callback/google)
 * and its built-in development login and consent pages, where any login name signs in.
 *
 * The login name is the account: `providerLogin()` spells it. The subject (`sub`) is the login name itself; the claims
 * come from it, with no state to share between the setup process and the test workers:
 *   "ada.1234@example.com"             → email ada.1234@example.com, email_verified true,  given_name "Ada"
 *   "unverified:ada.1234@example.com"  → the same e-mail with email_verified false (a different subject)
 */
import { generateKeyPairSync, randomBytes } from "node:crypto";
import type { Server } from "node:http";

declare module "vitest" {
  export interface ProvidedContext {
    /** E2E: the local OpenID provider's issuer (the app's GOOGLE_ISSUER), e.g. http://127.0.0.1:41235. */
    oidcIssuer: string;
  }
}

export const OIDC_CLIENT_ID = "oja-e2e";
export const OIDC_FAMILY_NAME = "Tester";
const UNVERIFIED = "unverified:";

export interface ProviderClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
}

/** The login name to type on the provider's sign-in page for this e-mail. */
export function providerLogin(email: string, options: { verified?: boolean } = {}): string {
  return options.verified === false ? `${UNVERIFIED}${email}` : email;
}

/** The claims the provider returns for a login name (see the file comment). */
export function providerClaims(login: string): ProviderClaims {
  const verified = !login.startsWith(UNVERIFIED);
  const email = verified ? login : login.slice(UNVERIFIED.length);
  const first = email.split("@")[0]?.split(/[._+-]/)[0] || "member";
  const given = first.charAt(0).toUpperCase() + first.slice(1).toLowerCase();
  return {
    sub: login,
    email,
    email_verified: verified,
    given_name: given,
    family_name: OIDC_FAMILY_NAME,
    name: `${given} ${OIDC_FAMILY_NAME}`,
  };
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** The part of oidc-provider's API used here (the package ships no type definitions). */
interface OidcProviderInstance {
  listen(port: number, host: string, callback: () => void): Server;
  on(event: string, listener: (...args: unknown[]) => void): void;
}
type OidcProviderClass = new (issuer: string, configuration: Record<string, unknown>) => OidcProviderInstance;

/**
 * Starts the provider at http://127.0.0.1:<port>, accepting `redirectUri` for its one client. The issuer has no
 * trailing slash, so `${issuer}/.well-known/openid-configuration` is its discovery document.
 */
export async function startOidcProvider(options: { port: number; redirectUri: string }): Promise<OidcTestProvider> {
  // A specifier TypeScript does not resolve: the package is ESM and untyped.
  const specifier: string = "oidc-provider";
  const { Provider } = (await import(specifier)) as { Provider: OidcProviderClass };
  const issuer = `http://127.0.0.1:${options.port}`;
  const clientSecret = randomBytes(24).toString("base64url");
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: "e2e-signing-key", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name"],
    },
    // Like Google: the ID token carries the profile claims (next-auth reads them from it, not from userinfo).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    // Lifetimes for a test run (set, so the provider does not print a notice for each default it falls back to).
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    async findAccount(_ctx: unknown, sub: string) {
      return {
        accountId: sub,
        async claims() {
          return providerClaims(sub);
        },
      };
    },
  });
  provider.on("server_error", (_ctx, error) => console.error("[e2e] OpenID provider error:", error));

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = provider.listen(options.port, "127.0.0.1", () => resolve(listening));
    listening.once("error", reject);
  });
  return {
    issuer,
    clientId: OIDC_CLIENT_ID,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
