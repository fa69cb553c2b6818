import { describe, expect, it } from "vitest";
import {
  DEFAULT_LISTING_STATE,
  sellerListingHref,
  sellerListingStateFromQuery,
} from "@/modules/listings/components/seller-listing-url";

const VENDOR = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("sellerListingStateFromQuery", () => {
  it("reads every part of the address", () => {
    expect(
      sellerListingStateFromQuery({
        vendor: VENDOR.toUpperCase(),
        q: "  ofada   rice ",
        status: "out-of-stock",
        sort: "price-desc",
        page: "3",
      }),
    ).toEqual({
      vendor: VENDOR,
      q: "ofada rice",
      status: "OUT_OF_STOCK",
      sort: "PRICE_DESC",
      page: 3,
    });
  });

  it("falls back to the defaults for anything unusable", () => {
    expect(sellerListingStateFromQuery({})).toEqual(DEFAULT_LISTING_STATE);
    expect(
      sellerListingStateFromQuery({ vendor: "x'; drop", q: "   ", status: "sold", sort: "random", page: "-2" }),
    ).toEqual(DEFAULT_LISTING_STATE);
    for (const page of ["0", "1.5", "abc", "99999999", "10001", "1e3", ""])
      expect(sellerListingStateFromQuery({ page }).page).toBe(1);
    expect(sellerListingStateFromQuery({ page: "10000" }).page).toBe(10_000);
  });

  it("takes the first of repeated parameters, accepts upper-case words and cuts a long search", () => {
    const state = sellerListingStateFromQuery({ status: ["HELD", "draft"], sort: ["STOCK_ASC"], q: "a".repeat(300) });
    expect(state).toMatchObject({ status: "HELD", sort: "STOCK_ASC" });
    expect(state.q).toHaveLength(100);
  });

  it("keeps markup as text (the page encodes it)", () => {
    expect(sellerListingStateFromQuery({ q: "<script>alert(1)</script>" }).q).toBe("<script>alert(1)</script>");
  });
});

describe("sellerListingHref", () => {
  it("leaves defaults out and writes words in lower case", () => {
    expect(sellerListingHref("list", DEFAULT_LISTING_STATE)).toBe("/dashboard/product/list");
    expect(
      sellerListingHref("grid", {
        vendor: VENDOR,
        q: "rice & beans",
        status: "OUT_OF_STOCK",
        sort: "PRICE_ASC",
        page: 2,
      }),
    ).toBe(`/dashboard/product/grid?vendor=${VENDOR}&q=rice+%26+beans&status=out-of-stock&sort=price-asc&page=2`);
  });

  it("round-trips through the parser and applies changes (a new filter goes back to page 1 when asked)", () => {
    const state = { vendor: VENDOR, q: "garri", status: "HELD" as const, sort: "TITLE" as const, page: 4 };
    const href = sellerListingHref("list", state, { status: "PAUSED", page: 1 });
    const params = Object.fromEntries(new URL(href, "https://oja.test").searchParams);
    expect(sellerListingStateFromQuery(params)).toEqual({ ...state, status: "PAUSED", page: 1 });
    expect(
      sellerListingStateFromQuery(
        Object.fromEntries(new URL(sellerListingHref("grid", state), "https://oja.test").searchParams),
      ),
    ).toEqual(state);
  });
});
