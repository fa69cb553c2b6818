import { randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { getDb } from "@/db/client";
import { signedOut } from "@/lib/actor";
import { actorForUser } from "@/modules/access/actor.service";
import { auditEvents } from "@/modules/audit/audit.schema";
import { findProductBySlug } from "@/modules/market/market-products.service";
import { staffMembers, users } from "@/modules/identity/identity.schema";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import {
  approveVendor,
  reinstateVendor,
  rejectVendor,
  suspendVendor,
} from "@/modules/vendors/vendor-review-decisions.service";
import { vendors } from "@/modules/vendors/vendors.schema";
import { findVendorBySlug } from "@/modules/vendors/vendors.service";
import { createCategory, createProduct, createUser, createVendor } from "../../../tests/factories";
import { onSharedAnswersPurge } from "@/lib/shared-answers-purge";
import { drainJobs } from "../../../tests/setup/jobs";

const actorOf = (userId: string) => actorForUser({ id: userId, tokenId: null });
/** Keep queued messages in the outbox (no delivery attempt), to read them back. */
const quiet = { messages: { background: false } };
const REASON = "Your CAC number does not match the business name.";

async function admin(firstName = "Halima") {
  const user = await createUser({ firstName });
  await getDb().insert(staffMembers).values({ userId: user.id, role: "ADMIN" });
  return actorOf(user.id);
}

async function submittedVendor(owner: Partial<Parameters<typeof createUser>[0]> = {}) {
  const user = await createUser({
    firstName: "Amaka",
    email: `amaka.${randomBytes(4).toString("hex")}@example.com`,
    emailVerifiedAt: new Date(),
    ...owner,
  });
  return createVendor({
    ownerId: user.id,
    displayName: "Amaka Beauty Hub",
    status: "PENDING",
    approvedAt: null,
    submittedAt: new Date(Date.now() - 60_000),
  });
}

const vendorRow = async (id: string) => (await getDb().select().from(vendors).where(eq(vendors.id, id)))[0]!;
const messagesTo = (recipient: string) =>
  getDb().select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
const auditFor = (id: string) => getDb().select().from(auditEvents).where(eq(auditEvents.entityId, id));

describe("approveVendor and rejectVendor", () => {
  it("approving a submitted profile makes the shop public, records who did it, and e-mails the owner", async () => {
    const vendor = await submittedVendor();
    const reviewer = await admin();
    expect(await findVendorBySlug(vendor.slug)).toBeNull();

    expect(await approveVendor(reviewer, vendor.id, { ip: "203.0.113.9", ...quiet })).toEqual({
      ok: true,
      message: "Amaka Beauty Hub is approved: the shop is live, and the owner has been told.",
      reviewState: "APPROVED",
    });
    const row = await vendorRow(vendor.id);
    expect(row).toMatchObject({
      status: "APPROVED",
      reviewedBy: reviewer.kind === "user" ? reviewer.userId : null,
      rejectedAt: null,
      rejectionReason: null,
    });
    expect(row.approvedAt).toBeInstanceOf(Date);
    expect(await findVendorBySlug(vendor.slug)).toMatchObject({ id: vendor.id, approved: true });

    const [event] = await auditFor(vendor.id);
    expect(event).toMatchObject({
      action: "vendor.approved",
      entityType: "vendor",
      ip: "203.0.113.9",
      before: { status: "PENDING", reviewState: "SUBMITTED" },
      after: { status: "APPROVED", reviewState: "APPROVED" },
    });
    const owner = (await getDb().select().from(vendors).where(eq(vendors.id, vendor.id)))[0]!.ownerId;
    const [message] = await messagesTo((await getDb().select().from(users).where(eq(users.id, owner)))[0]!.email!);
    expect(message).toMatchObject({
      channel: "EMAIL",
      purpose: "vendor.approved",
      status: "PENDING",
      subject: "Your shop is live on Oja: Amaka Beauty Hub",
    });
    expect(message!.body).toContain("Hello Amaka,");
    expect(message!.body).toContain("Your shop is live!");
    expect(message!.body).toContain(`/market/store/${vendor.slug}`);
  });

  it("rejecting keeps the profile private, stores the reason the seller reads, and tells them how to fix it", async () => {
    const vendor = await submittedVendor({
      email: null,
      emailVerifiedAt: null,
      phone: "+2348035550111",
      phoneVerifiedAt: new Date(),
    });
    const result = await rejectVendor(await admin(), vendor.id, `  ${REASON}  `, quiet);
    expect(result).toEqual({
      ok: true,
      message: "Amaka Beauty Hub was sent back with your reason; the owner has been told.",
      reviewState: "REJECTED",
    });
    const row = await vendorRow(vendor.id);
    expect(row).toMatchObject({ status: "PENDING", rejectionReason: REASON });
    expect(row.rejectedAt!.getTime()).toBeGreaterThanOrEqual(row.submittedAt!.getTime());
    expect(await findVendorBySlug(vendor.slug)).toBeNull();
    const [sms] = await messagesTo("+2348035550111");
    expect(sms).toMatchObject({ channel: "SMS", purpose: "vendor.rejected", subject: null });
    expect(sms!.body).toBe(
      `Oja: Amaka Beauty Hub was not approved yet. Reason: ${REASON} Fix your profile and send it again: http://localhost:3000/dashboard/vendor/profile`,
    );
    expect((await auditFor(vendor.id))[0]).toMatchObject({
      action: "vendor.rejected",
      after: { reason: REASON, reviewState: "REJECTED" },
    });
  });

  it("refuses a reason shorter than 10 or longer than 500 characters, or with control characters, changing nothing", async () => {
    const vendor = await submittedVendor();
    const reviewer = await admin();
    for (const [reason, message] of [
      ["Bad logo", "Reason should be at least 10 characters"],
      ["   ", "Reason is required"],
      ["x".repeat(501), "Reason should be at most 500 characters"],
      ["Fix the name\u0007 please", "Reason contains characters we cannot accept"],
    ] as const) {
      await expect(rejectVendor(reviewer, vendor.id, reason, quiet)).rejects.toMatchObject({
        validation: { reason: [message] },
      });
    }
    expect(await rejectVendor(reviewer, vendor.id, "<b>Exactly ten</b> — and markup stays text.", quiet)).toMatchObject(
      { ok: true },
    );
    expect((await vendorRow(vendor.id)).rejectionReason).toBe("<b>Exactly ten</b> — and markup stays text.");
  });

  it("only a submitted profile can be decided: a decided one says someone already decided, a draft says it was not sent", async () => {
    const reviewer = await admin();
    const vendor = await submittedVendor();
    expect((await rejectVendor(reviewer, vendor.id, REASON, quiet)).ok).toBe(true);
    const conflict = { ok: false, reason: "conflict", message: "Someone already decided on this profile." };
    expect(await approveVendor(reviewer, vendor.id, quiet)).toEqual(conflict);
    expect(await rejectVendor(reviewer, vendor.id, REASON, quiet)).toEqual(conflict);

    // The seller fixes the profile and sends it again: it is back in the queue and can be approved.
    await getDb()
      .update(vendors)
      .set({ submittedAt: new Date(Date.now() + 1_000) })
      .where(eq(vendors.id, vendor.id));
    expect(await approveVendor(reviewer, vendor.id, quiet)).toMatchObject({ ok: true, reviewState: "APPROVED" });
    expect((await vendorRow(vendor.id)).rejectionReason).toBeNull();

    const draft = await createVendor({ status: "PENDING", approvedAt: null, submittedAt: null });
    expect(await approveVendor(reviewer, draft.id, quiet)).toEqual({
      ok: false,
      reason: "conflict",
      message: "This profile has not been sent for review yet.",
    });
    expect(await approveVendor(reviewer, "00000000-0000-4000-8000-000000000000", quiet)).toEqual({
      ok: false,
      reason: "not-found",
      message: "We could not find that vendor.",
    });
  });

  it("of two reviewers approving at once exactly one wins; the other is told; one event, one message", async () => {
    const vendor = await submittedVendor();
    const [first, second] = [await admin("Halima"), await admin("Sani")];
    const results = await Promise.all([
      approveVendor(first, vendor.id, quiet),
      approveVendor(second, vendor.id, quiet),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({
      ok: false,
      reason: "conflict",
      message: "Someone already decided on this profile.",
    });
    expect(await auditFor(vendor.id)).toHaveLength(1);
    const told = await getDb()
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.purpose, "vendor.approved"), like(outboxMessages.body, `%/market/store/${vendor.slug}%`)),
      );
    expect(told).toHaveLength(1);
  });

  it("an approval and a rejection at once: exactly one decision stands", async () => {
    const vendor = await submittedVendor();
    const results = await Promise.all([
      approveVendor(await admin(), vendor.id, quiet),
      rejectVendor(await admin("Sani"), vendor.id, REASON, quiet),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const row = await vendorRow(vendor.id);
    const approved = results[0]!.ok;
    expect(row.status).toBe(approved ? "APPROVED" : "PENDING");
    expect(row.rejectionReason).toBe(approved ? null : REASON);
    expect(await auditFor(vendor.id)).toHaveLength(1);
  });

  it("refuses people without vendors:review and any member of the vendor, staff or not", async () => {
    const vendor = await submittedVendor();
    const moderator = await createUser();
    await getDb().insert(staffMembers).values({ userId: moderator.id, role: "MODERATOR" });
    for (const actor of [
      await actorOf(vendor.ownerId),
      await actorOf(moderator.id),
      await actorOf((await createUser()).id),
      signedOut,
    ]) {
      expect(await approveVendor(actor, vendor.id, quiet)).toEqual({
        ok: false,
        reason: "forbidden",
        message: "Only staff who review vendors may do that.",
      });
    }
    const staffManager = await createUser();
    await getDb().insert(staffMembers).values({ userId: staffManager.id, role: "ADMIN" });
    await getDb().insert(vendorMembers).values({ vendorId: vendor.id, userId: staffManager.id, role: "MANAGER" });
    expect(await rejectVendor(await actorOf(staffManager.id), vendor.id, REASON, quiet)).toMatchObject({
      ok: false,
      reason: "own-vendor",
    });
    expect((await vendorRow(vendor.id)).status).toBe("PENDING");
    expect(await auditFor(vendor.id)).toEqual([]);
  });
});

describe("an approved business's changes", () => {
  async function withChanges(firstName: string) {
    const owner = await createUser({
      firstName,
      email: `${firstName.toLowerCase()}.${randomBytes(4).toString("hex")}@example.com`,
      emailVerifiedAt: new Date(),
    });
    const vendor = await createVendor({ ownerId: owner.id, displayName: "Zaria Leather Goods" });
    await getDb()
      .update(vendors)
      .set({ pendingChanges: { displayName: "Zaria Leather & Co" }, changesSubmittedAt: new Date() })
      .where(eq(vendors.id, vendor.id));
    return { vendor, email: owner.email! };
  }

  it("approving publishes them, clears them, records it and tells the owner; a second approval is refused", async () => {
    const { vendor, email } = await withChanges("Musa");
    const reviewer = await admin();
    expect(await approveVendor(reviewer, vendor.id, quiet)).toEqual({
      ok: true,
      message: "The changes to Zaria Leather & Co are approved: buyers see them now, and the owner has been told.",
      reviewState: "APPROVED",
    });
    expect(await vendorRow(vendor.id)).toMatchObject({
      displayName: "Zaria Leather & Co",
      pendingChanges: null,
      changesSubmittedAt: null,
      status: "APPROVED",
    });
    expect((await auditFor(vendor.id)).map((event) => event.action)).toEqual(["vendor.changes_approved"]);
    const [message] = await messagesTo(email);
    expect(message).toMatchObject({ subject: "Your changes are live on Oja: Zaria Leather & Co" });
    expect(await approveVendor(reviewer, vendor.id, quiet)).toMatchObject({
      ok: false,
      reason: "conflict",
      message: "Someone already decided on this profile.",
    });
  });

  it("rejecting keeps the approved version public and sends the owner the reason", async () => {
    const { vendor, email } = await withChanges("Hauwa");
    expect(await rejectVendor(await admin(), vendor.id, REASON, quiet)).toEqual({
      ok: true,
      message:
        "The changes to Zaria Leather Goods were sent back with your reason: buyers still see the approved version, and the owner has been told.",
      reviewState: "APPROVED",
    });
    expect(await vendorRow(vendor.id)).toMatchObject({
      displayName: "Zaria Leather Goods",
      pendingChanges: null,
      rejectedAt: null,
    });
    const [message] = await messagesTo(email);
    expect(message!.body).toContain(REASON);
    expect(await findVendorBySlug(vendor.slug)).toMatchObject({ displayName: "Zaria Leather Goods", approved: true });
  });
});

describe("suspendVendor and reinstateVendor", () => {
  it("a suspended vendor's product page is gone right after suspension, and back after reinstatement", async () => {
    const vendor = await createVendor({ displayName: "Kano Grains Depot" });
    const category = await createCategory({
      parentId: (await createCategory({ name: "Foodstuff" })).id,
      name: "Grains",
    });
    const product = await createProduct({
      vendorId: vendor.id,
      categoryId: category.id,
      title: "Local rice, 50kg bag",
    });
    const reviewer = await admin();
    expect(await findProductBySlug(product.slug)).toMatchObject({ id: product.id });

    const suspension = "Several buyers reported goods paid for and never delivered.";
    // The server's shared signed-out copies (up to 10 s) are dropped too: purged once, by the suspension that happened
    // (earlier tests' approved changes purge too, so their jobs run first).
    await drainJobs();
    let purges = 0;
    const stopCounting = onSharedAnswersPurge(() => (purges += 1));
    onTestFinished(stopCounting);
    expect(await suspendVendor(reviewer, vendor.id, suspension, quiet)).toEqual({
      ok: true,
      message: "Kano Grains Depot is suspended: its store page and listings have left the market.",
      reviewState: "SUSPENDED",
    });
    expect(await findProductBySlug(product.slug)).toBeNull();
    expect(await findVendorBySlug(vendor.slug)).toBeNull();
    // The owner keeps looking at their workspace, and can change nothing.
    expect([...(await actorOf(vendor.ownerId)).vendors.get(vendor.id)!.permissions]).toEqual(["shop:view"]);
    expect(await suspendVendor(reviewer, vendor.id, suspension, quiet)).toEqual({
      ok: false,
      reason: "conflict",
      message: "Someone already suspended this business.",
    });
    // The purge is a job written with the suspension, run after the commit.
    await drainJobs();
    expect(purges).toBe(1);

    expect(
      await reinstateVendor(reviewer, vendor.id, "The buyers were refunded and the orders closed.", quiet),
    ).toMatchObject({ ok: true, reviewState: "APPROVED" });
    expect(await findProductBySlug(product.slug)).toMatchObject({ id: product.id });
    expect(
      await reinstateVendor(reviewer, vendor.id, "The buyers were refunded and the orders closed.", quiet),
    ).toEqual({
      ok: false,
      reason: "conflict",
      message: "This business is not suspended.",
    });
    const events = await auditFor(vendor.id);
    expect(events.map((event) => event.action).sort()).toEqual(["vendor.reinstated", "vendor.suspended"]);
    const [owner] = await getDb().select().from(users).where(eq(users.id, vendor.ownerId));
    const told = await messagesTo(owner!.email!);
    expect(told.map((message) => message.purpose).sort()).toEqual(["vendor.reinstated", "vendor.suspended"]);
    expect(told.find((message) => message.purpose === "vendor.suspended")!.body).toContain(suspension);
  });

  it("only an approved business can be suspended, and a suspension needs a reason", async () => {
    const reviewer = await admin();
    const pending = await submittedVendor();
    expect(await suspendVendor(reviewer, pending.id, "Suspicious listings everywhere.", quiet)).toEqual({
      ok: false,
      reason: "conflict",
      message: "Only an approved business can be suspended.",
    });
    const approved = await createVendor();
    await expect(suspendVendor(reviewer, approved.id, "", quiet)).rejects.toMatchObject({
      validation: { reason: ["Reason is required"] },
    });
    expect((await vendorRow(approved.id)).status).toBe("APPROVED");
  });
});
