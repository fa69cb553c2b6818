import type { Metadata } from "next";
import { requireSignedInVisitor } from "@/modules/access/signed-in-visitor.service";
import { AccountSummary } from "@/modules/account/components/account-summary";

export const metadata: Metadata = { title: "Your account", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function AccountPage() {
  const { actor } = await requireSignedInVisitor("/account");
  return <AccountSummary actor={actor} />;
}
