import type { ReactNode } from "react";
import { requireSignedInVisitor } from "@/modules/access/signed-in-visitor.service";
import { PublicFrame } from "@/ui/frame/public-frame";

/**
 * The person's own account: private (rendered per request, never kept by the page cache: src/server/page-cache.ts),
 * behind the session gate, in the public site's frame.
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  await requireSignedInVisitor("/account");
  return <PublicFrame>{children}</PublicFrame>;
}
