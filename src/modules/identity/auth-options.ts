import "server-only";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import FacebookProvider from "next-auth/providers/facebook";
import GoogleProvider from "next-auth/providers/google";
import * as z from "zod/mini";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/request";
import { safeCallbackUrl } from "@/lib/safe-redirect";
import { signIn, signOut } from "@/modules/identity/auth.service";
import { CAPTCHA_FAILED_MESSAGE, verifyCaptcha } from "@/modules/identity/captcha.service";
import { loginInput, messages } from "@/modules/identity/identity.inputs";
import { findUserByAccessToken } from "@/modules/identity/identity.service";
import { signInWithProvider } from "@/modules/identity/oauth.service";

type SessionUser = { id: string; name: string; email: string | null; phone: string | null; kind: string; accessToken: string };

function headersOf(req: { headers?: Record<string, string | string[] | undefined> } | undefined): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req?.headers ?? {})) if (typeof value === "string") headers.set(key, value);
  return headers;
}

function providers(): AuthOptions["providers"] {
  const config = env();
  const list: AuthOptions["providers"] = [
    CredentialsProvider({
      id: "credentials",
      name: "Email or phone",
      credentials: { username: { type: "text" }, password: { type: "password" }, accessToken: { type: "text" }, captchaToken: { type: "text" } },
      // Both ways in: a username and password (the same login service as GraphQL), or an access token that
      // register / resetPassword / verifyOTP just returned. Thrown messages reach the browser in the result URL.
      async authorize(credentials, req): Promise<SessionUser | null> {
        if (credentials?.accessToken) {
          const user = await findUserByAccessToken(credentials.accessToken);
          if (!user) throw new Error("Your session has ended. Please sign in again.");
          return { id: user.id, name: user.firstName, email: user.email, phone: user.phone, kind: user.kind, accessToken: credentials.accessToken };
        }
        const parsed = z.safeParse(loginInput, { username: credentials?.username ?? "", password: credentials?.password ?? "" });
        if (!parsed.success) throw new Error(messages.invalidForm);
        const ip = clientIp(headersOf(req));
        if (!(await verifyCaptcha(credentials?.captchaToken, ip))) throw new Error(CAPTCHA_FAILED_MESSAGE);
        const result = await signIn(parsed.data, { ip, device: "web" });
        if (!result.ok) throw new Error(result.message);
        return { id: result.user.id, name: result.user.firstName, email: result.user.email, phone: result.user.phone, kind: result.user.kind, accessToken: result.token };
      },
    }),
  ];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    list.push(
      GoogleProvider({
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        issuer: config.GOOGLE_ISSUER,
        wellKnown: `${config.GOOGLE_ISSUER}/.well-known/openid-configuration`,
        checks: ["pkce", "state"],
      }),
    );
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    list.push(FacebookProvider({ clientId: config.FACEBOOK_CLIENT_ID, clientSecret: config.FACEBOOK_CLIENT_SECRET }));
  }
  return list;
}

/** The session service at /api/auth (spec section 2): signin, callback, signout, session, csrf, providers, _log, error. */
export function authOptions(): AuthOptions {
  return {
    providers: providers(),
    secret: env().NEXTAUTH_SECRET ?? (env().NODE_ENV === "production" ? undefined : "development-only-secret-not-for-production-use"),
    session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
    pages: { signIn: "/auth/login" },
    callbacks: {
      async signIn({ user, account, profile }) {
        if (!account || account.provider === "credentials") return true;
        const p = (profile ?? {}) as { email?: string; email_verified?: boolean; given_name?: string; family_name?: string; name?: string };
        const linked = await signInWithProvider(
          {
            provider: account.provider as "google" | "facebook",
            subject: account.providerAccountId,
            email: p.email ?? user.email,
            // Facebook only returns confirmed addresses; Google says so explicitly.
            emailVerified: account.provider === "facebook" ? Boolean(p.email) : p.email_verified === true,
            firstName: p.given_name ?? p.name?.split(" ")[0] ?? user.name,
            lastName: p.family_name ?? null,
          },
          { ip: "oauth" },
        );
        Object.assign(user, { id: linked.user.id, name: linked.user.firstName, email: linked.user.email, kind: linked.user.kind, phone: linked.user.phone, accessToken: linked.token });
        return true;
      },
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as SessionUser;
          return { ...token, sub: u.id, name: u.name, email: u.email, phone: u.phone, kind: u.kind, accessToken: u.accessToken };
        }
        // A revoked or expired access token (sign-out elsewhere, password reset) ends this session too.
        const accessToken = token.accessToken as string | undefined;
        if (!accessToken || !(await findUserByAccessToken(accessToken))) return { revoked: true } as typeof token;
        return token;
      },
      async session({ session, token }) {
        if (token.revoked || !token.accessToken) return { expires: session.expires } as typeof session;
        return {
          expires: session.expires,
          accessToken: token.accessToken,
          user: { id: token.sub, name: token.name, email: token.email, phone: token.phone, kind: token.kind },
        } as typeof session;
      },
      async redirect({ url, baseUrl }) {
        return safeCallbackUrl(url, baseUrl);
      },
    },
    events: {
      async signOut({ token }) {
        const accessToken = token?.accessToken as string | undefined;
        const user = accessToken ? await findUserByAccessToken(accessToken) : null;
        if (user) await signOut({ userId: user.id, tokenId: user.tokenId }, { ip: "session-service" });
      },
    },
  };
}
