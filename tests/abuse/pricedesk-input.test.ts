/**
 * Hostile and careless input to the price desk API: negative, fractional and enormous prices, injection strings and
 * emoji in search and slugs, 10,000-character text, unknown and malformed ids, page sizes of 10^6, other people's
 * alerts. Each is answered normally (text is only ever a bound parameter) or refused with a clear message — never a
 * 500, a masked "Unexpected error." or a stored row.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { lagosToday } from "@/lib/dates";
import { priceAlerts, priceReports } from "@/modules/pricedesk/pricedesk.schema";
import {
  createAccessToken,
  createPriceAlert,
  createPriceItem,
  createPriceReports,
  createSearchCatalogue,
  createUser,
} from "../factories";
import { settleOutbox } from "../factories/accounts";
import { execute, type GraphQLErrorBody } from "../setup/graphql";

const hostile = [
  "'; drop table price_items; --",
  '" or 1=1 --',
  "rice' union select password_hash from users --",
  "<script>alert(1)</script>",
  "🍚🍚🍚",
  "r\u007fi\u007fc\u007fe",
  "\u202Eecir",
  "%00%27",
  "&|!():*<->",
  "x".repeat(10_000),
];

let token = "";
let itemId = "";
let itemSlug = "";

async function call(query: string, variables: Record<string, unknown> = {}, auth = true, allowed: number[] = [200]) {
  const { status, body } = await execute<Record<string, unknown>>({
    query,
    variables,
    headers: auth ? { authorization: `Bearer ${token}` } : {},
  });
  expect(allowed).toContain(status);
  return body;
}

/** Variables of the wrong type are refused by GraphQL itself, with 400 and a message naming the variable. */
async function callBadVariables(query: string, variables: Record<string, unknown>) {
  const body = await call(query, variables, true, [400]);
  expect(body.data ?? null).toBeNull();
  expect(body.errors?.[0]?.message).toMatch(/Variable "\$\w+"/);
  expectNoUnexpected(body.errors);
}

function expectNoUnexpected(errors: GraphQLErrorBody[] | undefined) {
  for (const error of errors ?? []) expect(error.message).not.toBe("Unexpected error.");
}

async function reportCount() {
  return (await getDb().select().from(priceReports)).length;
}

beforeAll(async () => {
  await createSearchCatalogue();
  const item = await createPriceItem({ name: "Abuse rice, 50kg bag" });
  itemId = item.id;
  itemSlug = item.slug;
  await createPriceReports(item.id, [70_000_00, 71_000_00, 72_000_00, 69_000_00, 70_500_00], { state: "Lagos" });
  token = await createAccessToken(await createUser());
});

afterEach(() => settleOutbox());

describe("search and slugs", () => {
  it.each(hostile.map((text) => [text.slice(0, 40), text]))(
    "priceItems(search: %j) answers normally",
    async (_label, text) => {
      const body = await call(`query($q: String!) { priceItems(search: $q) { slug } }`, { q: text });
      expect(body.errors).toBeUndefined();
      expect(Array.isArray(body.data!.priceItems)).toBe(true);
    },
  );

  it.each(hostile.map((text) => [text.slice(0, 40), text]))(
    "priceItem(slug: %j) is null, not an error",
    async (_label, slug) => {
      const body = await call(`query($slug: String!) { priceItem(slug: $slug) { id } }`, { slug });
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual({ priceItem: null });
    },
  );

  it.each([0, -1, 21, 2_147_483_647])("priceItems(first: %d) is refused with the limit", async (first) => {
    const body = await call(`query($first: Int) { priceItems(search: "rice", first: $first) { slug } }`, { first });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      validation: { first: ["first must be between 1 and 20"] },
    });
  });

  it("turns away a page size of 10^6 before running it", async () => {
    const literal = await call(`{ priceItems(search: "rice", first: 1000000) { slug } }`);
    expect(literal.data ?? null).toBeNull();
    expect(literal.errors?.[0]?.message).toMatch(/Query Cost limit|first must be between/);
    const offers = await call(`query($slug: String!) { priceItem(slug: $slug) { offers(first: 1000000) { slug } } }`, {
      slug: itemSlug,
    });
    expect(offers.data?.priceItem ?? null).toBeNull();
    expectNoUnexpected(offers.errors);
    expect(offers.errors?.length).toBeGreaterThan(0);
  });

  it("refuses windows and states that are not offered", async () => {
    for (const [args, field] of [
      ["windowDays: -1", "windowDays"],
      ["windowDays: 1000000", "windowDays"],
      ['state: "\'; drop table price_reports; --"', "state"],
      ['state: "🍚"', "state"],
    ] as const) {
      const body = await call(`query($slug: String!) { priceItem(slug: $slug) { stats(${args}) { windowDays } } }`, {
        slug: itemSlug,
      });
      expect(body.errors?.[0]?.extensions?.code, args).toBe("BAD_USER_INPUT");
      expect(Object.keys(body.errors?.[0]?.extensions?.validation ?? {}), args).toEqual([field]);
    }
  });
});

