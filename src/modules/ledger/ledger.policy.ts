import "server-only";
import { requireVendorGrant, type Actor } from "@/lib/actor";

/**
 * Who may read a vendor's money (docs/decisions/0020-who-is-asking.md): its members with `ledger:view` (the owner and
 * managers). Sales assistants handle orders but never see the balance or its movements. Nothing of it is public.
 */
export function requireLedgerReader(actor: Actor, vendorId: string): void {
  requireVendorGrant(actor, vendorId, "ledger:view");
}
