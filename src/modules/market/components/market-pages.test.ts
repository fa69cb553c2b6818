import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import ProductsPage from "@/app/(public)/market/product/page";
import ProductPage, { generateMetadata as productMetadata } from "@/app/(public)/market/product/[slug]/page";
import CategoryPage from "@/app/(public)/market/product/category/[slug]/page";
import CategoriesPage from "@/app/(public)/market/product/category/page";
import StorePage from "@/app/(public)/market/store/[slug]/page";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clearShortCaches } from "@/lib/short-cache";
import { vendors } from "@/modules/vendors/vendors.schema";
import {
  createCategory,
  createPriceItem,
  createPriceReports,
  createProduct,
  createProductImage,
  createService,
  createStore,
  createVendor,
} from "../../../../tests/factories";

// Pages spend searches from the client address's budget; rendered here outside a request, the address is the test's.
vi.mock("@/lib/page-requester", () => ({
  publicPageRequester: async () => ({ actor: { kind: "signed-out" }, ip: "198.18.0.1" }),
}));

/** Server pages are async functions returning markup: await them, then render what they return. */
async function render(page: Promise<React.ReactElement>): Promise<string> {
  return renderToStaticMarkup(await page);
}

function text(markup: string): string {
  return markup
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .replace(/ ([.,:)])/g, "$1")
    .replace(/\( /g, "(");
}

const slug = (value: string) => ({ params: Promise.resolve({ slug: value }), searchParams: Promise.resolve({}) });
const query = (params: Record<string, string>) => ({ searchParams: Promise.resolve(params) });

/** notFound() throws an error whose digest names HTTP 404: the page answers 404, never 500. */
async function expectNotFound(page: Promise<unknown>): Promise<void> {
  await expect(page).rejects.toMatchObject({ digest: expect.stringContaining("404") });
}

let fixtures: {
  productSlug: string;
  shirtSlug: string;
  hiddenProductSlug: string;
  vendorSlug: string;
  pendingVendorSlug: string;
  mainSlug: string;
  subSlug: string;
  fashionSlug: string;
  servicesSlug: string;
  plumbingSlug: string;
};

beforeAll(async () => {
  clearShortCaches();
  const main = await createCategory({ name: "Foodstuff", slug: "foodstuff-test" });
  const sub = await createCategory({ name: "Rice & Grains", slug: "rice-grains-test", parentId: main.id });
  const fashion = await createCategory({ name: "Fashion", slug: "fashion" });
  const shirts = await createCategory({ name: "Men's Clothing", slug: "mens-clothing-test", parentId: fashion.id });
  const servicesMain = await createCategory({ name: "Artisans", slug: "services-test", kind: "SERVICES" });
  const plumbing = await createCategory({
    name: "Plumbing",
    slug: "plumbing-test",
    kind: "SERVICES",
    parentId: servicesMain.id,
  });

  const vendor = await createVendor({
    displayName: "Sold by Mama Nkechi Foods",
    state: "Lagos",
    city: "Mile 12",
    ratingTotal: 46,
    ratingCount: 10,
    // Shows its number, so its shops' phones show too (a private number stays off the stores: issue #23).
    contactPhone: "+2348031234567",
    contactVisibility: "CALL_AND_WHATSAPP",
  });
  const pending = await createVendor({ displayName: "Not Yet Approved Ltd", status: "PENDING", approvedAt: null });
  await createStore({
    vendorId: vendor.id,
    name: "Mile 12 stall",
    address: "Block C, Mile 12 Market",
    phone: "+2348031234567",
  });
  await createService({
    vendorId: vendor.id,
    categoryId: plumbing.id,
    title: "Leaking pipe repairs",
    rate: "HOUR",
    priceFromKobo: 500_000,
  });

  const item = await createPriceItem({ name: "Rice (local), 50kg bag", unitLabel: "50kg bag" });
  await createPriceReports(item.id, [6_000_000, 6_200_000, 6_400_000, 6_600_000], { state: "Lagos" });

  const rice = await createProduct({
    vendorId: vendor.id,
    categoryId: sub.id,
    priceItemId: item.id,
    title: "Local parboiled rice, 50kg bag",
    description: "Stone-free.\nPick up at Mile 12.",
    priceKobo: 6_930_050,
    compareAtKobo: 7_500_000,
    stock: 12,
    condition: "NEW",
    unit: "BAG_50KG",
    state: "Lagos",
    city: "Mile 12",
  });
  await createProductImage(rice.id, { position: 0, alt: "A 50kg bag of rice" });
  await createProductImage(rice.id, { position: 1, alt: "The rice up close" });
  await createProduct({
    vendorId: vendor.id,
    categoryId: sub.id,
    title: "Ofada rice, paint bucket",
    priceKobo: 900_000,
    stock: 0,
    unit: "PAINT_BUCKET",
  });
  const shirt = await createProduct({
    vendorId: vendor.id,
    categoryId: shirts.id,
    title: "Senator shirt",
    condition: "FOREIGN_USED",
    priceKobo: 1_800_000,
  });
  const hidden = await createProduct({ vendorId: pending.id, categoryId: sub.id, title: "Hidden rice" });

  fixtures = {
    productSlug: rice.slug,
    shirtSlug: shirt.slug,
    hiddenProductSlug: hidden.slug,
    vendorSlug: vendor.slug,
    pendingVendorSlug: pending.slug,
    mainSlug: main.slug,
    subSlug: sub.slug,
    fashionSlug: fashion.slug,
    servicesSlug: servicesMain.slug,
    plumbingSlug: plumbing.slug,
  };
});

