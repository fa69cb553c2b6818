import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { staffMembers } from "@/modules/identity/identity.schema";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import { payoutAccounts } from "@/modules/payouts/payouts.schema";
import { vendors } from "@/modules/vendors/vendors.schema";
import { createAccessToken, createUser, createVendor } from "../../../tests/factories";
import { settleOutbox } from "../../../tests/factories/accounts";
import { executeAs as run } from "../../../tests/setup/graphql";

const LIST = /* GraphQL */ `
  query List($state: VendorReviewFilter, $q: String, $sort: VendorReviewSort, $page: Int) {
    vendorsForReview(state: $state, q: $q, sort: $sort, page: $page) {
      total page pageCount counts { submitted rejected }
      items { id name kind ownerName ownerEmail submittedAt reviewState }
    }
  }
`;
const ONE = /* GraphQL */ `
  query One($id: ID!) {
    vendorForReview(id: $id) {
      id name reviewState phoneVerified cacNumber ownVendor rejectionReason
      owner { name email emailVerified }
      members { name role }
      payoutAccount { bankName maskedNumber accountName bankConfirmed }
      history { kind by reason }
    }
  }
`;
const APPROVE = `mutation Approve($id: ID!) { approveVendor(id: $id) { status message reviewState } }`;
const REJECT = `mutation Reject($id: ID!, $reason: String!) { rejectVendor(id: $id, reason: $reason) { status message reviewState } }`;
const SUSPEND = `mutation Suspend($id: ID!, $reason: String!) { suspendVendor(id: $id, reason: $reason) { status message reviewState } }`;
const REINSTATE = `mutation Reinstate($id: ID!, $reason: String!) { reinstateVendor(id: $id, reason: $reason) { status message reviewState } }`;
const REASON = "The business name does not match the CAC record.";

async function tokenFor(
  role: "ADMIN" | "MODERATOR" | null,
  firstName = "Halima",
): Promise<{ token: string; userId: string }> {
  const user = await createUser({ firstName });
  if (role) await getDb().insert(staffMembers).values({ userId: user.id, role });
  return { token: await createAccessToken(user), userId: user.id };
}

async function submittedVendor(name = "Yaba Phone Doctor") {
  const owner = await createUser({
    firstName: "Tunde",
    lastName: "Bello",
    email: `tunde.${randomBytes(4).toString("hex")}@example.com`,
    emailVerifiedAt: new Date(),
  });
  const vendor = await createVendor({
    ownerId: owner.id,
    displayName: name,
    status: "PENDING",
    approvedAt: null,
    submittedAt: new Date(Date.now() - 3_600_000),
    cacNumber: "RC 1234567",
  });
  return { vendor, owner };
}

