import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { setStaffRole } from "@/modules/identity/staff.service";
import { reportPrice } from "@/modules/pricedesk/price-report.service";
import { lagosToday } from "@/lib/dates";
import { priceReports } from "@/modules/pricedesk/pricedesk.schema";
import {
  createAccessToken,
  createMarket,
  createPriceItem,
  createPriceReports,
  createUser,
  userActor,
} from "../../../tests/factories";
import { settleOutbox } from "../../../tests/factories/accounts";
import { execute, executeAs as run } from "../../../tests/setup/graphql";

type Data = Record<string, unknown>;

const QUEUE = /* GraphQL */ `
  query Queue($first: Int, $after: ID) {
    heldPriceReports(first: $first, after: $after) {
      total nextCursor
      reports { id item { slug name } price { kobo formatted } state market { name } observedOn source reason reportedAt reporter { firstName accepted held rejected } }
    }
  }
`;
const DECIDE = /* GraphQL */ `
  mutation Decide($id: ID!, $decision: PriceReportDecision!) {
    moderatePriceReport(id: $id, decision: $decision) { status message reportStatus }
  }
`;

async function moderatorToken(role: "MODERATOR" | "ADMIN" = "MODERATOR"): Promise<string> {
  const user = await createUser();
  await setStaffRole(null, user.email!, role);
  return createAccessToken(user);
}

async function heldReportId(reporter?: Awaited<ReturnType<typeof createUser>>): Promise<string> {
  reporter ??= await createUser({ firstName: "Emeka" });
  const item = await createPriceItem({ name: "Palm oil moderated over GraphQL, 25 litres" });
  const market = await createMarket({ name: "Oil Mill Market", state: "Rivers", city: "Port Harcourt" });
  await createPriceReports(item.id, [40_000_00, 41_000_00, 39_000_00, 40_500_00, 42_000_00], { state: "Rivers" });
  const result = await reportPrice(userActor(reporter.id), {
    itemId: item.id,
    price: 400_000_00,
    marketId: market.id,
    observedOn: lagosToday(),
  });
  if (!result.ok || result.status !== "HELD") throw new Error("expected a held report");
  return result.reportId;
}

describe("price moderation GraphQL", () => {
  afterEach(() => settleOutbox());

  it("asks a signed-out caller to sign in and refuses people without the moderator role, changing nothing", async () => {
    const id = await heldReportId();
    const signedOut = await run(QUEUE);
    expect(signedOut.errors?.[0]).toMatchObject({
      message: "Please sign in to continue",
      extensions: { code: "UNAUTHENTICATED" },
    });
    const buyer = await createAccessToken(await createUser());
    for (const [query, variables] of [
      [QUEUE, {}],
      [DECIDE, { id, decision: "ACCEPT" }],
    ] as const) {
      const body = await run(query, variables, buyer);
      expect(body.errors?.[0]).toMatchObject({
        message: "You do not have permission to do that",
        extensions: { code: "FORBIDDEN" },
      });
    }
    expect((await run(DECIDE, { id, decision: "REJECT" })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const [row] = await getDb()
      .select({ status: priceReports.status })
      .from(priceReports)
      .where(eq(priceReports.id, id));
    expect(row?.status).toBe("HELD");
  });

  it("shows a moderator the queue, and accepting a report takes it out of the queue", async () => {
    const id = await heldReportId();
    const token = await moderatorToken();
    const body = await run(QUEUE, { first: 50 }, token);
    expect(body.errors).toBeUndefined();
    const queue = (body.data as { heldPriceReports: { total: number; reports: Array<Record<string, unknown>> } })
      .heldPriceReports;
    expect(queue.total).toBeGreaterThanOrEqual(1);
    expect(queue.reports.find((report) => report.id === id)).toMatchObject({
      price: { kobo: 400_000_00, formatted: "₦400,000.00" },
      state: "Rivers",
      market: { name: "Oil Mill Market" },
      observedOn: lagosToday(),
      source: "USER",
      reporter: { firstName: "Emeka", accepted: 0, held: 1, rejected: 0 },
      reason: expect.stringContaining("recent Rivers reports"),
    });

    const decided = await run(DECIDE, { id, decision: "ACCEPT" }, token);
    expect(decided.data).toEqual({
      moderatePriceReport: {
        status: true,
        message: "Report accepted: it now counts in the figures.",
        reportStatus: "ACCEPTED",
      },
    });
    const again = await run(DECIDE, { id, decision: "REJECT" }, await moderatorToken("ADMIN"));
    expect(again.data).toEqual({
      moderatePriceReport: {
        status: false,
        message: "Another moderator has already accepted this report.",
        reportStatus: null,
      },
    });
    const after = (await run(QUEUE, { first: 50 }, token)).data as { heldPriceReports: { reports: { id: string }[] } };
    expect(after.heldPriceReports.reports.map((report) => report.id)).not.toContain(id);
  });

  it("tells the reporter what became of each report: waiting, then counted or not", async () => {
    const reporter = await createUser();
    const token = await createAccessToken(reporter);
    const moderator = await moderatorToken();
    const MINE = `query Mine($first: Int) { myPriceReports(first: $first) { id status price { formatted } state marketName observedOn item { name } } }`;
    expect((await run(MINE)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await run(MINE, {}, token)).data).toEqual({ myPriceReports: [] });

    const first = await heldReportId(reporter);
    const mine = async () =>
      ((await run(MINE, { first: 5 }, token)).data as { myPriceReports: { id: string; status: string }[] })
        .myPriceReports;
    expect(await mine()).toEqual([
      expect.objectContaining({
        id: first,
        status: "HELD",
        price: { formatted: "₦400,000.00" },
        state: "Rivers",
        marketName: "Oil Mill Market",
      }),
    ]);
    await run(DECIDE, { id: first, decision: "REJECT" }, moderator);
    expect((await mine())[0]).toMatchObject({ id: first, status: "REJECTED" });
    expect((await run(MINE, { first: 51 }, token)).errors?.[0]?.extensions?.validation).toEqual({
      first: ["first must be between 1 and 50"],
    });
  });

  it("refuses page sizes outside 1…50 and bad decisions with clear messages", async () => {
    const token = await moderatorToken();
    for (const first of [0, -1, 51, 1_000_000]) {
      const body = await run(QUEUE, { first }, token);
      expect(body.errors?.[0]).toMatchObject({
        extensions: { code: "BAD_USER_INPUT", validation: { first: ["first must be between 1 and 50"] } },
      });
    }
    const bad = await execute<Data>({
      query: DECIDE,
      variables: { id: "x", decision: "DELETE" },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.message).toMatch(/PriceReportDecision/);
    const unknown = await run(DECIDE, { id: "😀' or 1=1 --", decision: "ACCEPT" }, token);
    expect(unknown.data).toEqual({
      moderatePriceReport: { status: false, message: "We could not find that report.", reportStatus: null },
    });
  });
});