describe("product page", () => {
  it("shows the price as naira, the saving, stock, condition, unit, seller and the price-desk insight", async () => {
    const markup = await render(ProductPage(slug(fixtures.productSlug)));
    const body = text(markup);
    expect(body).toContain("Local parboiled rice, 50kg bag");
    expect(body).toContain("₦69,300.50");
    expect(body).toContain("Was ₦75,000.00");
    expect(body).toContain("Save 8%");
    expect(body).toContain("In stock: 12");
    expect(body).toContain("Condition New");
    expect(body).toContain("Sold per 50kg bag");
    expect(body).toContain("Location Mile 12, Lagos");
    expect(body).toContain("Mama Nkechi Foods");
    expect(body).not.toMatch(/Sold by/i);
    expect(body).toContain("4.6");
    // Median of 60,000 / 62,000 / 64,000 / 66,000 is 63,000; 69,300.50 is 10% above it.
    expect(body).toContain("Typical price in Lagos: ₦63,000.00 per 50kg bag. This offer is 10% above it.");
    expect(markup).toMatch(/href="\/pricedesk\/search\?item=rice-local-50kg-bag-[a-z0-9]+"/);
    expect(markup).toContain(`href="/market/store/${fixtures.vendorSlug}"`);
    expect(markup).toContain('<script type="application/ld+json">');
    expect(markup).toContain('"priceCurrency":"NGN"');
    expect(markup).toContain('"price":"69300.50"');
    // The first photo is the LCP element; the second waits.
    expect(markup.match(/loading="eager"/g)).toHaveLength(1);
    expect(markup).toMatch(/fetchPriority="high"/i);
    expect(markup).toContain('href="#photo-2"');
    // Similar items: the other listing in the same sub-category.
    expect(body).toContain("Similar items");
    expect(body).toContain("Ofada rice, paint bucket");
    expect(body).toContain("Out of stock");
    expect(body).not.toContain("size guide");
    // Issue 24: "Add to cart" and "Buy now" as a plain form, before the photos (first screen at 360 px).
    expect(markup).toMatch(/<form[^>]*>.*name="productId".*Add to cart.*Buy now.*<\/form>/s);
    expect(markup.indexOf("Add to cart")).toBeLessThan(markup.indexOf('loading="eager"'));
    expect(markup.indexOf("₦69,300.50")).toBeLessThan(markup.indexOf('loading="eager"'));
  });

  it("links the size guide from fashion and names the condition as people say it", async () => {
    const body = text(await render(ProductPage(slug(fixtures.shirtSlug))));
    expect(body).toContain("Foreign used (tokunbo)");
    expect(body).toContain("Read the size guide");
  });

  it("has a title, description and Open Graph image", async () => {
    const metadata = await productMetadata(slug(fixtures.productSlug));
    expect(metadata.title).toBe("Local parboiled rice, 50kg bag, ₦69,300.50");
    expect(metadata.description).toContain("₦69,300.50 in Mile 12, Lagos.");
    const images = metadata.openGraph?.images as { url: string; width: number }[];
    expect(images[0]!.url).toMatch(/^\/media\/.+\/1200\.webp$/);
  });

  it("answers 404 for an unknown slug and for a vendor that is not approved", async () => {
    await expectNotFound(ProductPage(slug("no-such-product")));
    await expectNotFound(ProductPage(slug("x".repeat(500))));
    await expectNotFound(ProductPage(slug(fixtures.hiddenProductSlug)));
  });
});

