import { describe, expect, it } from "vitest";
import { dashboardReturnPath, sessionRequiredUrl } from "@/modules/dashboard/dashboard-session";

describe("the dashboard's way back after sign-in", () => {
  it("is the dashboard page asked for, query included", () => {
    expect(dashboardReturnPath("/dashboard")).toBe("/dashboard");
    expect(dashboardReturnPath("/dashboard/product/list?status=draft&page=2")).toBe(
      "/dashboard/product/list?status=draft&page=2",
    );
    expect(dashboardReturnPath("/dashboard?tab=shop")).toBe("/dashboard?tab=shop");
  });

  it("is the overview for anything that is not a dashboard page", () => {
    for (const value of [
      null,
      undefined,
      "",
      "/",
      "/dashboards",
      "//evil.example/dashboard",
      "https://evil.example/dashboard",
      "/dashboard\u0000x",
      "/market",
    ]) {
      expect(dashboardReturnPath(value), String(value)).toBe("/dashboard");
    }
  });

  it("goes through sign-in with SessionRequired, the way back encoded", () => {
    expect(sessionRequiredUrl("/dashboard/product/list?status=draft&page=2")).toBe(
      "/auth/login?error=SessionRequired&callbackUrl=%2Fdashboard%2Fproduct%2Flist%3Fstatus%3Ddraft%26page%3D2",
    );
  });
});
