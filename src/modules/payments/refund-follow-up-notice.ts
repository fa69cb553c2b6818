import "server-only";
import { flashNotice } from "@/lib/flash-notice";

/** Support's refunds page, and the one-line notice its forms leave there (src/lib/flash-notice.ts). */
export const REFUNDS_PAGE = "/dashboard/refunds";
export const refundNotice = flashNotice("oja_refund_notice", REFUNDS_PAGE);