describe("seller contact on the product and store pages", () => {
  it("shows call and a WhatsApp chat carrying the product's address, or says the number is private", async () => {
    const db = getDb();
    await db
      .update(vendors)
      .set({ contactPhone: "+2348031234502", contactVisibility: "CALL_AND_WHATSAPP" })
      .where(eq(vendors.slug, fixtures.vendorSlug));
    const markup = await render(ProductPage(slug(fixtures.productSlug)));
    expect(markup).toContain('href="tel:+2348031234502"');
    const whatsApp = /href="(https:\/\/wa\.me\/2348031234502\?text=[^"]+)"/.exec(markup)?.[1];
    const message = new URL(whatsApp!.replace(/&amp;/g, "&")).searchParams.get("text");
    expect(message).toContain(
      new URL(`/market/product/${fixtures.productSlug}`, process.env.APP_URL ?? "http://localhost:3000").toString(),
    );
    expect(text(await render(StorePage(slug(fixtures.vendorSlug))))).toContain("Call 0803 123 4502");

    await db.update(vendors).set({ contactVisibility: "HIDDEN" }).where(eq(vendors.slug, fixtures.vendorSlug));
    const hidden = await render(ProductPage(slug(fixtures.productSlug)));
    expect(text(hidden)).toContain("This seller keeps their number private");
    expect(hidden).not.toContain("wa.me");
    expect(hidden).not.toContain("tel:+2348031234502");
    expect(hidden).not.toContain("803 123 4502");
    // Nor through its shop's phone on the store page (issue #23, item 9).
    expect(text(await render(StorePage(slug(fixtures.vendorSlug))))).not.toContain("803 123 4567");
    await db
      .update(vendors)
      .set({ contactVisibility: "CALL_AND_WHATSAPP" })
      .where(eq(vendors.slug, fixtures.vendorSlug));
  });
});

describe("store page", () => {
  it("shows the vendor, rating, since when, shops with a phone to call and hours, products and services", async () => {
    const markup = await render(StorePage(slug(fixtures.vendorSlug)));
    const body = text(markup);
    expect(body).toContain("Mama Nkechi Foods");
    expect(body).not.toMatch(/Sold by/i);
    expect(body).toContain("4.6");
    expect(body).toContain("(10 reviews)");
    expect(body).toMatch(/Selling on Oja since [A-Z][a-z]+ \d{4}/);
    expect(body).toContain("Block C, Mile 12 Market");
    expect(markup).toContain('href="tel:+2348031234567"');
    expect(body).toContain("Call 0803 123 4567");
    expect(body).toContain("Monday");
    expect(body).toContain("8:00am – 6:00pm");
    expect(body).toContain("Leaking pipe repairs");
    expect(body).toContain("From ₦5,000.00 per hour");
    expect(body).toContain("Local parboiled rice, 50kg bag");
    expect(body).not.toContain("Hidden rice");
  });

  it("answers 404 for an unknown or unapproved vendor, and explains a bad page number", async () => {
    await expectNotFound(StorePage(slug("no-such-store")));
    await expectNotFound(StorePage(slug(fixtures.pendingVendorSlug)));
    const body = text(
      await render(
        StorePage({
          params: Promise.resolve({ slug: fixtures.vendorSlug }),
          searchParams: Promise.resolve({ page: "abc" }),
        }),
      ),
    );
    expect(body).toContain("That page number is not valid, so here is the first page.");
  });
});

