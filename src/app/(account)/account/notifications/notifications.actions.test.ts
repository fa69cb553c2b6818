import { describe, expect, it, vi } from "vitest";
import { signedOut, type Actor } from "@/lib/actor";
import { createUser, userActor } from "../../../../../tests/factories";

/**
 * "Mark all read" and "Mark read" as a native post calls them: FormData in, post → redirect → get. The actor and
 * Next's redirect are stood in for; the services and database are real.
 */

const who = vi.hoisted(() => ({ actor: undefined as Actor | undefined }));
vi.mock("@/modules/access/actor.service", () => ({ currentActor: async () => who.actor }));
class Redirected extends Error {
  constructor(readonly url: string) {
    super(`redirect ${url}`);
  }
}
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw new Redirected(url);
  },
}));

const { markNotificationsReadAction } = await import("./notifications.actions");
const { notifyInApp, unreadNotificationCount } = await import("@/modules/notifications/app-notifications.service");

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the notification list's actions", () => {
  it("marks one, then all, read and redirects back to the list", async () => {
    const user = await createUser();
    who.actor = userActor(user.id);
    const ids = [];
    for (const title of ["One", "Two", "Three"])
      ids.push(await notifyInApp({ userId: user.id, kind: "test", title, body: "b" }));
    await expect(markNotificationsReadAction(form({ id: ids[0]! }))).rejects.toMatchObject({
      url: "/account/notifications?done=read",
    });
    expect(await unreadNotificationCount(who.actor)).toBe(2);
    await expect(markNotificationsReadAction(form({}))).rejects.toMatchObject({
      url: "/account/notifications?done=read",
    });
    expect(await unreadNotificationCount(who.actor)).toBe(0);
  });

  it("sends a signed-out visitor to sign in", async () => {
    who.actor = signedOut;
    await expect(markNotificationsReadAction(form({}))).rejects.toMatchObject({
      url: expect.stringContaining("/auth/login"),
    });
  });
});
