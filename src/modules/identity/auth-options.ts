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
import { verifyCaptcha } from "@/modules/identity/captcha.service";
import { currentDeviceScope } from "@/modules/identity/device-cookie";
import { loginInput } from "@/modules/identity/identity.inputs";
import { exchangeAccessToken, findUserByAccessToken } from "@/modules/identity/identity.service";
import { signInWithProvider } from "@/modules/identity/oauth.service";
import { isSessionToken, issueSessionToken } from "@/modules/identity/session-token";
import { waitCode, type SignInErrorCode } from "@/modules/identity/sign-in-errors";

type SessionUser = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  kind: string;
  accessToken: string;
};

function headersOf(req: { headers?: Record<string, string | string[] | undefined> } | undefined): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req?.headers ?? {})) if (typeof value === "string") headers.set(key, value);
  return headers;
}

function signInFailure(code: SignInErrorCode): Error {
  return new Error(code);
}

function providers(): AuthOptions["providers"] {
  const config = env();
  const list: AuthOptions["providers"] = [
    CredentialsProvider({
      id: "credentials",
      name: "Email or phone",
      credentials: {
        username: { type: "text" },
        password: { type: "password" },
        accessToken: { type: "text" },
        captchaToken: { type: "text" },
      },
      // Both ways in: a username and password (the same login service as GraphQL), or an access token that
      // register / resetPassword / verifyOTP just returned. A thrown code (never a sentence) reaches the browser in
      // the result URL, and the sign-in page shows the sentence it stands for (./sign-in-errors.ts).
      async authorize(credentials, req): Promise<SessionUser | null> {
        if (credentials?.accessToken) {
          // Only a real access token (from register, verifyOTP, resetPassword) starts a session: a session token is
          // what page scripts hold, and must not be turned into a 30-day session.
          const user = isSessionToken(credentials.accessToken)
            ? null
            : await findUserByAccessToken(credentials.accessToken);
          // The token the page saw is traded for one only the HttpOnly cookie holds (docs/decisions/0014).
          const accessToken = user ? await exchangeAccessToken({ tokenId: user.tokenId, userId: user.id }) : null;
          if (!user || !accessToken) throw signInFailure("SessionEnded");
          return {
            id: user.id,
            name: user.firstName,
            email: user.email,
            phone: user.phone,
            kind: user.kind,
            accessToken,
          };
        }
        const parsed = z.safeParse(loginInput, {
          username: credentials?.username ?? "",
          password: credentials?.password ?? "",
        });
        if (!parsed.success) throw signInFailure("InvalidForm");
        const ip = clientIp(headersOf(req));
        if (!(await verifyCaptcha(credentials?.captchaToken, ip))) throw signInFailure("CaptchaFailed");
        const device = currentDeviceScope();
        const result = await signIn(parsed.data, { ip, device: "web", deviceToken: device?.incoming });
        if (!result.ok)
          throw signInFailure(
            result.retryAfterSeconds
              ? waitCode(result.retryAfterSeconds)
              : result.code === 403
                ? "Suspended"
                : "CredentialsSignin",
          );
        if (device) device.issued = result.deviceToken;
        return {
          id: result.user.id,
          name: result.user.firstName,
          email: result.user.email,
          phone: result.user.phone,
          kind: result.user.kind,
          accessToken: result.token,
        };
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
    secret:
      env().NEXTAUTH_SECRET ??
      (env().NODE_ENV === "production" ? undefined : "development-only-secret-not-for-production-use"),
    session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
    // Over https every cookie is Secure with the __Secure- (session, callback) or __Host- (CSRF) prefix, decided by the
    // public address the app is configured with rather than by NEXTAUTH_URL alone.
    useSecureCookies: env().APP_URL.startsWith("https://"),
    pages: { signIn: "/auth/login" },
    callbacks: {
      async signIn({ user, account, profile }) {
        if (!account || account.provider === "credentials") return true;
        const p = (profile ?? {}) as {
          email?: string;
          email_verified?: boolean;
          given_name?: string;
          family_name?: string;
          name?: string;
        };
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
        Object.assign(user, {
          id: linked.user.id,
          name: linked.user.firstName,
          email: linked.user.email,
          kind: linked.user.kind,
          phone: linked.user.phone,
          accessToken: linked.token,
        });
        return true;
      },
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as SessionUser;
          return {
            ...token,
            sub: u.id,
            name: u.name,
            email: u.email,
            phone: u.phone,
            kind: u.kind,
            accessToken: u.accessToken,
          };
        }
        // A revoked or expired access token (sign-out elsewhere, password reset) ends this session too.
        const accessToken = token.accessToken as string | undefined;
        const current = accessToken ? await findUserByAccessToken(accessToken) : null;
        if (!current) return { revoked: true } as typeof token;
        return { ...token, tokenId: current.tokenId };
      },
      async session({ session, token }) {
        if (token.revoked || !token.accessToken || typeof token.tokenId !== "string")
          return { expires: session.expires } as typeof session;
        // Page scripts get a short-lived stand-in, never the 30-day token inside the cookie (./session-token.ts).
        const standIn = issueSessionToken(token.tokenId);
        return {
          expires: session.expires,
          accessToken: standIn.token,
          accessTokenExpires: standIn.expiresAt.toISOString(),
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
