import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { vendors } from "@/modules/vendors/vendors.schema";
import { findVendorBySlug } from "@/modules/vendors/vendors.service";
import { createAccessToken, createCategory, createProduct, createUser, createVendor } from "../../../tests/factories";
import {
  GOOD_PASSWORD,
  cachedPasswordHash,
  latestCode,
  settleOutbox,
  uniquePhone,
} from "../../../tests/factories/accounts";
import { createMember, createUploadedImage } from "../../../tests/factories/vendor-profile";
import { executeAs as run } from "../../../tests/setup/graphql";

const FIELDS =
  "id name status slug description city cacNumber contactPhone contactPhoneVerified reviewState rejectionReason role missing { key label } hasPayoutAccount payoutAccount { maskedNumber accountName bankConfirmed }";
const MY_VENDORS = `query { myVendors { ${FIELDS} } }`;
const START = `mutation($input: StartSellingInput!) { startSelling(input: $input) { created vendor { ${FIELDS} } } }`;
const UPDATE = `mutation($vendorId: ID!, $input: UpdateVendorProfileInput!) { updateVendorProfile(vendorId: $vendorId, input: $input) { ${FIELDS} } }`;
const SEND = `mutation($vendorId: ID!) { sendVendorPhoneCode(vendorId: $vendorId) { status message } }`;
const VERIFY = `mutation($vendorId: ID!, $code: String!) { verifyVendorPhone(vendorId: $vendorId, code: $code) { contactPhoneVerified } }`;
const SET_PAYOUT = `mutation($vendorId: ID!, $input: PayoutAccountInput!) { setPayoutAccount(vendorId: $vendorId, input: $input) { bankName accountNumber maskedNumber accountName bankConfirmed } }`;
const LOOKUP = `mutation($vendorId: ID!, $input: PayoutAccountLookupInput!) { resolvePayoutAccountName(vendorId: $vendorId, input: $input) { status reason message } }`;
const SUBMIT = `mutation($vendorId: ID!) { submitVendorForReview(vendorId: $vendorId) { submitted message missing { key } vendor { reviewState } } }`;

afterAll(async () => {
  await settleOutbox();
});

const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

async function seller() {
  const user = await createUser({ passwordHash: await cachedPasswordHash(GOOD_PASSWORD) });
  const token = await createAccessToken(user);
  const body = await run(
    START,
    { input: { businessName: "Iya Basira Foods", kind: "INDIVIDUAL", state: "Oyo" } },
    token,
  );
  const vendor = (body.data as { startSelling: { vendor: { id: string; slug: string } } }).startSelling.vendor;
  return { user, token, vendorId: vendor.id, slug: vendor.slug };
}

