import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ProductCard as ProductCardData, ServiceCard as ServiceCardData } from "@/modules/listings/listings.types";
import { pricePerUnitKobo, priceUnitPhrase, unitCount, unitName } from "@/modules/listings/components/listing-units";
import { ProductCard } from "@/modules/listings/components/product-card";
import { ServiceCard } from "@/modules/market/components/offering-card";

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

describe("priceUnitPhrase", () => {
  it("names what one price buys in the words of the listing (the desk item's unit for a linked one)", () => {
    expect(priceUnitPhrase({ unit: "PACK", unitLabel: "carton of 40", unitQuantity: 1 })).toBe("per carton of 40");
    expect(priceUnitPhrase({ unit: "PIECE", unitLabel: "25-litre keg", unitQuantity: 1 })).toBe("per 25-litre keg");
    expect(priceUnitPhrase({ unit: "BAG_50KG", unitLabel: null, unitQuantity: 1 })).toBe("per 50kg bag");
    expect(priceUnitPhrase({ unit: "DERICA", unitLabel: "  ", unitQuantity: 1 })).toBe("per derica");
  });

  it("says nothing for a single piece, where a unit says nothing", () => {
    expect(priceUnitPhrase({ unit: "PIECE", unitLabel: null, unitQuantity: 1 })).toBeNull();
    expect(priceUnitPhrase({ unit: "PIECE", unitLabel: "piece", unitQuantity: 1 })).toBeNull();
    // One of the thing the title names: "₦1,750,000.00 per phone" would only repeat the title.
    expect(priceUnitPhrase({ unit: "PIECE", unitLabel: "phone", unitQuantity: 1 })).toBeNull();
    expect(priceUnitPhrase({ unit: "PIECE", unitLabel: "square metre", unitQuantity: 1 })).toBe("per square metre");
    expect(priceUnitPhrase({ unit: "PIECE", unitLabel: "20-tonne tipper", unitQuantity: 1 })).toBe(
      "per 20-tonne tipper",
    );
    expect(priceUnitPhrase({ unit: "PAIR", unitLabel: null, unitQuantity: 1 })).toBe("per pair");
  });

  it("says how many when a price buys several of the unit", () => {
    expect(priceUnitPhrase({ unit: "PIECE", unitLabel: "chick", unitQuantity: 50 })).toBe("for 50 chicks");
    expect(priceUnitPhrase({ unit: "PIECE", unitLabel: null, unitQuantity: 3 })).toBe("for 3 pieces");
    expect(unitCount(5, "derica")).toBe("5 derica");
    expect(unitCount(2, "carton of 40")).toBe("2 cartons of 40");
    expect(unitCount(2, "6 yards")).toBe("2 × 6 yards");
    expect(unitCount(3, "bunch")).toBe("3 bunches");
    expect(unitCount(10, "50kg bag")).toBe("10 × 50kg bag");
    expect(unitCount(1, "tuber")).toBe("1 tuber");
    expect(pricePerUnitKobo(5_200_000, 50)).toBe(104_000);
    expect(pricePerUnitKobo(333, 1)).toBe(333);
    expect(unitName({ unit: "KG", unitLabel: null })).toBe("kg");
  });
});

const card: ProductCardData = {
  id: "p1",
  slug: "groundnut-oil-25-litres-x1",
  title: "Groundnut oil, 25 litres",
  priceKobo: 9_500_000,
  compareAtKobo: null,
  condition: "NEW",
  unit: "PIECE",
  unitLabel: "25-litre keg",
  unitQuantity: 1,
  state: "Lagos",
  city: "Ikeja",
  stock: 4,
  image: null,
  vendorId: "v1",
  categoryId: "c1",
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("ProductCard", () => {
  it("prices a linked listing in the desk item's unit: per 25-litre keg, never per piece", () => {
    const markup = html(createElement(ProductCard, { product: card }));
    expect(markup).toContain("₦95,000.00");
    expect(markup).toContain("per 25-litre keg");
    expect(markup).not.toContain("piece");
  });

  it("prices a carton per carton and a box of chicks for all of them", () => {
    expect(
      html(
        createElement(ProductCard, {
          product: { ...card, title: "Indomie 70g, carton of 40", unit: "PACK", unitLabel: "carton of 40" },
        }),
      ),
    ).toContain("per carton of 40");
    expect(
      html(
        createElement(ProductCard, {
          product: { ...card, title: "50 day-old broiler chicks", unitLabel: "chick", unitQuantity: 50 },
        }),
      ),
    ).toContain("for 50 chicks");
  });
});

const service: ServiceCardData = {
  id: "s1",
  slug: "floor-and-wall-tiling-x1",
  title: "Floor and wall tiling",
  description: "Level floors, tight joints.",
  priceFromKobo: 225_000,
  rate: "SQUARE_METRE",
  areaServed: "Ikeja and Yaba",
  areas: [{ state: "Lagos", city: "Ikeja" }],
  availability: {},
  state: "Lagos",
  city: "Ikeja",
  vendorId: "v1",
  categoryId: "c1",
};

describe("ServiceCard", () => {
  it("says what the from-price is for, in the service's own unit", () => {
    const markup = html(createElement(ServiceCard, { service }));
    expect(markup).toMatch(
      /From <\/span><span class="font-bold">₦2,250.00<\/span> <span[^>]*>per square metre<\/span>/,
    );
    expect(markup).not.toContain("per job");
    expect(html(createElement(ServiceCard, { service: { ...service, rate: "HEAD" } }))).toContain("per head");
    expect(html(createElement(ServiceCard, { service: { ...service, rate: "VISIT" } }))).toContain("per visit");
  });
});
