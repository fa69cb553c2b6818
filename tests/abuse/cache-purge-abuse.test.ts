import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { getDb } from "@/db/client";
import { graphqlEndpoint } from "@/graphql/yoga";
import { resetRateLimitsForTests } from "@/lib/rate-limit";
import { getRedis } from "@/lib/redis";
import { onSharedAnswersPurge } from "@/lib/shared-answers-purge";
import { staffMembers } from "@/modules/identity/identity.schema";
import { productImages } from "@/modules/listings/listings.schema";
import { bulkUpdate, setListingStatus } from "@/modules/listings/listing-editor.service";
import { sendVendorPhoneCode, verifyVendorPhone } from "@/modules/vendors/vendor-phone.service";
import { vendorProfileInput } from "@/modules/vendors/vendor-profile.inputs";
import { updateVendorProfile } from "@/modules/vendors/vendor-profile.service";
import { approveVendor } from "@/modules/vendors/vendor-review-decisions.service";
import { createGraphqlCache } from "@/server/graphql-cache";
import { createPageCache } from "@/server/page-cache";
import { PURGE_CHANNEL, relaySharedAnswerPurges, type PurgeRelay } from "@/server/shared-answers-relay";
import { createCategory, createProduct, createUser, createVendor } from "../factories";
import { latestCode, uniquePhone } from "../factories/accounts";
import { actorOf, createUploadedImage } from "../factories/vendor-profile";
import { drainJobs } from "../setup/jobs";

/**
 * Issue 23, item 5: anyone could empty the shared caches. Pausing and publishing a listing nobody could see purged
 * every shared page and API answer, every time, with no limit; a business hiding its phone stayed in the shared
 * copies for up to 10 s. The server's two caches are composed as src/server/server.ts composes them (purges through
 * the relay, over Redis with TEST_REDIS_URL), with a stand-in for Next.js that renders the page bodies given here.
 */
vi.hoisted(() => {
  // Every other test file runs with sharing off (vitest.config.ts); this one turns it on before the endpoint exists.
  process.env.GRAPHQL_PUBLIC_CACHE_MS = "60000";
});

const redisUrl = process.env.TEST_REDIS_URL;
const redisHolder = globalThis as typeof globalThis & { __marketRedis?: Redis | null };

const pages = createPageCache();
const answers = createGraphqlCache();
const pageBodies = new Map<string, string>();
let server: Server;
let origin = "";
let relay: PurgeRelay;

