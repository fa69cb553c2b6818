import { describe, expect, it } from "vitest";
import { nairaToKobo } from "@/lib/money";
import {
  filterCategoryOptions,
  goodsCategoryOptions,
  type CategoryNode,
} from "@/modules/categories/components/category-filter";
import {
  clearListingDraft,
  draftKey,
  hasDraftContent,
  loadListingDraft,
  saveListingDraft,
} from "@/modules/listings/components/listing-draft-storage";
import {
  farAboveMessage,
  HELD_ABOVE_PERCENT,
  isFarAbove,
  typicalSentence,
  type PriceInsightAnswer,
} from "@/modules/listings/components/listing-price-desk";
import {
  formatPriceTyping,
  priceTextFromKobo,
  typedPriceKobo,
} from "@/modules/listings/components/listing-price-format";
import { nairaPrice } from "@/modules/listings/listing-editor.inputs";
import { OUTLIER_FACTOR } from "@/modules/pricedesk/pricedesk-math";

/** Typing `keys` one at a time at the end of the box, as a phone keyboard does. */
function typeInto(keys: string): string {
  let text = "";
  for (const key of keys) text = formatPriceTyping(text + key).text;
  return text;
}

describe("price formatted as typed", () => {
  it("groups thousands and keeps up to two decimals", () => {
    expect(typeInto("1234.50")).toBe("₦1,234.50");
    expect(typeInto("1000000")).toBe("₦1,000,000");
    expect(typeInto("12.345")).toBe("₦12.34");
    expect(typeInto("007")).toBe("₦7");
    expect(typeInto(".5")).toBe("₦0.5");
    expect(formatPriceTyping("").text).toBe("");
    expect(formatPriceTyping("abc").text).toBe("");
  });

  it("folds Arabic-Indic digits and drops letters and a second point", () => {
    expect(formatPriceTyping("١٢٣٤").text).toBe("₦1,234");
    expect(formatPriceTyping("12a3.4.5").text).toBe("₦123.45");
  });

  it("keeps the caret after the digit just typed, not at the end", () => {
    // "₦1,234" with "5" typed after the "1": "₦15,234"? no: "₦1|,234" + "5" → "15234" → "₦15,234", caret after "5".
    const typed = formatPriceTyping("₦15,234", 3);
    expect(typed.text).toBe("₦15,234");
    expect(typed.caret).toBe(3);
    // Deleting the comma of "₦1,234" (caret after "1") leaves the number and the caret where they were.
    const deleted = formatPriceTyping("₦1234", 2);
    expect(deleted).toEqual({ text: "₦1,234", caret: 2 });
    // Typing a fourth digit at the end moves the caret past the new comma.
    expect(formatPriceTyping("₦1234", 5)).toEqual({ text: "₦1,234", caret: 6 });
    // Deleting everything before the caret puts it after the sign.
    expect(formatPriceTyping("₦", 1)).toEqual({ text: "", caret: 0 });
    expect(formatPriceTyping("₦0012", 3).caret).toBe(1);
  });

  it("what it shows is what the server parses", () => {
    for (const keys of ["1234.50", "99", "100000000", "0.01", "5000.5"]) {
      const text = typeInto(keys);
      const parsed = nairaToKobo(text, { maxKobo: 10_000_000_000 });
      expect(parsed.ok).toBe(true);
      expect(nairaPrice.safeParse(text).success).toBe(true);
      expect(typedPriceKobo(text)).toBe(parsed.ok ? parsed.kobo : null);
    }
    expect(typedPriceKobo("₦0")).toBeNull();
    expect(typedPriceKobo("")).toBeNull();
  });

  it("kobo back to the form's text", () => {
    expect(priceTextFromKobo(123_450)).toBe("₦1,234.50");
    expect(priceTextFromKobo(500_000)).toBe("₦5,000");
    expect(priceTextFromKobo(5)).toBe("₦0.05");
    expect(priceTextFromKobo(null)).toBe("");
  });
});

const tree: CategoryNode[] = [
  {
    id: "m1",
    name: "Phones & Tablets",
    kind: "GOODS",
    children: [
      { id: "s1", name: "Mobile Phones", kind: "GOODS" },
      { id: "s2", name: "Tablets", kind: "GOODS" },
    ],
  },
  {
    id: "m2",
    name: "Food & Groceries",
    kind: "GOODS",
    children: [
      { id: "s3", name: "Rice & Grains", kind: "GOODS" },
      { id: "s4", name: "Phone-cooked Meals", kind: "GOODS" },
    ],
  },
  {
    id: "m3",
    name: "Home Services",
    kind: "SERVICES",
    children: [{ id: "s5", name: "Phone Repair", kind: "SERVICES" }],
  },
];

