/**
 * The one place that knows every job's handler: it hands the registry to the job rail and starts this process's runner
 * (docs/decisions/0018-job-runner.md). A composition root (.dependency-cruiser.mjs): handlers compose modules, and the
 * outbox's delivery is its module's own job.
 */
import { orderMessagesJob } from "@/flows/order-messages.job";
import { orderPaymentsJob } from "@/flows/order-payments.job";
import { priceDeskFeedJob } from "@/flows/price-desk-feed.job";
import { purgeSharedAnswersJob } from "@/flows/shared-answers-purge.job";
import { deliverMessageJob } from "@/modules/notifications/message-delivery.job";
import { handleWebhookJob, reconcilePaymentsJob, sendRefundJob } from "@/modules/payments/payments.job";
import {
  cancelUnacceptedOrdersJob,
  completeInspectedOrdersJob,
  expireUnpaidOrdersJob,
} from "@/modules/orders/order-sweeps.job";
import { priceAlertsJob } from "@/modules/pricedesk/price-alerts.job";
import { startJobRunner, type JobHandlers, type JobRunner, type RunnerOptions } from "@/jobs/job-runner";
import { pruneHandledEventsJob } from "@/jobs/prune-events.job";

export const jobHandlers: JobHandlers = {
  "event.purge-shared-answers": purgeSharedAnswersJob,
  "event.price-desk-feed": priceDeskFeedJob,
  "event.price-alerts": priceAlertsJob,
  "event.order-payments": orderPaymentsJob,
  "event.order-messages": orderMessagesJob,
  "notifications.deliver-message": deliverMessageJob,
  "events.prune-handled": pruneHandledEventsJob,
  "payments.handle-webhook": handleWebhookJob,
  "payments.send-refund": sendRefundJob,
  "payments.reconcile": reconcilePaymentsJob,
  "orders.expire-unpaid": expireUnpaidOrdersJob,
  "orders.cancel-unaccepted": cancelUnacceptedOrdersJob,
  "orders.complete-inspected": completeInspectedOrdersJob,
};

export function startJobs(options: RunnerOptions = {}): Promise<JobRunner> {
  return startJobRunner(jobHandlers, options);
}
