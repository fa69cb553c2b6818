import { describe, expect, it } from "vitest";
import { containsTypedWords, typedWords, wordForms } from "@/lib/exact-words";

describe("wordForms", () => {
  it.each([
    ["generator", ["generator", "generators"]],
    ["generators", ["generators", "generator"]],
    ["tiles", ["tiles", "tile"]],
    ["tile", ["tile", "tiles"]],
    ["batteries", ["batteries", "battery"]],
    ["battery", ["battery", "batteries", "batterys"]],
    ["boxes", ["boxes", "boxe", "box"]],
    ["tomato", ["tomato", "tomatoes", "tomatos"]],
    ["glass", ["glass", "glasses"]],
    ["128gb", ["128gb"]],
    ["2nd", ["2nd"]],
    ["gas", ["gas", "gases"]],
  ])("%s → %j", (word, forms) => {
    expect(wordForms(word)).toEqual(forms);
  });

  it("never keeps a derived word together with its root", () => {
    expect(wordForms("generator")).not.toContain("generation");
    expect(wordForms("iron")).not.toContain("ironing");
    expect(wordForms("tiles")).not.toContain("tiled");
    expect(wordForms("charger")).not.toContain("charging");
  });
});

describe("typedWords", () => {
  it("keeps the words asked for, without excluded words, the or operator, quotes or repeats", () => {
    expect(typedWords('"Bag of rice" or beans -ofada Rice')).toEqual(["bag", "of", "rice", "beans"]);
    expect(typedWords("Wi-Fi Ọ̀yọ́")).toEqual(["wi", "fi", "oyo"]);
    expect(typedWords("  ")).toEqual([]);
    expect(typedWords("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("containsTypedWords", () => {
  it("needs every word in one of its forms, the last one also as a prefix when asked", () => {
    expect(containsTypedWords("Sumec Firman 2.5kVA generator", ["generators"])).toBe(true);
    expect(containsTypedWords("Apple iPad 9th generation", ["generator"])).toBe(false);
    expect(containsTypedWords("Samsung Galaxy S23", ["samsung", "gal"])).toBe(false);
    expect(containsTypedWords("Samsung Galaxy S23", ["samsung", "gal"], { lastIsPrefix: true })).toBe(true);
    expect(containsTypedWords("Samsung Galaxy S23", [])).toBe(false);
  });
});
