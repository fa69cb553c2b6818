/**
 * The home page showed no product and no price (#14). It now shows "Today's prices" (everyday items from the price
 * desk: today's typical price, the unit, the week's change, a link to the item's desk page) and "On sale now" (the
 * newest active listings with pictures), rendered on the server, nationwide or in the state of `?state=`. Whatever
 * the query string says, the page renders; the not-found page (home's content with status 404) runs no query.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import HomePage from "@/app/(public)/page";
import { clearShortCaches } from "@/lib/short-cache";
import { HomeContent } from "@/modules/home/components/home-content";
import { getHomeMarket } from "@/modules/home/home.service";
import {
  createCategory,
  createPriceItem,
  createPriceReports,
  createProduct,
  createProductImage,
  createVendor,
} from "../factories";

async function renderHome(searchParams: Record<string, string | string[]> = {}): Promise<string> {
  return renderToStaticMarkup(await HomePage({ searchParams: Promise.resolve(searchParams) }));
}

function text(markup: string): string {
  return markup
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** The markup of the section labelled by `headingId`. */
function section(markup: string, headingId: string): string {
  const match = markup.match(new RegExp(`<section[^>]*aria-labelledby="${headingId}"[^>]*>([\\s\\S]*?)</section>`));
  return match?.[1] ?? "";
}

/** Each price card of "Today's prices": its link and its text. */
function priceCards(markup: string): { href: string; text: string }[] {
  return [...section(markup, "prices-heading").matchAll(/<li><a[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a><\/li>/g)].map(
    (match) => ({
      href: match[1]!.replace(/&amp;/g, "&"),
      text: text(match[2]!),
    }),
  );
}

/** Each product card of "On sale now": its link, its image and its text. */
function productCards(markup: string): { href: string; img: string; text: string }[] {
  return [...section(markup, "on-sale-heading").matchAll(/<article[\s\S]*?<\/article>/g)].map(([card]) => ({
    href: card.match(/<a[^>]*href="([^"]*)"/)?.[1] ?? "",
    img: card.match(/<img[^>]*>/)?.[0] ?? "",
    text: text(card),
  }));
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

let fixtures: {
  newestSlugs: string[];
  noPictureSlug: string;
  pendingSlug: string;
  pausedSlug: string;
  kanoSlugs: string[];
};

beforeAll(async () => {
  // Everyday items under the slugs the home page asks the desk for, and one the desk checks often that is not among them.
  const rice = await createPriceItem({
    name: "Rice (local parboiled), 50kg bag",
    slug: "rice-local-parboiled-50kg-bag",
    unitLabel: "50kg bag",
  });
  const garri = await createPriceItem({
    name: "Garri (white), 50kg bag",
    slug: "garri-white-50kg-bag",
    unitLabel: "50kg bag",
  });
  const tomatoes = await createPriceItem({
    name: "Tomatoes, big basket",
    slug: "tomatoes-big-basket",
    unitLabel: "big basket",
  });
  const eggs = await createPriceItem({ name: "Eggs, crate of 30", slug: "eggs-crate-of-30", unitLabel: "crate" });
  const petrol = await createPriceItem({ name: "Petrol (PMS), litre", slug: "petrol-pms-litre", unitLabel: "litre" });
  const yam = await createPriceItem({ name: "Yam, medium tuber", slug: "yam-medium-tuber", unitLabel: "tuber" });

  // Rice in Lagos: ₦60,000 ten days ago, ₦70,000 this week.
  await createPriceReports(rice.id, [6_000_000, 6_000_000, 6_000_000], { state: "Lagos", daysAgo: 10 });
  await createPriceReports(rice.id, [7_000_000, 7_000_000, 7_000_000, 7_000_000], { state: "Lagos", daysAgo: 2 });
  // …and ₦80,000 in Kano (three reports this week: a typical price of its own there, none a week ago). Nationwide, the
  // ten reports of this month have a median of ₦70,000 against a week ago's ₦60,000: +17 %.
  await createPriceReports(rice.id, [8_000_000, 8_000_000, 8_000_000], { state: "Kano", daysAgo: 1 });
  // Petrol: ₦1,000 a litre ten days ago, ₦900 now (−10 %), Lagos only.
  await createPriceReports(petrol.id, [100_000, 100_000, 100_000], { state: "Lagos", daysAgo: 10 });
  await createPriceReports(petrol.id, [90_000, 90_000, 90_000, 90_000], { state: "Lagos", daysAgo: 1 });
  // Garri: the same price both weeks.
  await createPriceReports(garri.id, [5_000_000, 5_000_000, 5_000_000], { state: "Lagos", daysAgo: 10 });
  await createPriceReports(garri.id, [5_000_000, 5_000_000, 5_000_000], { state: "Lagos", daysAgo: 1 });
  // Tomatoes: reported this week only, so there is no week's change to show.
  await createPriceReports(tomatoes.id, [4_500_000, 4_600_000, 4_700_000], { state: "Lagos", daysAgo: 1 });
  // Eggs: two reports are too few for a typical price: left out.
  await createPriceReports(eggs.id, [550_000, 560_000], { state: "Lagos", daysAgo: 1 });
  // Yam: many reports, not an everyday item of the list; it fills the row because only five of those are on the desk.
  await createPriceReports(yam.id, [300_000, 310_000, 320_000, 330_000, 340_000, 350_000], {
    state: "Oyo",
    daysAgo: 3,
  });

  const main = await createCategory({ name: "Phones & Tablets", slug: "phones-home-test" });
  const phones = await createCategory({ name: "Mobile Phones", slug: "mobile-phones-home-test", parentId: main.id });
  const lagos = await createVendor({ displayName: "Ikeja Phones", state: "Lagos", city: "Ikeja" });
  const kano = await createVendor({ displayName: "Kurmi Gadgets", state: "Kano", city: "Kano" });
  const pending = await createVendor({ displayName: "Not Yet Approved Ltd", status: "PENDING", approvedAt: null });

  const newestSlugs: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const product = await createProduct({
      vendorId: lagos.id,
      categoryId: phones.id,
      title: `Tecno Spark 20 number ${index}`,
      createdAt: hoursAgo(20 + index),
    });
    await createProductImage(product.id, { alt: `Tecno Spark 20 number ${index}, front` });
    newestSlugs.push(product.slug);
  }
  const kanoSlugs: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const product = await createProduct({
      vendorId: kano.id,
      categoryId: phones.id,
      title: `Infinix Hot 40 in Kano ${index}`,
      state: "Kano",
      city: "Kano",
      createdAt: hoursAgo(40 + index),
    });
    await createProductImage(product.id);
    kanoSlugs.push(product.slug);
  }
  // Newer than all of them, yet not for the home page: no picture, a vendor not approved, a paused listing.
  const noPicture = await createProduct({
    vendorId: lagos.id,
    categoryId: phones.id,
    title: "Phone without a picture",
    createdAt: hoursAgo(1),
  });
  const hidden = await createProduct({
    vendorId: pending.id,
    categoryId: phones.id,
    title: "From a pending vendor",
    createdAt: hoursAgo(1),
  });
  await createProductImage(hidden.id);
  const paused = await createProduct({
    vendorId: lagos.id,
    categoryId: phones.id,
    title: "A paused listing",
    status: "PAUSED",
    createdAt: hoursAgo(1),
  });
  await createProductImage(paused.id);
  fixtures = {
    newestSlugs,
    noPictureSlug: noPicture.slug,
    pendingSlug: hidden.slug,
    pausedSlug: paused.slug,
    kanoSlugs,
  };
});

