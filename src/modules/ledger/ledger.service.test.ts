import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { systemActor } from "@/lib/actor";
import { ForbiddenError, UnauthenticatedError } from "@/lib/errors";
import { signedOut } from "@/lib/actor";
import {
  commissionKobo,
  creditCompletedOrder,
  listLedgerEntries,
  vendorBalance,
} from "@/modules/ledger/ledger.service";
import { vendorLedgerEntries } from "@/modules/ledger/ledger.schema";
import { createShop } from "../../../tests/factories/orders";
import { actorOf, createMember } from "../../../tests/factories/vendor-profile";
import { checkMoneyAfterEach } from "../../../tests/setup/money-invariants";

checkMoneyAfterEach();

describe("commissionKobo", () => {
  it("is the configured rate (5 % by default), rounded down to the kobo in the seller's favour", () => {
    expect(commissionKobo(100_000)).toBe(5_000);
    expect(commissionKobo(19)).toBe(0);
    expect(commissionKobo(1_150_001)).toBe(57_500);
    expect(commissionKobo(1_150_001, 750)).toBe(86_250);
    expect(commissionKobo(Number.MAX_SAFE_INTEGER, 500)).toBe(450_359_962_737_049);
    expect(() => commissionKobo(1.5)).toThrow(RangeError);
  });
});

describe("the vendor ledger", () => {
  it("credits a completed order once, however often it is replayed, and reconciles to the kobo", async () => {
    const { vendor, owner } = await createShop();
    const orderIds = ["0b6b0a44-3a43-4c39-9d3a-9a0b9bcb0001", "0b6b0a44-3a43-4c39-9d3a-9a0b9bcb0002"];
    const totals = [1_150_001, 2_650_000];
    for (const [i, orderId] of orderIds.entries()) {
      expect(await creditCompletedOrder({ vendorId: vendor.id, orderId, totalKobo: totals[i]! })).toBe(true);
      expect(await creditCompletedOrder({ vendorId: vendor.id, orderId, totalKobo: totals[i]! })).toBe(false);
    }
    const balance = await vendorBalance(owner, vendor.id);
    const commission = commissionKobo(totals[0]!) + commissionKobo(totals[1]!);
    expect(balance).toEqual({
      vendorId: vendor.id,
      salesKobo: totals[0]! + totals[1]!,
      commissionKobo: commission,
      balanceKobo: totals[0]! + totals[1]! - commission,
    });
    const [sum] = await getDb()
      .select({ total: sql<string>`sum(${vendorLedgerEntries.amountKobo})` })
      .from(vendorLedgerEntries);
    expect(Number(sum!.total)).toBe(balance.balanceKobo);
    const page = await listLedgerEntries(owner, vendor.id);
    expect(page.entries).toHaveLength(4);
    expect(page.hasMore).toBe(false);
  });

  it("books cash the seller took at the door as paid out: the balance moves by the commission alone", async () => {
    const { vendor, owner } = await createShop();
    const orderId = "0b6b0a44-3a43-4c39-9d3a-9a0b9bcb0003";
    await creditCompletedOrder({ vendorId: vendor.id, orderId, totalKobo: 1_000_000, collectedBySeller: true });
    await creditCompletedOrder({ vendorId: vendor.id, orderId, totalKobo: 1_000_000, collectedBySeller: true });
    expect(await vendorBalance(owner, vendor.id)).toMatchObject({ balanceKobo: -50_000, salesKobo: 1_000_000 });
  });

  it("is for the owner and managers; sales assistants, other vendors and strangers are refused", async () => {
    const { vendor } = await createShop();
    const manager = await actorOf((await createMember(vendor.id, "MANAGER")).id);
    const assistant = await actorOf((await createMember(vendor.id, "SALES_ASSISTANT")).id);
    const other = await createShop();
    expect((await vendorBalance(manager, vendor.id)).balanceKobo).toBe(0);
    for (const actor of [assistant, other.owner, systemActor("test")])
      await expect(vendorBalance(actor, vendor.id)).rejects.toBeInstanceOf(
        actor.kind === "system" ? UnauthenticatedError : ForbiddenError,
      );
    await expect(listLedgerEntries(assistant, vendor.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(vendorBalance(signedOut, vendor.id)).rejects.toBeInstanceOf(UnauthenticatedError);
  });
});
