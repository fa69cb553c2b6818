import type { Metadata } from "next";
import { requireSignedInVisitor } from "@/modules/access/signed-in-visitor.service";
import { listMyNotifications } from "@/modules/notifications/app-notifications.service";
import { NotificationList } from "@/modules/notifications/components/notification-list";
import { markNotificationsReadAction } from "./notifications.actions";

export const metadata: Metadata = { title: "Your notifications", robots: { index: false } };
export const dynamic = "force-dynamic";

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** The person's notifications, 20 a page (`?page=`); `?done=read` after "mark read". */
export default async function NotificationsPage({ searchParams }: Props) {
  const { actor } = await requireSignedInVisitor("/account");
  const params = await searchParams;
  const page = await listMyNotifications(actor, Number.parseInt(one(params.page) ?? "1", 10) || 1);
  return <NotificationList page={page} done={one(params.done)} markReadAction={markNotificationsReadAction} />;
}
