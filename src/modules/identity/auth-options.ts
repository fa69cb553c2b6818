import "server-only";
import type { AuthOptions } from "next-auth";

/**
 * The session service at /api/auth (spec section 2). Credentials, Google and Facebook providers
 * are added by the accounts capability; until then every visitor is unauthenticated.
 */
export const authOptions: AuthOptions = {
  providers: [],
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: "jwt" },
};
