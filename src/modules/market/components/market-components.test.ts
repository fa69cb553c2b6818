import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MarketSearch } from "@/modules/market/market.inputs";
import type { ProductDetail, ProductPage } from "@/modules/market/market.types";
import type { CategoryTree } from "@/modules/categories/categories.types";
import type { ImageView } from "@/modules/media/media.types";
import type { VendorSummary } from "@/modules/vendors/vendors.types";
import { placeLabel } from "@/lib/nigeria";
import {
  categoryFacetsFor,
  effectiveSort,
  findInTree,
  isPlainFirstPage,
  withKnownCategory,
} from "@/modules/market/components/market-state";
import { marketHref } from "@/modules/market/components/market-url";
import { OfferInsight } from "@/modules/market/components/offer-insight";
import { pageWindow, Pagination } from "@/modules/market/components/pagination";
import { Price, savingPercent } from "@/modules/listings/components/price";
import { ProductImage } from "@/modules/listings/components/product-image";
import { JsonLd, koboToDecimal, productJsonLd } from "@/modules/market/components/product-json-ld";
import { hasSizes } from "@/modules/market/components/size-guide-link";
import { toInches } from "@/modules/pages/size-guide-tables";
import { formatTime, OpeningHours } from "@/modules/vendors/components/opening-hours";
import { SellerCard } from "@/modules/vendors/components/seller-card";
import { parseStorePage } from "@/modules/vendors/components/store-page-params";
import { displayPhone } from "@/modules/vendors/components/store-list";

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

const image: ImageView = {
  id: "img-1",
  sources: [160, 320, 480, 768].map((width) => ({ width, url: `/media/i/abc/${width}.webp` })),
  width: 1080,
  height: 1080,
  placeholder: "#1c5e49",
  alt: "Bag of rice",
};

describe("marketHref", () => {
  it("keeps the other filters, drops empty values and goes back to page 1 when a filter changes", () => {
    const query = { q: "rice", state: "Lagos", page: "3", min: "" };
    expect(marketHref("/market", query, { sort: "PRICE_ASC" })).toBe("/market?q=rice&state=Lagos&sort=PRICE_ASC");
    expect(marketHref("/market", query, { page: "4" })).toBe("/market?q=rice&state=Lagos&page=4");
    expect(marketHref("/market", query, { page: "1" })).toBe("/market?q=rice&state=Lagos");
    expect(marketHref("/market", {}, {})).toBe("/market");
  });

  it("encodes what people type", () => {
    expect(marketHref("/market/product", { q: "garri & beans", state: "FCT Abuja" })).toBe(
      "/market/product?q=garri+%26+beans&state=FCT+Abuja",
    );
  });
});

describe("pageWindow", () => {
  it("shows the first, the last and the neighbours of the current page", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, "gap", 5]);
    expect(pageWindow(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    // A gap of one page shows the page instead of "…".
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, "gap", 10]);
    expect(pageWindow(10, 10)).toEqual([1, "gap", 9, 10]);
  });
});

describe("Pagination", () => {
  it("links previous and next with rel attributes and marks the current page", () => {
    const markup = html(
      createElement(Pagination, { pathname: "/market", query: { state: "Lagos" }, page: 2, pageSize: 24, total: 100 }),
    );
    expect(markup).toMatch(/<a rel="prev"[^>]*href="\/market\?state=Lagos"/);
    expect(markup).toMatch(/<a rel="next"[^>]*href="\/market\?state=Lagos&amp;page=3"/);
    expect(markup).toMatch(/aria-current="page"[^>]*><span class="sr-only">Page <\/span>2/);
    expect(markup).toContain("Page 2 of 5");
  });

  it("renders nothing for a single page", () => {
    expect(html(createElement(Pagination, { pathname: "/market", query: {}, page: 1, pageSize: 24, total: 24 }))).toBe(
      "",
    );
  });
});

