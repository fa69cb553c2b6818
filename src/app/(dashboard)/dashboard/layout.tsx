import type { ReactNode } from "react";
import { DashboardFrame } from "@/modules/dashboard/components/dashboard-frame";
import { dashboardNav } from "@/modules/dashboard/dashboard-nav";
import { requireDashboardVisitor } from "@/modules/dashboard/dashboard-session";
import { SignOutButton } from "@/modules/identity/components/sign-out-button";

/** The dashboard's own layout: the session gate, then its frame with the navigation the person's permissions allow. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const { actor, name, vendors } = await requireDashboardVisitor();
  return (
    <DashboardFrame sections={dashboardNav(actor, vendors)} name={name} signOut={<SignOutButton />}>
      {children}
    </DashboardFrame>
  );
}
