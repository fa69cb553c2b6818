import type { Metadata } from "next";
import { AccountSummary } from "@/modules/account/components/account-summary";
import { requireSession } from "@/modules/identity/session";

export const metadata: Metadata = { title: "Your account", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function AccountPage() {
  const session = await requireSession("/account");
  return <AccountSummary userId={session.user.id} />;
}
