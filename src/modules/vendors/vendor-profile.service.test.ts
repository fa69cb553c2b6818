import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditEvents } from "@/modules/audit/audit.schema";
import { payoutAccounts } from "@/modules/payouts/payouts.schema";
import { submitVendorProfile } from "@/flows/submit-vendor-profile.flow";
import { vendorProfileInput, startSellingInput } from "@/modules/vendors/vendor-profile.inputs";
import {
  findMyVendorProfile,
  findMyVendorProfiles,
  startSelling,
  updateVendorProfile,
  vendorReviewState,
} from "@/modules/vendors/vendor-profile.service";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { vendors } from "@/modules/vendors/vendors.schema";
import { createUser, createVendor } from "../../../tests/factories";
import { uniquePhone } from "../../../tests/factories/accounts";
import { actorOf, createMember, createUploadedImage } from "../../../tests/factories/vendor-profile";
import { findAccount } from "@/modules/identity/account.service";

const changes = (input: Record<string, unknown>) => vendorProfileInput.parse(input);

async function newSeller(name = "Mama Nkechi Provisions") {
  const buyer = await createUser();
  const { profile } = await startSelling(
    await actorOf(buyer.id),
    startSellingInput.parse({ businessName: name, kind: "INDIVIDUAL", state: "lagos" }),
  );
  return { user: buyer, vendorId: profile.id, owner: await actorOf(buyer.id) };
}

