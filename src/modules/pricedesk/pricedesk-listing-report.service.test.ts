import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { findListingDeskStanding, reportListingOffer } from "@/modules/pricedesk/pricedesk-listing-report.service";
import { priceReports } from "@/modules/pricedesk/pricedesk.schema";
import { createPriceItem, createPriceReports } from "../../../tests/factories";

const usual = [70_000_00, 68_000_00, 72_000_00, 69_500_00, 71_000_00, 70_500_00];

describe("reportListingOffer", () => {
  it("counts a usual offer and holds a far-off one, one report per listing and day", async () => {
    const item = await createPriceItem({ name: "Listing feed item" });
    await createPriceReports(item.id, usual, { state: "Lagos" });
    const listingId = randomUUID();
    const offer = { listingId, vendorId: randomUUID(), itemId: item.id, state: "Lagos" };
    expect(await reportListingOffer({ ...offer, unitPriceKobo: 70_000_00 })).toBe("ACCEPTED");
    expect(await reportListingOffer({ ...offer, unitPriceKobo: 700_000_00 })).toBe("HELD");
    expect(await getDb().select().from(priceReports).where(eq(priceReports.listingId, listingId))).toHaveLength(1);
    expect(await findListingDeskStanding(listingId)).toMatchObject({ status: "HELD", unitPriceKobo: 700_000_00 });
  });

  it("writes in the caller's transaction: when the caller rolls back, the day's report is unchanged", async () => {
    const item = await createPriceItem({ name: "Rolled back listing feed item" });
    await createPriceReports(item.id, usual, { state: "Lagos" });
    const listingId = randomUUID();
    const offer = { listingId, vendorId: randomUUID(), itemId: item.id, state: "Lagos" };
    expect(await reportListingOffer({ ...offer, unitPriceKobo: 70_000_00 })).toBe("ACCEPTED");
    await expect(
      getDb().transaction(async (tx) => {
        expect(await reportListingOffer({ ...offer, unitPriceKobo: 71_000_00 }, {}, tx)).toBe("ACCEPTED");
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await findListingDeskStanding(listingId)).toMatchObject({ status: "ACCEPTED", unitPriceKobo: 70_000_00 });
  });
});
