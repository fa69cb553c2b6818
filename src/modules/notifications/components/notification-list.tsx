import Link from "next/link";
import { formatLagosDateTime } from "@/lib/dates";
import type { AppNotificationPage } from "@/modules/notifications/notifications.types";

/**
 * The signed-in person's notifications, newest first; unread ones stand out and can be marked read through
 * `markReadAction` (the route's server action: a form field `id`, or none for all).
 */
export function NotificationList({
  page,
  done,
  markReadAction,
}: {
  page: AppNotificationPage;
  done?: string;
  markReadAction: (formData: FormData) => Promise<void>;
}) {
  const { notifications, unreadCount } = page;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Notifications</h1>
          <p className="text-sm text-primary/75">
            {unreadCount === 0 ? "Nothing unread" : `${unreadCount.toLocaleString("en-NG")} unread`}
          </p>
        </div>
        {unreadCount > 0 ? (
          <form action={markReadAction}>
            <button
              type="submit"
              className="rounded-md bg-primary-light px-4 py-2 text-sm text-white hover:bg-primary-light/90"
            >
              Mark all read
            </button>
          </form>
        ) : null}
      </header>
      {done === "read" ? (
        <p role="status" className="rounded-lg bg-black/5 p-3 text-sm">
          Marked as read.
        </p>
      ) : null}
      {notifications.length === 0 ? (
        <p className="text-sm text-primary/75">
          {page.page > 1
            ? "No more notifications."
            : "No notifications yet: we will tell you here when your orders move."}
        </p>
      ) : (
        <ul className="divide-y divide-black/10 rounded-xl border border-black/10">
          {notifications.map((n) => (
            <li key={n.id} className={`flex gap-3 p-4 ${n.readAt ? "" : "bg-primary-light/5"}`}>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {n.readAt ? null : <span className="sr-only">Unread: </span>}
                  {n.link ? (
                    <Link href={n.link} prefetch={false} className="hover:underline">
                      {n.title}
                    </Link>
                  ) : (
                    n.title
                  )}
                </p>
                <p className="mt-1 text-sm">{n.body}</p>
                <p className="mt-1 text-xs text-primary/75">
                  <time dateTime={n.createdAt.toISOString()}>{formatLagosDateTime(n.createdAt)}</time>
                </p>
              </div>
              {n.readAt ? null : (
                <form action={markReadAction}>
                  <input type="hidden" name="id" value={n.id} />
                  <button type="submit" className="rounded-md px-2 py-1 text-xs hover:bg-black/5">
                    Mark read
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages" className="flex justify-between text-sm">
        {page.page > 1 ? (
          <Link
            href={`/account/notifications?page=${page.page - 1}`}
            className="font-semibold text-primary-light hover:underline"
          >
            Newer
          </Link>
        ) : (
          <span />
        )}
        {page.hasNextPage ? (
          <Link
            href={`/account/notifications?page=${page.page + 1}`}
            className="font-semibold text-primary-light hover:underline"
          >
            Older
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
