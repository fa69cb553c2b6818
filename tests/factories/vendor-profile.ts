import { randomBytes } from "node:crypto";
import { getDb } from "@/db/client";
import { actorForUser } from "@/modules/access/actor.service";
import { mediaAssets } from "@/modules/media/media.schema";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { createUser } from "./identity";

/** The actor of `userId` as a request would build it (memberships read now). */
export const actorOf = (userId: string) => actorForUser({ id: userId, tokenId: null });

/** A stored picture uploaded by `ownerId` (a media row with two renditions, no files). */
export async function createUploadedImage(ownerId: string | null): Promise<string> {
  const [row] = await getDb()
    .insert(mediaAssets)
    .values({
      ownerId,
      storage: "LOCAL",
      key: `test/${randomBytes(6).toString("hex")}`,
      width: 480,
      height: 480,
      widths: [160, 480],
      placeholder: "#336699",
      bytes: 9_000,
    })
    .returning({ id: mediaAssets.id });
  return row!.id;
}

/** A new account that is a member of `vendorId` with `role`. */
export async function createMember(vendorId: string, role: "MANAGER" | "SALES_ASSISTANT") {
  const user = await createUser();
  await getDb().insert(vendorMembers).values({ vendorId, userId: user.id, role });
  return user;
}
