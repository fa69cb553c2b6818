import { eq, sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { getRedis } from "@/lib/redis";
import { signedOut } from "@/lib/actor";
import { productViews } from "@/modules/listings/listings.schema";
import {
  addListingView,
  forgetRecentListingViews,
  isBotAgent,
  recordListingView,
  REPEAT_WINDOW_SECONDS,
} from "@/modules/listings/listing-views.service";
import { createCategory, createProduct, createUser, createVendor } from "../../../tests/factories";
import { actorOf, createMember } from "../../../tests/factories/vendor-profile";

const phone =
  "Mozilla/5.0 (Linux; Android 12; TECNO KG5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
let addressCount = 0;
const visitor = (userAgent: string | null = phone) => ({
  address: `10.1.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`,
  userAgent,
});

async function listing(
  over: {
    status?: "DRAFT" | "ACTIVE" | "PAUSED" | "ARCHIVED";
    vendorStatus?: "APPROVED" | "SUSPENDED" | "PENDING";
  } = {},
) {
  const vendor = await createVendor({ status: over.vendorStatus ?? "APPROVED" });
  const category = await createCategory();
  const product = await createProduct({
    vendorId: vendor.id,
    categoryId: category.id,
    status: over.status ?? "ACTIVE",
  });
  return { vendor, product };
}

async function viewsOf(productId: string) {
  return getDb()
    .select({ day: productViews.day, views: productViews.views })
    .from(productViews)
    .where(eq(productViews.productId, productId));
}

async function lagosToday(): Promise<string> {
  const result = await getDb().execute(
    sql`select to_char((now() at time zone 'Africa/Lagos')::date, 'YYYY-MM-DD') as day`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { day: string }[];
  return rows[0]!.day;
}

beforeEach(() => forgetRecentListingViews());
afterEach(() => vi.restoreAllMocks());

describe("recordListingView", () => {
  it("counts a public listing's view on today's West Africa Time day, by id or slug, once per client a day", async () => {
    const { product } = await listing();
    const first = visitor();
    expect(await recordListingView(signedOut, { id: product.id }, first)).toBe("COUNTED");
    expect(await recordListingView(signedOut, { slug: product.slug }, first)).toBe("REPEAT");
    expect(await recordListingView(signedOut, { slug: product.slug }, visitor())).toBe("COUNTED");
    // Same address, another browser: another client (phones share carrier addresses).
    expect(await recordListingView(signedOut, { id: product.id }, { ...first, userAgent: `${phone} OPR/80` })).toBe(
      "COUNTED",
    );
    expect(await viewsOf(product.id)).toEqual([{ day: await lagosToday(), views: 3 }]);
  });

  it("counts the same client again the next day, not before", async () => {
    const { product } = await listing();
    const client = visitor();
    // Noon in Lagos, so an hour later is the same West Africa Time day whenever the suite runs (at 22:xx UTC the
    // real clock plus an hour crossed Lagos midnight and the view counted again).
    const now = Date.UTC(2026, 5, 15, 11, 0, 0);
    vi.spyOn(Date, "now").mockReturnValue(now);
    expect(await recordListingView(signedOut, { id: product.id }, client)).toBe("COUNTED");
    vi.spyOn(Date, "now").mockReturnValue(now + 60 * 60 * 1000);
    expect(await recordListingView(signedOut, { id: product.id }, client)).toBe("REPEAT");
    vi.spyOn(Date, "now").mockReturnValue(now + 24 * 60 * 60 * 1000);
    expect(await recordListingView(signedOut, { id: product.id }, client)).toBe("COUNTED");
    expect(REPEAT_WINDOW_SECONDS).toBeGreaterThan(24 * 60 * 60);
  });

  it("a signed-in person is one client wherever they browse from", async () => {
    const { product } = await listing();
    const buyer = await actorOf((await createUser()).id);
    expect(await recordListingView(buyer, { id: product.id }, visitor())).toBe("COUNTED");
    expect(await recordListingView(buyer, { id: product.id }, visitor())).toBe("REPEAT");
  });

  it("never counts crawlers, scripts or an empty user agent", async () => {
    const { product } = await listing();
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "facebookexternalhit/1.1",
      "WhatsApp/2.23.20.0 A",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36",
      "curl/8.5.0",
      "python-requests/2.31",
      "",
      null,
    ]) {
      expect(isBotAgent(agent)).toBe(true);
      expect(await recordListingView(signedOut, { id: product.id }, visitor(agent))).toBe("BOT");
    }
    expect(isBotAgent(phone)).toBe(false);
    expect(await viewsOf(product.id)).toEqual([]);
  });

  it("only public listings count: drafts, paused, archived, unapproved or suspended vendors', unknown ids and slugs do not", async () => {
    const hidden = [
      await listing({ status: "DRAFT" }),
      await listing({ status: "PAUSED" }),
      await listing({ status: "ARCHIVED" }),
      await listing({ vendorStatus: "PENDING" }),
      await listing({ vendorStatus: "SUSPENDED" }),
    ];
    for (const { product } of hidden) {
      expect(await recordListingView(signedOut, { id: product.id }, visitor())).toBe("NOT_FOUND");
      expect(await recordListingView(signedOut, { slug: product.slug }, visitor())).toBe("NOT_FOUND");
      expect(await viewsOf(product.id)).toEqual([]);
    }
    expect(await recordListingView(signedOut, { id: "not-a-uuid" }, visitor())).toBe("NOT_FOUND");
    expect(await recordListingView(signedOut, { id: "00000000-0000-4000-8000-000000000000" }, visitor())).toBe(
      "NOT_FOUND",
    );
    expect(await recordListingView(signedOut, { slug: "no-such-listing" }, visitor())).toBe("NOT_FOUND");
  });

  it("the vendor's own members never count; another vendor's members and buyers do", async () => {
    const { vendor, product } = await listing();
    const owner = await actorOf(vendor.ownerId);
    const assistant = await actorOf((await createMember(vendor.id, "SALES_ASSISTANT")).id);
    const manager = await actorOf((await createMember(vendor.id, "MANAGER")).id);
    for (const member of [owner, assistant, manager])
      expect(await recordListingView(member, { id: product.id }, visitor())).toBe("OWN");
    const rival = await listing();
    expect(await recordListingView(await actorOf(rival.vendor.ownerId), { id: product.id }, visitor())).toBe("COUNTED");
    expect((await viewsOf(product.id))[0]?.views).toBe(1);
  });
});

