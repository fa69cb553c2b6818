import type { ReactNode } from "react";
import { DashboardFrame } from "@/modules/dashboard/components/dashboard-frame";
import { dashboardNav } from "@/modules/dashboard/dashboard-nav";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";
import { SignOutButton } from "@/modules/identity/components/sign-out-button";
import { logger } from "@/lib/logger";
import { countIncomingOrders } from "@/modules/orders/order-seller.service";
import { refundsToFollowUpCount } from "@/modules/dashboard/dashboard-counts";

/** The dashboard's own layout: the session gate, then its frame with the navigation the person's permissions allow. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const { actor, name, vendors } = await requireDashboardVisitor();
  // The count is a nicety: a failed read leaves the link without it rather than the whole dashboard down.
  const [newOrders, refundsToFollowUp] = await Promise.all([
    countIncomingOrders(actor).catch((error: unknown) => {
      logger.error("new orders count failed in the dashboard navigation", { error });
      return 0;
    }),
    refundsToFollowUpCount(actor).catch((error: unknown) => {
      logger.error("refunds count failed in the dashboard navigation", { error });
      return 0;
    }),
  ]);
  return (
    <DashboardFrame
      sections={dashboardNav(actor, vendors, { newOrders, refundsToFollowUp })}
      name={name}
      signOut={<SignOutButton />}
    >
      {children}
    </DashboardFrame>
  );
}
