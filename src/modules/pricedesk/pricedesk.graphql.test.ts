import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { lagosToday } from "@/lib/dates";
import {
  createAccessToken,
  createCategory,
  createMarket,
  createPriceItem,
  createPriceReports,
  createProduct,
  createSearchCatalogue,
  createUser,
  createVendor,
} from "../../../tests/factories";
import { settleOutbox } from "../../../tests/factories/accounts";
import { executeAs as run } from "../../../tests/setup/graphql";
import { countStatements } from "../../../tests/setup/statements";

type Data = Record<string, unknown>;

const ITEM = /* GraphQL */ `
  query Item($slug: String!, $state: String) {
    priceItem(slug: $slug) {
      id name unitLabel
      stats(state: $state) {
        windowDays state
        overall { low { kobo formatted } typical { kobo formatted } high { kobo } count }
        nationwide { typical { kobo } }
        byState { state typical { kobo } count }
        byMarket { market { name state } typical { kobo } count }
      }
      trend { weekly { start typical { kobo } count } monthly { start typical { formatted } } }
      offers(first: 5) { title price { kobo formatted } vendorName vendorSlug typical { kobo } typicalState percentFromTypical farAboveTypical }
    }
  }
`;

const REPORT = /* GraphQL */ `
  mutation Report($input: ReportPriceInput!) {
    reportPrice(input: $input) { status message reportStatus reportId }
  }
`;

const CREATE_ALERT = /* GraphQL */ `
  mutation Alert($input: PriceAlertInput!) {
    createPriceAlert(input: $input) { status message alert { id state channel threshold { kobo formatted } item { slug } } }
  }
`;

