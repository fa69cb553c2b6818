import "server-only";
import { and, asc, count, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import type { Actor } from "@/lib/actor";
import { env } from "@/lib/env";
import { formatNaira } from "@/lib/money";
import { enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { isUuid } from "@/lib/uuid";
import { joinActiveUser, userContactColumns, userRows } from "@/modules/identity/identity.queries";
import { enqueueMessage } from "@/modules/notifications/notifications.service";
import type { PriceAlertInput } from "@/modules/pricedesk/pricedesk.inputs";
import { lagosToday } from "@/lib/dates";
import { requireReporter } from "@/modules/pricedesk/pricedesk.policy";
import {
  acceptedInWindow,
  findPriceItemById,
  itemSummaryColumns,
  MIN_REPORTS_FOR_TYPICAL,
  priceAggregates,
  TYPICAL_WINDOW_DAYS,
} from "@/modules/pricedesk/pricedesk.service";
import { priceAlerts, priceItems, priceReports } from "@/modules/pricedesk/pricedesk.schema";
import type { PriceAlertView } from "@/modules/pricedesk/pricedesk.types";

/** An alert that fired stays quiet this long, however the price moves. */
export const ALERT_QUIET_DAYS = 7;
/** Alerts one person may keep. */
export const MAX_ALERTS_PER_USER = 50;
/** Alerts one person may set or change an hour, whoever calls (the API, a page). */
export const priceAlertRateLimit: RateLimitRule = { name: "pricedesk-alert", points: 20, durationSeconds: 60 * 60 };

export const alertMessages = {
  created: "Alert set. We will tell you when the typical price falls below your amount.",
  updated: "Alert updated. We will tell you when the typical price falls below your amount.",
  unknownItem: "We could not find that item. Choose one from the list.",
  needsPhone: "Add a phone number to your account to get SMS alerts, or choose e-mail.",
  needsEmail: "Add an e-mail address to your account to get e-mail alerts, or choose SMS.",
  tooMany: `You can keep up to ${MAX_ALERTS_PER_USER} price alerts. Delete one you no longer need first.`,
} as const;

/**
 * An alert fires when the typical price falls below its amount: one already above the typical price would fire at
 * once and then mean nothing, so it is refused with the figure, and the person can choose a lower amount.
 */
export function alreadyBelowMessage(state: string, typicalKobo: number, thresholdKobo: number): string {
  return `The typical price in ${state} is already ${formatNaira(typicalKobo)}, below your ${formatNaira(thresholdKobo)}. Choose an amount under ${formatNaira(typicalKobo)} and we will tell you when the price falls that far.`;
}

export type CreatePriceAlertResult =
  | { ok: true; created: boolean; message: string; alert: PriceAlertView }
  | { ok: false; field?: "itemId" | "channel" | "threshold"; message: string };

/** The item's typical price in a state as alerts judge it (30 days, 3+ accepted reports), or null. */
async function typicalFor(itemId: string, state: string, today: string, db: Database): Promise<number | null> {
  const [row] = await db
    .select({ count: priceAggregates.count, typicalKobo: priceAggregates.typicalKobo })
    .from(priceReports)
    .where(and(acceptedInWindow(itemId, today, TYPICAL_WINDOW_DAYS), eq(priceReports.state, state)));
  return row && row.count >= MIN_REPORTS_FOR_TYPICAL ? row.typicalKobo : null;
}

const alertColumns = {
  id: priceAlerts.id,
  state: priceAlerts.state,
  thresholdKobo: priceAlerts.thresholdKobo,
  channel: priceAlerts.channel,
  active: priceAlerts.active,
  lastNotifiedAt: priceAlerts.lastNotifiedAt,
  createdAt: priceAlerts.createdAt,
  item: itemSummaryColumns,
};

type AlertRow = {
  id: string;
  state: string;
  thresholdKobo: number;
  channel: "EMAIL" | "SMS";
  active: boolean;
  lastNotifiedAt: Date | null;
  createdAt: Date;
  item: PriceAlertView["item"];
};

function toView(row: AlertRow): PriceAlertView {
  return { ...row, lastNotifiedAt: row.lastNotifiedAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}

async function findAlert(userId: string, alertId: string, db: Database): Promise<PriceAlertView | null> {
  const [row] = await db
    .select(alertColumns)
    .from(priceAlerts)
    .innerJoin(priceItems, eq(priceItems.id, priceAlerts.itemId))
    .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.userId, userId)))
    .limit(1);
  return row ? toView(row) : null;
}

