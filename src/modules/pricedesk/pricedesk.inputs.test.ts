import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { priceAlertInput, pricedeskMessages, reportPriceInput } from "@/modules/pricedesk/pricedesk.inputs";
import { parseDeskSearchParams } from "@/modules/pricedesk/pricedesk-params";

const itemId = "6f1c2d3e-4b5a-4c6d-8e7f-901234567890";

describe("reportPriceInput", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function parse(values: Record<string, unknown>) {
    return z.safeParse(reportPriceInput, {
      itemId,
      price: "68,500",
      state: "Lagos",
      observedOn: "2026-06-15",
      ...values,
    });
  }

  function messages(values: Record<string, unknown>) {
    const result = parse(values);
    // The first message per field, as the resolver's validation map and the form show it.
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join("."), issue.message]));
  }

  it("turns typed naira into kobo and blank optional fields into undefined", () => {
    vi.useFakeTimers({ now: new Date("2026-06-15T10:00:00Z"), toFake: ["Date"] });
    const result = parse({ price: "1,234.50", marketId: "", state: "Lagos" });
    expect(result.success && result.data).toEqual({
      itemId,
      price: 123_450,
      marketId: undefined,
      state: "Lagos",
      observedOn: "2026-06-15",
    });
  });

  it("accepts today and 60 days ago, refuses tomorrow and 61 days ago (Nigeria time)", () => {
    // 23:30 UTC on the 14th is already the 15th in Lagos.
    vi.useFakeTimers({ now: new Date("2026-06-14T23:30:00Z"), toFake: ["Date"] });
    expect(parse({ observedOn: "2026-06-15" }).success).toBe(true);
    expect(parse({ observedOn: "2026-04-16" }).success).toBe(true);
    expect(messages({ observedOn: "2026-06-16" })).toEqual({ observedOn: pricedeskMessages.dateFuture });
    expect(messages({ observedOn: "2026-04-15" })).toEqual({ observedOn: pricedeskMessages.dateTooOld });
    expect(messages({ observedOn: "2026-02-30" })).toEqual({ observedOn: pricedeskMessages.dateInvalid });
    expect(messages({ observedOn: "15/06/2026" })).toEqual({ observedOn: pricedeskMessages.dateInvalid });
    expect(messages({ observedOn: "" })).toEqual({ observedOn: pricedeskMessages.dateRequired });
  });

  it("needs a market or a state, and a real state", () => {
    vi.useFakeTimers({ now: new Date("2026-06-15T10:00:00Z"), toFake: ["Date"] });
    expect(messages({ state: "" })).toEqual({ state: pricedeskMessages.placeRequired });
    expect(messages({ state: null })).toEqual({ state: pricedeskMessages.placeRequired });
    expect(parse({ state: "", marketId: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d" }).success).toBe(true);
    expect(messages({ state: "Lagos State" })).toEqual({ state: pricedeskMessages.stateInvalid });
    expect(messages({ marketId: "mile-12" })).toEqual({ marketId: pricedeskMessages.marketInvalid });
    // Every problem at once, not the place only after the price is fixed.
    expect(messages({ state: "", price: "" })).toEqual({
      price: pricedeskMessages.priceRequired,
      state: pricedeskMessages.placeRequired,
    });
  });

  it.each([
    ["0.005", pricedeskMessages.priceDecimals],
    ["0", pricedeskMessages.pricePositive],
    ["-5", pricedeskMessages.priceInvalid],
    ["+5", pricedeskMessages.priceInvalid],
    ["150k", pricedeskMessages.priceInvalid],
    ["9".repeat(400), pricedeskMessages.priceInvalid],
    ["1,000,000,000.01", pricedeskMessages.priceTooHigh],
    ["₦", pricedeskMessages.priceRequired],
  ])("refuses the price %s: %s", (price, message) => {
    vi.useFakeTimers({ now: new Date("2026-06-15T10:00:00Z"), toFake: ["Date"] });
    expect(messages({ price })).toEqual({ price: message });
  });

  it("refuses unknown fields and a missing or malformed item", () => {
    vi.useFakeTimers({ now: new Date("2026-06-15T10:00:00Z"), toFake: ["Date"] });
    expect(parse({ status: "ACCEPTED" }).success).toBe(false);
    expect(messages({ itemId: "" })).toEqual({ itemId: pricedeskMessages.itemRequired });
    expect(messages({ itemId: "'; drop table price_items; --" })).toEqual({ itemId: pricedeskMessages.itemRequired });
  });
});

describe("priceAlertInput", () => {
  it("parses a threshold in naira and a channel", () => {
    const result = z.safeParse(priceAlertInput, { itemId, state: "Kano", threshold: "65,000", channel: "SMS" });
    expect(result.success && result.data).toEqual({ itemId, state: "Kano", threshold: 6_500_000, channel: "SMS" });
  });

  it("asks for a missing threshold in its own words", () => {
    const result = z.safeParse(priceAlertInput, { itemId, state: "Kano", threshold: " ", channel: "SMS" });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      pricedeskMessages.thresholdRequired,
    ]);
  });

  it("refuses a bad threshold, state or channel, one message per field", () => {
    const result = z.safeParse(priceAlertInput, { itemId, state: "Mars", threshold: "-1", channel: "PIGEON" });
    expect(result.success).toBe(false);
    const fields = result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(fields).toEqual([
      ["state", pricedeskMessages.stateInvalid],
      ["threshold", pricedeskMessages.priceInvalid],
      ["channel", pricedeskMessages.channelInvalid],
    ]);
  });
});

describe("parseDeskSearchParams", () => {
  it("reads the page's query string leniently", () => {
    expect(parseDeskSearchParams({ q: "  rice ", item: "Rice-Local", state: "Lagos", window: "90" })).toEqual({
      q: "rice",
      item: "rice-local",
      state: "Lagos",
      windowDays: 90,
    });
    expect(parseDeskSearchParams({ q: ["a", "b"], state: "Atlantis", window: "1000000" })).toEqual({
      q: "a",
      item: null,
      state: null,
      windowDays: 30,
    });
    expect(parseDeskSearchParams({ q: "x".repeat(500) }).q).toHaveLength(100);
    expect(parseDeskSearchParams({}).item).toBeNull();
  });
});
