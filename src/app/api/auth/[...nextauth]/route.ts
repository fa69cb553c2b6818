import NextAuth from "next-auth";
import { authOptions } from "@/modules/identity/auth-options";
import { withSafeCallbackUrls } from "@/modules/identity/callback-url-guard";
import { withDeviceCookie } from "@/modules/identity/device-cookie";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: Request, context: Context) {
  // A successful password sign-in leaves this device a token that keeps it apart from strangers' failures.
  return withDeviceCookie(request, async () =>
    NextAuth((await withSafeCallbackUrls(request)) as never, context as never, authOptions()),
  );
}

export { handler as GET, handler as POST };
