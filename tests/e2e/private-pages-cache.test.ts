import type { APIResponse, Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql } from "./support/api";
import { baseURL, browserTestsSkipped, launchBrowser } from "./support/browser";
import { apiAccessToken, signedInPage } from "./support/sign-in";

/**
 * Issue #15, "Shared answers become opt-in", on the built app behind the production server (src/server/server.ts):
 * every dashboard page, the account, the moderation queue and the sign-in pages answer `no-store`, never `public`/`s-maxage`, and never come
 * from the server's shared page cache (no Age header), signed in or out. A draft's details page, asked by the seller
 * and then by a stranger at the same address, is never the seller's page for the stranger.
 */

const SELLER = "seller@demo.oja.ng";
const DRAFT_TITLE = `Private draft ${Date.now()}`;

/** A draft of the demo seller's, made through the API; its id. */
async function sellersDraft(): Promise<string> {
  const token = await apiAccessToken(SELLER);
  const { myVendors } = await graphql<{ myVendors: { id: string }[] }>("query { myVendors { id } }", {}, token);
  const { categories } = await graphql<{ categories: { children: { id: string }[] }[] }>(
    "query { categories { children { id } } }",
    {},
  );
  const categoryId = categories.flatMap((main) => main.children)[0]!.id;
  const input = {
    title: DRAFT_TITLE,
    categoryId,
    condition: "NEW",
    unit: "PIECE",
    price: "₦12,500",
    stock: "3",
    state: "Lagos",
    city: "Ikeja",
  };
  const { createListing } = await graphql<{ createListing: { id: string } }>(
    "mutation($vendorId: ID!, $input: ListingInput!) { createListing(vendorId: $vendorId, input: $input, publish: false) { id } }",
    { vendorId: myVendors[0]!.id, input },
    token,
  );
  return createListing.id;
}

function expectPrivate(response: APIResponse, path: string): void {
  const cacheControl = response.headers()["cache-control"] ?? "";
  expect(cacheControl, path).toMatch(/\bno-store\b/);
  expect(cacheControl, path).not.toMatch(/\bpublic\b|s-maxage/);
  expect(response.headers()["age"], path).toBeUndefined();
}

describe.skipIf(browserTestsSkipped())("private pages are never shared", { timeout: 180_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it("every dashboard page, the account and a draft's details answer no-store to the signed-in seller, twice", async () => {
    const draftId = await sellersDraft();
    const page = await signedInPage(browser, contexts, { viewport: "desktop", path: "/dashboard", login: SELLER });
    const paths = [
      "/dashboard",
      "/dashboard/stores",
      "/dashboard/vendor/list",
      "/dashboard/no-such-page",
      "/dashboard/users/profile",
      "/dashboard/vendor/profile",
      "/dashboard/product/list",
      "/dashboard/product/add",
      `/dashboard/product/details?id=${draftId}`,
      "/account",
      "/pricedesk/moderation",
    ];
    for (const path of paths) {
      for (let time = 0; time < 2; time += 1) {
        const response = await page.context().request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBeLessThan(504);
        expectPrivate(response, path);
      }
    }

    // A stranger at the draft's address: their own answer (sent to sign in), never the seller's page.
    const stranger = await browser.newContext({ baseURL: baseURL() });
    contexts.push(stranger);
    const details = `/dashboard/product/details?id=${draftId}`;
    const first = await stranger.request.get(details, { maxRedirects: 0 });
    expectPrivate(first, details);
    expect(await first.text()).not.toContain(DRAFT_TITLE);
    const followed = await stranger.request.get(details);
    expect(await followed.text()).not.toContain(DRAFT_TITLE);
    expect(followed.headers()["age"]).toBeUndefined();
  });

  it("the sign-in and sign-up pages, and a signed-out dashboard, answer no-store", async () => {
    const context = await browser.newContext({ baseURL: baseURL() });
    contexts.push(context);
    for (const path of [
      "/auth/login",
      "/auth/signup",
      "/auth/seller/login",
      "/auth/seller/signup",
      "/auth/forgot_password",
      "/dashboard",
      "/account",
      "/pricedesk/moderation",
    ]) {
      for (let time = 0; time < 2; time += 1) expectPrivate(await context.request.get(path, { maxRedirects: 0 }), path);
    }
  });
});