describe("price desk GraphQL: reads", () => {
  let riceSlug = "";

  beforeAll(async () => {
    await createSearchCatalogue();
    const rice = await createPriceItem({ name: "Rice GraphQL test, 50kg bag" });
    riceSlug = rice.slug;
    const mile12 = await createMarket({ name: "Mile 12", state: "Lagos" });
    await createPriceReports(rice.id, [70_000_00, 72_000_00, 74_000_00], { state: "Lagos", marketId: mile12.id });
    await createPriceReports(rice.id, [60_000_00, 62_000_00, 64_000_00], { state: "Kano" });
    const category = await createCategory({ name: "Rice and grains" });
    const vendor = await createVendor({ displayName: "Mama Nkechi Foodstuff" });
    await createProduct({
      vendorId: vendor.id,
      categoryId: category.id,
      priceItemId: rice.id,
      title: "Rice, fair price",
      priceKobo: 73_000_00,
      state: "Lagos",
    });
    await createProduct({
      vendorId: vendor.id,
      categoryId: category.id,
      priceItemId: rice.id,
      title: "Rice, dear",
      priceKobo: 100_000_00,
      state: "Lagos",
    });
  });

  it("searches items as people type, with typos, and refuses page sizes over 20", async () => {
    const body = await run(
      `{ a: priceItems(search: "tomatos") { name slug unitLabel } b: priceItems(search: "cemnt", first: 20) { name } c: priceItems(search: "💥'; drop table price_items;--") { name } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      a: [{ name: "Tomatoes, big basket", slug: "tomatoes-big-basket", unitLabel: "big basket" }],
      b: [{ name: "Cement (BUA), 50kg bag" }, { name: "Cement (Dangote), 50kg bag" }],
      c: [],
    });
    const tooMany = await run(`{ priceItems(search: "rice", first: 21) { name } }`);
    expect(tooMany.errors?.[0]?.extensions?.validation).toEqual({ first: ["first must be between 1 and 20"] });
    // A page size of a million is turned away before it runs (the operation cost limit counts `first`).
    const huge = await run(`{ priceItems(search: "rice", first: 1000000) { name } }`);
    expect(huge.data ?? null).toBeNull();
    expect(huge.errors?.[0]?.message).toContain("Query Cost limit");
  });

  it("gives an item's figures overall, by state and by market, its trend and the offers flagged against typical", async () => {
    const body = await run(ITEM, { slug: riceSlug });
    expect(body.errors).toBeUndefined();
    const item = body.data!.priceItem as {
      stats: Data;
      trend: { weekly: unknown[]; monthly: unknown[] };
      offers: Data[];
    };
    expect(item.stats).toEqual({
      windowDays: 30,
      state: null,
      overall: {
        low: { kobo: 60_000_00, formatted: "₦60,000.00" },
        typical: { kobo: 67_000_00, formatted: "₦67,000.00" },
        high: { kobo: 74_000_00 },
        count: 6,
      },
      nationwide: { typical: { kobo: 67_000_00 } },
      byState: [
        { state: "Kano", typical: { kobo: 62_000_00 }, count: 3 },
        { state: "Lagos", typical: { kobo: 72_000_00 }, count: 3 },
      ],
      byMarket: [{ market: { name: "Mile 12", state: "Lagos" }, typical: { kobo: 72_000_00 }, count: 3 }],
    });
    expect(item.trend.weekly).toHaveLength(12);
    expect(item.trend.monthly).toHaveLength(12);
    expect(item.offers).toEqual([
      {
        title: "Rice, fair price",
        price: { kobo: 73_000_00, formatted: "₦73,000.00" },
        vendorName: "Mama Nkechi Foodstuff",
        vendorSlug: expect.any(String),
        typical: { kobo: 72_000_00 },
        typicalState: "Lagos",
        percentFromTypical: 1,
        farAboveTypical: false,
      },
      {
        title: "Rice, dear",
        price: { kobo: 100_000_00, formatted: "₦100,000.00" },
        vendorName: "Mama Nkechi Foodstuff",
        vendorSlug: expect.any(String),
        typical: { kobo: 72_000_00 },
        typicalState: "Lagos",
        percentFromTypical: 39,
        farAboveTypical: true,
      },
    ]);
  });

  it("narrows to a state, and refuses a state that is not one", async () => {
    const lagos = await run(ITEM, { slug: riceSlug, state: "Kano" });
    expect((lagos.data!.priceItem as { stats: { overall: { count: number }; state: string } }).stats).toMatchObject({
      state: "Kano",
      overall: { count: 3 },
    });
    const bad = await run(ITEM, { slug: riceSlug, state: "Atlantis" });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      validation: { state: ["Choose a state"] },
    });
  });

  it("answers null for an unknown slug", async () => {
    expect((await run(ITEM, { slug: "no-such-item" })).data).toEqual({ priceItem: null });
    expect((await run(ITEM, { slug: "x".repeat(5000) })).data).toEqual({ priceItem: null });
  });

  it("serves the desk home and the offer insight", async () => {
    const home = await run(
      `{ priceDesk { popular { item { name } typical { kobo } reportCount } moversUp { percentChange } moversDown { percentChange } cheapestStates { state percentFromNational } staples { state } } }`,
    );
    expect(home.errors).toBeUndefined();
    expect((home.data!.priceDesk as { popular: Data[] }).popular[0]).toEqual({
      item: { name: "Rice GraphQL test, 50kg bag" },
      typical: { kobo: 67_000_00 },
      reportCount: 6,
    });
    const rice = await run(`query($slug: String!) { priceItem(slug: $slug) { id } }`, { slug: riceSlug });
    const id = (rice.data!.priceItem as { id: string }).id;
    const insight = await run(
      `query($id: ID!) { priceInsight(priceItemId: $id, priceKobo: 7920000, state: "Lagos") { state typical { formatted } percentFromTypical direction sampleSize item { slug } } }`,
      { id },
    );
    expect(insight.data).toEqual({
      priceInsight: {
        state: "Lagos",
        typical: { formatted: "₦72,000.00" },
        percentFromTypical: 10,
        direction: "ABOVE",
        sampleSize: 3,
        item: { slug: riceSlug },
      },
    });
    const negative = await run(
      `query($id: ID!) { priceInsight(priceItemId: $id, priceKobo: -1, state: "Lagos") { state } }`,
      { id },
    );
    expect(negative.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("lists markets, in a state when asked", async () => {
    const body = await run(
      `{ all: priceMarkets { name state } lagos: priceMarkets(state: "Lagos") { name } kano: priceMarkets(state: "Kano") { name } }`,
    );
    expect(body.data).toEqual({ all: [{ name: "Mile 12", state: "Lagos" }], lagos: [{ name: "Mile 12" }], kano: [] });
  });
});

describe("price desk GraphQL: signed-in writes", () => {
  afterEach(() => settleOutbox());

  it("requires sign-in for reports, alerts and my alerts", async () => {
    const item = await createPriceItem();
    const report = await run(REPORT, {
      input: { itemId: item.id, price: "70,000", state: "Lagos", observedOn: lagosToday() },
    });
    expect(report.errors?.[0]).toMatchObject({
      message: "Please sign in to continue",
      extensions: { code: "UNAUTHENTICATED" },
    });
    const alert = await run(CREATE_ALERT, {
      input: { itemId: item.id, state: "Lagos", threshold: "70,000", channel: "EMAIL" },
    });
    expect(alert.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await run(`{ myPriceAlerts { id } }`)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(
      (await run(`mutation { deletePriceAlert(id: "${item.id}") { status } }`)).errors?.[0]?.extensions?.code,
    ).toBe("UNAUTHENTICATED");
    expect(
      (await run(`{ myPriceAlerts { id } }`, {}, "not-a-real-token-but-long-enough-1234")).errors?.[0]?.extensions
        ?.code,
    ).toBe("UNAUTHENTICATED");
  });

  it("reports a price in naira, stores exact kobo and tells the reporter whether it counts", async () => {
    const user = await createUser();
    const token = await createAccessToken(user);
    const item = await createPriceItem();
    const body = await run(
      REPORT,
      { input: { itemId: item.id, price: "₦70,000.50", state: "Lagos", observedOn: lagosToday() } },
      token,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.reportPrice).toEqual({
      status: true,
      message: "Thanks — your price is now part of the figures.",
      reportStatus: "ACCEPTED",
      reportId: expect.any(String),
    });
    const again = await run(
      REPORT,
      { input: { itemId: item.id, price: "70,100", state: "Lagos", observedOn: lagosToday() } },
      token,
    );
    expect(again.data!.reportPrice).toMatchObject({
      status: false,
      reportStatus: null,
      message: expect.stringContaining("already reported"),
    });
  });

  it("answers field messages for bad input and unknown items", async () => {
    const token = await createAccessToken(await createUser());
    const item = await createPriceItem();
    const bad = await run(REPORT, { input: { itemId: item.id, price: "0.005", observedOn: "2020-01-01" } }, token);
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      validation: {
        price: ["Use at most 2 digits after the point (kobo)"],
        observedOn: ["Report prices seen in the last 60 days"],
      },
    });
    const unknown = await run(
      REPORT,
      {
        input: {
          itemId: "00000000-0000-4000-8000-000000000000",
          price: "100",
          state: "Lagos",
          observedOn: lagosToday(),
        },
      },
      token,
    );
    expect(unknown.errors?.[0]?.extensions?.validation).toEqual({
      itemId: ["We could not find that item. Choose one from the list."],
    });
  });

  it("limits each person to 10 reports an hour", async () => {
    const token = await createAccessToken(await createUser());
    const items = await Promise.all(Array.from({ length: 11 }, (_, i) => createPriceItem({ name: `Limit ${i}` })));
    for (const item of items.slice(0, 10)) {
      const ok = await run(
        REPORT,
        { input: { itemId: item.id, price: "100", state: "Oyo", observedOn: lagosToday() } },
        token,
      );
      expect(ok.errors).toBeUndefined();
    }
    const limited = await run(
      REPORT,
      { input: { itemId: items[10]!.id, price: "100", state: "Oyo", observedOn: lagosToday() } },
      token,
    );
    expect(limited.errors?.[0]?.extensions).toMatchObject({
      code: "RATE_LIMITED",
      retryAfterSeconds: expect.any(Number),
    });
    // Another person is not affected.
    const other = await createAccessToken(await createUser());
    expect(
      (
        await run(
          REPORT,
          { input: { itemId: items[10]!.id, price: "100", state: "Oyo", observedOn: lagosToday() } },
          other,
        )
      ).errors,
    ).toBeUndefined();
  });

  it("creates, lists, updates and deletes price alerts", async () => {
    const user = await createUser({ phone: null });
    const token = await createAccessToken(user);
    const item = await createPriceItem();
    const created = await run(
      CREATE_ALERT,
      { input: { itemId: item.id, state: "Lagos", threshold: "65,000", channel: "EMAIL" } },
      token,
    );
    expect(created.data!.createPriceAlert).toMatchObject({
      status: true,
      alert: {
        state: "Lagos",
        channel: "EMAIL",
        threshold: { kobo: 65_000_00, formatted: "₦65,000.00" },
        item: { slug: item.slug },
      },
    });
    const sms = await run(
      CREATE_ALERT,
      { input: { itemId: item.id, state: "Lagos", threshold: "65,000", channel: "SMS" } },
      token,
    );
    expect(sms.errors?.[0]?.extensions?.validation).toEqual({
      channel: ["Add a phone number to your account to get SMS alerts, or choose e-mail."],
    });
    const badState = await run(
      CREATE_ALERT,
      { input: { itemId: item.id, state: "Lagos State", threshold: "-5", channel: "EMAIL" } },
      token,
    );
    expect(badState.errors?.[0]?.extensions?.validation).toEqual({
      state: ["Choose a state"],
      threshold: ["Enter a price in naira, e.g. 1,234.50"],
    });
    const mine = await run(`{ myPriceAlerts { id state threshold { kobo } } }`, {}, token);
    const alerts = mine.data!.myPriceAlerts as { id: string }[];
    expect(alerts).toHaveLength(1);
    const stranger = await createAccessToken(await createUser());
    expect(
      (
        await run(
          `mutation($id: ID!) { deletePriceAlert(id: $id) { status message } }`,
          { id: alerts[0]!.id },
          stranger,
        )
      ).data,
    ).toEqual({
      deletePriceAlert: { status: false, message: "We could not find that alert." },
    });
    expect(
      (await run(`mutation($id: ID!) { deletePriceAlert(id: $id) { status message } }`, { id: alerts[0]!.id }, token))
        .data,
    ).toEqual({
      deletePriceAlert: { status: true, message: "Alert deleted." },
    });
    expect((await run(`{ myPriceAlerts { id } }`, {}, token)).data).toEqual({ myPriceAlerts: [] });
  });
});

describe("price desk GraphQL: offers of a list of items", () => {
  const OFFERS =
    "offers(first: 2) { title price { kobo } vendorSlug typical { kobo } typicalState percentFromTypical farAboveTypical }";
  let token = "";

  beforeAll(async () => {
    token = await createAccessToken(await createUser());
    const category = await createCategory({ name: "Zobo and spices" });
    const vendor = await createVendor({ displayName: "Zobo Queen Kano" });
    const other = await createVendor({ displayName: "Zobo King Lagos" });
    const items = await Promise.all(
      ["Zobo batch, small bag", "Zobo batch, big bag", "Zobo batch, derica"].map((name) => createPriceItem({ name })),
    );
    await createPriceReports(items[0]!.id, [2_000_00, 2_100_00, 2_200_00], { state: "Kano" });
    await createPriceReports(items[1]!.id, [9_000_00, 9_500_00, 10_000_00], { state: "Lagos" });
    for (const [index, item] of items.slice(0, 2).entries()) {
      for (const [n, priceKobo] of [3_000_00, 2_000_00, 2_500_00].entries()) {
        const seller = n === 1 ? other : vendor;
        await createProduct({
          vendorId: seller.id,
          categoryId: category.id,
          priceItemId: item.id,
          title: `Zobo ${index}-${n}`,
          priceKobo: priceKobo * (index + 1),
          state: n === 1 ? "Lagos" : "Kano",
        });
      }
    }
  });

  it("loads the offers of every item in the list with the same queries as one item's, each list as the item alone shows it", async () => {
    const list = (first: number) =>
      run(
        `query($first: Int) { priceItems(search: "zobo batch", first: $first) { slug ${OFFERS} } }`,
        { first },
        token,
      );
    const one = await countStatements(() => list(1));
    const three = await countStatements(() => list(3));
    expect(three.result.errors).toBeUndefined();
    const items = three.result.data!.priceItems as { slug: string; offers: Data[] }[];
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.offers.length).sort()).toEqual([0, 2, 2]);
    expect(three.statements).toBe(one.statements);
    for (const item of items) {
      const alone = await run(
        `query($slug: String!) { priceItem(slug: $slug) { slug ${OFFERS} } }`,
        { slug: item.slug },
        token,
      );
      expect(alone.data!.priceItem).toEqual(item);
    }
  });
});
