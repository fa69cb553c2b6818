import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { signedOut } from "@/lib/actor";
import { actorForAccessToken } from "@/modules/access/actor.service";
import { products } from "@/modules/listings/listings.schema";
import { visibleListings } from "@/modules/listings/listings.policy";
import { staffMembers } from "@/modules/identity/identity.schema";
import { createCategory, createProduct, createVendor } from "../../../tests/factories/catalogue";
import { createAccessToken, createUser } from "../../../tests/factories/identity";
import type { Actor } from "@/lib/actor";

async function titlesVisibleTo(actor: Actor): Promise<string[]> {
  const rows = await getDb().select({ title: products.title }).from(products).where(visibleListings(actor, products));
  return rows.map((row) => row.title).sort();
}

describe("the catalogue's visibility rule", () => {
  it("the public sees active listings of approved vendors; members their own vendor's everything; staff everything", async () => {
    const category = await createCategory();
    const mine = await createVendor({ displayName: "Mine" });
    const rival = await createVendor({ displayName: "Rival" });
    const pending = await createVendor({ displayName: "Pending", status: "PENDING", approvedAt: null });
    const suspended = await createVendor({ displayName: "Suspended", status: "SUSPENDED" });
    for (const [vendor, prefix] of [
      [mine, "mine"],
      [rival, "rival"],
      [pending, "pending"],
      [suspended, "suspended"],
    ] as const) {
      await createProduct({ vendorId: vendor.id, categoryId: category.id, title: `${prefix} active` });
      await createProduct({ vendorId: vendor.id, categoryId: category.id, title: `${prefix} draft`, status: "DRAFT" });
      await createProduct({
        vendorId: vendor.id,
        categoryId: category.id,
        title: `${prefix} archived`,
        status: "ARCHIVED",
      });
    }

    expect(await titlesVisibleTo(signedOut)).toEqual(["mine active", "rival active"]);
    const buyer = await actorForAccessToken(await createAccessToken(await createUser()));
    expect(await titlesVisibleTo(buyer)).toEqual(["mine active", "rival active"]);

    const owner = await actorForAccessToken(await createAccessToken({ id: mine.ownerId }));
    expect(await titlesVisibleTo(owner)).toEqual(["mine active", "mine archived", "mine draft", "rival active"]);

    // A pending seller prepares in private; the public still sees none of it.
    const pendingOwner = await actorForAccessToken(await createAccessToken({ id: pending.ownerId }));
    expect(await titlesVisibleTo(pendingOwner)).toEqual([
      "mine active",
      "pending active",
      "pending archived",
      "pending draft",
      "rival active",
    ]);

    // A suspended vendor's listings leave the market, but its members can still see what they had.
    const suspendedOwner = await actorForAccessToken(await createAccessToken({ id: suspended.ownerId }));
    expect(await titlesVisibleTo(suspendedOwner)).toContain("suspended draft");

    const admin = await createUser();
    await getDb().insert(staffMembers).values({ userId: admin.id, role: "ADMIN" });
    expect(await titlesVisibleTo(await actorForAccessToken(await createAccessToken(admin)))).toHaveLength(12);
    const moderator = await createUser();
    await getDb().insert(staffMembers).values({ userId: moderator.id, role: "MODERATOR" });
    expect(await titlesVisibleTo(await actorForAccessToken(await createAccessToken(moderator)))).toEqual([
      "mine active",
      "rival active",
    ]);
  });
});
