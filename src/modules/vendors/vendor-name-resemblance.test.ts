import { describe, expect, it } from "vitest";
import { nameKey, namesResemble, resembledNames, resemblesOja } from "@/modules/vendors/vendor-name-resemblance";

describe("names that pass for another", () => {
  it("forgets case, spacing, punctuation, accents and look-alike letters", () => {
    expect(nameKey("  Mama NGOZI's  Kitchen! ")).toBe(nameKey("mama ngozis kitchen"));
    expect(nameKey("Ọjà")).toBe(nameKey("Oja"));
    expect(nameKey("0JA")).toBe(nameKey("oja"));
    expect(nameKey("Оја")).toBe(nameKey("Oja")); // Cyrillic О and ј
    expect(nameKey("Kano Grains")).toBe(nameKey("Kano Graıns"));
  });

  it("allows a small distance that grows with the name, and none for short names", () => {
    expect(namesResemble("Mama Nkechi Provisions", "Mama Nkechi Provision")).toBe(true);
    expect(namesResemble("Mama Nkechi Provisions", "Mama Nkechi Pr0visi0ns")).toBe(true);
    expect(namesResemble("Ade Foods", "Ada Foods")).toBe(true);
    expect(namesResemble("Ade", "Ada")).toBe(false);
    expect(namesResemble("Kano Grains Depot", "Aba Shoe Makers")).toBe(false);
    expect(namesResemble("Computer Village Hub", "Computer Village Phones")).toBe(false);
  });

  it("flags Oja's own names and 'Oja' with an official word, not every business with oja in its name", () => {
    for (const name of [
      "Oja",
      "OJA Support",
      "Oja Official Support Desk",
      "0ja  Help-Desk",
      "Oja Customer Care",
      "Ojja Support",
    ])
      expect(resemblesOja(name), name).toBe(true);
    for (const name of ["Oja Oba Fresh Foods", "Mama Ojo Provisions", "Kano Grains Depot"])
      expect(resemblesOja(name), name).toBe(false);
  });

  it("lists Oja first, then the approved names it resembles, once each", () => {
    expect(resembledNames("Oja Team", ["Oja Team", "Oja Team", "Ade Foods"])).toEqual(["Oja", "Oja Team"]);
    expect(resembledNames("Ada Foods", ["Ade Foods", "Kano Grains Depot"])).toEqual(["Ade Foods"]);
    expect(resembledNames("Jos Potato Farm", ["Ade Foods"])).toEqual([]);
  });
});
