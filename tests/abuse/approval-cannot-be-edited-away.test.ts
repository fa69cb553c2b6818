/**
 * Issue 23, item 2: approval and phone verification could be undone by editing afterwards. After approval, a manager
 * renamed their business to the demo seller's exact name with an unverified phone, and both went public at once;
 * while a profile waited for review, its owner renamed it "Oja Official Support Desk", and the approval approved that
 * name. Now the approval publishes what the reviewer read (a snapshot; the profile is locked while it waits), a
 * published business's new name, description or logo waits for review while buyers keep the approved version, a new
 * phone shows only once verified, and names close to another business's or to Oja's are flagged to the reviewer.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { staffMembers } from "@/modules/identity/identity.schema";
import { payoutAccounts } from "@/modules/payouts/payouts.schema";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { sendVendorPhoneCode, verifyVendorPhone } from "@/modules/vendors/vendor-phone.service";
import { vendorProfileInput } from "@/modules/vendors/vendor-profile.inputs";
import { findMyVendorProfile, submitForReview, updateVendorProfile } from "@/modules/vendors/vendor-profile.service";
import { approveVendor, rejectVendor } from "@/modules/vendors/vendor-review-decisions.service";
import { findVendorForReview, listVendorsForReview } from "@/modules/vendors/vendor-review.service";
import { vendors } from "@/modules/vendors/vendors.schema";
import { findVendorBySlug, loadVendorSummaries } from "@/modules/vendors/vendors.service";
import { createAccessToken, createUser, createVendor } from "../factories";
import { latestCode, uniquePhone } from "../factories/accounts";
import { actorOf, createUploadedImage } from "../factories/vendor-profile";
import { overRealServer } from "../setup/api-server";
import { executeAs } from "../setup/graphql";

overRealServer();

const quiet = { messages: { background: false } };
const locked =
  "Your profile is waiting for review, so it cannot be changed now. We will tell you when it is decided; if it is sent back, you can change it then.";
const REASON = "This name belongs to another business on Oja.";

async function reviewer() {
  const user = await createUser({ firstName: "Halima" });
  await getDb().insert(staffMembers).values({ userId: user.id, role: "ADMIN" });
  return actorOf(user.id);
}

async function managerOf(vendorId: string, phone?: string) {
  const user = await createUser(phone ? { phone, phoneVerifiedAt: new Date() } : {});
  await getDb().insert(vendorMembers).values({ vendorId, userId: user.id, role: "MANAGER" });
  return actorOf(user.id);
}

const edit = (input: Record<string, unknown>) => vendorProfileInput.parse(input);
const publicName = async (slug: string) => (await findVendorBySlug(slug))?.displayName;

/** A pending business with everything review asks for, sent for review by its owner. */
async function submittedBusiness(name: string) {
  const owner = await createUser({ firstName: "Amaka", emailVerifiedAt: new Date() });
  const logoId = await createUploadedImage(owner.id);
  const vendor = await createVendor({
    ownerId: owner.id,
    displayName: name,
    description: "Shea butter and black soap from Saki.",
    status: "PENDING",
    approvedAt: null,
    contactPhone: uniquePhone().e164,
    contactPhoneVerifiedAt: new Date(),
    logoId,
  });
  const actor = await actorOf(owner.id);
  const sent = await submitForReview(actor, vendor.id, { hasPayoutAccount: true });
  expect(sent.ok).toBe(true);
  return { vendor, owner: actor };
}

describe("a profile waiting for review is what gets approved", () => {
  it("refuses a rename while it waits, and the approval publishes the name the reviewer read", async () => {
    const { vendor, owner } = await submittedBusiness("Saki Shea Naturals");
    await expect(
      updateVendorProfile(owner, vendor.id, edit({ businessName: "Oja Official Support Desk" })),
    ).rejects.toMatchObject({ validation: { input: [locked] } });
    // Re-saving the form unchanged is no edit.
    await updateVendorProfile(owner, vendor.id, edit({ businessName: "Saki Shea Naturals" }));

    const staff = await reviewer();
    expect((await findVendorForReview(staff, vendor.id))?.name).toBe("Saki Shea Naturals");
    expect(await approveVendor(staff, vendor.id, quiet)).toMatchObject({ ok: true });
    expect(await publicName(vendor.slug)).toBe("Saki Shea Naturals");
  });

  it("publishes the snapshot taken at submission, whatever wrote the columns since", async () => {
    const { vendor } = await submittedBusiness("Ilorin Leather Works");
    await getDb()
      .update(vendors)
      .set({ displayName: "Oja Official Support Desk", description: "Call us to unlock your account" })
      .where(eq(vendors.id, vendor.id));
    const staff = await reviewer();
    expect((await findVendorForReview(staff, vendor.id))?.name).toBe("Ilorin Leather Works");
    await approveVendor(staff, vendor.id, quiet);
    expect(await findVendorBySlug(vendor.slug)).toMatchObject({
      displayName: "Ilorin Leather Works",
      description: "Shea butter and black soap from Saki.",
    });
  });
});

