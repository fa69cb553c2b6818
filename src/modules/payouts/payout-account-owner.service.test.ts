import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditEvents } from "@/modules/audit/audit.schema";
import { findPayoutAccountSummary } from "@/modules/payouts/payout-account-summary.service";
import { setPayoutAccount } from "@/modules/payouts/payout-account-change.service";
import {
  findOwnPayoutAccount,
  hasPayoutAccount,
  currentPayoutHold,
  lookUpPayoutAccountName,
  payoutsAllowedAt,
} from "@/modules/payouts/payout-account.service";
import { createUser, createVendor } from "../../../tests/factories";
import { GOOD_PASSWORD, cachedPasswordHash } from "../../../tests/factories/accounts";
import { actorOf, createMember } from "../../../tests/factories/vendor-profile";
import { buildPayoutAccount as account, buildPayoutLookup, setUpFakePaystack } from "../../../tests/factories/payouts";

const { paystack, client } = setUpFakePaystack({ timeoutMs: 3000 });
const configured = () => ({ paystack: client() });
// Saving takes the owner's step-up proof (tests/abuse/payout-account-takeover.test.ts): here, the password.
const proof = { password: GOOD_PASSWORD };
const background = { messages: { background: false } };

/** A vendor (approved unless overridden) whose owner signs in with GOOD_PASSWORD. */
async function vendorWithPassword(overrides: Parameters<typeof createVendor>[0] = {}) {
  const owner = await createUser({ kind: "SELLER", passwordHash: await cachedPasswordHash(GOOD_PASSWORD) });
  return createVendor({ ownerId: owner.id, ...overrides });
}

describe("setPayoutAccount", () => {
  it("asks the bank for the name again on save, whatever the browser sent, and reads the account back", async () => {
    const vendor = await vendorWithPassword({ status: "PENDING", approvedAt: null });
    const owner = await actorOf(vendor.ownerId);
    paystack().addAccount("058", "0123456785", "TUNDE BAKARE");
    expect(await payoutsAllowedAt(vendor.id)).toBeNull();
    const saved = await setPayoutAccount(
      owner,
      vendor.id,
      { ...account({ bankCode: "058", accountNumber: "0123 456 785", accountName: "Somebody Else" }), ...proof },
      background,
      configured(),
    );
    expect(saved).toMatchObject({
      bankCode: "058",
      bankName: "GTBank (Guaranty Trust Bank)",
      accountNumber: "0123456785",
      accountName: "TUNDE BAKARE",
      bankConfirmed: true,
    });
    expect(await findOwnPayoutAccount(owner, vendor.id)).toMatchObject({
      accountNumber: "0123456785",
      accountName: "TUNDE BAKARE",
    });
    expect(await hasPayoutAccount(vendor.id)).toBe(true);
    // The first account is held too: a payout job reads this and pays nothing before it (PAYOUT_HOLD_HOURS, 48).
    expect((await payoutsAllowedAt(vendor.id))?.getTime()).toBe(saved.changedAt.getTime() + 48 * 60 * 60 * 1000);
    // The workspace says "Payouts resume on …" while the hold lasts, and nothing once it is over.
    expect(currentPayoutHold(saved)).toEqual({ until: saved.payoutsHeldUntil, hours: 48 });
    expect(currentPayoutHold(saved, new Date(saved.payoutsHeldUntil.getTime() + 1))).toBeNull();

    const [audit] = await getDb().select().from(auditEvents).where(eq(auditEvents.entityId, vendor.id));
    expect(audit).toMatchObject({
      action: "payout.account_set",
      actorId: vendor.ownerId,
      after: { bankCode: "058", accountNumber: "•••• 6785", nameSource: "BANK" },
    });
    expect(JSON.stringify(audit)).not.toContain("0123456785");
  });

  it("refuses an account the bank does not know, and keeps the typed name when Paystack cannot answer or is not configured", async () => {
    const vendor = await vendorWithPassword();
    const owner = await actorOf(vendor.ownerId);
    await expect(
      setPayoutAccount(
        owner,
        vendor.id,
        { ...account({ bankCode: "058", accountNumber: "0123456785", accountName: "Tunde Bakare" }), ...proof },
        background,
        configured(),
      ),
    ).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      validation: {
        accountNumber: [
          "We could not find that account at GTBank (Guaranty Trust Bank). Check the number, and the bank you chose.",
        ],
      },
    });
    expect(await hasPayoutAccount(vendor.id)).toBe(false);

    paystack().script.push({ status: 502, body: {} });
    const typed = await setPayoutAccount(
      owner,
      vendor.id,
      { ...account({ bankCode: "058", accountNumber: "0123456785", accountName: "Tunde Bakare" }), ...proof },
      background,
      configured(),
    );
    expect(typed).toMatchObject({ accountName: "Tunde Bakare", bankConfirmed: false });
    const changed = await setPayoutAccount(
      owner,
      vendor.id,
      { ...account({ bankCode: "035A", accountNumber: "2234567896", accountName: "Tunde Bakare Stores" }), ...proof },
      background,
      { paystack: null },
    );
    expect(changed).toMatchObject({ bankName: "ALAT by Wema", accountNumber: "2234567896", bankConfirmed: false });
  });

  it("is the owner's alone: a manager, another vendor's owner and a buyer are refused, and see no number", async () => {
    const vendor = await vendorWithPassword();
    await setPayoutAccount(
      await actorOf(vendor.ownerId),
      vendor.id,
      { ...account({ bankCode: "058", accountNumber: "0123456785", accountName: "Tunde Bakare" }), ...proof },
      background,
      { paystack: null },
    );
    const manager = await actorOf((await createMember(vendor.id, "MANAGER")).id);
    const others = [manager, await actorOf((await createVendor()).ownerId), await actorOf((await createUser()).id)];
    for (const actor of others) {
      await expect(
        setPayoutAccount(
          actor,
          vendor.id,
          { ...account({ bankCode: "058", accountNumber: "0123456785", accountName: "Thief" }), ...proof },
          background,
          { paystack: null },
        ),
      ).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      expect(await findOwnPayoutAccount(actor, vendor.id)).toBeNull();
    }
    expect((await findOwnPayoutAccount(await actorOf(vendor.ownerId), vendor.id))?.accountName).toBe("Tunde Bakare");
    expect(await findPayoutAccountSummary(await actorOf(vendor.ownerId), vendor.id)).toMatchObject({
      maskedNumber: "•••• 6785",
    });
  });
});

describe("lookUpPayoutAccountName", () => {
  it("answers the owner's form, ten times per ten minutes per person", async () => {
    const vendor = await createVendor();
    const owner = await actorOf(vendor.ownerId);
    paystack().addAccount("058", "0123456785", "TUNDE BAKARE");
    const lookup = buildPayoutLookup("058", "٠١٢٣٤٥٦٧٨٥");
    expect(await lookUpPayoutAccountName(owner, vendor.id, lookup, configured())).toMatchObject({
      status: "RESOLVED",
      accountName: "TUNDE BAKARE",
    });
    for (let i = 0; i < 9; i++) await lookUpPayoutAccountName(owner, vendor.id, lookup, { paystack: null });
    await expect(lookUpPayoutAccountName(owner, vendor.id, lookup, { paystack: null })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });

    const manager = await actorOf((await createMember(vendor.id, "MANAGER")).id);
    await expect(lookUpPayoutAccountName(manager, vendor.id, lookup, { paystack: null })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
