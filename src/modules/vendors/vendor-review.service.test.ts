import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { InputValidationError } from "@/lib/errors";
import { signedOut, type Actor } from "@/lib/actor";
import { actorForUser } from "@/modules/access/actor.service";
import { auditEvents } from "@/modules/audit/audit.schema";
import { staffMembers } from "@/modules/identity/identity.schema";
import { mediaAssets } from "@/modules/media/media.schema";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import { findPayoutAccountSummary } from "@/modules/payouts/payout-account-summary.service";
import { payoutAccounts } from "@/modules/payouts/payouts.schema";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { approveVendor, rejectVendor } from "@/modules/vendors/vendor-review-decisions.service";
import { findVendorForReview, listVendorsForReview } from "@/modules/vendors/vendor-review.service";
import { vendors } from "@/modules/vendors/vendors.schema";
import { createStore, createUser, createVendor } from "../../../tests/factories";

/** Reads for operations: the list and one vendor. Decisions are in vendor-review-decisions.service.test.ts. */

const actorOf = (userId: string) => actorForUser({ id: userId, tokenId: null });
const quiet = { messages: { background: false } };

/** What a reviewer sees, composed as the review page composes it: the vendor, and its payout account from payouts. */
async function findForReview(actor: Actor, vendorId: string) {
  const vendor = await findVendorForReview(actor, vendorId);
  return vendor && { ...vendor, payoutAccount: await findPayoutAccountSummary(actor, vendorId) };
}

