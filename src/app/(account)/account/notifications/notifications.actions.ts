"use server";
import { redirect } from "next/navigation";
import { isSignedIn } from "@/lib/actor";
import { currentActor } from "@/modules/access/actor.service";
import { sessionRequiredUrl } from "@/modules/access/signed-in-visitor.service";
import { markNotificationsRead } from "@/modules/notifications/app-notifications.service";

/**
 * The notification list's forms (docs/decisions/0024-forms-without-javascript.md): a native post without scripts,
 * as thin as a resolver, then post → redirect → get.
 */

const LIST = "/account/notifications";

/** "Mark all read", or one notification (`id`) read. */
export async function markNotificationsReadAction(formData: FormData): Promise<void> {
  const actor = await currentActor();
  if (!isSignedIn(actor)) redirect(sessionRequiredUrl(LIST));
  const id = formData.get("id");
  await markNotificationsRead(actor, typeof id === "string" && id ? [id.slice(0, 64)] : "all");
  redirect(`${LIST}?done=read`);
}