beforeEach(() => clearShortCaches());

describe("home page: today's prices", () => {
  it("shows each everyday item's typical price, unit and week's change, linking to its desk page", async () => {
    const cards = priceCards(await renderHome());
    expect(cards).toEqual([
      {
        href: "/pricedesk/search?item=rice-local-parboiled-50kg-bag",
        text: "Rice (local parboiled), 50kg bag ₦70,000.00 per 50kg bag ▲ up 17% this week",
      },
      {
        href: "/pricedesk/search?item=garri-white-50kg-bag",
        text: "Garri (white), 50kg bag ₦50,000.00 per 50kg bag steady this week",
      },
      { href: "/pricedesk/search?item=tomatoes-big-basket", text: "Tomatoes, big basket ₦46,000.00 per big basket" },
      {
        href: "/pricedesk/search?item=petrol-pms-litre",
        text: "Petrol (PMS), litre ₦900.00 per litre ▼ down 10% this week",
      },
      // Fewer than six everyday items have figures: the desk's most-checked item fills the row.
      { href: "/pricedesk/search?item=yam-medium-tuber", text: "Yam, medium tuber ₦3,250.00 per tuber" },
    ]);
  });

  it("shows the chosen state's figures, and says when an item's figure is nationwide", async () => {
    const markup = await renderHome({ state: "Kano" });
    expect(text(section(markup, "prices-heading"))).toContain("Typical prices in Kano from the Oja price desk.");
    const cards = priceCards(markup);
    expect(cards[0]).toEqual({
      href: "/pricedesk/search?item=rice-local-parboiled-50kg-bag&state=Kano",
      text: "Rice (local parboiled), 50kg bag ₦80,000.00 per 50kg bag",
    });
    expect(cards.find((card) => card.href.includes("petrol"))).toEqual({
      href: "/pricedesk/search?item=petrol-pms-litre",
      text: "Petrol (PMS), litre ₦900.00 per litre · nationwide ▼ down 10% this week",
    });
    expect(markup).toMatch(/<option value="Kano" selected="">Kano<\/option>/);
  });

  it("reads any query string calmly: a known state as people write it, anything else as all of Nigeria", async () => {
    for (const state of ["kano", " KANO ", ["Kano", "Lagos"]]) {
      expect(priceCards(await renderHome({ state }))[0]?.href).toBe(
        "/pricedesk/search?item=rice-local-parboiled-50kg-bag&state=Kano",
      );
    }
    for (const state of ["Atlantis", "<script>alert(1)</script>", "x".repeat(5_000), "", [], ["Atlantis", "Kano"]]) {
      const markup = await renderHome({ state });
      expect(text(section(markup, "prices-heading"))).toContain("Typical prices in Nigeria from the Oja price desk.");
      expect(markup).not.toContain("<script>alert");
    }
  });

  it("computes the week's change against the same 30-day figure a week earlier", async () => {
    const market = await getHomeMarket();
    const rice = market.prices.find((price) => price.item.slug === "rice-local-parboiled-50kg-bag");
    expect(rice).toMatchObject({ typicalKobo: 7_000_000, reportCount: 10, state: null, weekChangePercent: 17 });
    const kano = await getHomeMarket({ state: "Kano" });
    expect(kano.prices.find((price) => price.item.slug === "rice-local-parboiled-50kg-bag")).toMatchObject({
      typicalKobo: 8_000_000,
      reportCount: 3,
      state: "Kano",
      weekChangePercent: null,
    });
  });
});

