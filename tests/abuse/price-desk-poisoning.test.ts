/**
 * Issue 23, item 1: the price desk could be poisoned by a seller nobody had approved. A fresh pending seller published
 * ten listings linked to a desk item in one state, reusing one photo; each counted as an accepted listing report (the
 * state's count went from 5 to 15, its typical price from ₦570 to ₦427.50), the figures stayed after the listings
 * were archived, and each report ran the price alerts. Now only public listings (active, of an approved business)
 * count (a seller's listings join the desk when it is approved); a business counts once per item, state and day; a
 * listing's reports leave with it (archived, suspended); and a business's offers are judged against everyone else's,
 * so a series of them cannot walk the median down.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { staffMembers } from "@/modules/identity/identity.schema";
import { listingInput } from "@/modules/listings/listing-editor.inputs";
import { createListing, setListingStatus } from "@/modules/listings/listing-editor.service";
import { findListingDeskStanding, reportListingOffer } from "@/modules/pricedesk/pricedesk-listing-report.service";
import { addDays, lagosToday } from "@/lib/dates";
import { getPriceItemStats } from "@/modules/pricedesk/pricedesk-stats.service";
import { priceAlerts, priceReports } from "@/modules/pricedesk/pricedesk.schema";
import { approveVendor, suspendVendor } from "@/modules/vendors/vendor-review-decisions.service";
import {
  createCategory,
  createPriceAlert,
  createPriceItem,
  createPriceReports,
  createUser,
  createVendor,
} from "../factories";
import { outboxFor } from "../factories/accounts";
import { actorOf, createUploadedImage } from "../factories/vendor-profile";
import { drainJobs } from "../setup/jobs";

/** Lagos before the attack: five people's reports, typically ₦570. */
const LAGOS = [55_000, 56_000, 57_000, 58_000, 59_000];

async function deskItem(name: string) {
  const item = await createPriceItem({ name });
  await createPriceReports(item.id, LAGOS, { state: "Lagos" });
  return item;
}

async function lagosFigures(itemId: string) {
  const { overall } = await getPriceItemStats(itemId, { state: "Lagos" });
  return { count: overall?.count, typicalKobo: overall?.typicalKobo };
}

/** A business (approved unless told) whose owner publishes listings linked to `itemId` in Lagos, one photo for all. */
async function seller(itemId: string, status: "APPROVED" | "PENDING" = "APPROVED") {
  const vendor = await createVendor({
    displayName: "Mile 12 Rice Hub",
    status,
    approvedAt: status === "APPROVED" ? new Date() : null,
    submittedAt: new Date(Date.now() - 60_000),
  });
  const owner = await actorOf(vendor.ownerId);
  const sub = await createCategory({ name: "Rice", parentId: (await createCategory({ name: "Foodstuff" })).id });
  const photo = await createUploadedImage(vendor.ownerId);
  const publish = (price: string) =>
    createListing(
      owner,
      vendor.id,
      listingInput.parse({
        title: "Local rice, 50kg bag",
        categoryId: sub.id,
        condition: "NEW",
        unit: "PIECE",
        price,
        stock: "10",
        state: "Lagos",
        city: "Ikeja",
        imageIds: [photo],
        priceItemId: itemId,
      }),
      { publish: true },
    );
  return { vendor, owner, publish };
}

async function reviewer() {
  const user = await createUser({ firstName: "Halima" });
  await getDb().insert(staffMembers).values({ userId: user.id, role: "ADMIN" });
  return actorOf(user.id);
}

const quiet = { messages: { background: false } };

const listingReports = (vendorListingIds: string[]) =>
  Promise.all(
    vendorListingIds.map(async (id) =>
      getDb()
        .select({ status: priceReports.status })
        .from(priceReports)
        .where(and(eq(priceReports.listingId, id), eq(priceReports.source, "LISTING"))),
    ),
  ).then((lists) => lists.flat());