describe("a rename racing the submission", () => {
  it("either lands before the snapshot or is refused: the reviewer reads what gets approved", async () => {
    const owner = await createUser({ emailVerifiedAt: new Date() });
    const vendor = await createVendor({
      ownerId: owner.id,
      displayName: "Ibadan Adire House",
      description: "Hand-dyed adire.",
      status: "PENDING",
      approvedAt: null,
      contactPhone: uniquePhone().e164,
      contactPhoneVerifiedAt: new Date(),
      logoId: await createUploadedImage(owner.id),
    });
    await getDb().insert(payoutAccounts).values({
      vendorId: vendor.id,
      bankCode: "058",
      accountNumber: "0123456785",
      accountName: "Ibadan Adire House",
      nameSource: "TYPED",
    });
    const token = await createAccessToken(owner);
    // Both sent at once, each over its own connection to a real server.
    const [sent, renamed] = await Promise.all([
      executeAs(`mutation($id: ID!) { submitVendorForReview(vendorId: $id) { submitted } }`, { id: vendor.id }, token),
      executeAs(
        `mutation($id: ID!) { updateVendorProfile(vendorId: $id, input: { businessName: "Oja Official Support Desk" }) { name } }`,
        { id: vendor.id },
        token,
      ),
    ]);
    expect(sent.data).toEqual({ submitVendorForReview: { submitted: true } });
    const renameLanded = renamed.errors === undefined;
    if (!renameLanded) expect(renamed.errors?.[0]?.extensions?.validation).toEqual({ input: [locked] });
    const staff = await reviewer();
    const read = (await findVendorForReview(staff, vendor.id))!.name;
    expect(await approveVendor(staff, vendor.id, quiet)).toMatchObject({ ok: true });
    expect(await publicName(vendor.slug)).toBe(read);
    expect(read).toBe(renameLanded ? "Oja Official Support Desk" : "Ibadan Adire House");
    if (renameLanded) expect((await findVendorForReview(staff, vendor.id))?.nameResembles[0]).toBe("Oja");
  });
});

describe("after approval, a rename goes back to review while the approved name stays public", () => {
  it("a manager renaming to the demo seller's exact name: buyers keep the old name; the queue shows before/after", async () => {
    const demo = await createVendor({ displayName: "Mama Nkechi Provisions" });
    const business = await createVendor({ displayName: "Kano Grains Depot", description: "Rice and beans." });
    const manager = await managerOf(business.id);

    const mine = await updateVendorProfile(manager, business.id, edit({ businessName: "Mama Nkechi Provisions" }));
    expect(mine).toMatchObject({
      name: "Mama Nkechi Provisions",
      changesInReview: { fields: ["businessName"], publicName: "Kano Grains Depot" },
    });
    expect(await publicName(business.slug)).toBe("Kano Grains Depot");
    expect((await loadVendorSummaries([business.id])).get(business.id)?.displayName).toBe("Kano Grains Depot");
    const api = await executeAs(`query($slug: String!) { vendor(slug: $slug) { name } }`, {
      slug: business.slug,
    });
    expect(api.data).toEqual({ vendor: { name: "Kano Grains Depot" } });
    // A second edit while the reviewer reads would be approved unseen.
    await expect(
      updateVendorProfile(manager, business.id, edit({ businessName: "Kano Grains Official" })),
    ).rejects.toMatchObject({ validation: { input: [expect.stringContaining("waiting for review")] } });

    const staff = await reviewer();
    const queue = await listVendorsForReview(staff, { state: "SUBMITTED", q: "Kano Grains" });
    expect(queue.ok && queue.page.items.map((item) => [item.name, item.changedName])).toEqual([
      ["Kano Grains Depot", "Mama Nkechi Provisions"],
    ]);
    const review = await findVendorForReview(staff, business.id);
    expect(review?.changes).toMatchObject({
      fields: ["businessName"],
      before: { name: "Kano Grains Depot" },
      after: { name: "Mama Nkechi Provisions" },
    });
    expect(review?.nameResembles).toContain(demo.displayName);

    expect(await rejectVendor(staff, business.id, REASON, quiet)).toMatchObject({ ok: true });
    expect(await publicName(business.slug)).toBe("Kano Grains Depot");
    expect(await findMyVendorProfile(manager, business.id)).toMatchObject({
      name: "Kano Grains Depot",
      changesInReview: null,
      status: "APPROVED",
    });
  });

  it("an approved change goes public; a description and a logo wait the same way", async () => {
    const business = await createVendor({ displayName: "Aba Shoe Makers", description: "Handmade shoes." });
    const manager = await managerOf(business.id);
    const user = manager.kind === "user" ? manager.userId : null;
    const logoId = await createUploadedImage(user);
    await updateVendorProfile(
      manager,
      business.id,
      edit({ businessName: "Aba Shoe Makers Ltd", description: "Handmade leather shoes.", logoId }),
    );
    expect(await findVendorBySlug(business.slug)).toMatchObject({
      displayName: "Aba Shoe Makers",
      description: "Handmade shoes.",
    });
    expect(await approveVendor(await reviewer(), business.id, quiet)).toMatchObject({
      ok: true,
      message: "The changes to Aba Shoe Makers Ltd are approved: buyers see them now, and the owner has been told.",
    });
    expect(await findVendorBySlug(business.slug)).toMatchObject({
      displayName: "Aba Shoe Makers Ltd",
      description: "Handmade leather shoes.",
      approved: true,
    });
    const [row] = await getDb().select().from(vendors).where(eq(vendors.id, business.id));
    expect(row).toMatchObject({ logoId, pendingChanges: null, changesSubmittedAt: null, status: "APPROVED" });
  });
});