describe("priceInsight", () => {
  it.each([
    [-1, "BAD_USER_INPUT"],
    [0, "BAD_USER_INPUT"],
  ])("refuses priceKobo %d", async (priceKobo, code) => {
    const body = await call(
      `query($id: ID!, $p: Kobo!) { priceInsight(priceItemId: $id, priceKobo: $p, state: "Lagos") { state } }`,
      { id: itemId, p: priceKobo },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
  });

  it.each([1.5, 2 ** 53, "100", null])(
    "refuses a priceKobo that is not a whole number of kobo: %j",
    async (priceKobo) => {
      await callBadVariables(
        `query($id: ID!, $p: Kobo!) { priceInsight(priceItemId: $id, priceKobo: $p, state: "Lagos") { state } }`,
        { id: itemId, p: priceKobo },
      );
    },
  );

  it("is null for unknown and malformed item ids", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", "'; drop table price_items; --", "🍚"]) {
      const body = await call(
        `query($id: ID!) { priceInsight(priceItemId: $id, priceKobo: 100, state: "Lagos") { state } }`,
        { id },
      );
      expect(body.errors, id).toBeUndefined();
      expect(body.data, id).toEqual({ priceInsight: null });
    }
  });

  it("answers huge but safe prices, capping the percent GraphQL's Int can carry", async () => {
    const body = await call(
      `query($id: ID!) { priceInsight(priceItemId: $id, priceKobo: 9007199254740991, state: "Lagos") { percentFromTypical direction typical { kobo } } }`,
      { id: itemId },
    );
    expect(body.errors).toBeUndefined();
    // Exactly 127,761,691,457 % in the service; ±1,000,000 over GraphQL.
    expect(body.data!.priceInsight).toEqual({
      percentFromTypical: 1_000_000,
      direction: "ABOVE",
      typical: { kobo: 70_500_00 },
    });
  });
});

