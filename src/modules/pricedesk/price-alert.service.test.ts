import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { RateLimitedError } from "@/lib/errors";
import { users } from "@/modules/identity/identity.schema";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import {
  alertMessages,
  createPriceAlert,
  deletePriceAlert,
  evaluatePriceAlerts,
  listMyPriceAlerts,
  MAX_ALERTS_PER_USER,
  priceAlertRateLimit,
} from "@/modules/pricedesk/price-alert.service";
import { priceAlerts, priceItems } from "@/modules/pricedesk/pricedesk.schema";
import {
  createPriceAlert as insertAlert,
  createPriceItem,
  createPriceReports,
  createUser,
  userActor,
} from "../../../tests/factories";
import { settleOutbox } from "../../../tests/factories/accounts";

const DAY = 86_400_000;

function alertsTo(recipient: string) {
  return getDb()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.purpose, "pricedesk.alert")));
}

describe("createPriceAlert", () => {
  afterEach(() => settleOutbox());

  it("creates one alert per person, item and state, and updates it when asked again", async () => {
    const user = await createUser();
    const item = await createPriceItem();
    const first = await createPriceAlert(userActor(user.id), {
      itemId: item.id,
      state: "Lagos",
      threshold: 70_000_00,
      channel: "EMAIL",
    });
    expect(first).toMatchObject({ ok: true, created: true, message: alertMessages.created });
    const again = await createPriceAlert(userActor(user.id), {
      itemId: item.id,
      state: "Lagos",
      threshold: 65_000_00,
      channel: "SMS",
    });
    expect(again).toMatchObject({ ok: true, created: false, message: alertMessages.updated });
    const mine = await listMyPriceAlerts(userActor(user.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      state: "Lagos",
      thresholdKobo: 65_000_00,
      channel: "SMS",
      active: true,
      lastNotifiedAt: null,
      item: { id: item.id, slug: item.slug },
    });
    await createPriceAlert(userActor(user.id), {
      itemId: item.id,
      state: "Kano",
      threshold: 65_000_00,
      channel: "EMAIL",
    });
    expect(await listMyPriceAlerts(userActor(user.id))).toHaveLength(2);
  });

  it("needs a phone for SMS and an e-mail for e-mail alerts", async () => {
    const emailOnly = await createUser({ phone: null });
    const phoneOnly = await createUser({ email: null });
    const item = await createPriceItem();
    expect(
      await createPriceAlert(userActor(emailOnly.id), {
        itemId: item.id,
        state: "Lagos",
        threshold: 100_00,
        channel: "SMS",
      }),
    ).toEqual({ ok: false, field: "channel", message: alertMessages.needsPhone });
    expect(
      await createPriceAlert(userActor(phoneOnly.id), {
        itemId: item.id,
        state: "Lagos",
        threshold: 100_00,
        channel: "EMAIL",
      }),
    ).toEqual({ ok: false, field: "channel", message: alertMessages.needsEmail });
    expect(
      (
        await createPriceAlert(userActor(phoneOnly.id), {
          itemId: item.id,
          state: "Lagos",
          threshold: 100_00,
          channel: "SMS",
        })
      ).ok,
    ).toBe(true);
  });

  it("refuses unknown items and more than the per-person limit", async () => {
    const user = await createUser();
    expect(
      await createPriceAlert(userActor(user.id), {
        itemId: "00000000-0000-4000-8000-000000000000",
        state: "Lagos",
        threshold: 100_00,
        channel: "EMAIL",
      }),
    ).toEqual({
      ok: false,
      field: "itemId",
      message: alertMessages.unknownItem,
    });
    const items = await getDb()
      .insert(priceItems)
      .values(
        Array.from({ length: MAX_ALERTS_PER_USER + 1 }, (_, i) => ({
          name: `Limit item ${i}`,
          slug: `limit-item-${i}`,
          unitLabel: "piece",
        })),
      )
      .returning();
    await getDb()
      .insert(priceAlerts)
      .values(
        items.slice(0, MAX_ALERTS_PER_USER).map((item) => ({
          userId: user.id,
          itemId: item.id,
          state: "Lagos",
          thresholdKobo: 100,
          channel: "EMAIL" as const,
        })),
      );
    expect(
      await createPriceAlert(userActor(user.id), {
        itemId: items[MAX_ALERTS_PER_USER]!.id,
        state: "Lagos",
        threshold: 100_00,
        channel: "EMAIL",
      }),
    ).toEqual({ ok: false, message: alertMessages.tooMany });
    // Updating one of the fifty is still fine.
    expect(
      (
        await createPriceAlert(userActor(user.id), {
          itemId: items[0]!.id,
          state: "Lagos",
          threshold: 200_00,
          channel: "EMAIL",
        })
      ).ok,
    ).toBe(true);
  });

  it("refuses an amount the typical price is already below, with the figure, and sends nothing", async () => {
    const user = await createUser({ email: "already.below@example.com" });
    const item = await createPriceItem();
    await createPriceReports(item.id, [60_000_00, 61_000_00, 62_000_00], { state: "Lagos" });
    const result = await createPriceAlert(userActor(user.id), {
      itemId: item.id,
      state: "Lagos",
      threshold: 70_000_00,
      channel: "EMAIL",
    });
    expect(result).toEqual({
      ok: false,
      field: "threshold",
      message:
        "The typical price in Lagos is already ₦61,000.00, below your ₦70,000.00. Choose an amount under ₦61,000.00 and we will tell you when the price falls that far.",
    });
    expect(await listMyPriceAlerts(userActor(user.id))).toEqual([]);
    expect(await alertsTo("already.below@example.com")).toHaveLength(0);
    // An existing alert is not changed by a refused amount either.
    expect(
      (
        await createPriceAlert(userActor(user.id), {
          itemId: item.id,
          state: "Lagos",
          threshold: 55_000_00,
          channel: "EMAIL",
        })
      ).ok,
    ).toBe(true);
    expect(
      (
        await createPriceAlert(userActor(user.id), {
          itemId: item.id,
          state: "Lagos",
          threshold: 61_000_01,
          channel: "EMAIL",
        })
      ).ok,
    ).toBe(false);
    expect((await listMyPriceAlerts(userActor(user.id))).map((alert) => alert.thresholdKobo)).toEqual([55_000_00]);
  });

  it("accepts the typical price itself, amounts in other states and items with too few reports, and queues nothing", async () => {
    const user = await createUser({ email: "at.typical@example.com" });
    const item = await createPriceItem();
    await createPriceReports(item.id, [60_000_00, 61_000_00, 62_000_00], { state: "Lagos" });
    await createPriceReports(item.id, [10_000_00, 10_000_00], { state: "Oyo" });
    const at = await createPriceAlert(userActor(user.id), {
      itemId: item.id,
      state: "Lagos",
      threshold: 61_000_00,
      channel: "EMAIL",
    });
    expect(at).toMatchObject({ ok: true, alert: { lastNotifiedAt: null } });
    expect(
      (
        await createPriceAlert(userActor(user.id), {
          itemId: item.id,
          state: "Kano",
          threshold: 90_000_00,
          channel: "EMAIL",
        })
      ).ok,
    ).toBe(true);
    expect(
      (
        await createPriceAlert(userActor(user.id), {
          itemId: item.id,
          state: "Oyo",
          threshold: 90_000_00,
          channel: "EMAIL",
        })
      ).ok,
    ).toBe(true);
    expect(await alertsTo("at.typical@example.com")).toHaveLength(0);
  });

  it("refuses a person past the hourly limit in the service itself, whoever calls; another person is not affected", async () => {
    const user = await createUser();
    const other = await createUser();
    const items = await Promise.all(
      Array.from({ length: priceAlertRateLimit.points + 1 }, (_, i) => createPriceItem({ name: `Alert limit ${i}` })),
    );
    const ask = (userId: string, itemId: string) =>
      createPriceAlert(userActor(userId), { itemId, state: "Lagos", threshold: 100_00, channel: "EMAIL" });
    for (const item of items.slice(0, priceAlertRateLimit.points)) expect((await ask(user.id, item.id)).ok).toBe(true);
    const last = items[priceAlertRateLimit.points]!.id;
    await expect(ask(user.id, last)).rejects.toBeInstanceOf(RateLimitedError);
    expect(await listMyPriceAlerts(userActor(user.id))).toHaveLength(priceAlertRateLimit.points);
    expect((await ask(other.id, last)).ok).toBe(true);
  });

  it("writes in the caller's transaction: when the caller rolls back, no alert stays", async () => {
    const user = await createUser();
    const item = await createPriceItem();
    await expect(
      getDb().transaction(async (tx) => {
        const result = await createPriceAlert(
          userActor(user.id),
          { itemId: item.id, state: "Lagos", threshold: 70_000_00, channel: "EMAIL" },
          {},
          tx,
        );
        expect(result).toMatchObject({ ok: true, created: true, alert: { item: { id: item.id } } });
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await listMyPriceAlerts(userActor(user.id))).toEqual([]);
  });
});

describe("deletePriceAlert", () => {
  it("deletes only the person's own alert", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const item = await createPriceItem();
    const alert = await insertAlert({ userId: owner.id, itemId: item.id });
    expect(await deletePriceAlert(userActor(stranger.id), alert.id)).toBe(false);
    expect(await deletePriceAlert(userActor(owner.id), "not-an-id")).toBe(false);
    expect(await listMyPriceAlerts(userActor(owner.id))).toHaveLength(1);
    expect(await deletePriceAlert(userActor(owner.id), alert.id)).toBe(true);
    expect(await deletePriceAlert(userActor(owner.id), alert.id)).toBe(false);
    expect(await listMyPriceAlerts(userActor(owner.id))).toHaveLength(0);
  });

  it("deletes in the caller's transaction: when the caller rolls back, the alert stays", async () => {
    const owner = await createUser();
    const item = await createPriceItem();
    const alert = await insertAlert({ userId: owner.id, itemId: item.id });
    await expect(
      getDb().transaction(async (tx) => {
        expect(await deletePriceAlert(userActor(owner.id), alert.id, tx)).toBe(true);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await listMyPriceAlerts(userActor(owner.id))).toHaveLength(1);
  });
});

describe("evaluatePriceAlerts", () => {
  it("queues exactly one message when the typical price falls below the amount, then keeps quiet for 7 days", async () => {
    const user = await createUser({ email: "rice.watcher@example.com" });
    const item = await createPriceItem({ name: "Rice (alert test)", slug: "rice-alert-test", unitLabel: "50kg bag" });
    const alert = await insertAlert({
      userId: user.id,
      itemId: item.id,
      state: "Lagos",
      thresholdKobo: 70_000_00,
      channel: "EMAIL",
    });
    await createPriceReports(item.id, [68_000_00, 69_000_00, 71_000_00], { state: "Lagos" });
    const now = new Date();

    expect(await evaluatePriceAlerts(item.id, { now, background: false })).toBe(1);
    const [message] = await alertsTo("rice.watcher@example.com");
    expect(message).toMatchObject({
      channel: "EMAIL",
      status: "PENDING",
      subject: "Price alert: Rice (alert test) in Lagos is under ₦70,000.00",
    });
    expect(message!.body).toContain("Rice (alert test) is now typically ₦69,000.00 in Lagos (per 50kg bag)");
    expect(message!.body).toContain("/pricedesk/search?item=rice-alert-test&state=Lagos");
    const [stored] = await getDb().select().from(priceAlerts).where(eq(priceAlerts.id, alert.id));
    expect(stored!.lastNotifiedAt?.getTime()).toBe(now.getTime());

    // Again at once, and six days later: nothing. Seven days later: one more.
    expect(await evaluatePriceAlerts(item.id, { now, background: false })).toBe(0);
    expect(await evaluatePriceAlerts(undefined, { now: new Date(now.getTime() + 6 * DAY), background: false })).toBe(0);
    expect(await alertsTo("rice.watcher@example.com")).toHaveLength(1);
    expect(await evaluatePriceAlerts(item.id, { now: new Date(now.getTime() + 7 * DAY), background: false })).toBe(1);
    expect(await alertsTo("rice.watcher@example.com")).toHaveLength(2);
  });

  it("sends one message even when runs race", async () => {
    const user = await createUser({ email: "race.watcher@example.com" });
    const item = await createPriceItem();
    await insertAlert({ userId: user.id, itemId: item.id, state: "Lagos", thresholdKobo: 70_000_00 });
    await createPriceReports(item.id, [60_000_00, 60_000_00, 60_000_00], { state: "Lagos" });
    const counts = await Promise.all([1, 2, 3].map(() => evaluatePriceAlerts(item.id, { background: false })));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await alertsTo("race.watcher@example.com")).toHaveLength(1);
  });

  it("sends SMS alerts to the phone", async () => {
    const user = await createUser({ phone: "+2348031112233" });
    const item = await createPriceItem();
    await insertAlert({ userId: user.id, itemId: item.id, state: "Kano", thresholdKobo: 70_000_00, channel: "SMS" });
    await createPriceReports(item.id, [60_000_00, 60_000_00, 60_000_00], { state: "Kano" });
    expect(await evaluatePriceAlerts(item.id, { background: false })).toBe(1);
    const [sms] = await alertsTo("+2348031112233");
    expect(sms).toMatchObject({ channel: "SMS", subject: null });
    expect(sms!.body).toMatch(/^Oja: .* is now typically ₦60,000\.00 in Kano, under your ₦70,000\.00 alert\. http/);
  });

  it("stays silent at or above the amount, with too few reports, in other states, when inactive or suspended", async () => {
    const item = await createPriceItem();
    await createPriceReports(item.id, [70_000_00, 70_000_00, 70_000_00], { state: "Lagos" });
    await createPriceReports(item.id, [10_000_00, 10_000_00], { state: "Oyo" });
    await createPriceReports(item.id, [10_000_00, 10_000_00, 10_000_00], { state: "Kano", status: "HELD" });
    const at = await createUser({ email: "at.threshold@example.com" });
    const few = await createUser({ email: "few.reports@example.com" });
    const held = await createUser({ email: "held.only@example.com" });
    const inactive = await createUser({ email: "inactive@example.com" });
    const suspended = await createUser({ email: "suspended@example.com" });
    await insertAlert({ userId: at.id, itemId: item.id, state: "Lagos", thresholdKobo: 70_000_00 });
    await insertAlert({ userId: few.id, itemId: item.id, state: "Oyo", thresholdKobo: 70_000_00 });
    await insertAlert({ userId: held.id, itemId: item.id, state: "Kano", thresholdKobo: 70_000_00 });
    await insertAlert({
      userId: inactive.id,
      itemId: item.id,
      state: "Lagos",
      thresholdKobo: 90_000_00,
      active: false,
    });
    await insertAlert({ userId: suspended.id, itemId: item.id, state: "Lagos", thresholdKobo: 90_000_00 });
    await getDb().update(users).set({ status: "SUSPENDED" }).where(eq(users.id, suspended.id));
    expect(await evaluatePriceAlerts(item.id, { background: false })).toBe(0);
    expect(await evaluatePriceAlerts(undefined, { background: false })).toBe(0);
  });

  it("claims and queues in the caller's transaction: when the caller rolls back, nothing is sent or claimed", async () => {
    const user = await createUser({ email: "rolled.back.watcher@example.com" });
    const item = await createPriceItem();
    await insertAlert({ userId: user.id, itemId: item.id, state: "Lagos", thresholdKobo: 70_000_00 });
    await createPriceReports(item.id, [60_000_00, 60_000_00, 60_000_00], { state: "Lagos" });
    await expect(
      getDb().transaction(async (tx) => {
        expect(await evaluatePriceAlerts(item.id, { background: false }, tx)).toBe(1);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await alertsTo("rolled.back.watcher@example.com")).toHaveLength(0);
    expect(await evaluatePriceAlerts(item.id, { background: false })).toBe(1);
  });
});