describe("addListingView", () => {
  it("concurrent views are counted exactly (one atomic upsert, no lost updates)", async () => {
    const { product } = await listing();
    await Promise.all(Array.from({ length: 60 }, () => addListingView(product.id)));
    expect(await viewsOf(product.id)).toEqual([{ day: await lagosToday(), views: 60 }]);
  });

  it("concurrent beacons from distinct visitors are all counted, once each", async () => {
    const { product } = await listing();
    const clients = Array.from({ length: 40 }, () => visitor());
    const outcomes = await Promise.all(
      [...clients, ...clients].map((client) => recordListingView(signedOut, { id: product.id }, client)),
    );
    expect(outcomes.filter((outcome) => outcome === "COUNTED")).toHaveLength(40);
    expect(outcomes.filter((outcome) => outcome === "REPEAT")).toHaveLength(40);
    expect((await viewsOf(product.id))[0]?.views).toBe(40);
  });
});

// Needs a Redis server: run with TEST_REDIS_URL=redis://127.0.0.1:6379.
describe.skipIf(!process.env.TEST_REDIS_URL)("recent views kept in Redis (shared by every instance)", () => {
  const holder = globalThis as typeof globalThis & { __marketRedis?: Redis | null };
  let inspector: Redis;

  beforeAll(() => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL;
    holder.__marketRedis = undefined;
    inspector = new Redis(process.env.TEST_REDIS_URL!);
  });

  afterAll(async () => {
    await getRedis()?.quit();
    holder.__marketRedis = undefined;
    delete process.env.REDIS_URL;
    await inspector.quit();
  });

  it("a repeat is recognised by another instance (the in-process memory forgotten) and the key outlives the day", async () => {
    const { product } = await listing();
    const client = visitor();
    expect(await recordListingView(signedOut, { id: product.id }, client)).toBe("COUNTED");
    forgetRecentListingViews();
    expect(await recordListingView(signedOut, { id: product.id }, client)).toBe("REPEAT");
    const keys: string[] = [];
    for await (const batch of inspector.scanStream({ match: `lv:*:${product.id}:*` }))
      keys.push(...(batch as string[]));
    expect(keys).toHaveLength(1);
    const ttl = await inspector.ttl(keys[0]!);
    expect(ttl).toBeGreaterThan(REPEAT_WINDOW_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(REPEAT_WINDOW_SECONDS);
    // The key names neither the address nor the browser.
    expect(keys[0]).not.toContain(client.address);
    // The address's count for the listing is shared too, and names no address either.
    const counted: string[] = [];
    for await (const batch of inspector.scanStream({ match: `lva:*:${product.id}:*` }))
      counted.push(...(batch as string[]));
    expect(counted).toHaveLength(1);
    expect(await inspector.get(counted[0]!)).toBe("1");
    expect(counted[0]).not.toContain(client.address);
    expect((await viewsOf(product.id))[0]?.views).toBe(1);
  });
});