describe("reportPrice", () => {
  const REPORT = `mutation($input: ReportPriceInput!) { reportPrice(input: $input) { status message reportStatus } }`;
  const input = (overrides: Record<string, unknown>) => ({
    itemId,
    price: "70,000",
    state: "Lagos",
    observedOn: lagosToday(),
    ...overrides,
  });

  it.each([
    ["-5", "Enter a price in naira, e.g. 1,234.50"],
    ["-0.01", "Enter a price in naira, e.g. 1,234.50"],
    ["0", "Price must be more than ₦0"],
    ["0.005", "Use at most 2 digits after the point (kobo)"],
    ["1e309", "Enter a price in naira, e.g. 1,234.50"],
    ["Infinity", "Enter a price in naira, e.g. 1,234.50"],
    ["99999999999999", "Price must be at most ₦1,000,000,000"],
    ["9".repeat(31), "Price must be at most ₦1,000,000,000"],
    ["9".repeat(10_000), "Enter a price in naira, e.g. 1,234.50"],
    ["🍚", "Enter a price in naira, e.g. 1,234.50"],
    ["70000; drop table price_reports", "Enter a price in naira, e.g. 1,234.50"],
  ])("refuses price %j", async (price, message) => {
    const before = await reportCount();
    const body = await call(REPORT, { input: input({ price }) });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", validation: { price: [message] } });
    expect(await reportCount()).toBe(before);
  });

  it("refuses malformed and unknown ids, states and dates without storing anything", async () => {
    const before = await reportCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ itemId: "'; drop table price_items; --" }, "itemId"],
      [{ itemId: "00000000-0000-4000-8000-000000000000" }, "itemId"],
      [{ marketId: "00000000-0000-4000-8000-000000000000", state: null }, "marketId"],
      [{ marketId: "🍚" }, "marketId"],
      [{ state: "<script>" }, "state"],
      [{ state: "x".repeat(10_000) }, "state"],
      [{ observedOn: "2999-01-01" }, "observedOn"],
      [{ observedOn: "1970-01-01" }, "observedOn"],
      [{ observedOn: "'; --" }, "observedOn"],
    ];
    for (const [overrides, field] of cases) {
      const body = await call(REPORT, { input: input(overrides) });
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(overrides).slice(0, 80)).toBe("BAD_USER_INPUT");
      expect(
        Object.keys(body.errors?.[0]?.extensions?.validation ?? {}),
        JSON.stringify(overrides).slice(0, 80),
      ).toEqual([field]);
    }
    expect(await reportCount()).toBe(before);
  });

  it("holds an absurd but well-formed price instead of letting it move the figures", async () => {
    const body = await call(REPORT, { input: input({ price: "1,000,000,000" }) });
    expect(body.data!.reportPrice).toMatchObject({ status: true, reportStatus: "HELD" });
    const figures = await call(
      `query($slug: String!) { priceItem(slug: $slug) { stats { overall { high { kobo } count } } } }`,
      { slug: itemSlug },
    );
    expect(figures.data!.priceItem).toEqual({ stats: { overall: { high: { kobo: 72_000_00 }, count: 5 } } });
  });

  it("needs a signed-in person", async () => {
    const body = await call(REPORT, { input: input({}) }, false);
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("price alerts", () => {
  const CREATE = `mutation($input: PriceAlertInput!) { createPriceAlert(input: $input) { status message } }`;

  it("refuses negative, fractional-kobo and enormous thresholds", async () => {
    for (const threshold of ["-100", "0.001", "1e9", "10,000,000,000"]) {
      const body = await call(CREATE, { input: { itemId, state: "Lagos", threshold, channel: "EMAIL" } });
      expect(body.errors?.[0]?.extensions?.code, threshold).toBe("BAD_USER_INPUT");
      expect(Object.keys(body.errors?.[0]?.extensions?.validation ?? {}), threshold).toEqual(["threshold"]);
    }
    expect(await getDb().select().from(priceAlerts)).toHaveLength(0);
  });

  it("refuses a channel that is not e-mail or SMS", async () => {
    await callBadVariables(CREATE, { input: { itemId, state: "Lagos", threshold: "100", channel: "CARRIER_PIGEON" } });
  });

  it("cannot delete someone else's alert, nor anything by a forged id", async () => {
    const owner = await createUser();
    const alert = await createPriceAlert({ userId: owner.id, itemId });
    for (const id of [alert.id, "not-an-id", "'; delete from price_alerts; --", "🍚"]) {
      const body = await call(`mutation($id: ID!) { deletePriceAlert(id: $id) { status message } }`, { id });
      expect(body.data, id).toEqual({ deletePriceAlert: { status: false, message: "We could not find that alert." } });
    }
    expect(await getDb().select().from(priceAlerts)).toHaveLength(1);
  });
});
