import { builder } from "@/graphql/builder";
import { signedInActor } from "@/graphql/guards";
import {
  listMyNotifications,
  markNotificationsRead,
  unreadNotificationCount,
} from "@/modules/notifications/app-notifications.service";
import type { AppNotification, AppNotificationPage } from "@/modules/notifications/notifications.types";

/**
 * The signed-in person's in-app notifications (issue #24): private, never in src/graphql/shareable.ts; the services
 * read and change only the caller's own.
 */

const AppNotificationType = builder.objectRef<AppNotification>("AppNotification").implement({
  description: "Something the app tells the signed-in person (an order moved, a refund)",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind", { description: 'What it is about, e.g. "order.accepted.buyer"' }),
    title: t.exposeString("title"),
    body: t.exposeString("body"),
    link: t.exposeString("link", { nullable: true, description: "A path inside the app" }),
    readAt: t.field({ type: "DateTime", nullable: true, resolve: (n) => n.readAt }),
    createdAt: t.field({ type: "DateTime", resolve: (n) => n.createdAt }),
  }),
});

const AppNotificationPageType = builder.objectRef<AppNotificationPage>("AppNotificationPage").implement({
  fields: (t) => ({
    notifications: t.field({ type: [AppNotificationType], resolve: (p) => p.notifications }),
    page: t.exposeInt("page"),
    hasNextPage: t.exposeBoolean("hasNextPage"),
    unreadCount: t.exposeInt("unreadCount"),
  }),
});

builder.queryFields((t) => ({
  myNotifications: t.field({
    type: AppNotificationPageType,
    description: "The signed-in person's notifications, newest first, 20 a page",
    authScopes: { signedIn: true },
    args: { page: t.arg.int({ description: "From 1" }) },
    resolve: (_root, args, ctx) => listMyNotifications(signedInActor(ctx), args.page ?? 1),
  }),
  myUnreadNotificationCount: t.int({
    description: "How many of the signed-in person's notifications are unread",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => unreadNotificationCount(signedInActor(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  markNotificationsRead: t.int({
    description: "Marks the given notifications (or, with all, every one) read; returns how many changed",
    authScopes: { signedIn: true },
    args: { ids: t.arg.idList(), all: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      markNotificationsRead(signedInActor(ctx), args.all ? "all" : (args.ids ?? []).map(String)),
  }),
}));
