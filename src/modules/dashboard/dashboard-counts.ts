import "server-only";
import { cache } from "react";
import type { Actor } from "@/lib/actor";
import { countRefundsToFollowUp } from "@/modules/payments/refund-follow-up.service";

/**
 * Counts both the dashboard's navigation (its layout) and a page (the overview's card) show: read once per request,
 * as `actor` is the one object requireDashboardVisitor gives both.
 */
export const refundsToFollowUpCount = cache((actor: Actor) => countRefundsToFollowUp(actor));