describe("category pages", () => {
  it("lists every main category with its sub-categories", async () => {
    const markup = await render(CategoriesPage());
    expect(markup).toContain(`href="/market/product/category/${fixtures.mainSlug}"`);
    expect(markup).toContain(`href="/market/product/category/${fixtures.subSlug}"`);
    expect(text(markup)).toContain("Rice & Grains");
  });

  it("a main category lists its sub-categories' products, with chips and breadcrumbs", async () => {
    const markup = await render(CategoryPage(slug(fixtures.mainSlug)));
    const body = text(markup);
    expect(body).toContain("Local parboiled rice, 50kg bag");
    expect(body).toContain("Ofada rice, paint bucket");
    expect(body).not.toContain("Senator shirt");
    expect(markup).toContain('aria-label="Breadcrumb"');
    expect(markup).toContain(`href="/market/product/category/${fixtures.subSlug}"`);
  });

  it("a services category lists artisans' services with their store", async () => {
    const body = text(await render(CategoryPage(slug(fixtures.plumbingSlug))));
    expect(body).toContain("Leaking pipe repairs");
    expect(body).toContain("By Mama Nkechi Foods");
  });

  it("answers 404 for an unknown category", async () => {
    await expectNotFound(CategoryPage(slug("no-such-category")));
  });
});

describe("search and listing", () => {
  it("filters, counts and shows facets as links", async () => {
    const markup = await render(ProductsPage(query({ q: "rice", state: "lagos", sort: "PRICE_ASC" })));
    const body = text(markup);
    expect(body).toContain("Results for “rice”");
    expect(body).toContain("1–2 of 2 listings");
    // Cheapest first.
    expect(body.indexOf("Ofada rice, paint bucket")).toBeLessThan(body.indexOf("Local parboiled rice, 50kg bag"));
    expect(markup).toContain(
      'href="/market/product?q=rice&amp;state=Lagos&amp;sort=PRICE_ASC&amp;category=foodstuff-test"',
    );
    // The matching price-desk item is offered.
    expect(body).toContain("Check the fair price first");
  });

  it("turns bad filter values into a gentle notice, never an error", async () => {
    const markup = await render(
      ProductsPage(
        query({
          q: "<script>alert(1)</script> 🍚' OR 1=1;--",
          min: "-5",
          max: "abc",
          page: "1000000",
          state: "Narnia",
          category: "no-such",
        }),
      ),
    );
    const body = text(markup);
    expect(body).toContain("About your search");
    expect(body).toContain("Minimum price cannot be negative");
    expect(body).toContain("Maximum price must be an amount in naira");
    expect(body).toContain("Page must be at most 10,000");
    expect(body).toContain("Choose a state from the list");
    expect(body).toContain("We do not have that category");
    expect(markup).not.toContain("<script>alert(1)</script>");
    expect(body).toContain("<script>alert(1)</script> 🍚' OR 1=1;--");
  });

  it("says so when nothing matches and suggests what to do", async () => {
    const body = text(await render(ProductsPage(query({ q: "zzqxv" }))));
    expect(body).toContain("No products match “zzqxv”");
    expect(body).toContain("Check the spelling");
  });
});
