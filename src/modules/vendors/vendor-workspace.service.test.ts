import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { signedOut } from "@/lib/actor";
import { actorForUser } from "@/modules/access/actor.service";
import { staffMembers } from "@/modules/identity/identity.schema";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { countVendorsAwaitingReview, findWorkspaceVendors } from "@/modules/vendors/vendor-workspace.service";
import { vendors } from "@/modules/vendors/vendors.schema";
import { createStore, createVendor } from "../../../tests/factories/catalogue";
import { createUser } from "../../../tests/factories/identity";

const actorOf = (userId: string) => actorForUser({ id: userId, tokenId: null });

async function staff(role: "ADMIN" | "MODERATOR") {
  const user = await createUser();
  await getDb().insert(staffMembers).values({ userId: user.id, role });
  return actorOf(user.id);
}

describe("findWorkspaceVendors", () => {
  it("a member sees only the vendors they belong to, with their role, where it stands and what it lacks", async () => {
    const own = await createVendor({
      displayName: "Mama Put Provisions",
      kind: "INDIVIDUAL",
      status: "PENDING",
      approvedAt: null,
      description: null,
    });
    await createVendor({ displayName: "Someone Else's Shop", description: "Not yours" });
    const owner = await actorOf(own.ownerId);

    expect(await findWorkspaceVendors(owner)).toEqual([
      {
        id: own.id,
        name: "Mama Put Provisions",
        kind: "INDIVIDUAL",
        status: "PENDING",
        reviewState: "PREPARING",
        rejectionReason: null,
        slug: own.slug,
        role: "Owner",
        permissions: owner.vendors.get(own.id)!.permissions,
        description: null,
        hasContactPhone: false,
        storeCount: 0,
        state: "Lagos",
        city: "Ikeja",
      },
    ]);

    await createStore({ vendorId: own.id });
    await createStore({ vendorId: own.id, name: "Second outlet" });
    await getDb()
      .update(vendors)
      .set({ description: "Rice and beans by the bag", contactPhone: "+2348031234567" })
      .where(eq(vendors.id, own.id));
    const [updated] = await findWorkspaceVendors(owner);
    expect(updated!.reviewState).toBe("PREPARING");
    expect(updated).toMatchObject({ description: "Rice and beans by the bag", hasContactPhone: true, storeCount: 2 });
  });

  it("a sales assistant sees the vendor with their own role; a member of two vendors sees both, by name", async () => {
    const first = await createVendor({ displayName: "Zainab Fabrics" });
    const second = await createVendor({ displayName: "Adeola Electronics", kind: "ARTISAN" });
    const person = await createUser();
    await getDb()
      .insert(vendorMembers)
      .values([
        { vendorId: first.id, userId: person.id, role: "SALES_ASSISTANT" },
        { vendorId: second.id, userId: person.id, role: "MANAGER" },
      ]);
    const found = await findWorkspaceVendors(await actorOf(person.id));
    expect(found.map(({ name, role, kind }) => ({ name, role, kind }))).toEqual([
      { name: "Adeola Electronics", role: "Manager", kind: "ARTISAN" },
      { name: "Zainab Fabrics", role: "Sales assistant", kind: "STORE" },
    ]);
    expect(found[1]!.permissions.has("listings:write")).toBe(false);
  });

  it("a suspended vendor stays in its members' workspace, to look at", async () => {
    const vendor = await createVendor({ status: "SUSPENDED" });
    const [found] = await findWorkspaceVendors(await actorOf(vendor.ownerId));
    expect(found).toMatchObject({ id: vendor.id, status: "SUSPENDED" });
    expect([...found!.permissions]).toEqual(["shop:view"]);
  });

  it("a buyer, staff who belong to no vendor, and a signed-out visitor have none", async () => {
    await createVendor();
    expect(await findWorkspaceVendors(await actorOf((await createUser()).id))).toEqual([]);
    expect(await findWorkspaceVendors(await staff("ADMIN"))).toEqual([]);
    expect(await findWorkspaceVendors(signedOut)).toEqual([]);
  });
});

describe("countVendorsAwaitingReview", () => {
  it("counts the profiles sent for review and not yet decided, for staff who review vendors", async () => {
    const admin = await staff("ADMIN");
    const before = await countVendorsAwaitingReview(admin);
    if (!before.ok) throw new Error(before.message);
    const sent = new Date(Date.now() - 60_000);
    await createVendor({ status: "PENDING", approvedAt: null, submittedAt: sent });
    await createVendor({ status: "PENDING", approvedAt: null, submittedAt: sent });
    // Still preparing, and sent back with a reason: neither waits for operations.
    await createVendor({ status: "PENDING", approvedAt: null });
    await createVendor({
      status: "PENDING",
      approvedAt: null,
      submittedAt: sent,
      rejectedAt: new Date(),
      rejectionReason: "Logo missing",
    });
    await createVendor({ status: "APPROVED" });
    await createVendor({ status: "SUSPENDED" });
    expect(await countVendorsAwaitingReview(admin)).toEqual({ ok: true, count: before.count + 2 });
  });

  it("refuses a vendor owner, a moderator without the permission, a buyer and a signed-out visitor", async () => {
    const vendor = await createVendor({ status: "PENDING", approvedAt: null });
    const refused = { ok: false, reason: "forbidden", message: "Only staff who review vendors may see this" };
    expect(await countVendorsAwaitingReview(await actorOf(vendor.ownerId))).toEqual(refused);
    expect(await countVendorsAwaitingReview(await staff("MODERATOR"))).toEqual(refused);
    expect(await countVendorsAwaitingReview(await actorOf((await createUser()).id))).toEqual(refused);
    expect(await countVendorsAwaitingReview(signedOut)).toEqual(refused);
  });
});

describe("findWorkspaceVendors review state", () => {
  it("says sent for review, then sent back with the reason, as the members see it", async () => {
    const own = await createVendor({ status: "PENDING", approvedAt: null, submittedAt: new Date(Date.now() - 60_000) });
    const owner = await actorOf(own.ownerId);
    expect((await findWorkspaceVendors(owner))[0]).toMatchObject({ reviewState: "SUBMITTED", rejectionReason: null });
    await getDb()
      .update(vendors)
      .set({ rejectedAt: new Date(), rejectionReason: "Add a clear logo" })
      .where(eq(vendors.id, own.id));
    expect((await findWorkspaceVendors(owner))[0]).toMatchObject({
      reviewState: "REJECTED",
      rejectionReason: "Add a clear logo",
    });
  });
});
