import NextAuth from "next-auth";
import { authOptions } from "@/modules/identity/auth-options";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: Request, context: Context) {
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
