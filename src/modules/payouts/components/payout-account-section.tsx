import { hasVendorPermission, type Actor } from "@/lib/actor";
import { PayoutAccountForm } from "@/modules/payouts/components/payout-account-form";
import { payoutChangeMessages } from "@/modules/payouts/payout-account-messages";
import { currentPayoutHold, findOwnPayoutAccount, hasPayoutAccount } from "@/modules/payouts/payout-account.service";

/**
 * The vendor profile's payout section: the owner's form with the full account, and while payouts are held after a
 * change, when they resume; for other members, only whether one is set.
 */
export async function PayoutAccountSection({ actor, vendorId }: { actor: Actor; vendorId: string }) {
  if (hasVendorPermission(actor, vendorId, "payouts:manage")) {
    const saved = await findOwnPayoutAccount(actor, vendorId);
    const hold = saved ? currentPayoutHold(saved) : null;
    return (
      <div className="space-y-4">
        {hold ? (
          <div role="status" className="rounded-lg bg-warning-bg px-3 py-2 text-sm">
            <p className="font-medium">{payoutChangeMessages.heldUntil(hold.until)}</p>
            <p>{payoutChangeMessages.holdReason(hold.hours)}</p>
          </div>
        ) : null}
        <PayoutAccountForm vendorId={vendorId} saved={saved} />
      </div>
    );
  }
  return (
    <p className="text-sm text-primary/80">
      {(await hasPayoutAccount(vendorId))
        ? "A payout account is set. Only the owner can see or change it."
        : "The owner has not added a payout account yet. Only the owner can add it."}
    </p>
  );
}