describe("Price", () => {
  it("formats naira, strikes the compare-at price and shows the saving", () => {
    expect(savingPercent(750_000, 1_000_000)).toBe(25);
    expect(savingPercent(1_000_000, 1_000_000)).toBeNull();
    expect(savingPercent(1_000_000, 900_000)).toBeNull();
    expect(savingPercent(500, null)).toBeNull();
    const markup = html(createElement(Price, { priceKobo: 123_450, compareAtKobo: 150_000, unit: "per 50kg bag" }));
    expect(markup).toContain("₦1,234.50");
    expect(markup).toContain('<s class="text-primary/75"><span class="sr-only">Was </span>₦1,500.00</s>');
    expect(markup).toContain("Save 18%");
    expect(markup).toContain("per 50kg bag");
    expect(html(createElement(Price, { priceKobo: 100, unit: null }))).not.toContain("per");
  });
});

describe("ProductImage", () => {
  it("offers every WebP rendition in srcset, with size, placeholder colour and lazy loading", () => {
    const markup = html(createElement(ProductImage, { image, sizes: "50vw" }));
    expect(markup).toContain(
      'srcSet="/media/i/abc/160.webp 160w, /media/i/abc/320.webp 320w, /media/i/abc/480.webp 480w, /media/i/abc/768.webp 768w"',
    );
    expect(markup).toContain('src="/media/i/abc/480.webp"');
    expect(markup).toContain('width="1080" height="1080"');
    expect(markup).toContain('loading="lazy"');
    expect(markup).toContain('decoding="async"');
    expect(markup).toContain("background-color:#1c5e49");
    expect(markup).not.toContain("fetchPriority");
    expect(markup).toContain('alt="Bag of rice"');
  });

  it("loads the LCP image eagerly with high priority", () => {
    const markup = html(createElement(ProductImage, { image, sizes: "100vw", priority: true }));
    expect(markup).toContain('loading="eager"');
    expect(markup).toMatch(/fetchPriority="high"/i);
  });

  it("says so when there is no photo", () => {
    expect(html(createElement(ProductImage, { image: null, sizes: "100vw" }))).toContain('aria-label="No photo yet"');
  });
});

const vendor: VendorSummary = {
  id: "v1",
  slug: "mama-nkechi-foods-a1b2c3",
  displayName: "Sold by Mama Nkechi Foods",
  kind: "STORE",
  state: "Lagos",
  city: "Mile 12",
  approved: true,
  ratingAverage: 4.56,
  ratingCount: 23,
  since: "2024-03-15T10:00:00.000Z",
  contact: { visibility: "HIDDEN", phone: null },
};

describe("SellerCard", () => {
  it("strips the 'Sold by' prefix and shows kind, rating, since and location with a store link", () => {
    const markup = html(createElement(SellerCard, { vendor }));
    expect(markup).toContain("Mama Nkechi Foods");
    expect(markup).not.toContain("Sold by");
    expect(markup).toContain("Store");
    expect(markup).toContain("4.6");
    expect(markup).toContain("(23 reviews)");
    expect(markup).toContain("March 2024");
    expect(markup).toContain("Mile 12, Lagos");
    expect(markup).toContain('href="/market/store/mama-nkechi-foods-a1b2c3"');
  });

  it("says 'No reviews yet' without reviews", () => {
    expect(html(createElement(SellerCard, { vendor: { ...vendor, ratingAverage: null, ratingCount: 0 } }))).toContain(
      "No reviews yet",
    );
  });
});

describe("OfferInsight", () => {
  const insight = {
    item: { id: "i1", slug: "rice-local-50kg", name: "Rice (local), 50kg bag", unitLabel: "50kg bag" },
    state: "Lagos",
    typicalKobo: 6_300_000,
    percentFromTypical: 12,
    direction: "ABOVE" as const,
    sampleSize: 41,
  };

  it("states the typical price in the state and how far the offer is from it, with a desk link", () => {
    const text = html(createElement(OfferInsight, { insight })).replace(/<[^>]+>/g, "");
    expect(text).toContain("Typical price in Lagos: ₦63,000.00 per 50kg bag.");
    expect(text).toContain("This offer is 12% above it.");
    expect(text).toContain("Based on 41 recent reports");
    expect(html(createElement(OfferInsight, { insight }))).toContain('href="/pricedesk/search?item=rice-local-50kg"');
  });

  it("handles offers below and at the typical price", () => {
    const below = html(
      createElement(OfferInsight, { insight: { ...insight, percentFromTypical: -8, direction: "BELOW" } }),
    ).replace(/<[^>]+>/g, "");
    expect(below).toContain("This offer is 8% below it.");
    const at = html(
      createElement(OfferInsight, { insight: { ...insight, percentFromTypical: 0, direction: "AT" } }),
    ).replace(/<[^>]+>/g, "");
    expect(at).toContain("This offer is at the typical price.");
  });
});

