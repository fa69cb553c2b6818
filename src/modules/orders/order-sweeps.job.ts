import "server-only";
import type { JobHandler } from "@/jobs/job-runner";
import { logger } from "@/lib/logger";
import {
  cancelUnacceptedOrders,
  completeInspectedOrders,
  expireUnpaidOrders,
} from "@/modules/orders/order-sweeps.service";

/** The orders' scheduled sweeps (JOB_SCHEDULES); each is idempotent (order-sweeps.service.ts). */

export const expireUnpaidOrdersJob: JobHandler<"orders.expire-unpaid"> = async (_payload, { actor, db }) => {
  const moved = await expireUnpaidOrders(actor, db);
  if (moved > 0) logger.info("orders.unpaid_expired", { moved });
};

export const cancelUnacceptedOrdersJob: JobHandler<"orders.cancel-unaccepted"> = async (_payload, { actor, db }) => {
  const moved = await cancelUnacceptedOrders(actor, db);
  if (moved > 0) logger.info("orders.unaccepted_cancelled", { moved });
};

export const completeInspectedOrdersJob: JobHandler<"orders.complete-inspected"> = async (_payload, { actor, db }) => {
  const moved = await completeInspectedOrders(actor, db);
  if (moved > 0) logger.info("orders.inspected_completed", { moved });
};