describe("a new contact phone shows only once verified", () => {
  it("buyers keep the last verified number until the new one's code comes back", async () => {
    const verified = uniquePhone();
    const business = await createVendor({
      contactPhone: verified.e164,
      contactPhoneVerifiedAt: new Date(),
      contactVisibility: "CALL_AND_WHATSAPP",
    });
    const manager = await managerOf(business.id);
    const fresh = uniquePhone();
    const mine = await updateVendorProfile(manager, business.id, edit({ contactPhone: fresh.local }));
    expect(mine).toMatchObject({ contactPhone: fresh.e164, contactPhoneVerified: false });
    expect((await findVendorBySlug(business.slug))?.contact).toEqual({
      visibility: "CALL_AND_WHATSAPP",
      phone: verified.e164,
    });

    expect(await sendVendorPhoneCode(manager, business.id, quiet)).toMatchObject({ status: "SENT" });
    await verifyVendorPhone(manager, business.id, await latestCode(fresh.e164));
    expect((await findVendorBySlug(business.slug))?.contact.phone).toBe(fresh.e164);
    expect(await findMyVendorProfile(manager, business.id)).toMatchObject({
      contactPhone: fresh.e164,
      contactPhoneVerified: true,
    });
  });

  it("a number verified through the manager's own account goes public then, not before", async () => {
    const business = await createVendor({
      contactPhone: uniquePhone().e164,
      contactPhoneVerifiedAt: new Date(),
      contactVisibility: "WHATSAPP_ONLY",
    });
    const own = uniquePhone();
    const manager = await managerOf(business.id, own.e164);
    await updateVendorProfile(manager, business.id, edit({ contactPhone: own.local }));
    expect((await findVendorBySlug(business.slug))?.contact.phone).not.toBe(own.e164);
    expect(await sendVendorPhoneCode(manager, business.id, quiet)).toMatchObject({ status: "VERIFIED" });
    expect((await findVendorBySlug(business.slug))?.contact.phone).toBe(own.e164);
  });
});

describe("names that pass for Oja are flagged to the reviewer", () => {
  it.each(["0JA  Official-Support", "Oja Official Support Desk", "OJA Team", "Ојa Support"])(
    "%s: stays off the market and is flagged as resembling Oja",
    async (lookAlike) => {
      const business = await createVendor({ displayName: "Jos Potato Farm" });
      const manager = await managerOf(business.id);
      await updateVendorProfile(manager, business.id, edit({ businessName: lookAlike }));
      expect(await publicName(business.slug)).toBe("Jos Potato Farm");
      const review = await findVendorForReview(await reviewer(), business.id);
      expect(review?.nameResembles[0]).toBe("Oja");
    },
  );

  it("a submitted profile named like Oja is flagged too", async () => {
    const { vendor } = await submittedBusiness("Oja Support Centre");
    expect((await findVendorForReview(await reviewer(), vendor.id))?.nameResembles).toEqual(["Oja"]);
  });
});
