import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  bulkUpdateInput,
  keptCompareAt,
  listingInput,
  listingMessages,
  listingPriceProblem,
} from "@/modules/listings/listing-editor.inputs";

const category = "3f2b5f0e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const base = {
  title: "Tecno Spark 20",
  categoryId: category,
  condition: "NEW",
  unit: "PIECE",
  price: "₦1,234.50",
  stock: "3",
  state: "Lagos",
  city: "Ikeja",
};

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = z.safeParse(listingInput, { ...base, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("listingInput", () => {
  it("reads a price as typed, Arabic-Indic digits included, into kobo", () => {
    expect(listingInput.parse(base).priceKobo).toBe(123_450);
    expect(listingInput.parse({ ...base, price: "1234.5" }).priceKobo).toBe(123_450);
    expect(listingInput.parse({ ...base, price: "₦١٬٢٣٤٫٥٠".replace("٬", ",").replace("٫", ".") }).priceKobo).toBe(
      123_450,
    );
    expect(listingInput.parse({ ...base, price: "100,000,000" }).priceKobo).toBe(10_000_000_000);
    expect(listingInput.parse({ ...base, stock: "١٢" }).stock).toBe(12);
  });

  it("refuses prices ≤ 0, above ₦100,000,000 or with more than two decimals, each with its message", () => {
    expect(errorsOf({ price: "0" })).toEqual({ price: listingMessages.priceZero });
    expect(errorsOf({ price: "-5" })).toEqual({ price: listingMessages.priceZero });
    expect(errorsOf({ price: "100,000,000.01" })).toEqual({ price: listingMessages.priceHigh });
    expect(errorsOf({ price: "12.345" })).toEqual({ price: listingMessages.priceDecimals });
    expect(errorsOf({ price: "twelve" })).toEqual({ price: listingMessages.price });
  });

  it("wants the compare-at price above the price", () => {
    expect(errorsOf({ compareAtPrice: "1,000" })).toEqual({ compareAtPrice: listingMessages.compareAt });
    expect(errorsOf({ compareAtPrice: "1,234.50" })).toEqual({ compareAtPrice: listingMessages.compareAt });
    expect(listingInput.parse({ ...base, compareAtPrice: "1,500" }).compareAtKobo).toBe(150_000);
    expect(listingInput.parse({ ...base, compareAtPrice: "" }).compareAtKobo).toBeNull();
  });

  it("takes null for the optional fields a GraphQL client leaves empty (unit quantity becomes one)", () => {
    const parsed = listingInput.parse({
      ...base,
      unitQuantity: null,
      unitLabel: null,
      compareAtPrice: null,
      description: null,
      priceItemId: null,
    });
    expect(parsed).toMatchObject({
      unitQuantity: 1,
      unitLabel: null,
      compareAtKobo: null,
      description: "",
      priceItemId: null,
    });
    expect(errorsOf({ unitQuantity: 0 })).toEqual({ unitQuantity: listingMessages.unitQuantity });
  });

  it("refuses fractional and negative stock", () => {
    expect(errorsOf({ stock: "1.5" })).toEqual({ stock: listingMessages.stock });
    expect(errorsOf({ stock: -1 })).toEqual({ stock: listingMessages.stock });
    expect(errorsOf({ stock: 2.5 })).toEqual({ stock: listingMessages.stock });
    expect(listingInput.parse({ ...base, stock: 0 }).stock).toBe(0);
  });

  it("titles: 3–120 characters trimmed; 1 and 500 refused; markup kept as text", () => {
    expect(errorsOf({ title: "A" })).toEqual({ title: "Title should be at least 3 characters" });
    expect(errorsOf({ title: "x".repeat(500) })).toEqual({ title: "Title should be at most 120 characters" });
    expect(listingInput.parse({ ...base, title: "  <b>Ofada</b> rice 🍚  " }).title).toBe("<b>Ofada</b> rice 🍚");
    expect(listingInput.parse({ ...base, description: "<script>alert(1)</script>" }).description).toBe(
      "<script>alert(1)</script>",
    );
    expect(errorsOf({ description: "x".repeat(5_001) })).toEqual({
      description: "Description should be at most 5,000 characters",
    });
  });

  it("needs a store or a state and city; at most 8 photos; known enums", () => {
    expect(errorsOf({ state: null, city: null })).toEqual({ state: listingMessages.state, city: listingMessages.city });
    expect(listingInput.parse({ ...base, state: null, city: null, storeId: category }).storeId).toBe(category);
    expect(errorsOf({ state: "Atlantis" })).toEqual({ state: listingMessages.state });
    expect(errorsOf({ imageIds: Array.from({ length: 9 }, () => category) })).toEqual({
      imageIds: listingMessages.images,
    });
    expect(errorsOf({ unit: "TONNE" })).toEqual({ unit: listingMessages.unit });
    expect(errorsOf({ categoryId: "rice" })).toEqual({ categoryId: listingMessages.category });
  });
});

describe("bulkUpdateInput", () => {
  it("takes a status or a percentage from −90 to +500 with at most two decimals", () => {
    expect(bulkUpdateInput.parse({ ids: [category], priceChangePercent: 12.5 }).change).toEqual({
      priceChangePercent: 12.5,
    });
    expect(bulkUpdateInput.parse({ ids: [category], status: "ARCHIVE" }).change).toEqual({ status: "ARCHIVE" });
    for (const bad of [-90.01, 500.01, 1.005, 0])
      expect(z.safeParse(bulkUpdateInput, { ids: [category], priceChangePercent: bad }).success).toBe(false);
    expect(z.safeParse(bulkUpdateInput, { ids: [category] }).success).toBe(false);
    expect(z.safeParse(bulkUpdateInput, { ids: [], status: "PUBLISH" }).success).toBe(false);
  });
});

describe("the listing price rule", () => {
  it("is one rule in kobo, with the form's messages", () => {
    expect(listingPriceProblem(1)).toBeNull();
    expect(listingPriceProblem(10_000_000_000)).toBeNull();
    expect(listingPriceProblem(0)).toBe(listingMessages.priceZero);
    expect(listingPriceProblem(-5)).toBe(listingMessages.priceZero);
    expect(listingPriceProblem(10_000_000_001)).toBe(listingMessages.priceHigh);
    expect(listingPriceProblem(12.5)).toBe(listingMessages.priceDecimals);
  });

  it("keeps the price before only while it is above the price", () => {
    expect(keptCompareAt(2_000, 1_000)).toBe(2_000);
    expect(keptCompareAt(1_000, 1_000)).toBeNull();
    expect(keptCompareAt(null, 1_000)).toBeNull();
  });
});
