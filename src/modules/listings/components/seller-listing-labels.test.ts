import { describe, expect, it } from "vitest";
import { parsePercent, stockTone } from "@/modules/listings/components/seller-listing-labels";

describe("parsePercent", () => {
  it("reads what a seller types", () => {
    expect(parsePercent("10")).toBe(10);
    expect(parsePercent("+5")).toBe(5);
    expect(parsePercent(" -12.5% ")).toBe(-12.5);
    expect(parsePercent("−10")).toBe(-10);
  });

  it("refuses anything else", () => {
    for (const text of ["", "ten", "1.234", "5,5", "1e2", "--5", "1000"]) expect(parsePercent(text)).toBeNull();
  });
});

describe("stockTone", () => {
  it("marks out of stock and low stock (5 or fewer)", () => {
    expect([0, 1, 5, 6].map(stockTone)).toEqual(["out", "low", "low", "ok"]);
  });
});
