import { describe, expect, it } from "vitest";
import {
  listMyNotifications,
  markNotificationsRead,
  notifyInApp,
  NOTIFICATIONS_PAGE_SIZE,
  unreadNotificationCount,
} from "@/modules/notifications/app-notifications.service";
import { createAccessToken, createUser } from "../../../tests/factories";
import { actorOf } from "../../../tests/factories/vendor-profile";
import { executeAs as run } from "../../../tests/setup/graphql";

async function person() {
  const user = await createUser();
  return { user, actor: await actorOf(user.id) };
}

/** One notice; the next one is at least 2 ms later, so "newest first" has one answer (one clock tick can hold two). */
async function note(userId: string, i: number) {
  const id = await notifyInApp({
    userId,
    kind: "order.accepted.buyer",
    title: `Title ${i}`,
    body: `Body ${i}`,
    link: "/account",
  });
  await new Promise((resolve) => setTimeout(resolve, 2));
  return id;
}

describe("in-app notifications", () => {
  it("lists a person's own, newest first, 20 a page, with the unread count", async () => {
    const [me, other] = [await person(), await person()];
    for (let i = 1; i <= NOTIFICATIONS_PAGE_SIZE + 2; i += 1) await note(me.user.id, i);
    await note(other.user.id, 99);
    const first = await listMyNotifications(me.actor);
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.notifications[0]!.title).toBe(`Title ${NOTIFICATIONS_PAGE_SIZE + 2}`);
    expect(first).toMatchObject({ page: 1, hasNextPage: true, unreadCount: NOTIFICATIONS_PAGE_SIZE + 2 });
    const second = await listMyNotifications(me.actor, 2);
    expect(second.notifications.map((n) => n.title)).toEqual(["Title 2", "Title 1"]);
    expect(second.hasNextPage).toBe(false);
    expect((await listMyNotifications(other.actor)).notifications.map((n) => n.title)).toEqual(["Title 99"]);
  });

  it("marks some or all read, never someone else's", async () => {
    const [me, other] = [await person(), await person()];
    for (let i = 1; i <= 3; i += 1) await note(me.user.id, i);
    const theirs = await note(other.user.id, 1);
    const [newest] = (await listMyNotifications(me.actor)).notifications;
    expect(await markNotificationsRead(me.actor, [newest!.id, theirs, "not-an-id"])).toBe(1);
    expect(await unreadNotificationCount(me.actor)).toBe(2);
    expect(await unreadNotificationCount(other.actor)).toBe(1);
    expect(await markNotificationsRead(me.actor, "all")).toBe(2);
    expect(await unreadNotificationCount(me.actor)).toBe(0);
    expect(await unreadNotificationCount(other.actor)).toBe(1);
  });

  it("keeps titles on one line and links inside the app", async () => {
    const me = await person();
    await notifyInApp({ userId: me.user.id, kind: "x", title: "Two\nlines", body: "b", link: "https://evil.example" });
    await notifyInApp({ userId: me.user.id, kind: "x", title: "t", body: "b", link: "//evil.example/x" });
    // Both may carry the same millisecond: found by title, not by their order.
    const { notifications } = await listMyNotifications(me.actor);
    expect(notifications.find((n) => n.title === "Two lines")).toMatchObject({ link: null });
    expect(notifications.find((n) => n.title === "t")).toMatchObject({ link: null });
    expect(notifications).toHaveLength(2);
  });

  it("over GraphQL: private, signed in only, the caller's own", async () => {
    const me = await person();
    await note(me.user.id, 1);
    const token = await createAccessToken(me.user);
    const list = await run(
      "query { myNotifications { unreadCount hasNextPage notifications { id title link readAt } } }",
      {},
      token,
    );
    expect(list.data?.myNotifications).toMatchObject({ unreadCount: 1, hasNextPage: false });
    const marked = await run("mutation { markNotificationsRead(all: true) }", {}, token);
    expect(marked.data?.markNotificationsRead).toBe(1);
    expect((await run("query { myUnreadNotificationCount }", {}, token)).data?.myUnreadNotificationCount).toBe(0);
    const anonymous = await run("query { myUnreadNotificationCount }", {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
