/** Read models of a vendor's ledger (issue #24): integer kobo, signed (credits positive). */

export type LedgerEntryKind = "SALE" | "COMMISSION" | "REFUND" | "PAYOUT";

export interface LedgerEntry {
  id: string;
  orderId: string | null;
  kind: LedgerEntryKind;
  amountKobo: number;
  createdAt: Date;
}

export interface VendorBalance {
  vendorId: string;
  balanceKobo: number;
  /** Credited by completed orders, before commission. */
  salesKobo: number;
  commissionKobo: number;
}

export interface LedgerPage {
  entries: LedgerEntry[];
  page: number;
  hasMore: boolean;
}