describe("opening hours", () => {
  it("writes times as on a shop front", () => {
    expect(formatTime("08:00")).toBe("8:00am");
    expect(formatTime("12:30")).toBe("12:30pm");
    expect(formatTime("18:45")).toBe("6:45pm");
    expect(formatTime("00:15")).toBe("12:15am");
    expect(formatTime("late")).toBe("late");
  });

  it("marks today's row and shows closed days", () => {
    const markup = html(
      createElement(OpeningHours, {
        hours: { mon: { open: "08:00", close: "18:00" } },
        caption: "Hours",
        now: new Date("2026-03-02T10:00:00Z"),
      }),
    );
    expect(markup).toContain('<caption class="sr-only">Hours</caption>');
    expect(markup).toMatch(/<tr aria-current="date"[^>]*><th scope="row"[^>]*>Monday/);
    expect(markup).toContain("8:00am – 6:00pm");
    expect(markup.match(/Closed/g)).toHaveLength(6);
  });
});

describe("small helpers", () => {
  it("formats places, phones, inches and kobo", () => {
    expect(placeLabel("Ikeja", "Lagos")).toBe("Ikeja, Lagos");
    expect(placeLabel("Enugu", "Enugu")).toBe("Enugu");
    expect(placeLabel(null, "Kano")).toBe("Kano");
    expect(placeLabel("", "")).toBe("");
    expect(displayPhone("+2348031234567")).toBe("0803 123 4567");
    expect(displayPhone("0803")).toBe("0803");
    expect(toInches(91.44)).toBe("36");
    expect(toInches(88)).toBe("34½");
    expect(koboToDecimal(123_450)).toBe("1234.50");
    expect(koboToDecimal(5)).toBe("0.05");
    expect(koboToDecimal(9_007_199_254_740_991)).toBe("90071992547409.91");
  });

  it("links the size guide from fashion and children's clothing only", () => {
    expect(hasSizes("mens-clothing", "fashion")).toBe(true);
    expect(hasSizes("kids-clothing", "baby-kids")).toBe(true);
    expect(hasSizes("rice-grains", "foodstuff-groceries")).toBe(false);
    expect(hasSizes(null, undefined)).toBe(false);
  });

  it("reads the store page number without ever failing", () => {
    expect(parseStorePage({})).toEqual({ page: 1, messages: [] });
    expect(parseStorePage({ page: "3" })).toEqual({ page: 3, messages: [] });
    expect(parseStorePage({ page: ["2", "9"] })).toEqual({ page: 2, messages: [] });
    expect(parseStorePage({ page: "-1" }).page).toBe(1);
    expect(parseStorePage({ page: "abc" }).messages).toHaveLength(1);
    expect(parseStorePage({ page: "1000000" })).toEqual({ page: 10_000, messages: ["Page numbers stop at 10,000."] });
  });
});

