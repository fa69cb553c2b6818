import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { hasStaffPermission, hasVendorPermission, vendorIdsWith } from "@/lib/actor";
import { actorForAccessToken } from "@/modules/access/actor.service";
import { accessTokens, staffMembers, users } from "@/modules/identity/identity.schema";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { vendors } from "@/modules/vendors/vendors.schema";
import { createVendor } from "../../../tests/factories/catalogue";
import { createAccessToken, createUser } from "../../../tests/factories/identity";

async function memberOf(vendorId: string, role: "MANAGER" | "SALES_ASSISTANT") {
  const user = await createUser();
  await getDb().insert(vendorMembers).values({ vendorId, userId: user.id, role });
  return { user, token: await createAccessToken(user) };
}

describe("the request's actor", () => {
  it("is signed out without a token, with an unknown one, and after the token is revoked", async () => {
    expect(await actorForAccessToken(null)).toEqual({ kind: "signed-out" });
    expect(await actorForAccessToken("x".repeat(43))).toEqual({ kind: "signed-out" });
    const user = await createUser();
    const token = await createAccessToken(user);
    expect((await actorForAccessToken(token)).kind).toBe("user");
    await getDb().update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.userId, user.id));
    expect(await actorForAccessToken(token)).toEqual({ kind: "signed-out" });
  });

  it("a buyer has no staff permission and belongs to no vendor", async () => {
    const actor = await actorForAccessToken(await createAccessToken(await createUser()));
    expect(actor.kind).toBe("user");
    expect(vendorIdsWith(actor)).toEqual([]);
    expect(hasStaffPermission(actor, "vendors:review")).toBe(false);
  });

  it("the owner may do everything in their vendor and nothing in another", async () => {
    const vendor = await createVendor();
    const other = await createVendor({ displayName: "Someone Else" });
    const actor = await actorForAccessToken(await createAccessToken({ id: vendor.ownerId }));
    for (const permission of ["shop:view", "listings:write", "stock:write", "payouts:manage", "members:manage"]) {
      expect(hasVendorPermission(actor, vendor.id, permission), permission).toBe(true);
      expect(hasVendorPermission(actor, other.id, permission), permission).toBe(false);
    }
    expect(vendorIdsWith(actor)).toEqual([vendor.id]);
  });

  it("a manager may do all but payouts and members; a sales assistant only orders and stock", async () => {
    const vendor = await createVendor();
    const manager = await actorForAccessToken((await memberOf(vendor.id, "MANAGER")).token);
    expect(hasVendorPermission(manager, vendor.id, "listings:write")).toBe(true);
    expect(hasVendorPermission(manager, vendor.id, "stores:write")).toBe(true);
    expect(hasVendorPermission(manager, vendor.id, "payouts:manage")).toBe(false);
    expect(hasVendorPermission(manager, vendor.id, "members:manage")).toBe(false);

    const assistant = await actorForAccessToken((await memberOf(vendor.id, "SALES_ASSISTANT")).token);
    expect(hasVendorPermission(assistant, vendor.id, "stock:write")).toBe(true);
    expect(hasVendorPermission(assistant, vendor.id, "orders:manage")).toBe(true);
    expect(hasVendorPermission(assistant, vendor.id, "listings:write")).toBe(false);
    expect(hasVendorPermission(assistant, vendor.id, "payouts:manage")).toBe(false);
    expect(hasVendorPermission(assistant, vendor.id, "members:manage")).toBe(false);
  });

  it("members of a suspended vendor may look but change nothing", async () => {
    const vendor = await createVendor();
    await getDb().update(vendors).set({ status: "SUSPENDED" }).where(eq(vendors.id, vendor.id));
    const owner = await actorForAccessToken(await createAccessToken({ id: vendor.ownerId }));
    expect(hasVendorPermission(owner, vendor.id, "shop:view")).toBe(true);
    expect(hasVendorPermission(owner, vendor.id, "listings:write")).toBe(false);
    expect(hasVendorPermission(owner, vendor.id, "payouts:manage")).toBe(false);
  });

  it("staff permissions come from the staff role, and leave with a suspension of the account", async () => {
    const admin = await createUser();
    await getDb().insert(staffMembers).values({ userId: admin.id, role: "ADMIN" });
    const moderator = await createUser();
    await getDb().insert(staffMembers).values({ userId: moderator.id, role: "MODERATOR" });
    const adminActor = await actorForAccessToken(await createAccessToken(admin));
    const moderatorActor = await actorForAccessToken(await createAccessToken(moderator));
    expect(hasStaffPermission(adminActor, "vendors:review")).toBe(true);
    expect(hasStaffPermission(moderatorActor, "pricedesk:moderate")).toBe(true);
    expect(hasStaffPermission(moderatorActor, "vendors:review")).toBe(false);

    const token = await createAccessToken(admin);
    await getDb().update(users).set({ status: "SUSPENDED" }).where(eq(users.id, admin.id));
    expect(hasStaffPermission(await actorForAccessToken(token), "vendors:review")).toBe(false);
  });
});
