import "server-only";
import { flashNotice } from "@/lib/flash-notice";

/** Support's refunds page, and the one-line notice its forms leave there (src/lib/flash-notice.ts). */
export const REFUNDS_PAGE = "/dashboard/refunds";
export const refundNotice = flashNotice("oja_refund_notice", REFUNDS_PAGE);

/** A held refund's card with an account looked up: its GET form's own address (the number is support's to see). */
export function refundLookupHref(refundId: string, account: { bankCode: string; accountNumber: string }): string {
  const query = new URLSearchParams({ refund: refundId, bank: account.bankCode, account: account.accountNumber });
  return `${REFUNDS_PAGE}?${query.toString()}#refund-${encodeURIComponent(refundId)}`;
}
