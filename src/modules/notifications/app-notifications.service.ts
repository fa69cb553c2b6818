import "server-only";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { requireSignedIn, type Actor } from "@/lib/actor";
import { isUuid } from "@/lib/uuid";
import { oneLine } from "@/lib/validation";
import { appNotifications } from "@/modules/notifications/notifications.schema";
import type { AppNotification, AppNotificationPage } from "@/modules/notifications/notifications.types";

/**
 * In-app notifications (issue #24, "Each step tells the people concerned"): written by the jobs that follow events,
 * in their transaction; each person reads and clears only their own.
 */

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** At most this many ids per "mark read" (a page's worth, with room). */
const MAX_MARK_IDS = 100;

export interface NewAppNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link?: string | null;
}

/** Only paths inside the app: a notification never links out. */
function safeLink(link: string | null | undefined): string | null {
  return link && /^\/(?!\/)[\w\-./?=&%]*$/.test(link) ? link.slice(0, 300) : null;
}

/** Stores one notification for `userId` in the caller's transaction; returns its id. */
export async function notifyInApp(input: NewAppNotification, db: Database = getDb()): Promise<string> {
  if (!isUuid(input.userId)) throw new Error("notifyInApp: not a user id");
  const [row] = await db
    .insert(appNotifications)
    .values({
      userId: input.userId,
      kind: input.kind.slice(0, 64),
      title: oneLine(input.title).slice(0, 200),
      body: input.body.trim().slice(0, 2000),
      link: safeLink(input.link),
    })
    .returning({ id: appNotifications.id });
  if (!row) throw new Error("notifyInApp: no row");
  return row.id;
}

function toNotification(row: typeof appNotifications.$inferSelect): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt,
    createdAt: row.createdAt,
  };
}

/** The person's notifications, newest first, one page (1-based) at a time, with their unread count. */
export async function listMyNotifications(
  actor: Actor,
  page = 1,
  db: Database = getDb(),
): Promise<AppNotificationPage> {
  const { userId } = requireSignedIn(actor);
  const current = Number.isSafeInteger(page) && page >= 1 && page <= 500 ? page : 1;
  const rows = await db
    .select()
    .from(appNotifications)
    .where(eq(appNotifications.userId, userId))
    .orderBy(desc(appNotifications.createdAt), desc(appNotifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .offset((current - 1) * NOTIFICATIONS_PAGE_SIZE);
  return {
    notifications: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map(toNotification),
    page: current,
    hasNextPage: rows.length > NOTIFICATIONS_PAGE_SIZE,
    unreadCount: await unreadNotificationCount(actor, db),
  };
}

/** How many of the person's notifications are unread. */
export async function unreadNotificationCount(actor: Actor, db: Database = getDb()): Promise<number> {
  const { userId } = requireSignedIn(actor);
  const [row] = await db
    .select({ n: count() })
    .from(appNotifications)
    .where(and(eq(appNotifications.userId, userId), isNull(appNotifications.readAt)));
  return Number(row?.n ?? 0);
}

/**
 * Marks the person's notifications read: the given ids (others' ids are ignored), or all of them. Returns how many
 * changed.
 */
export async function markNotificationsRead(
  actor: Actor,
  which: readonly string[] | "all",
  db: Database = getDb(),
): Promise<number> {
  const { userId } = requireSignedIn(actor);
  const mine = and(eq(appNotifications.userId, userId), isNull(appNotifications.readAt));
  let where = mine;
  if (which !== "all") {
    const ids = [...new Set(which)].filter(isUuid).slice(0, MAX_MARK_IDS);
    if (ids.length === 0) return 0;
    where = and(mine, inArray(appNotifications.id, ids));
  }
  const rows = await db
    .update(appNotifications)
    .set({ readAt: new Date() })
    .where(where)
    .returning({ id: appNotifications.id });
  return rows.length;
}