describe("vendor review over GraphQL", () => {
  afterEach(() => settleOutbox());

  it("signed out: UNAUTHENTICATED; a buyer, a moderator and the vendor's owner: FORBIDDEN; nothing changes", async () => {
    const { vendor, owner } = await submittedVendor();
    const operations = [
      [LIST, {}],
      [ONE, { id: vendor.id }],
      [APPROVE, { id: vendor.id }],
      [REJECT, { id: vendor.id, reason: REASON }],
      [SUSPEND, { id: vendor.id, reason: REASON }],
      [REINSTATE, { id: vendor.id, reason: REASON }],
    ] as const;
    const buyer = (await tokenFor(null)).token;
    const moderator = (await tokenFor("MODERATOR")).token;
    const ownerToken = await createAccessToken(owner);
    for (const [query, variables] of operations) {
      expect((await run(query, variables)).errors?.[0]).toMatchObject({
        message: "Please sign in to continue",
        extensions: { code: "UNAUTHENTICATED" },
      });
      for (const token of [buyer, moderator, ownerToken]) {
        const body = await run(query, variables, token);
        expect(body.errors?.[0]).toMatchObject({
          message: "You do not have permission to do that",
          extensions: { code: "FORBIDDEN" },
        });
        expect(Object.values(body.data ?? {}).filter((value) => value !== null)).toEqual([]);
      }
    }
    const [row] = await getDb()
      .select({ status: vendors.status, rejectedAt: vendors.rejectedAt })
      .from(vendors)
      .where(eq(vendors.id, vendor.id));
    expect(row).toEqual({ status: "PENDING", rejectedAt: null });
  });

  it("an admin sees the queue and the vendor, rejects with a reason, then approves the resubmitted profile", async () => {
    const { vendor, owner } = await submittedVendor("Yaba Phone Doctor GraphQL");
    await getDb().insert(payoutAccounts).values({
      vendorId: vendor.id,
      bankCode: "058",
      accountNumber: "0011223344",
      accountName: "TUNDE BELLO",
      nameSource: "TYPED",
    });
    const { token } = await tokenFor("ADMIN");

    const list = await run(LIST, { q: "phone doctor graphql" }, token);
    expect(list.errors).toBeUndefined();
    expect(list.data).toMatchObject({
      vendorsForReview: {
        total: 1,
        page: 1,
        pageCount: 1,
        items: [
          {
            id: vendor.id,
            name: "Yaba Phone Doctor GraphQL",
            kind: "STORE",
            ownerName: "Tunde Bello",
            ownerEmail: owner.email,
            reviewState: "SUBMITTED",
          },
        ],
      },
    });
    const one = await run(ONE, { id: vendor.id }, token);
    expect(one.data).toEqual({
      vendorForReview: {
        id: vendor.id,
        name: "Yaba Phone Doctor GraphQL",
        reviewState: "SUBMITTED",
        phoneVerified: false,
        cacNumber: "RC 1234567",
        ownVendor: false,
        rejectionReason: null,
        owner: { name: "Tunde Bello", email: owner.email, emailVerified: true },
        members: [{ name: "Tunde Bello", role: "Owner" }],
        payoutAccount: {
          bankName: "GTBank (Guaranty Trust Bank)",
          maskedNumber: "•••• 3344",
          accountName: "TUNDE BELLO",
          bankConfirmed: false,
        },
        history: [],
      },
    });

    const short = await run(REJECT, { id: vendor.id, reason: "Bad" }, token);
    expect(short.errors?.[0]).toMatchObject({
      extensions: { code: "BAD_USER_INPUT", validation: { reason: ["Reason should be at least 10 characters"] } },
    });
    expect((await run(REJECT, { id: vendor.id, reason: REASON }, token)).data).toEqual({
      rejectVendor: {
        status: true,
        message: "Yaba Phone Doctor GraphQL was sent back with your reason; the owner has been told.",
        reviewState: "REJECTED",
      },
    });
    expect((await run(APPROVE, { id: vendor.id }, token)).data).toEqual({
      approveVendor: { status: false, message: "Someone already decided on this profile.", reviewState: null },
    });
    await getDb()
      .update(vendors)
      .set({ submittedAt: new Date(Date.now() + 1_000) })
      .where(eq(vendors.id, vendor.id));
    expect((await run(APPROVE, { id: vendor.id }, token)).data).toMatchObject({
      approveVendor: { status: true, reviewState: "APPROVED" },
    });
    const history = ((await run(ONE, { id: vendor.id }, token)).data as { vendorForReview: { history: unknown[] } })
      .vendorForReview.history;
    expect(history).toEqual([
      { kind: "APPROVED", by: "Halima", reason: null },
      { kind: "REJECTED", by: "Halima", reason: REASON },
    ]);
    const told = await getDb().select().from(outboxMessages).where(eq(outboxMessages.recipient, owner.email!));
    expect(told.map((message) => message.purpose).sort()).toEqual(["vendor.approved", "vendor.rejected"]);
    expect(told.find((message) => message.purpose === "vendor.rejected")!.body).toContain(REASON);
  });

  it("an admin who owns the vendor may look at it but not approve it", async () => {
    const { vendor, owner } = await submittedVendor("Admin Owned Phones");
    await getDb().insert(staffMembers).values({ userId: owner.id, role: "ADMIN" });
    const token = await createAccessToken(owner);
    expect((await run(ONE, { id: vendor.id }, token)).data).toMatchObject({ vendorForReview: { ownVendor: true } });
    expect((await run(APPROVE, { id: vendor.id }, token)).data).toEqual({
      approveVendor: {
        status: false,
        message: "You cannot review a business you belong to. Ask someone else in the operations team to decide.",
        reviewState: null,
      },
    });
  });

  it("two approvals at once: one wins, the other hears someone already decided", async () => {
    const { vendor } = await submittedVendor("Race Condition Fabrics");
    const [first, second] = [(await tokenFor("ADMIN")).token, (await tokenFor("ADMIN", "Sani")).token];
    const bodies = await Promise.all([run(APPROVE, { id: vendor.id }, first), run(APPROVE, { id: vendor.id }, second)]);
    const payloads = bodies.map(
      (body) => (body.data as { approveVendor: { status: boolean; message: string } }).approveVendor,
    );
    expect(payloads.filter((payload) => payload.status)).toHaveLength(1);
    expect(payloads.find((payload) => !payload.status)?.message).toBe("Someone already decided on this profile.");
  });

  it("refuses list arguments out of range, and answers null for an unknown vendor", async () => {
    const { token } = await tokenFor("ADMIN");
    expect((await run(LIST, { page: 0 }, token)).errors?.[0]).toMatchObject({
      extensions: { code: "BAD_USER_INPUT", validation: { page: ["Page must be 1 or more"] } },
    });
    expect((await run(ONE, { id: "not-a-vendor" }, token)).data).toEqual({ vendorForReview: null });
  });
});