describe("home page: on sale now", () => {
  it("shows the eight newest active listings with pictures, lazily loaded, linking to their product pages", async () => {
    const markup = await renderHome();
    const cards = productCards(markup);
    expect(cards.map((card) => card.href)).toEqual(
      fixtures.newestSlugs.slice(0, 8).map((slug) => `/market/product/${slug}`),
    );
    for (const card of cards) {
      expect(card.img).toMatch(/ src="\/media\/test\/[0-9a-f]+\/\d+\.webp"/);
      expect(card.img).toContain('loading="lazy"');
      expect(card.text).toMatch(/₦150,000\.00/);
    }
    for (const hidden of [fixtures.noPictureSlug, fixtures.pendingSlug, fixtures.pausedSlug])
      expect(markup).not.toContain(hidden);
    expect(section(markup, "on-sale-heading")).toContain('href="/market"');
  });

  it("shows the chosen state's listings, or the newest across Nigeria when it has too few", async () => {
    const kano = await renderHome({ state: "Kano" });
    expect(text(kano)).toContain("On sale now in Kano");
    expect(productCards(kano).map((card) => card.href)).toEqual(
      fixtures.kanoSlugs.map((slug) => `/market/product/${slug}`),
    );
    expect(section(kano, "on-sale-heading")).toContain('href="/market?state=Kano"');

    const ekiti = await renderHome({ state: "Ekiti" });
    expect(text(ekiti)).toContain("Few listings in Ekiti yet: here are the newest across Nigeria.");
    expect(productCards(ekiti)).toHaveLength(8);
  });
});

describe("home page: what it already had", () => {
  it("keeps the search, the categories and the other sections around the new ones", async () => {
    const page = text(await renderHome());
    for (const words of [
      "Buy, sell and check fair prices across Nigeria",
      "Shop by category",
      "Why people choose Oja",
      "Sell on Oja",
      "Stay safe when you trade",
    ]) {
      expect(page).toContain(words);
    }
    expect(page.indexOf("Today's prices")).toBeLessThan(page.indexOf("On sale now"));
    expect(page.indexOf("On sale now")).toBeLessThan(page.indexOf("Shop by category"));
  });

  it("leaves the not-found page's copy of home static: no prices, no listings, no query", () => {
    const page = renderToStaticMarkup(HomeContent({ notFoundPath: true }));
    expect(page).toContain("We could not find that page.");
    expect(page).not.toContain("Today&#x27;s prices");
    expect(page).not.toContain("On sale now");
  });
});