describe("becoming a seller over GraphQL", () => {
  it("start selling → profile → verified phone → payout account → submitted, and nothing is public", async () => {
    const { user, token, vendorId, slug } = await seller();
    const phone = uniquePhone();
    const arabicIndic = phone.local.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const logoId = await createUploadedImage(user.id);
    const updated = await run(
      UPDATE,
      {
        vendorId,
        input: {
          description: "Àmàlà & ewédú <i>daily</i> 🍲",
          city: "Ibadan",
          contactPhone: arabicIndic,
          cacNumber: "bn 7654321",
          logoId,
        },
      },
      token,
    );
    expect(updated.data?.updateVendorProfile).toMatchObject({
      description: "Àmàlà & ewédú <i>daily</i> 🍲",
      contactPhone: phone.e164,
      cacNumber: "BN 7654321",
      contactPhoneVerified: false,
      missing: [
        { key: "VERIFIED_PHONE", label: "A verified business phone number" },
        { key: "PAYOUT_ACCOUNT", label: "The bank account you are paid into" },
      ],
    });

    expect((await run(SUBMIT, { vendorId }, token)).data?.submitVendorForReview).toMatchObject({
      submitted: false,
      missing: [{ key: "VERIFIED_PHONE" }, { key: "PAYOUT_ACCOUNT" }],
      vendor: null,
    });

    expect((await run(SEND, { vendorId }, token)).data?.sendVendorPhoneCode).toMatchObject({ status: "SENT" });
    expect(
      (await run(VERIFY, { vendorId, code: await latestCode(phone.e164) }, token)).data?.verifyVendorPhone,
    ).toEqual({ contactPhoneVerified: true });

    const wrongDigit = await run(
      SET_PAYOUT,
      { vendorId, input: { bankCode: "058", accountNumber: "0123456789", accountName: "Basira Adeyemi" } },
      token,
    );
    expect(wrongDigit.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      validation: {
        accountNumber: [
          "This is not a valid account number at GTBank (Guaranty Trust Bank). Check each digit, and the bank you chose.",
        ],
      },
    });
    // No Paystack key in tests: the form asks for the name, and the typed one is kept.
    expect(
      (await run(LOOKUP, { vendorId, input: { bankCode: "058", accountNumber: "0123456785" } }, token)).data
        ?.resolvePayoutAccountName,
    ).toMatchObject({ status: "TYPE_IT", reason: "NOT_CONFIGURED" });
    expect(
      (
        await run(
          SET_PAYOUT,
          {
            vendorId,
            // Saving asks for the owner's password (tests/abuse/payout-account-takeover.test.ts).
            input: {
              bankCode: "058",
              accountNumber: "٠١٢٣٤٥٦٧٨٥",
              accountName: "Basira Adeyemi",
              password: GOOD_PASSWORD,
            },
          },
          token,
        )
      ).data?.setPayoutAccount,
    ).toEqual({
      bankName: "GTBank (Guaranty Trust Bank)",
      accountNumber: "0123456785",
      maskedNumber: "•••• 6785",
      accountName: "Basira Adeyemi",
      bankConfirmed: false,
    });

    expect((await run(SUBMIT, { vendorId }, token)).data?.submitVendorForReview).toMatchObject({
      submitted: true,
      missing: [],
      vendor: { reviewState: "SUBMITTED" },
    });
    expect((await run(MY_VENDORS, {}, token)).data?.myVendors).toMatchObject([
      { id: vendorId, reviewState: "SUBMITTED", hasPayoutAccount: true, payoutAccount: { maskedNumber: "•••• 6785" } },
    ]);

    // Submitted but not approved: no store page (the page answers 404 when this is null), no listings, no vendor.
    const product = await createProduct({
      vendorId,
      categoryId: (await createCategory({ parentId: (await createCategory()).id })).id,
      title: "Amala flour 5kg pack",
    });
    expect(await findVendorBySlug(slug)).toBeNull();
    const MARKET = `query($slug: String!, $vendorId: ID!) { vendor(slug: $slug) { id } products(filter: { vendorId: $vendorId }) { edges { node { id } } } search(query: "Amala flour") { products { edges { node { id } } } } }`;
    const market = await run(MARKET, { slug, vendorId });
    expect(market.data).toMatchObject({ vendor: null, products: { edges: [] }, search: { products: { edges: [] } } });
    // The same questions find it once operations approve the business.
    await getDb().update(vendors).set({ status: "APPROVED", approvedAt: new Date() }).where(eq(vendors.id, vendorId));
    const approved = await run(MARKET, { slug, vendorId });
    expect(approved.data).toMatchObject({
      vendor: { id: vendorId },
      products: { edges: [{ node: { id: product.id } }] },
    });
  });

  it("refuses what a person's role does not allow (FORBIDDEN), and signed-out visitors (UNAUTHENTICATED)", async () => {
    const { vendorId } = await seller();
    const manager = await createAccessToken(await createMember(vendorId, "MANAGER"));
    const assistant = await createAccessToken(await createMember(vendorId, "SALES_ASSISTANT"));
    const otherOwner = await createAccessToken({ id: (await createVendor()).ownerId });
    const buyer = await createAccessToken(await createUser());
    const payout = { vendorId, input: { bankCode: "058", accountNumber: "0123456785", accountName: "Thief" } };
    const profile = { vendorId, input: { city: "Ogbomoso" } };

    expect(codeOf(await run(SET_PAYOUT, payout, manager))).toBe("FORBIDDEN");
    expect(
      codeOf(await run(LOOKUP, { vendorId, input: { bankCode: "058", accountNumber: "0123456785" } }, manager)),
    ).toBe("FORBIDDEN");
    expect((await run(UPDATE, profile, manager)).data?.updateVendorProfile).toMatchObject({ city: "Ogbomoso" });
    for (const token of [assistant, otherOwner, buyer]) {
      expect(codeOf(await run(UPDATE, profile, token))).toBe("FORBIDDEN");
      expect(codeOf(await run(SET_PAYOUT, payout, token))).toBe("FORBIDDEN");
      expect(codeOf(await run(SUBMIT, { vendorId }, token))).toBe("FORBIDDEN");
    }
    expect(codeOf(await run(SEND, { vendorId }, assistant))).toBe("FORBIDDEN");
    for (const query of [UPDATE, SUBMIT, MY_VENDORS]) expect(codeOf(await run(query, profile))).toBe("UNAUTHENTICATED");

    // A manager sees whether payouts are set, never the account; a buyer has no business.
    expect((await run(MY_VENDORS, {}, manager)).data?.myVendors).toMatchObject([
      { id: vendorId, role: "Manager", hasPayoutAccount: false, payoutAccount: null },
    ]);
    expect((await run(MY_VENDORS, {}, buyer)).data).toEqual({ myVendors: [] });
  });

  it("refuses bad input with each field's message and changes nothing", async () => {
    const { token, vendorId } = await seller();
    const body = await run(
      UPDATE,
      {
        vendorId,
        input: {
          businessName: "A",
          state: "Atlantis",
          contactPhone: "01 234 5678",
          cacNumber: "12345",
          description: "x".repeat(2001),
        },
      },
      token,
    );
    expect(body.errors?.[0]?.extensions?.validation).toEqual({
      businessName: ["Business name should be at least 2 characters"],
      state: ["Choose your state from the list"],
      contactPhone: ["Enter a Nigerian mobile number, e.g. 0803 123 4567"],
      cacNumber: ["A CAC number starts with RC, BN or IT and then digits, e.g. RC 1234567"],
      description: ["Description should be at most 2000 characters"],
    });
    expect((await run(MY_VENDORS, {}, token)).data?.myVendors).toMatchObject([
      { name: "Iya Basira Foods", description: null },
    ]);
  });
});