async function staff(role: "ADMIN" | "MODERATOR") {
  const user = await createUser({ firstName: role === "ADMIN" ? "Halima" : "Tobi" });
  await getDb().insert(staffMembers).values({ userId: user.id, role });
  return actorOf(user.id);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

function submitted(displayName: string, sentMinutesAgo: number, extra: Partial<typeof vendors.$inferInsert> = {}) {
  return createVendor({
    displayName,
    status: "PENDING",
    approvedAt: null,
    submittedAt: minutesAgo(sentMinutesAgo),
    ...extra,
  });
}

describe("listVendorsForReview", () => {
  it("refuses everyone without vendors:review: an owner, a moderator, a buyer, a signed-out visitor", async () => {
    const vendor = await submitted("Refused Queue Foods", 5);
    const refused = { ok: false, reason: "forbidden", message: "Only staff who review vendors may see this" };
    for (const actor of [
      await actorOf(vendor.ownerId),
      await staff("MODERATOR"),
      await actorOf((await createUser()).id),
      signedOut,
    ]) {
      expect(await listVendorsForReview(actor, { state: "SUBMITTED" })).toEqual(refused);
    }
  });

  it("the queue holds submitted profiles only, oldest first, with the owner's name and contact; counts and search", async () => {
    const admin = await staff("ADMIN");
    const owner = await createUser({
      firstName: "Bisi",
      lastName: "Okafor",
      email: "bisi.queue@example.com",
      phone: "+2348031110001",
    });
    const oldest = await submitted("Queue Test Oldest Fabrics", 300, {
      ownerId: owner.id,
      kind: "INDIVIDUAL",
      state: "Oyo",
      city: "Ibadan",
    });
    const newer = await submitted("Queue Test Newer Gadgets", 10);
    const rejected = await submitted("Queue Test Rejected Shop", 200, {
      rejectedAt: minutesAgo(100),
      rejectionReason: "The logo is a stock photo.",
    });
    const resubmitted = await submitted("Queue Test Fixed Shop", 5, {
      rejectedAt: minutesAgo(100),
      rejectionReason: "Missing CAC number.",
    });
    await createVendor({ displayName: "Queue Test Preparing", status: "PENDING", approvedAt: null, submittedAt: null });
    await createVendor({ displayName: "Queue Test Approved" });
    await createVendor({ displayName: "Queue Test Suspended", status: "SUSPENDED" });

    const queue = await listVendorsForReview(admin, { state: "SUBMITTED", q: "queue test" });
    if (!queue.ok) throw new Error(queue.message);
    expect(queue.page.items.map((item) => item.name)).toEqual([
      "Queue Test Oldest Fabrics",
      "Queue Test Newer Gadgets",
      "Queue Test Fixed Shop",
    ]);
    expect(queue.page.items[0]).toEqual({
      id: oldest.id,
      name: "Queue Test Oldest Fabrics",
      slug: oldest.slug,
      kind: "INDIVIDUAL",
      state: "Oyo",
      city: "Ibadan",
      ownerName: "Bisi Okafor",
      ownerEmail: "bisi.queue@example.com",
      ownerPhone: "+2348031110001",
      submittedAt: oldest.submittedAt,
      createdAt: oldest.createdAt,
      reviewState: "SUBMITTED",
      logo: null,
      changedName: null,
      changesSubmittedAt: null,
    });
    expect(queue.page).toMatchObject({ total: 3, page: 1, pageCount: 1, pageSize: 20 });
    // The counts ignore the search (the filter's tabs), so they include every vendor of this file's database.
    expect(queue.page.counts.SUBMITTED).toBeGreaterThanOrEqual(3);
    expect(queue.page.counts.REJECTED).toBeGreaterThanOrEqual(1);
    expect(queue.page.counts.PREPARING).toBeGreaterThanOrEqual(1);

    const newest = await listVendorsForReview(admin, { state: "SUBMITTED", q: "QUEUE TEST", sort: "NEWEST" });
    expect(newest.ok && newest.page.items.map((item) => item.id)).toEqual([resubmitted.id, newer.id, oldest.id]);
    const byName = await listVendorsForReview(admin, { state: "ALL", q: "queue test", sort: "NAME" });
    expect(byName.ok && byName.page.items.map((item) => [item.name, item.reviewState])).toEqual([
      ["Queue Test Approved", "APPROVED"],
      ["Queue Test Fixed Shop", "SUBMITTED"],
      ["Queue Test Newer Gadgets", "SUBMITTED"],
      ["Queue Test Oldest Fabrics", "SUBMITTED"],
      ["Queue Test Preparing", "PREPARING"],
      ["Queue Test Rejected Shop", "REJECTED"],
      ["Queue Test Suspended", "SUSPENDED"],
    ]);
    const onlyRejected = await listVendorsForReview(admin, { state: "REJECTED", q: "queue test" });
    expect(onlyRejected.ok && onlyRejected.page.items.map((item) => item.id)).toEqual([rejected.id]);
    const suspended = await listVendorsForReview(admin, { state: "SUSPENDED", q: "Queue Test" });
    expect(suspended.ok && suspended.page.items.map((item) => item.name)).toEqual(["Queue Test Suspended"]);
  });

  it("searches by business name with typed wildcards taken literally, and pages 20 at a time", async () => {
    const admin = await staff("ADMIN");
    await submitted("100% Pure Shea Butter", 50);
    await submitted("1000 Pure Shea Butter", 40);
    const literal = await listVendorsForReview(admin, { state: "ALL", q: "100%" });
    expect(literal.ok && literal.page.items.map((item) => item.name)).toEqual(["100% Pure Shea Butter"]);
    const underscore = await listVendorsForReview(admin, { state: "ALL", q: "1_00" });
    expect(underscore.ok && underscore.page.total).toBe(0);

    for (let i = 0; i < 23; i += 1) await submitted(`Paging Provisions ${String(i).padStart(2, "0")}`, 1_000 - i);
    const first = await listVendorsForReview(admin, { state: "SUBMITTED", q: "paging provisions" });
    const second = await listVendorsForReview(admin, { state: "SUBMITTED", q: "paging provisions", page: 2 });
    if (!first.ok || !second.ok) throw new Error("refused");
    expect(first.page).toMatchObject({ total: 23, pageCount: 2, page: 1 });
    expect(first.page.items).toHaveLength(20);
    expect(first.page.items[0]!.name).toBe("Paging Provisions 00");
    expect(second.page.items.map((item) => item.name)).toEqual([
      "Paging Provisions 20",
      "Paging Provisions 21",
      "Paging Provisions 22",
    ]);
    const beyond = await listVendorsForReview(admin, { state: "SUBMITTED", q: "paging provisions", page: 9 });
    expect(beyond.ok && beyond.page.items).toEqual([]);
  });

  it("refuses a page out of range or an overlong search with a message", async () => {
    const admin = await staff("ADMIN");
    await expect(listVendorsForReview(admin, { state: "SUBMITTED", page: 0 })).rejects.toMatchObject({
      validation: { page: ["Page must be 1 or more"] },
    });
    await expect(listVendorsForReview(admin, { state: "SUBMITTED", q: "x".repeat(101) })).rejects.toBeInstanceOf(
      InputValidationError,
    );
  });
});

describe("findVendorForReview", () => {
  async function fullProfile() {
    const owner = await createUser({
      firstName: "Emeka",
      lastName: "Obi",
      email: `emeka.${randomBytes(4).toString("hex")}@example.com`,
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: null,
    });
    const [logo] = await getDb()
      .insert(mediaAssets)
      .values({
        storage: "LOCAL",
        key: `test/logo-${owner.id}`,
        width: 400,
        height: 400,
        widths: [160, 320],
        placeholder: "#884400",
        bytes: 9_000,
      })
      .returning();
    const vendor = await submitted("Emeka Spare Parts, Ladipo", 60, {
      ownerId: owner.id,
      description: "Tokunbo and new parts for Toyota and Honda.",
      contactPhone: "+2348035550101",
      contactVisibility: "WHATSAPP_ONLY",
      contactPhoneVerifiedAt: new Date(),
      cacNumber: "BN 3456789",
      logoId: logo!.id,
    });
    await createStore({ vendorId: vendor.id, name: "Ladipo main shop" });
    const manager = await createUser({ firstName: "Kelechi", lastName: null });
    await getDb()
      .insert(vendorMembers)
      .values({ vendorId: vendor.id, userId: manager.id, role: "MANAGER", addedBy: owner.id });
    await getDb().insert(payoutAccounts).values({
      vendorId: vendor.id,
      bankCode: "044",
      accountNumber: "0123456789",
      accountName: "EMEKA OBI",
      nameSource: "BANK",
    });
    return vendor;
  }

  it("gives a reviewer everything a decision needs, the payout account masked, and the review history", async () => {
    const vendor = await fullProfile();
    const admin = await staff("ADMIN");
    const found = await findForReview(admin, vendor.id);
    expect(found).toMatchObject({
      id: vendor.id,
      name: "Emeka Spare Parts, Ladipo",
      kind: "STORE",
      description: "Tokunbo and new parts for Toyota and Honda.",
      reviewState: "SUBMITTED",
      contactPhone: "+2348035550101",
      contactVisibility: "WHATSAPP_ONLY",
      phoneVerified: true,
      cacNumber: "BN 3456789",
      cover: null,
      owner: {
        name: "Emeka Obi",
        email: expect.stringMatching(/^emeka\.[0-9a-f]{8}@example\.com$/),
        emailVerified: true,
        phoneVerified: false,
      },
      members: [
        { name: "Emeka Obi", role: "Owner" },
        { name: "Kelechi", role: "Manager" },
      ],
      stores: [{ name: "Ladipo main shop" }],
      payoutAccount: {
        bankName: "Access Bank",
        maskedNumber: "•••• 6789",
        accountName: "EMEKA OBI",
        bankConfirmed: true,
      },
      history: [],
      ownVendor: false,
      reviewedBy: null,
    });
    expect(found!.logo?.sources.map((source) => source.width)).toEqual([160, 320]);
    expect(JSON.stringify(found)).not.toContain("0123456789");

    const reason = "Please upload your shop's own logo, not a stock picture.";
    expect((await rejectVendor(admin, vendor.id, reason, quiet)).ok).toBe(true);
    const after = await findForReview(admin, vendor.id);
    expect(after).toMatchObject({ reviewState: "REJECTED", rejectionReason: reason, reviewedBy: "Halima" });
    expect(after!.history).toEqual([{ kind: "REJECTED", at: expect.any(Date), by: "Halima", reason }]);
  });

  it("is null for anyone who does not review vendors (the vendor's own owner included) and for unknown ids", async () => {
    const vendor = await fullProfile();
    for (const actor of [
      await actorOf(vendor.ownerId),
      await staff("MODERATOR"),
      await actorOf((await createUser()).id),
      signedOut,
    ]) {
      expect(await findForReview(actor, vendor.id)).toBeNull();
    }
    const admin = await staff("ADMIN");
    expect(await findForReview(admin, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await findForReview(admin, "'; drop table vendors; --")).toBeNull();
    // Payout details are not for everyone either: a buyer asking the payouts module directly gets nothing.
    expect(await findPayoutAccountSummary(await actorOf((await createUser()).id), vendor.id)).toBeNull();
  });

  it("shows a reviewer their own vendor, marked as theirs, and they still cannot decide on it", async () => {
    const vendor = await submitted("Admin's Own Side Business", 30);
    await getDb().insert(staffMembers).values({ userId: vendor.ownerId, role: "ADMIN" });
    const ownerAdmin = await actorOf(vendor.ownerId);
    const found = await findForReview(ownerAdmin, vendor.id);
    expect(found).toMatchObject({ ownVendor: true, payoutAccount: null });
    expect(await approveVendor(ownerAdmin, vendor.id, quiet)).toEqual({
      ok: false,
      reason: "own-vendor",
      message: "You cannot review a business you belong to. Ask someone else in the operations team to decide.",
    });
    const [row] = await getDb().select({ status: vendors.status }).from(vendors).where(eq(vendors.id, vendor.id));
    expect(row?.status).toBe("PENDING");
    expect(
      await getDb()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, vendor.id))),
    ).toEqual([]);
    expect(await getDb().select().from(outboxMessages).where(eq(outboxMessages.purpose, "vendor.approved"))).toEqual(
      [],
    );
  });
});
