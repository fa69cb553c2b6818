import { describe, expect, it } from "vitest";
import { nigerianStates } from "@/lib/nigeria";
import { isLgaOf, lgasOf, nigerianLgas } from "@/lib/nigerian-lgas";

// The official count of local government areas per state (1999 Constitution, First Schedule, Part I).
const officialCounts: Record<(typeof nigerianStates)[number], number> = {
  Abia: 17,
  Adamawa: 21,
  "Akwa Ibom": 31,
  Anambra: 21,
  Bauchi: 20,
  Bayelsa: 8,
  Benue: 23,
  Borno: 27,
  "Cross River": 18,
  Delta: 25,
  Ebonyi: 13,
  Edo: 18,
  Ekiti: 16,
  Enugu: 17,
  "FCT Abuja": 6,
  Gombe: 11,
  Imo: 27,
  Jigawa: 27,
  Kaduna: 23,
  Kano: 44,
  Katsina: 34,
  Kebbi: 21,
  Kogi: 21,
  Kwara: 16,
  Lagos: 20,
  Nasarawa: 13,
  Niger: 25,
  Ogun: 20,
  Ondo: 18,
  Osun: 30,
  Oyo: 33,
  Plateau: 17,
  Rivers: 23,
  Sokoto: 23,
  Taraba: 16,
  Yobe: 17,
  Zamfara: 14,
};

describe("Nigerian local government areas", () => {
  it("has exactly the 37 states of nigerianStates, spelt the same", () => {
    expect(Object.keys(nigerianLgas).sort()).toEqual([...nigerianStates].sort());
  });

  it("has 774 areas in all", () => {
    expect(Object.values(nigerianLgas).reduce((sum, lgas) => sum + lgas.length, 0)).toBe(774);
  });

  it.each(nigerianStates)("%s has its official number of areas, sorted, without duplicates", (state) => {
    const lgas = lgasOf(state);
    expect(lgas).toHaveLength(officialCounts[state]);
    expect(new Set(lgas).size).toBe(lgas.length);
    expect([...lgas].sort((a, b) => a.localeCompare(b, "en"))).toEqual(lgas);
    for (const lga of lgas) expect(lga).toBe(lga.trim());
  });

  it("answers whether an area belongs to a state", () => {
    expect(isLgaOf("Lagos", "Ikeja")).toBe(true);
    expect(isLgaOf("Katsina", "Daura")).toBe(true);
    expect(isLgaOf("FCT Abuja", "Bwari")).toBe(true);
    expect(isLgaOf("Ogun", "Ikeja")).toBe(false);
    expect(isLgaOf("Lagos", "ikeja")).toBe(false);
    expect(isLgaOf("Kastina", "Daura")).toBe(false);
    expect(isLgaOf("constructor", "constructor")).toBe(false);
    expect(lgasOf("Atlantis")).toEqual([]);
    expect(lgasOf("__proto__")).toEqual([]);
    expect(lgasOf("toString")).toEqual([]);
  });
});
