import "server-only";
import { getDb, type Database } from "@/db/client";
import type { Actor } from "@/lib/actor";
import { hasPayoutAccount } from "@/modules/payouts/payout-account.service";
import { submitForReview, type SubmitForReviewResult } from "@/modules/vendors/vendor-profile.service";

/**
 * A vendor's members send its profile to operations. A profile needs a payout account first, and payouts sit above
 * vendors (their table references vendors), so the check and the submission meet here, in one transaction.
 */
export function submitVendorProfile(
  actor: Actor,
  vendorId: string,
  db: Database = getDb(),
): Promise<SubmitForReviewResult> {
  return db.transaction(async (tx) => {
    const payoutAccount = await hasPayoutAccount(vendorId, tx);
    return submitForReview(actor, vendorId, { hasPayoutAccount: payoutAccount }, tx);
  });
}