beforeAll(async () => {
  if (redisUrl) {
    process.env.REDIS_URL = redisUrl;
    redisHolder.__marketRedis = undefined; // getRedis() reads REDIS_URL on first use
    resetRateLimitsForTests();
    expect(getRedis()).not.toBeNull();
  }
  relay = relaySharedAnswerPurges((scope) => {
    pages.purge(scope);
    answers.purge(scope);
  }, redisUrl);
  await relay.ready;
  const yoga = graphqlEndpoint();
  server = createServer((request, response) => {
    if (request.url!.startsWith("/graphql"))
      return answers.handle(request, response, () => void yoga(request, response));
    pages.handle(request, response, () => {
      // What Next.js sends for a page rendered per request; the page cache shares it for signed-out visitors.
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.setHeader("cache-control", "private, no-store, max-age=0");
      response.end(pageBodies.get(request.url!) ?? "<main>Nothing here</main>");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await relay.close();
  if (redisUrl) {
    await getRedis()?.quit();
    redisHolder.__marketRedis = undefined;
    delete process.env.REDIS_URL;
  }
});

beforeEach(() => {
  pages.clear();
  answers.clear();
  pageBodies.clear();
});

/** Whether the page came from the shared cache (it carries an Age). */
async function page(path: string): Promise<{ shared: boolean; html: string }> {
  const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "gzip" } });
  return { shared: response.headers.get("age") !== null, html: await response.text() };
}

async function api(query: string): Promise<{ shared: boolean; data: Record<string, unknown> }> {
  const response = await fetch(`${origin}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": "gzip" },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: Record<string, unknown> };
  return { shared: response.headers.get("age") !== null, data: body.data };
}

const card = (slug: string) => `<a href="/market/product/${slug}">Listing ${slug}</a>`;
const storeLink = (slug: string) => `<a href="/market/store/${slug}">Visit the store</a>`;

/** Reads each once so it is kept, then checks the second read is shared. */
async function warm(paths: string[], queries: string[]): Promise<void> {
  for (const path of paths) await page(path);
  for (const query of queries) await api(query);
  for (const path of paths) expect((await page(path)).shared, path).toBe(true);
  for (const query of queries) expect((await api(query)).shared, query).toBe(true);
}

async function newcomer() {
  const vendor = await createVendor({ displayName: "Fresh Signup Ventures", status: "PENDING", approvedAt: null });
  const category = await createCategory({ name: "Cache Phones" });
  const listing = await createProduct({ vendorId: vendor.id, categoryId: category.id, status: "DRAFT" });
  const mediaId = await createUploadedImage(vendor.ownerId);
  await getDb().insert(productImages).values({ productId: listing.id, mediaId, position: 0, alt: listing.title });
  return { vendor, listing, owner: await actorOf(vendor.ownerId) };
}

const MARKET = "{ products(first: 12) { nodes { id title } } }";
const CATEGORIES = "{ categories { slug } }";

describe("issue 23, item 5: shared caches", () => {
  it("publishing and pausing a listing nobody could see (its business is in review) purges nothing", async () => {
    const { listing, owner } = await newcomer();
    pageBodies.set("/market", "<main>The market</main>");
    await warm(["/market", "/about"], [MARKET, CATEGORIES]);
    let purges = 0;
    onTestFinished(onSharedAnswersPurge(() => (purges += 1)));
    for (let round = 0; round < 3; round += 1) {
      await setListingStatus(owner, listing.id, "PUBLISH");
      await drainJobs();
      await setListingStatus(owner, listing.id, "PAUSE");
      await drainJobs();
    }
    expect(purges).toBe(0);
    expect((await page("/market")).shared).toBe(true);
    expect((await api(MARKET)).shared).toBe(true);
  });

  it("a public listing leaving drops the copies that show it, and not the others", async () => {
    const vendor = await createVendor({ displayName: "Tunde Gadgets" });
    const category = await createCategory({ name: "Cache Tablets" });
    const leaving = await createProduct({ vendorId: vendor.id, categoryId: category.id, title: "Leaving tablet" });
    const staying = await createProduct({ vendorId: vendor.id, categoryId: category.id, title: "Staying tablet" });
    const owner = await actorOf(vendor.ownerId);
    const leavingPage = `/market/product/${leaving.slug}`;
    const stayingPage = `/market/product/${staying.slug}`;
    pageBodies.set(leavingPage, `<main>${card(leaving.slug)}${card(staying.slug)}</main>`);
    pageBodies.set(stayingPage, `<main>${card(staying.slug)}</main>`);
    pageBodies.set("/market", `<main>${card(staying.slug)}${card(leaving.slug)}</main>`);
    const leavingQuery = `{ product(slug: "${leaving.slug}") { title } }`;
    await warm([leavingPage, stayingPage, "/market", "/about"], [leavingQuery, CATEGORIES]);

    await setListingStatus(owner, leaving.id, "PAUSE");
    await drainJobs();

    expect((await page(leavingPage)).shared).toBe(false);
    expect((await page("/market")).shared).toBe(false);
    const answer = await api(leavingQuery);
    expect(answer).toEqual({ shared: false, data: { product: null } });
    // Another listing's page, Oja's own pages and the category tree show nothing that left.
    expect((await page(stayingPage)).shared).toBe(true);
    expect((await page("/about")).shared).toBe(true);
    expect((await api(CATEGORIES)).shared).toBe(true);
  });

  it("status changes are limited per person: 60 an hour, then a message that says when to try again", async () => {
    const { vendor, listing, owner } = await newcomer();
    for (let change = 0; change < 60; change += 1)
      await setListingStatus(owner, listing.id, change % 2 === 0 ? "PUBLISH" : "PAUSE");
    await expect(setListingStatus(owner, listing.id, "PUBLISH")).rejects.toMatchObject({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
    });
    // A bulk change spends from the same allowance.
    await expect(bulkUpdate(owner, vendor.id, [listing.id], { status: "PUBLISH" })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
  });

  it("a public business hiding its phone leaves the shared copies at once, before any job runs", async () => {
    const phone = "+2348031234567";
    const vendor = await createVendor({
      displayName: "Mama Ngozi Provisions",
      contactPhone: phone,
      contactPhoneVerifiedAt: new Date(),
      contactVisibility: "CALL_AND_WHATSAPP",
    });
    const other = await createVendor({ displayName: "Other Provisions" });
    const category = await createCategory({ name: "Cache Groceries" });
    const sold = await createProduct({ vendorId: vendor.id, categoryId: category.id, title: "Rice, 50kg" });
    const elsewhere = await createProduct({ vendorId: other.id, categoryId: category.id, title: "Beans, 50kg" });
    const storePage = `/market/store/${vendor.slug}`;
    const soldPage = `/market/product/${sold.slug}`;
    const elsewherePage = `/market/product/${elsewhere.slug}`;
    pageBodies.set(storePage, `<main><a href="tel:${phone}">${phone}</a>${card(sold.slug)}</main>`);
    pageBodies.set(soldPage, `<main>${card(sold.slug)}<a href="tel:${phone}">Call</a>${storeLink(vendor.slug)}</main>`);
    pageBodies.set(elsewherePage, `<main>${card(elsewhere.slug)}${storeLink(other.slug)}</main>`);
    const contact = `{ vendor(slug: "${vendor.slug}") { contactPhone } }`;
    await warm([storePage, soldPage, elsewherePage, "/about"], [contact, CATEGORIES]);
    expect((await api(contact)).data).toEqual({ vendor: { contactPhone: phone } });

    let heard: string[] = [];
    if (redisUrl) {
      // Another process hears which copies to drop.
      const observer = new Redis(redisUrl);
      onTestFinished(async () => void (await observer.quit()));
      observer.on("message", (_channel: string, message: string) => heard.push(message));
      await observer.subscribe(PURGE_CHANNEL);
      heard = [];
    }

    await updateVendorProfile(await actorOf(vendor.ownerId), vendor.id, { contactVisibility: "HIDDEN" });

    for (const path of [storePage, soldPage]) expect((await page(path)).shared, path).toBe(false);
    expect(await api(contact)).toEqual({ shared: false, data: { vendor: { contactPhone: null } } });
    expect((await page(elsewherePage)).shared).toBe(true);
    expect((await page("/about")).shared).toBe(true);
    expect((await api(CATEGORIES)).shared).toBe(true);
    if (redisUrl) {
      await expect.poll(() => heard.length).toBe(1);
      expect(JSON.parse(heard[0]!)).toMatchObject({ tags: expect.arrayContaining([`store:${vendor.slug}`]) });
    }
  });

  it("an approved rename or a newly verified phone leaves the copies showing the old ones once the job runs", async () => {
    const old = uniquePhone();
    const vendor = await createVendor({
      displayName: "Aba Shoe Makers",
      contactPhone: old.e164,
      contactPhoneVerifiedAt: new Date(),
      contactVisibility: "CALL_AND_WHATSAPP",
    });
    const other = await createVendor({ displayName: "Onitsha Shoe Makers" });
    const category = await createCategory({ name: "Cache Shoes" });
    const sold = await createProduct({ vendorId: vendor.id, categoryId: category.id, title: "Leather sandals" });
    const elsewhere = await createProduct({ vendorId: other.id, categoryId: category.id, title: "Canvas shoes" });
    const storePage = `/market/store/${vendor.slug}`;
    const soldPage = `/market/product/${sold.slug}`;
    const elsewherePage = `/market/product/${elsewhere.slug}`;
    pageBodies.set(storePage, `<main>Aba Shoe Makers ${card(sold.slug)}</main>`);
    pageBodies.set(soldPage, `<main>${card(sold.slug)}${storeLink(vendor.slug)}</main>`);
    pageBodies.set(elsewherePage, `<main>${card(elsewhere.slug)}${storeLink(other.slug)}</main>`);
    const manager = await actorOf(vendor.ownerId);
    const edit = (input: Record<string, unknown>) => vendorProfileInput.parse(input);
    const staffUser = await createUser({ firstName: "Halima" });
    await getDb().insert(staffMembers).values({ userId: staffUser.id, role: "ADMIN" });
    const staff = await actorOf(staffUser.id);

    await warm([storePage, soldPage, elsewherePage], [CATEGORIES]);
    await updateVendorProfile(manager, vendor.id, edit({ businessName: "Aba Leather Works" }));
    await drainJobs();
    // Waiting for review: the public name has not changed, so nothing is dropped.
    expect((await page(storePage)).shared).toBe(true);
    expect(await approveVendor(staff, vendor.id, { messages: { background: false } })).toMatchObject({ ok: true });
    await drainJobs();
    for (const path of [storePage, soldPage]) expect((await page(path)).shared, path).toBe(false);
    expect((await page(elsewherePage)).shared).toBe(true);
    expect((await api(CATEGORIES)).shared).toBe(true);

    await warm([storePage, soldPage], []);
    const fresh = uniquePhone();
    await updateVendorProfile(manager, vendor.id, edit({ contactPhone: fresh.local }));
    await drainJobs();
    expect((await page(storePage)).shared).toBe(true);
    await sendVendorPhoneCode(manager, vendor.id, { messages: { background: false } });
    await verifyVendorPhone(manager, vendor.id, await latestCode(fresh.e164));
    await drainJobs();
    for (const path of [storePage, soldPage]) expect((await page(path)).shared, path).toBe(false);
    expect((await page(elsewherePage)).shared).toBe(true);
  });
});
