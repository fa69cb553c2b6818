import { actorForAccessToken, currentActor } from "@/modules/access/actor.service";
import { handleImageUpload } from "@/modules/media/upload";

/** Image uploads for the dashboard and apps: see handleImageUpload for the contract. */
export async function POST(request: Request): Promise<Response> {
  return handleImageUpload(request, { fromToken: actorForAccessToken, fromSession: currentActor });
}
