/**
 * Issue #23, item 9: a seller's view counts grew by rotating the User-Agent, since a signed-out "client" was its address
 * and browser, remembered for 30 minutes. A view now counts once per person or device per listing per West Africa Time
 * day, and one address counts at most ADDRESS_VIEWS_PER_LISTING_PER_DAY views of a listing a day, whatever it claims.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { signedOut } from "@/lib/actor";
import {
  ADDRESS_VIEWS_PER_LISTING_PER_DAY,
  forgetRecentListingViews,
  recordListingView,
} from "@/modules/listings/listing-views.service";
import { productViews } from "@/modules/listings/listings.schema";
import { createCategory, createProduct, createUser, createVendor } from "../factories";
import { actorOf } from "../factories/vendor-profile";

const browser = (n: number) =>
  `Mozilla/5.0 (Linux; Android 1${n % 5}; TECNO KG${n}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/12${n}.0 Mobile Safari/537.36`;

async function publicListing() {
  const vendor = await createVendor();
  return createProduct({ vendorId: vendor.id, categoryId: (await createCategory()).id, status: "ACTIVE" });
}

const viewsOf = async (productId: string) =>
  (await getDb().select({ views: productViews.views }).from(productViews).where(eq(productViews.productId, productId)))
    .map((row) => row.views)
    .reduce((a, b) => a + b, 0);

beforeEach(() => forgetRecentListingViews());

describe("view counts cannot be inflated from one address", () => {
  it(`50 rotated browsers from one address count ${ADDRESS_VIEWS_PER_LISTING_PER_DAY} views of a listing a day`, async () => {
    const product = await publicListing();
    const outcomes = [];
    for (let n = 0; n < 50; n += 1)
      outcomes.push(
        await recordListingView(signedOut, { id: product.id }, { address: "198.51.100.7", userAgent: browser(n) }),
      );
    expect(outcomes.filter((o) => o === "COUNTED")).toHaveLength(ADDRESS_VIEWS_PER_LISTING_PER_DAY);
    expect(await viewsOf(product.id)).toBe(ADDRESS_VIEWS_PER_LISTING_PER_DAY);
    // Another listing from the same address, and the same listing from another address, still count.
    const other = await publicListing();
    expect(
      await recordListingView(signedOut, { id: other.id }, { address: "198.51.100.7", userAgent: browser(1) }),
    ).toBe("COUNTED");
    expect(
      await recordListingView(signedOut, { id: product.id }, { address: "198.51.100.8", userAgent: browser(1) }),
    ).toBe("COUNTED");
  });

  it("a signed-in person counts once a day per listing, from any address or browser", async () => {
    const product = await publicListing();
    const buyer = await actorOf((await createUser()).id);
    const outcomes = [];
    for (let n = 0; n < 10; n += 1)
      outcomes.push(
        await recordListingView(buyer, { id: product.id }, { address: `203.0.113.${n + 1}`, userAgent: browser(n) }),
      );
    expect(outcomes.filter((o) => o === "COUNTED")).toHaveLength(1);
    expect(await viewsOf(product.id)).toBe(1);
  });
});
