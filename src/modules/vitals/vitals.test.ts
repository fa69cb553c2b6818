import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/vitals/route";
import { getDb } from "@/db/client";
import {
  pruneWebVitals,
  recordWebVitals,
  vitalsRateLimit,
  WEB_VITALS_RETENTION_DAYS,
} from "@/modules/vitals/vitals.service";
import { webVitalReports } from "@/modules/vitals/vitals.schema";
import { uniqueIp } from "../../../tests/setup/graphql";

const validReport = {
  name: "LCP",
  value: 1834.5,
  rating: "good",
  path: "/market/product",
  navigationType: "navigate",
  connection: "4g",
};

function beacon(body: BodyInit, ip = uniqueIp(), headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/vitals", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip, ...headers },
    body,
  });
}

function stored() {
  return getDb().select().from(webVitalReports);
}

describe("POST /api/vitals", () => {
  beforeEach(async () => {
    await getDb().delete(webVitalReports);
  });

  it("stores a valid report and answers 204", async () => {
    const response = await POST(beacon(JSON.stringify(validReport)));
    expect(response.status).toBe(204);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "LCP",
      value: 1834.5,
      rating: "good",
      path: "/market/product",
      navigationType: "navigate",
      connection: "4g",
    });
  });

  it("stores a page's reports sent together in one beacon", async () => {
    const page = ["TTFB", "FCP", "LCP", "CLS", "INP"].map((name, index) => ({ ...validReport, name, value: index }));
    const response = await POST(beacon(JSON.stringify(page)));
    expect(response.status).toBe(204);
    expect((await stored()).map((row) => row.name).sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
  });

  it("strips the query string from the path (codes and tokens must not be stored)", async () => {
    const response = await POST(
      beacon(JSON.stringify({ ...validReport, path: "/auth/login?code=123456&token=abc&reset=otp" })),
    );
    expect(response.status).toBe(204);
    const [row] = await stored();
    expect(row!.path).toBe("/auth/login");
  });

  it("accepts a minimal report (optional fields omitted) and stores nulls", async () => {
    const response = await POST(beacon(JSON.stringify({ name: "CLS", value: 0, path: "/" })));
    expect(response.status).toBe(204);
    const [row] = await stored();
    expect(row).toMatchObject({
      name: "CLS",
      value: 0,
      rating: null,
      navigationType: null,
      connection: null,
      path: "/",
    });
  });

  it("accepts every web-vital name", async () => {
    for (const name of ["CLS", "FCP", "FID", "INP", "LCP", "TTFB"]) {
      expect((await POST(beacon(JSON.stringify({ ...validReport, name })))).status).toBe(204);
    }
    expect((await stored()).map((row) => row.name).sort()).toEqual(["CLS", "FCP", "FID", "INP", "LCP", "TTFB"]);
  });

  it.each([
    ["an unknown name", { ...validReport, name: "XSS" }],
    ["a lower-case name", { ...validReport, name: "lcp" }],
    ["a negative value", { ...validReport, value: -1 }],
    ["a value over ten minutes", { ...validReport, value: 600_001 }],
    ["a value as a string", { ...validReport, value: "1834" }],
    ["a null value", { ...validReport, value: null }],
    ["an unknown rating", { ...validReport, rating: "excellent" }],
    ["a full URL as path", { ...validReport, path: "https://evil.example/phish" }],
    ["a path over 300 characters", { ...validReport, path: `/${"a".repeat(300)}` }],
    ["a long navigation type", { ...validReport, navigationType: "n".repeat(41) }],
    ["a long connection", { ...validReport, connection: "c".repeat(21) }],
    ["an unknown field", { ...validReport, userAgent: "Mozilla/5.0" }],
    ["a missing path", { name: "LCP", value: 1 }],
    ["an empty page of reports", []],
    ["more reports than there are metrics", Array.from({ length: 7 }, () => validReport)],
    ["a page of reports with one bad one", [validReport, { ...validReport, name: "XSS" }]],
    ["a nested array", [[validReport]]],
    ["null", null],
  ])("answers 400 for %s and stores nothing", async (_label, payload) => {
    const response = await POST(beacon(JSON.stringify(payload)));
    expect(response.status).toBe(400);
    expect(await stored()).toHaveLength(0);
  });

  it.each([
    ["invalid JSON", "{name: LCP"],
    ["an empty body", ""],
    ["form data", "name=LCP&value=1&path=/"],
  ])("answers 400 for %s", async (_label, body) => {
    expect((await POST(beacon(body))).status).toBe(400);
    expect(await stored()).toHaveLength(0);
  });

  it("answers 413 for a body over 2 KB and stores nothing", async () => {
    const response = await POST(beacon(JSON.stringify({ ...validReport, navigationType: "n".repeat(3000) })));
    expect(response.status).toBe(413);
    expect(await stored()).toHaveLength(0);
  });

  it("answers 413 from a declared Content-Length over 2 KB", async () => {
    const response = await POST(beacon(JSON.stringify(validReport), uniqueIp(), { "content-length": "100000" }));
    expect(response.status).toBe(413);
  });

  it("answers 429 with Retry-After once an address spends its beacons for the minute", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < vitalsRateLimit.points; i += 1) {
      // Invalid beacons still count: the limit is spent before parsing.
      expect((await POST(beacon("{}", ip))).status).toBe(400);
    }
    const limited = await POST(beacon(JSON.stringify(validReport), ip));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await stored()).toHaveLength(0);
    // Another address is unaffected.
    expect((await POST(beacon(JSON.stringify(validReport)))).status).toBe(204);
  });

  // Regression: free-text fields (path, navigationType, connection) once accepted NUL, which PostgreSQL cannot store,
  // so one beacon made the route answer 500.
  it("answers 400, not a server error, for a NUL character in a text field", async () => {
    const response = await POST(beacon(JSON.stringify({ ...validReport, navigationType: "navi\u0000gate" })));
    expect(response.status).toBe(400);
  });
});

describe("web-vitals retention", () => {
  beforeEach(async () => {
    await getDb().delete(webVitalReports);
  });

  it("pruneWebVitals deletes measurements older than the retention period only", async () => {
    const now = new Date("2026-06-01T12:00:00Z");
    const day = 24 * 60 * 60 * 1000;
    await getDb()
      .insert(webVitalReports)
      .values([
        {
          name: "LCP",
          value: 1,
          path: "/old",
          createdAt: new Date(now.getTime() - (WEB_VITALS_RETENTION_DAYS + 1) * day),
        },
        {
          name: "LCP",
          value: 2,
          path: "/recent",
          createdAt: new Date(now.getTime() - (WEB_VITALS_RETENTION_DAYS - 1) * day),
        },
      ]);
    expect(await pruneWebVitals(now)).toBe(1);
    expect((await stored()).map((row) => row.path)).toEqual(["/recent"]);
  });

  it("recordWebVitals prunes when the dice say so", async () => {
    await getDb()
      .insert(webVitalReports)
      .values({
        name: "FCP",
        value: 1,
        path: "/ancient",
        createdAt: new Date(Date.now() - (WEB_VITALS_RETENTION_DAYS + 30) * 24 * 60 * 60 * 1000),
      });
    await recordWebVitals([{ name: "FCP", value: 5, path: "/fresh" }], () => 0.9);
    expect(await stored()).toHaveLength(2);
    await recordWebVitals([{ name: "FCP", value: 6, path: "/fresh" }], () => 0);
    expect((await stored()).map((row) => row.path).sort()).toEqual(["/fresh", "/fresh"]);
  });
});