describe("product JSON-LD", () => {
  const product = {
    id: "p1",
    slug: "rice-50kg-x1",
    title: "Rice </script><script>alert(1)</script>",
    description: "Stone-free",
    priceKobo: 6_300_050,
    compareAtKobo: null,
    condition: "FOREIGN_USED",
    unit: "BAG_50KG",
    unitLabel: null,
    unitQuantity: 1,
    state: "Lagos",
    city: "Mile 12",
    stock: 0,
    image,
    images: [image],
    vendorId: "v1",
    categoryId: "c1",
    createdAt: "2026-01-01T00:00:00.000Z",
    vendor,
    category: {
      id: "c1",
      slug: "rice-grains",
      name: "Rice & Grains",
      kind: "GOODS",
      parentId: "c0",
      description: null,
    },
    parentCategory: {
      id: "c0",
      slug: "foodstuff-groceries",
      name: "Foodstuff & Groceries",
      kind: "GOODS",
      parentId: null,
      description: null,
    },
    priceItemId: null,
  } satisfies ProductDetail;

  it("describes the offer in NGN with availability, condition, seller and absolute URLs", () => {
    const data = productJsonLd(product, (path) => `https://oja.ng${path}`);
    expect(data).toMatchObject({
      "@type": "Product",
      category: "Foodstuff & Groceries > Rice & Grains",
      image: ["https://oja.ng/media/i/abc/768.webp"],
      offers: {
        "@type": "Offer",
        url: "https://oja.ng/market/product/rice-50kg-x1",
        price: "63000.50",
        priceCurrency: "NGN",
        availability: "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/UsedCondition",
        seller: { name: "Mama Nkechi Foods" },
      },
    });
  });

  it("cannot be broken out of its script tag by a listing's text", () => {
    const markup = html(createElement(JsonLd, { data: productJsonLd(product, (path) => path) }));
    expect(markup.match(/<script/g)).toHaveLength(1);
    expect(markup).toContain("\\u003c/script\\u003e");
  });
});

describe("listing state", () => {
  const tree: CategoryTree[] = [
    {
      id: "m1",
      slug: "fashion",
      name: "Fashion",
      kind: "GOODS",
      parentId: null,
      description: null,
      children: [
        { id: "s1", slug: "shoes", name: "Shoes", kind: "GOODS", parentId: "m1", description: null },
        { id: "s2", slug: "bags", name: "Bags", kind: "GOODS", parentId: "m1", description: null },
      ],
    },
  ];
  const search = (over: Partial<MarketSearch> = {}): MarketSearch => ({
    filters: {},
    page: 1,
    pageSize: 24,
    values: {},
    messages: [],
    ...over,
  });
  const result: ProductPage = {
    items: [],
    nextCursor: null,
    page: 1,
    pageSize: 24,
    total: 9,
    facets: {
      categories: [
        { value: "shoes", label: "Shoes", count: 6, parent: "fashion" },
        { value: "bags", label: "Bags", count: 3, parent: "fashion" },
        { value: "rice-grains", label: "Rice & Grains", count: 4, parent: "foodstuff-groceries" },
      ],
      states: [],
      mainCategories: [{ value: "fashion", label: "Fashion", count: 9 }],
    },
  };

  it("finds main and sub-categories in the tree", () => {
    expect(findInTree(tree, "bags")?.main.slug).toBe("fashion");
    expect(findInTree(tree, "fashion")?.category.slug).toBe("fashion");
    expect(findInTree(tree, "nope")).toBeNull();
  });

  it("drops an unknown category with a note", () => {
    const checked = withKnownCategory(
      search({ filters: { category: "nope", state: "Lagos" }, values: { category: "nope", state: "Lagos" } }),
      tree,
    );
    expect(checked.filters).toEqual({ state: "Lagos" });
    expect(checked.values).toEqual({ state: "Lagos" });
    expect(checked.messages).toEqual(["We do not have that category, so all categories are shown."]);
    const known = search({ filters: { category: "shoes" }, values: { category: "shoes" } });
    expect(withKnownCategory(known, tree)).toBe(known);
  });

  it("offers main categories, then the sub-categories of the chosen one", () => {
    expect(categoryFacetsFor(result, tree, undefined).map((facet) => facet.value)).toEqual(["fashion"]);
    expect(categoryFacetsFor(result, tree, "fashion").map((facet) => facet.value)).toEqual(["shoes", "bags"]);
    expect(categoryFacetsFor(result, tree, "bags").map((facet) => facet.value)).toEqual(["shoes", "bags"]);
  });

  it("sorts by newest without search words and knows the plain first page", () => {
    expect(effectiveSort(search())).toBe("NEWEST");
    expect(effectiveSort(search({ filters: { query: "rice" } }))).toBe("RELEVANCE");
    expect(effectiveSort(search({ filters: { sort: "PRICE_ASC" } }))).toBe("PRICE_ASC");
    expect(isPlainFirstPage(search())).toBe(true);
    expect(isPlainFirstPage(search({ page: 2 }))).toBe(false);
    expect(isPlainFirstPage(search({ values: { state: "Lagos" } }))).toBe(false);
  });
});
