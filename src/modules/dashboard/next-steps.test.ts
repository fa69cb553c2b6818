import { describe, expect, it } from "vitest";
import { nextSteps } from "@/modules/dashboard/next-steps";
import { vendorRolePermissions } from "@/modules/vendors/vendor-permissions";

const bare = { description: null, hasContactPhone: false, storeCount: 0 };
const labels = (facts: Parameters<typeof nextSteps>[0]) => nextSteps(facts).map((step) => step.label);

describe("nextSteps", () => {
  it("asks the owner of a bare profile for a description, a phone and a store, each linking where it is done", () => {
    const steps = nextSteps({ ...bare, permissions: vendorRolePermissions("OWNER") });
    expect(steps.map((step) => [step.label, step.href])).toEqual([
      ["Describe your business", "/dashboard/vendor/profile"],
      ["Add a phone number buyers can reach you on", "/dashboard/vendor/profile"],
      ["Add your shop or stall", "/dashboard/stores"],
    ]);
  });

  it("drops what is done; a description of spaces is not one", () => {
    const owner = vendorRolePermissions("OWNER");
    expect(labels({ permissions: owner, description: "   ", hasContactPhone: true, storeCount: 1 })).toEqual([
      "Describe your business",
    ]);
    expect(
      labels({ permissions: owner, description: "Rice by the bag", hasContactPhone: true, storeCount: 2 }),
    ).toEqual([]);
  });

  it("asks nobody for what they may not do: a sales assistant, or a suspended vendor's owner", () => {
    expect(labels({ ...bare, permissions: vendorRolePermissions("SALES_ASSISTANT") })).toEqual([]);
    expect(labels({ ...bare, permissions: new Set(["shop:view"]) })).toEqual([]);
  });
});