/**
 * "Tell me when rice in Lagos is typically under ₦70,000": one alert per person, item and state — asking again
 * updates it (and re-arms it when the amount or channel changed). SMS needs a phone on the account, e-mail an address.
 * An amount above today's typical price in the state is refused (alreadyBelowMessage): the alert would fire at once.
 * At most priceAlertRateLimit requests an hour per person (RateLimitedError after that).
 */
export async function createPriceAlert(
  actor: Actor,
  input: PriceAlertInput,
  options: { today?: string; now?: Date } = {},
  db: Database = getDb(),
): Promise<CreatePriceAlertResult> {
  const { userId } = requireReporter(actor);
  await enforceRateLimit(priceAlertRateLimit, userId);
  const today = options.today ?? lagosToday(options.now);
  const [item, [user], typicalKobo] = await Promise.all([
    findPriceItemById(input.itemId, db),
    db.select(userContactColumns).from(userRows).where(eq(userRows.id, userId)).limit(1),
    isUuid(input.itemId) ? typicalFor(input.itemId, input.state, today, db) : null,
  ]);
  if (!item) return { ok: false, field: "itemId", message: alertMessages.unknownItem };
  if (!user) throw new Error("createPriceAlert: the signed-in user does not exist");
  if (input.channel === "SMS" && !user.phone) return { ok: false, field: "channel", message: alertMessages.needsPhone };
  if (input.channel === "EMAIL" && !user.email)
    return { ok: false, field: "channel", message: alertMessages.needsEmail };
  if (typicalKobo !== null && typicalKobo < input.threshold) {
    return { ok: false, field: "threshold", message: alreadyBelowMessage(input.state, typicalKobo, input.threshold) };
  }

  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`price-alert:${userId}`}, 0))`);
    const [existing] = await tx
      .select({ id: priceAlerts.id })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.itemId, item.id), eq(priceAlerts.state, input.state)))
      .limit(1);
    if (!existing) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(priceAlerts)
        .where(eq(priceAlerts.userId, userId));
      if (n >= MAX_ALERTS_PER_USER) return null;
    }
    const [row] = await tx
      .insert(priceAlerts)
      .values({ userId, itemId: item.id, state: input.state, thresholdKobo: input.threshold, channel: input.channel })
      .onConflictDoUpdate({
        target: [priceAlerts.userId, priceAlerts.itemId, priceAlerts.state],
        set: {
          thresholdKobo: input.threshold,
          channel: input.channel,
          active: true,
          // A new amount or channel is a new question: answer it even inside the quiet period.
          lastNotifiedAt: sql`case when ${priceAlerts.thresholdKobo} = ${input.threshold} and ${priceAlerts.channel} = ${input.channel} then ${priceAlerts.lastNotifiedAt} else null end`,
        },
      })
      .returning({ id: priceAlerts.id });
    return { id: row!.id, created: !existing };
  });
  if (!outcome) return { ok: false, message: alertMessages.tooMany };
  // Reports accepted since the check above could already have brought the price under the amount.
  await evaluatePriceAlerts(item.id, { alertId: outcome.id, today, now: options.now }, db);
  const alert = await findAlert(userId, outcome.id, db);
  return {
    ok: true,
    created: outcome.created,
    message: outcome.created ? alertMessages.created : alertMessages.updated,
    alert: alert!,
  };
}

export async function listMyPriceAlerts(actor: Actor): Promise<PriceAlertView[]> {
  const { userId } = requireReporter(actor);
  const rows = await getDb()
    .select(alertColumns)
    .from(priceAlerts)
    .innerJoin(priceItems, eq(priceItems.id, priceAlerts.itemId))
    .where(eq(priceAlerts.userId, userId))
    .orderBy(asc(priceItems.name), asc(priceAlerts.state));
  return rows.map(toView);
}

/** Deletes one of the person's own alerts; false when there is no such alert of theirs. */
export async function deletePriceAlert(actor: Actor, alertId: string, db: Database = getDb()): Promise<boolean> {
  const { userId } = requireReporter(actor);
  if (!isUuid(alertId)) return false;
  const rows = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  return rows.length > 0;
}

function alertText(a: {
  itemName: string;
  unitLabel: string;
  itemSlug: string;
  state: string;
  typicalKobo: number;
  thresholdKobo: number;
}) {
  const link = new URL(
    `/pricedesk/search?item=${encodeURIComponent(a.itemSlug)}&state=${encodeURIComponent(a.state)}`,
    env().APP_URL,
  ).toString();
  const headline = `${a.itemName} is now typically ${formatNaira(a.typicalKobo)} in ${a.state}`;
  return {
    subject: `Price alert: ${a.itemName} in ${a.state} is under ${formatNaira(a.thresholdKobo)}`,
    text: `${headline} (per ${a.unitLabel}), below the ${formatNaira(a.thresholdKobo)} you asked us to watch for.\n\nSee the prices by market and the offers on Oja: ${link}\n\nWe will not send another alert for this item and state for ${ALERT_QUIET_DAYS} days. Manage your alerts on the price desk.`,
    sms: `Oja: ${headline}, under your ${formatNaira(a.thresholdKobo)} alert. ${link}`,
  };
}

/**
 * Finds active alerts (of one item, or all) whose item's typical price in their state over the last 30 days (3+
 * accepted reports) is below the threshold and that have not fired in the last 7 days; for each, claims it (sets
 * last_notified_at in the same statement that checks it, so concurrent runs send one message) and queues the e-mail
 * or SMS through the outbox in the same transaction (a savepoint of the caller's, when `db` is one). Returns how many
 * messages were queued.
 */
export async function evaluatePriceAlerts(
  itemId?: string,
  options: { alertId?: string; today?: string; now?: Date; background?: boolean } = {},
  db: Database = getDb(),
): Promise<number> {
  const now = options.now ?? new Date();
  const today = options.today ?? lagosToday(now);
  const quietSince = new Date(now.getTime() - ALERT_QUIET_DAYS * 86_400_000);
  const due = and(
    eq(priceAlerts.active, true),
    or(isNull(priceAlerts.lastNotifiedAt), lte(priceAlerts.lastNotifiedAt, quietSince)),
  );
  const conditions = [due];
  if (itemId) conditions.push(eq(priceAlerts.itemId, itemId));
  if (options.alertId) conditions.push(eq(priceAlerts.id, options.alertId));
  const alerts = await db
    .select({
      id: priceAlerts.id,
      itemId: priceAlerts.itemId,
      state: priceAlerts.state,
      thresholdKobo: priceAlerts.thresholdKobo,
      channel: priceAlerts.channel,
      ...userContactColumns,
      itemName: priceItems.name,
      itemSlug: priceItems.slug,
      unitLabel: priceItems.unitLabel,
    })
    .from(priceAlerts)
    .innerJoin(userRows, joinActiveUser(priceAlerts.userId))
    .innerJoin(priceItems, eq(priceItems.id, priceAlerts.itemId))
    .where(and(...conditions));
  if (alerts.length === 0) return 0;

  const itemIds = [...new Set(alerts.map((a) => a.itemId))];
  const states = [...new Set(alerts.map((a) => a.state))];
  const figures = await db
    .select({
      itemId: priceReports.itemId,
      state: priceReports.state,
      count: priceAggregates.count,
      typicalKobo: priceAggregates.typicalKobo,
    })
    .from(priceReports)
    .where(
      and(
        acceptedInWindow(inArray(priceReports.itemId, itemIds), today, TYPICAL_WINDOW_DAYS),
        inArray(priceReports.state, states),
      ),
    )
    .groupBy(priceReports.itemId, priceReports.state);
  const typical = new Map(
    figures.filter((f) => f.count >= MIN_REPORTS_FOR_TYPICAL).map((f) => [`${f.itemId}|${f.state}`, f.typicalKobo]),
  );

  let queued = 0;
  for (const alert of alerts) {
    const typicalKobo = typical.get(`${alert.itemId}|${alert.state}`);
    if (typicalKobo === undefined || typicalKobo >= alert.thresholdKobo) continue;
    const recipient = alert.channel === "SMS" ? alert.phone : alert.email;
    if (!recipient) continue;
    const words = alertText({ ...alert, typicalKobo });
    const sent = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(priceAlerts)
        .set({ lastNotifiedAt: now })
        .where(and(eq(priceAlerts.id, alert.id), due))
        .returning({ id: priceAlerts.id });
      if (claimed.length === 0) return false;
      await enqueueMessage(
        {
          channel: alert.channel,
          recipient,
          subject: alert.channel === "EMAIL" ? words.subject : null,
          body: alert.channel === "EMAIL" ? words.text : words.sms,
          purpose: "pricedesk.alert",
        },
        { background: options.background },
        tx,
      );
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
