import { describe, expect, it } from "vitest";
import { parseInput } from "@/lib/errors";
import { courierRates } from "@/modules/delivery/courier-rates";
import { deliveryRatesInput } from "@/modules/delivery/delivery.inputs";
import {
  listDeliveryRates,
  pickDeliveryOption,
  quoteDeliveryOptions,
  setDeliveryRates,
} from "@/modules/delivery/delivery.service";
import { createStore, createUser, createVendor } from "../../../tests/factories";
import { actorOf } from "../../../tests/factories/vendor-profile";
import { getDb } from "@/db/client";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";

// Saturday 28 November 2026, 10:00 in Lagos.
const SATURDAY = new Date("2026-11-28T09:00:00Z");
const rates = (rows: Record<string, unknown>[]) => parseInput(deliveryRatesInput, { rates: rows });

async function seller(state = "Lagos") {
  const vendor = await createVendor({ displayName: "Ikeja Provisions", state, city: "Ikeja" });
  return { vendor, owner: await actorOf(vendor.ownerId) };
}

describe("the seller's fee table", () => {
  it("is replaced as a whole by the owner, read by any member, refused to others", async () => {
    const { vendor, owner } = await seller();
    await setDeliveryRates(
      owner,
      vendor.id,
      rates([
        { state: "Lagos", fee: "1,500", minDays: 1, maxDays: 2 },
        { state: "Lagos", lga: "Ikeja", fee: "800", minDays: 0, maxDays: 1 },
        { state: "Ogun", fee: "3,000", minDays: 2, maxDays: 4 },
      ]),
    );
    const assistant = await createUser();
    await getDb().insert(vendorMembers).values({ vendorId: vendor.id, userId: assistant.id, role: "SALES_ASSISTANT" });
    const rows = await listDeliveryRates(await actorOf(assistant.id), vendor.id);
    expect(rows).toEqual([
      { state: "Lagos", lga: null, feeKobo: 150_000, minDays: 1, maxDays: 2 },
      { state: "Lagos", lga: "Ikeja", feeKobo: 80_000, minDays: 0, maxDays: 1 },
      { state: "Ogun", lga: null, feeKobo: 300_000, minDays: 2, maxDays: 4 },
    ]);
    await expect(setDeliveryRates(await actorOf(assistant.id), vendor.id, [])).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const stranger = await createUser();
    await expect(listDeliveryRates(await actorOf(stranger.id), vendor.id)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await setDeliveryRates(owner, vendor.id, rates([{ state: "Oyo", fee: "0", minDays: 2, maxDays: 3 }]));
    expect(await listDeliveryRates(owner, vendor.id)).toEqual([
      { state: "Oyo", lga: null, feeKobo: 0, minDays: 2, maxDays: 3 },
    ]);
  });

  it("refuses bad rows with clear messages", () => {
    const problems = (rows: Record<string, unknown>[]) => {
      try {
        rates(rows);
        return {};
      } catch (error) {
        return (error as { validation: Record<string, string[]> }).validation;
      }
    };
    expect(problems([{ state: "Atlantis", fee: "1", minDays: 1, maxDays: 1 }])).toEqual({
      "rates.0.state": ["Choose a state from the list"],
    });
    expect(problems([{ state: "Lagos", lga: "Kano Municipal", fee: "1", minDays: 1, maxDays: 1 }])).toEqual({
      "rates.0.lga": ["Choose a local government area in Lagos"],
    });
    expect(problems([{ state: "Lagos", fee: "-5", minDays: 1, maxDays: 1 }])).toEqual({
      "rates.0.fee": ["Enter the delivery fee in naira, e.g. 2,500 (0 for free delivery)"],
    });
    expect(problems([{ state: "Lagos", fee: "500001", minDays: 1, maxDays: 1 }])).toEqual({
      "rates.0.fee": ["A delivery fee can be at most ₦500,000"],
    });
    expect(problems([{ state: "Lagos", fee: "1", minDays: 1.5, maxDays: 1 }])).toEqual({
      "rates.0.minDays": ["Days must be a whole number from 0 to 30"],
    });
    expect(problems([{ state: "Lagos", fee: "1", minDays: 3, maxDays: 1 }])).toEqual({
      "rates.0.maxDays": ["The latest day cannot be before the earliest"],
    });
    expect(
      problems([
        { state: "Lagos", fee: "1", minDays: 1, maxDays: 1 },
        { state: "lagos", fee: "2", minDays: 1, maxDays: 1 },
      ]),
    ).toEqual({ "rates.1.state": ["Lagos is listed twice: keep one row for it"] });
  });
});

describe("quotes", () => {
  it("an area's row wins over its state's; the courier charges by zone and item; pickup respects today's hours", async () => {
    const { vendor, owner } = await seller("Lagos");
    await setDeliveryRates(
      owner,
      vendor.id,
      rates([
        { state: "Lagos", fee: "1,500", minDays: 1, maxDays: 2 },
        { state: "Lagos", lga: "Ikeja", fee: "800", minDays: 0, maxDays: 1 },
      ]),
    );
    const open = await createStore({
      vendorId: vendor.id,
      name: "Otigba shop",
      openingHours: { sat: { open: "09:00", close: "16:00" } },
    });
    const shut = await createStore({ vendorId: vendor.id, name: "Alaba stall", closedOn: "2026-11-28" });

    const ikeja = (
      await quoteDeliveryOptions(new Map([[vendor.id, 3]]), { state: "Lagos", lga: "Ikeja" }, { now: SATURDAY })
    ).get(vendor.id)!;
    expect(ikeja.find((o) => o.method === "SELLER_DELIVERY")).toEqual({
      method: "SELLER_DELIVERY",
      feeKobo: 80_000,
      coverage: "LGA",
      window: { minDays: 0, maxDays: 1, earliest: "2026-11-28", latest: "2026-11-29" },
    });
    const sameState = courierRates.SAME_STATE;
    expect(ikeja.find((o) => o.method === "OJA_COURIER")).toMatchObject({
      reach: "SAME_STATE",
      feeKobo: sameState.baseKobo + 2 * sameState.perExtraItemKobo,
    });
    const pickups = ikeja.filter((o) => o.method === "PICKUP");
    expect(pickups).toEqual([
      expect.objectContaining({
        store: expect.objectContaining({ id: open.id }),
        closedToday: false,
        hoursToday: { open: "09:00", close: "16:00" },
      }),
      expect.objectContaining({ store: expect.objectContaining({ id: shut.id }), closedToday: true, hoursToday: null }),
    ]);
    // Cheapest first: the pickups (free), then the seller's ₦800, then the courier.
    expect(ikeja.map((o) => o.feeKobo)).toEqual([...ikeja.map((o) => o.feeKobo)].sort((a, b) => a - b));

    const surulere = (
      await quoteDeliveryOptions(new Map([[vendor.id, 1]]), { state: "Lagos", lga: "Surulere" }, { now: SATURDAY })
    ).get(vendor.id)!;
    expect(surulere.find((o) => o.method === "SELLER_DELIVERY")).toMatchObject({ feeKobo: 150_000, coverage: "STATE" });

    const kano = (
      await quoteDeliveryOptions(new Map([[vendor.id, 20]]), { state: "Kano", lga: "Nassarawa" }, { now: SATURDAY })
    ).get(vendor.id)!;
    expect(kano.find((o) => o.method === "SELLER_DELIVERY")).toBeUndefined();
    const far = courierRates.OTHER_ZONE;
    // Items past the tenth are not charged again.
    expect(kano.find((o) => o.method === "OJA_COURIER")).toMatchObject({
      reach: "OTHER_ZONE",
      feeKobo: far.baseKobo + 9 * far.perExtraItemKobo,
    });

    const ogun = (
      await quoteDeliveryOptions(new Map([[vendor.id, 1]]), { state: "Ogun", lga: "Abeokuta South" }, { now: SATURDAY })
    ).get(vendor.id)!;
    expect(ogun.find((o) => o.method === "OJA_COURIER")).toMatchObject({ reach: "SAME_ZONE" });

    expect(pickDeliveryOption(ikeja, { method: "PICKUP", storeId: shut.id })).toMatchObject({ closedToday: true });
    expect(pickDeliveryOption(kano, { method: "SELLER_DELIVERY" })).toBeNull();
    expect(pickDeliveryOption(ikeja, { method: "PICKUP", storeId: "00000000-0000-4000-8000-000000000000" })).toBeNull();
  });

  it("a seller that is not approved, or an id that is not one, gets no options", async () => {
    const pending = await createVendor({ status: "PENDING", approvedAt: null });
    const quotes = await quoteDeliveryOptions(
      new Map([
        [pending.id, 1],
        ["not-a-uuid", 1],
      ]),
      { state: "Lagos", lga: "Ikeja" },
    );
    expect(quotes.get(pending.id)).toEqual([]);
    expect(quotes.get("not-a-uuid")).toEqual([]);
  });
});
