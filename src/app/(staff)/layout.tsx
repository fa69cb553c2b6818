import type { ReactNode } from "react";
import { requireSignedInVisitor } from "@/modules/access/signed-in-visitor.service";
import { PublicFrame } from "@/ui/frame/public-frame";

/**
 * Staff pages outside the dashboard (the price desk's moderation queue): private (rendered per request, never kept by
 * the page cache: src/server/page-cache.ts), behind the session gate, in the public site's frame. Each page then
 * checks its own staff permission and tells anyone else what the page is for.
 */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  await requireSignedInVisitor("/pricedesk/moderation");
  return <PublicFrame>{children}</PublicFrame>;
}
