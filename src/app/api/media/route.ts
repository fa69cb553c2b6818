import { actorForAccessToken, currentActor } from "@/modules/access/actor.service";
import { handleImageUpload } from "@/modules/media/upload";
import { hasEstablishedVendor } from "@/modules/vendors/vendors.service";

/** Image uploads for the dashboard and apps: see handleImageUpload for the contract. */
export async function POST(request: Request): Promise<Response> {
  return handleImageUpload(request, {
    fromToken: actorForAccessToken,
    fromSession: currentActor,
    isEstablished: (actor) => hasEstablishedVendor(actor),
  });
}