describe("category typeahead", () => {
  const options = goodsCategoryOptions(tree);

  it("offers goods sub-categories only, with their main category", () => {
    expect(options.map((o) => o.id)).toEqual(["s1", "s2", "s3", "s4"]);
    expect(options[0]).toEqual({ id: "s1", name: "Mobile Phones", parentName: "Phones & Tablets" });
  });

  it("filters by every word typed, in the name or the main category, case and accents ignored", () => {
    expect(filterCategoryOptions(options, "").length).toBe(4);
    expect(filterCategoryOptions(options, "RICE").map((o) => o.id)).toEqual(["s3"]);
    expect(filterCategoryOptions(options, "tablets").map((o) => o.id)).toEqual(["s2", "s1"]);
    expect(filterCategoryOptions(options, "grocéries rice").map((o) => o.id)).toEqual(["s3"]);
    expect(filterCategoryOptions(options, "zzz")).toEqual([]);
  });

  it("puts names starting with the text first", () => {
    expect(filterCategoryOptions(options, "phone").map((o) => o.id)).toEqual(["s4", "s1", "s2"]);
  });
});

class MemoryStorage {
  readonly map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
}

describe("draft kept in sessionStorage per vendor", () => {
  it("saves, loads and clears a draft for one vendor only", () => {
    const store = new MemoryStorage();
    saveListingDraft(store, "v1", {
      values: { title: "Rice 50kg", price: "₦72,000" },
      photos: [{ id: "p1", url: "/m/p1.webp" }],
    });
    expect(loadListingDraft(store, "v1")).toEqual({
      values: { title: "Rice 50kg", price: "₦72,000" },
      photos: [{ id: "p1", url: "/m/p1.webp" }],
    });
    expect(loadListingDraft(store, "v2")).toBeNull();
    clearListingDraft(store, "v1");
    expect(loadListingDraft(store, "v1")).toBeNull();
  });

  it("ignores what it cannot trust and survives storage that throws", () => {
    const store = new MemoryStorage();
    store.setItem(draftKey("v1"), "{not json");
    expect(loadListingDraft(store, "v1")).toBeNull();
    store.setItem(
      draftKey("v1"),
      JSON.stringify({
        v: 1,
        values: { title: "ok", stock: 5, evil: { a: 1 } },
        photos: [{ id: 1 }, { id: "p", url: "/u" }],
      }),
    );
    expect(loadListingDraft(store, "v1")).toEqual({ values: { title: "ok" }, photos: [{ id: "p", url: "/u" }] });
    const full = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => saveListingDraft(full, "v1", { values: {}, photos: [] })).not.toThrow();
    expect(loadListingDraft(full, "v1")).toBeNull();
    expect(() => clearListingDraft(full, "v1")).not.toThrow();
    expect(loadListingDraft(null, "v1")).toBeNull();
  });

  it("an untouched form is not a draft worth restoring", () => {
    expect(hasDraftContent({ values: { title: "", condition: "NEW", unit: "PIECE" }, photos: [] })).toBe(false);
    expect(hasDraftContent({ values: { title: "R" }, photos: [] })).toBe(true);
    expect(hasDraftContent(null)).toBe(false);
  });
});

describe("price desk hints", () => {
  const stats = (state: string, count: number) => ({
    state,
    overall: {
      count,
      typical: { formatted: "₦70,000" },
      low: { formatted: "₦60,000" },
      high: { formatted: "₦80,000" },
    },
  });

  it("typical in the listing's state with enough reports, else Lagos", () => {
    expect(typicalSentence(stats("Kano", 5), stats("Lagos", 20))).toBe(
      "typical in Kano ₦70,000 (low ₦60,000, high ₦80,000)",
    );
    expect(typicalSentence(stats("Kano", 4), stats("Lagos", 20))).toBe(
      "typical in Lagos ₦70,000 (low ₦60,000, high ₦80,000)",
    );
    expect(
      typicalSentence(null, { state: "Lagos", overall: { count: 0, typical: null, low: null, high: null } }),
    ).toBeNull();
  });

  it("warns at the desk's own holding threshold (more than 3× typical)", () => {
    expect(HELD_ABOVE_PERCENT).toBe((OUTLIER_FACTOR - 1) * 100);
    const insight = (direction: "ABOVE" | "BELOW", percent: number): PriceInsightAnswer => ({
      direction,
      percentFromTypical: percent,
      sampleSize: 9,
      state: "Lagos",
      typical: { formatted: "₦70,000" },
    });
    expect(isFarAbove(insight("ABOVE", 201))).toBe(true);
    expect(isFarAbove(insight("ABOVE", 200))).toBe(false);
    expect(isFarAbove(insight("BELOW", 300))).toBe(false);
    expect(isFarAbove(null)).toBe(false);
    expect(farAboveMessage(insight("ABOVE", 250))).toContain("held for review");
  });
});
