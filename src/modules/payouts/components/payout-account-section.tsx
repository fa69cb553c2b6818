import { hasVendorPermission, type Actor } from "@/lib/actor";
import { PayoutAccountForm } from "@/modules/payouts/components/payout-account-form";
import { findOwnPayoutAccount, hasPayoutAccount } from "@/modules/payouts/payout-account.service";

/** The vendor profile's payout section: the owner's form with the full account; for other members, only whether one is set. */
export async function PayoutAccountSection({ actor, vendorId }: { actor: Actor; vendorId: string }) {
  if (hasVendorPermission(actor, vendorId, "payouts:manage")) {
    return <PayoutAccountForm vendorId={vendorId} saved={await findOwnPayoutAccount(actor, vendorId)} />;
  }
  return (
    <p className="text-sm text-primary/80">
      {(await hasPayoutAccount(vendorId))
        ? "A payout account is set. Only the owner can see or change it."
        : "The owner has not added a payout account yet. Only the owner can add it."}
    </p>
  );
}
