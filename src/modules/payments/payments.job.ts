import type { JobHandler } from "@/jobs/job-runner";
import { reconcilePayments } from "./payment-settlement.service";
import { sendRefund } from "./payment-refunds.service";
import { handlePaystackEvent } from "./payment-webhooks.service";

/** The payments module's jobs, registered in src/server/job-handlers.ts; each is idempotent. */

export const handleWebhookJob: JobHandler<"payments.handle-webhook"> = (payload, { db }) =>
  handlePaystackEvent(payload.paymentEventId, db);

export const sendRefundJob: JobHandler<"payments.send-refund"> = (payload, { db }) => sendRefund(payload.refundId, db);

export const reconcilePaymentsJob: JobHandler<"payments.reconcile"> = async (_payload, { db }) => {
  await reconcilePayments(new Date(), db);
};