describe("the price desk counts only what buyers can see", () => {
  it("a pending seller's ten listings in one state leave the count and the typical price as they were and send no alert", async () => {
    const item = await deskItem("Rice (local), pending seller");
    const watcher = await createUser({ firstName: "Bisi" });
    await createPriceAlert({ userId: watcher.id, itemId: item.id, state: "Lagos", thresholdKobo: 50_000 });
    expect(await lagosFigures(item.id)).toEqual({ count: 5, typicalKobo: 57_000 });

    const { publish } = await seller(item.id, "PENDING");
    const listings = [];
    for (let i = 0; i < 10; i += 1) listings.push(await publish("427.50"));
    await drainJobs();

    expect(await lagosFigures(item.id)).toEqual({ count: 5, typicalKobo: 57_000 });
    expect(await listingReports(listings.map((listing) => listing.id))).toEqual([]);
    expect(await outboxFor(watcher.email!)).toEqual([]);
    const [alert] = await getDb().select().from(priceAlerts).where(eq(priceAlerts.userId, watcher.id));
    expect(alert?.lastNotifiedAt).toBeNull();
  });

  it("once the seller is approved its listings are public and count, once for the business", async () => {
    const item = await deskItem("Rice (local), approved later");
    const { vendor, publish } = await seller(item.id, "PENDING");
    for (let i = 0; i < 3; i += 1) await publish("520");
    await drainJobs();
    expect(await lagosFigures(item.id)).toEqual({ count: 5, typicalKobo: 57_000 });

    expect(await approveVendor(await reviewer(), vendor.id, quiet)).toMatchObject({ ok: true });
    await drainJobs();
    expect(await lagosFigures(item.id)).toEqual({ count: 6, typicalKobo: 56_500 });
  });

  it("an approved business's ten listings of one item in one state count once that day", async () => {
    const item = await deskItem("Rice (local), ten listings");
    const { publish } = await seller(item.id);
    const listings = [];
    for (let i = 0; i < 10; i += 1) listings.push(await publish("427.50"));
    await drainJobs();

    // One more voice at ₦427.50 among the five: the median of six.
    expect(await lagosFigures(item.id)).toEqual({ count: 6, typicalKobo: 56_500 });
    expect(await listingReports(listings.map((listing) => listing.id))).toEqual([{ status: "ACCEPTED" }]);
  });
});

describe("a listing's reports leave the desk with it", () => {
  it("archiving a listing withdraws its report: the figures drop back", async () => {
    const item = await deskItem("Rice (local), archived");
    const { owner, publish } = await seller(item.id);
    const listing = await publish("520");
    await drainJobs();
    expect(await lagosFigures(item.id)).toEqual({ count: 6, typicalKobo: 56_500 });

    await setListingStatus(owner, listing.id, "ARCHIVE");
    await drainJobs();
    expect(await lagosFigures(item.id)).toEqual({ count: 5, typicalKobo: 57_000 });
    expect(await findListingDeskStanding(listing.id)).toBeNull();
  });

  it("suspending a business withdraws its listings' reports, counted and held", async () => {
    const item = await deskItem("Rice (local), suspended");
    const { vendor, publish } = await seller(item.id);
    const fair = await publish("520");
    const dear = await publish("2,000");
    await drainJobs();
    expect(await lagosFigures(item.id)).toEqual({ count: 6, typicalKobo: 56_500 });
    expect(await findListingDeskStanding(dear.id)).toMatchObject({ status: "HELD" });

    const suspended = await suspendVendor(
      await reviewer(),
      vendor.id,
      "Several buyers reported goods paid for and never delivered.",
      quiet,
    );
    expect(suspended.ok).toBe(true);
    await drainJobs();
    expect(await lagosFigures(item.id)).toEqual({ count: 5, typicalKobo: 57_000 });
    expect(await listingReports([fair.id, dear.id])).toEqual([]);
  });
});

describe("a series of offers cannot walk the median down", () => {
  /** Each offer 8 % below the one before: ₦540, ₦496.80, ₦457.05, … ₦254.96. */
  const walk = Array.from({ length: 10 }, (_, i) => Math.floor(54_000 * 0.92 ** i));

  it("ten listings of one business, each a little lower, on one day: one counts, and the far ones are held", async () => {
    const item = await deskItem("Rice (local), walked in a day");
    const { publish } = await seller(item.id);
    const listings = [];
    for (const kobo of walk) listings.push(await publish((kobo / 100).toFixed(2)));
    await drainJobs();

    // Without the rules the ten walked the median to ₦457.05 (count 15); now one voice moves it by one place.
    expect(await lagosFigures(item.id)).toEqual({ count: 6, typicalKobo: 56_500 });
    // Judged against the other five (median ₦570), an offer more than ~37 % below it is held, however many came before.
    expect(await findListingDeskStanding(listings.at(-1)!.id)).toMatchObject({ status: "HELD" });
  });

  it("a new lower offer each day is judged against everyone else's reports, never the business's own", async () => {
    const today = lagosToday();
    const first = addDays(today, -9);
    const item = await createPriceItem({ name: "Rice (local), walked over days" });
    await createPriceReports(item.id, LAGOS, { state: "Lagos", observedOn: first });
    const vendorId = randomUUID();
    const verdicts = [];
    for (const [day, kobo] of walk.entries())
      verdicts.push(
        await reportListingOffer(
          { listingId: randomUUID(), vendorId, itemId: item.id, unitPriceKobo: kobo, state: "Lagos" },
          { today: addDays(first, day) },
        ),
      );

    // The business cannot vouch for itself: below ~₦359 (37 % under the others' ₦570) its offers are held, where its
    // own earlier reports would have let it walk on to ₦254.96. And its newest accepted offer replaces its earlier
    // days' (they had made the count 10 and the median ₦545), so ten days of cuts move the median by one place, as a
    // single offer would.
    expect(verdicts).toEqual([...Array(5).fill("ACCEPTED"), ...Array(5).fill("HELD")]);
    const { overall } = await getPriceItemStats(item.id, { state: "Lagos", today });
    expect(overall).toMatchObject({ count: 6, typicalKobo: 56_500, lowKobo: walk[4] });
  });
});
