import "server-only";
import { hasStaffPermission, vendorIdsWith, type UserActor } from "@/lib/actor";

/**
 * Who may upload and use pictures (docs/decisions/0020-who-is-asking.md).
 * - The public rule: a stored rendition is public to anyone who has its address (/media/…); what makes a picture
 *   appear is the public rule of the listing or vendor that uses it.
 * - Pictures are for listings, vendor profiles and the site itself: members who may write a vendor's listings or
 *   profile (a pending vendor's too; a suspended one's members may not) and staff allowed to upload.
 * - A picture is attached only by the person who uploaded it (`findOwnedImageIds` in media-ownership.service.ts).
 */
export function mayUpload(actor: UserActor): boolean {
  return (
    vendorIdsWith(actor, "listings:write").length > 0 ||
    vendorIdsWith(actor, "profile:write").length > 0 ||
    hasStaffPermission(actor, "media:upload")
  );
}
