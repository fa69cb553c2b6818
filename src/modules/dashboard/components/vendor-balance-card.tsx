import Link from "next/link";
import type { UserActor } from "@/lib/actor";
import { formatLagosDateTime } from "@/lib/dates";
import { logger } from "@/lib/logger";
import { formatNaira } from "@/lib/money";
import { listLedgerEntries, vendorBalance } from "@/modules/ledger/ledger.service";
import type { LedgerEntry, LedgerEntryKind, LedgerPage, VendorBalance } from "@/modules/ledger/ledger.types";
import type { WorkspaceVendor } from "@/modules/vendors/vendor-workspace.service";

/** How many movements the overview shows; the rest wait for a statement page. */
export const BALANCE_MOVEMENTS_SHOWN = 5;

export const ledgerKindLabels: Record<LedgerEntryKind, string> = {
  SALE: "Sale",
  COMMISSION: "Oja commission",
  REFUND: "Refund",
  PAYOUT: "Payout",
};

/**
 * The vendor's balance with Oja and its latest movements, in naira, for the members with `ledger:view` (owner and
 * managers; the overview checks, the ledger's service checks again). A failed read says so in the card only.
 */
export async function VendorBalanceCard({
  actor,
  vendor,
  named,
}: {
  actor: UserActor;
  vendor: WorkspaceVendor;
  named: boolean;
}) {
  const id = `balance-${vendor.id}`;
  let read: [VendorBalance, LedgerPage] | null = null;
  try {
    read = await Promise.all([vendorBalance(actor, vendor.id), listLedgerEntries(actor, vendor.id, 1)]);
  } catch (error) {
    logger.error("vendor balance failed on the dashboard", { vendorId: vendor.id, error });
  }
  return (
    <section aria-labelledby={id} className="rounded-xl border border-black/10 bg-white p-5 smm:p-6">
      <h2 id={id} className="text-lg font-semibold break-words">
        {named ? `${vendor.name}: balance` : "Balance"}
      </h2>
      {read ? (
        <BalanceBody balance={read[0]} latest={read[1].entries.slice(0, BALANCE_MOVEMENTS_SHOWN)} />
      ) : (
        <p role="alert" className="mt-3 rounded-lg bg-warning-bg p-3 text-sm">
          We could not load your balance just now. Reload the page to try again.
        </p>
      )}
    </section>
  );
}

function BalanceBody({ balance, latest }: { balance: VendorBalance; latest: readonly LedgerEntry[] }) {
  return (
    <>
      <p data-balance className="mt-2 text-3xl font-bold">
        {formatNaira(balance.balanceKobo)}
      </p>
      <p className="text-sm text-primary/75">
        Completed orders less Oja&apos;s commission, refunds and payouts. Sales so far {formatNaira(balance.salesKobo)};
        commission {formatNaira(balance.commissionKobo)}.
      </p>
      {latest.length === 0 ? (
        <p className="mt-3 text-sm text-primary/75">No movements yet: an order is credited when it completes.</p>
      ) : (
        <ul aria-label="Latest movements" className="mt-3 divide-y divide-black/10 text-sm">
          {latest.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 py-2">
              <span>
                <span className="block font-medium">{ledgerKindLabels[entry.kind]}</span>
                <span className="block text-primary/75">{formatLagosDateTime(entry.createdAt)}</span>
              </span>
              <span className={`font-semibold ${entry.amountKobo < 0 ? "text-error" : "text-secondary-dark-green"}`}>
                {entry.amountKobo > 0 ? "+" : ""}
                {formatNaira(entry.amountKobo)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link
        href="/dashboard/orders/history?status=completed"
        prefetch={false}
        className="mt-3 inline-block text-sm font-semibold text-primary-light hover:underline"
      >
        Completed orders
      </Link>
    </>
  );
}