describe("startSelling", () => {
  it("opens a pending business the person owns, still being prepared; asked again, answers with the same one", async () => {
    const buyer = await createUser();
    const first = await startSelling(
      await actorOf(buyer.id),
      startSellingInput.parse({ businessName: "Ọja Ìyá Bísí 🍅", kind: "STORE", state: "FCT" }),
    );
    expect(first.created).toBe(true);
    expect(first.profile).toMatchObject({
      name: "Ọja Ìyá Bísí 🍅",
      kind: "STORE",
      status: "PENDING",
      state: "FCT Abuja",
      role: "Owner",
    });
    expect(first.profile.review).toEqual({ state: "PREPARING", reason: null, submittedAt: null });

    const owner = await actorOf(buyer.id);
    expect(owner.vendors.get(first.profile.id)?.permissions.has("payouts:manage")).toBe(true);
    const again = await startSelling(
      owner,
      startSellingInput.parse({ businessName: "A second shop", kind: "ARTISAN", state: "Kano" }),
    );
    expect(again).toMatchObject({ created: false, profile: { id: first.profile.id, name: "Ọja Ìyá Bísí 🍅" } });
    expect(await getDb().select().from(vendors).where(eq(vendors.ownerId, buyer.id))).toHaveLength(1);
    // The buyer's account now says it sells (the account page's "Seller account"); the second ask changed nothing.
    expect((await findAccount(await actorOf(buyer.id)))?.kind).toBe("SELLER");
  });

  it("an artisan's business makes a buyer's account an artisan's; a seller's account keeps its kind", async () => {
    const buyer = await createUser();
    await startSelling(
      await actorOf(buyer.id),
      startSellingInput.parse({ businessName: "Emeka Tiles and Plumbing", kind: "ARTISAN", state: "Enugu" }),
    );
    expect((await findAccount(await actorOf(buyer.id)))?.kind).toBe("ARTISAN");
    const seller = await createUser({ kind: "SELLER" });
    await startSelling(
      await actorOf(seller.id),
      startSellingInput.parse({ businessName: "Seller Turned Artisan", kind: "ARTISAN", state: "Lagos" }),
    );
    expect((await findAccount(await actorOf(seller.id)))?.kind).toBe("SELLER");
  });

  it("two taps at once still make one business", async () => {
    const buyer = await createUser();
    const actor = await actorOf(buyer.id);
    const input = startSellingInput.parse({ businessName: "Double Tap Ventures", kind: "INDIVIDUAL", state: "Oyo" });
    const results = await Promise.all([startSelling(actor, input), startSelling(actor, input)]);
    expect(new Set(results.map((r) => r.profile.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });
});

describe("updateVendorProfile", () => {
  it("keeps markup as text, normalises the CAC number and phone, and a new phone is unverified", async () => {
    const { vendorId, owner } = await newSeller();
    const phone = uniquePhone();
    const arabicIndic = phone.local.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const profile = await updateVendorProfile(
      owner,
      vendorId,
      changes({
        businessName: "Nkechi & Sons <b>Wholesale</b>",
        description: "Rice, beans & garri. <script>alert(1)</script>",
        state: "Lagos",
        city: "Ikeja",
        cacNumber: "rc-١٢٣٤٥٦٧",
        contactPhone: arabicIndic,
        contactVisibility: "WHATSAPP_ONLY",
      }),
    );
    expect(profile).toMatchObject({
      name: "Nkechi & Sons <b>Wholesale</b>",
      description: "Rice, beans & garri. <script>alert(1)</script>",
      city: "Ikeja",
      cacNumber: "RC 1234567",
      contactPhone: phone.e164,
      contactPhoneVerified: false,
      contactVisibility: "WHATSAPP_ONLY",
    });

    await getDb().update(vendors).set({ contactPhoneVerifiedAt: new Date() }).where(eq(vendors.id, vendorId));
    // The same number again keeps it verified; another number does not.
    expect(
      (await updateVendorProfile(owner, vendorId, changes({ contactPhone: phone.local }))).contactPhoneVerified,
    ).toBe(true);
    expect(
      (await updateVendorProfile(owner, vendorId, changes({ contactPhone: uniquePhone().local }))).contactPhoneVerified,
    ).toBe(false);

    // Only the fields given change; null clears an optional one.
    const cleared = await updateVendorProfile(owner, vendorId, changes({ cacNumber: null, city: "" }));
    expect(cleared).toMatchObject({
      cacNumber: null,
      city: null,
      description: "Rice, beans & garri. <script>alert(1)</script>",
    });
    const [audit] = await getDb()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, vendorId))
      .orderBy(auditEvents.createdAt);
    expect(audit).toMatchObject({ action: "vendor.started" });
  });

  it("takes only pictures the same person uploaded for the logo and cover", async () => {
    const { user, vendorId, owner } = await newSeller();
    const mine = await createUploadedImage(user.id);
    const theirs = await createUploadedImage((await createUser()).id);
    const profile = await updateVendorProfile(owner, vendorId, changes({ logoId: mine }));
    expect(profile.logo).toMatchObject({ id: mine, alt: "Mama Nkechi Provisions logo" });
    expect(profile.logo?.sources.map((s) => s.width)).toEqual([160, 480]);

    await expect(
      updateVendorProfile(owner, vendorId, changes({ logoId: mine, coverId: theirs })),
    ).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      validation: { coverId: ["Choose a picture you uploaded"] },
    });
    expect((await findMyVendorProfile(owner, vendorId))?.cover).toBeNull();
  });

  it("lets a manager change the profile, and refuses a sales assistant, another vendor's owner and a buyer", async () => {
    const { vendorId } = await newSeller();
    const manager = await createMember(vendorId, "MANAGER");
    expect((await updateVendorProfile(await actorOf(manager.id), vendorId, changes({ city: "Yaba" }))).city).toBe(
      "Yaba",
    );

    const assistant = await createMember(vendorId, "SALES_ASSISTANT");
    const other = await createVendor();
    const buyer = await createUser();
    for (const person of [assistant.id, other.ownerId, buyer.id]) {
      await expect(
        updateVendorProfile(await actorOf(person), vendorId, changes({ city: "Lekki" })),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    expect((await findMyVendorProfile(await actorOf(manager.id), vendorId))?.city).toBe("Yaba");
    expect(await findMyVendorProfile(await actorOf(other.ownerId), vendorId)).toBeNull();
  });
});

// Submitting asks payouts whether the vendor has an account: the flow composes the two (src/flows).
describe("submitVendorProfile", () => {
  it("lists what is missing, then sends the complete profile; a rejection is cleared by sending again", async () => {
    const { user, vendorId, owner } = await newSeller();
    expect(await submitVendorProfile(owner, vendorId)).toEqual({
      ok: false,
      reason: "INCOMPLETE",
      missing: ["DESCRIPTION", "LOCATION", "VERIFIED_PHONE", "PAYOUT_ACCOUNT", "LOGO"],
      message:
        "Before we can review your profile, add: a description of your business; your state and city; a verified business phone number; the bank account you are paid into; your logo.",
    });

    await updateVendorProfile(
      owner,
      vendorId,
      changes({
        description: "Foodstuff by the bag",
        city: "Ikeja",
        contactPhone: uniquePhone().local,
        logoId: await createUploadedImage(user.id),
      }),
    );
    await getDb().update(vendors).set({ contactPhoneVerifiedAt: new Date() }).where(eq(vendors.id, vendorId));
    expect(await submitVendorProfile(owner, vendorId)).toMatchObject({ ok: false, missing: ["PAYOUT_ACCOUNT"] });

    await getDb().insert(payoutAccounts).values({
      vendorId,
      bankCode: "058",
      accountNumber: "0123456785",
      accountName: "NKECHI OKAFOR",
      nameSource: "TYPED",
    });
    const submitted = await submitVendorProfile(owner, vendorId);
    expect(submitted).toMatchObject({
      ok: true,
      message: "We are reviewing your profile. We will tell you by SMS or e-mail when it is approved.",
    });
    if (!submitted.ok) throw new Error("not submitted");
    expect(submitted.profile.review.state).toBe("SUBMITTED");

    await getDb()
      .update(vendors)
      .set({ rejectedAt: new Date(Date.now() + 1000), rejectionReason: "Your logo is a photo of a car" })
      .where(eq(vendors.id, vendorId));
    expect((await findMyVendorProfile(owner, vendorId))?.review).toMatchObject({
      state: "REJECTED",
      reason: "Your logo is a photo of a car",
    });
    const again = await submitVendorProfile(owner, vendorId);
    expect(again.ok && again.profile.review).toMatchObject({ state: "SUBMITTED", reason: null });
    const [row] = await getDb().select().from(vendors).where(eq(vendors.id, vendorId));
    expect(row).toMatchObject({ rejectedAt: null, rejectionReason: null });
  });

  it("has nothing to send for an approved business, and refuses a sales assistant", async () => {
    const vendor = await createVendor();
    expect(await submitVendorProfile(await actorOf(vendor.ownerId), vendor.id)).toMatchObject({
      ok: false,
      reason: "NOT_PENDING",
      message: "Your profile is already approved.",
    });
    const assistant = await createMember(vendor.id, "SALES_ASSISTANT");
    await expect(submitVendorProfile(await actorOf(assistant.id), vendor.id)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});

describe("vendorReviewState and findMyVendorProfiles", () => {
  it("reads the review columns one way", () => {
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
    const base = { status: "PENDING" as const, submittedAt: null, rejectedAt: null, rejectionReason: null };
    expect(vendorReviewState(base).state).toBe("PREPARING");
    expect(vendorReviewState({ ...base, submittedAt: at(1) }).state).toBe("SUBMITTED");
    expect(
      vendorReviewState({ ...base, submittedAt: at(1), rejectedAt: at(2), rejectionReason: "Blurry logo" }),
    ).toEqual({ state: "REJECTED", reason: "Blurry logo", submittedAt: at(1) });
    expect(
      vendorReviewState({ ...base, submittedAt: at(3), rejectedAt: at(2), rejectionReason: "Blurry logo" }),
    ).toMatchObject({ state: "SUBMITTED", reason: null });
    expect(vendorReviewState({ ...base, status: "APPROVED", submittedAt: at(1) }).state).toBe("APPROVED");
    expect(vendorReviewState({ ...base, status: "SUSPENDED" }).state).toBe("SUSPENDED");
  });

  it("lists the business a person owns first, then those they help with", async () => {
    const { user, vendorId } = await newSeller("Zobo Queen");
    const other = await createVendor({ displayName: "Aba Shoes" });
    await createMember(other.id, "MANAGER");
    await getDb().insert(vendorMembers).values({ vendorId: other.id, userId: user.id, role: "SALES_ASSISTANT" });
    const profiles = await findMyVendorProfiles(await actorOf(user.id));
    expect(profiles.map((p) => [p.id, p.role])).toEqual([
      [vendorId, "Owner"],
      [other.id, "Sales assistant"],
    ]);
  });
});
