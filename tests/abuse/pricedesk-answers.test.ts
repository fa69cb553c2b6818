/**
 * What the price desk's server says to a request the form would not send (no JavaScript, or a hand-made request):
 * a market of another state is refused on the market field, and an alert amount the typical price is already below
 * is refused with the figure instead of being stored and e-mailed at once.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import { lagosToday } from "@/lib/dates";
import { priceAlerts, priceReports } from "@/modules/pricedesk/pricedesk.schema";
import { createAccessToken, createMarket, createPriceItem, createPriceReports, createUser } from "../factories";
import { settleOutbox } from "../factories/accounts";
import { executeAs } from "../setup/graphql";

const REPORT =
  "mutation Report($input: ReportPriceInput!) { reportPrice(input: $input) { status message reportStatus } }";
const ALERT =
  "mutation Alert($input: PriceAlertInput!) { createPriceAlert(input: $input) { status message alert { id } } }";

describe("price desk answers", () => {
  afterEach(() => settleOutbox());

  it("refuses a market outside the chosen state on the market field, and stores nothing", async () => {
    const user = await createUser();
    const token = await createAccessToken(user);
    const item = await createPriceItem();
    const mile12 = await createMarket({ name: "Mile 12 Market", state: "Lagos" });
    const body = await executeAs(
      REPORT,
      { input: { itemId: item.id, price: "70,000", marketId: mile12.id, state: "Kano", observedOn: lagosToday() } },
      token,
    );
    expect(body.data).toEqual({ reportPrice: null });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      validation: {
        marketId: ["Mile 12 Market is in Lagos, not Kano: choose a market in Kano, or report without a market."],
      },
    });
    expect(await getDb().select().from(priceReports).where(eq(priceReports.reporterId, user.id))).toEqual([]);
    const inState = await executeAs(
      REPORT,
      { input: { itemId: item.id, price: "70,000", marketId: mile12.id, state: "Lagos", observedOn: lagosToday() } },
      token,
    );
    expect(inState.data).toEqual({
      reportPrice: {
        status: true,
        message: "Thanks — your price is now part of the figures.",
        reportStatus: "ACCEPTED",
      },
    });
  });

  it("refuses an alert amount the typical price is already below, and queues no message", async () => {
    const user = await createUser({ email: "desk.answers@example.com" });
    const token = await createAccessToken(user);
    const item = await createPriceItem();
    await createPriceReports(item.id, [60_000_00, 62_000_00, 64_000_00], { state: "Lagos" });
    const body = await executeAs(
      ALERT,
      { input: { itemId: item.id, state: "Lagos", threshold: "70,000", channel: "EMAIL" } },
      token,
    );
    expect(body.data).toEqual({ createPriceAlert: null });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      validation: {
        threshold: [
          "The typical price in Lagos is already ₦62,000.00, below your ₦70,000.00. Choose an amount under ₦62,000.00 and we will tell you when the price falls that far.",
        ],
      },
    });
    expect(await getDb().select().from(priceAlerts).where(eq(priceAlerts.userId, user.id))).toEqual([]);
    const below = await executeAs(
      ALERT,
      { input: { itemId: item.id, state: "Lagos", threshold: "58,000", channel: "EMAIL" } },
      token,
    );
    expect(below.data).toMatchObject({ createPriceAlert: { status: true, alert: { id: expect.any(String) } } });
    await settleOutbox();
    const queued = await getDb()
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, "desk.answers@example.com"), eq(outboxMessages.purpose, "pricedesk.alert")),
      );
    expect(queued).toEqual([]);
  });
});
