import type { WorkspaceVendor } from "@/modules/vendors/vendor-workspace.service";

export interface NextStep {
  label: string;
  detail: string;
  href: string;
}

type VendorFacts = Pick<WorkspaceVendor, "permissions" | "description" | "hasContactPhone" | "storeCount">;

/**
 * "What to do next" on the overview, from what the vendor's profile still lacks, and only what the member may do
 * (a sales assistant or a suspended vendor's owner is not asked to fix the profile).
 */
export function nextSteps(vendor: VendorFacts): NextStep[] {
  const may = (permission: string) => vendor.permissions.has(permission);
  const steps: NextStep[] = [];
  if (may("profile:write") && !vendor.description?.trim()) {
    steps.push({
      label: "Describe your business",
      detail: "Buyers read it on your store page: what you sell, and what makes you the one to buy from.",
      href: "/dashboard/vendor/profile",
    });
  }
  if (may("profile:write") && !vendor.hasContactPhone) {
    steps.push({
      label: "Add a phone number buyers can reach you on",
      detail: "You choose whether buyers may call, chat on WhatsApp, or neither.",
      href: "/dashboard/vendor/profile",
    });
  }
  if (may("stores:write") && vendor.storeCount === 0) {
    steps.push({
      label: "Add your shop or stall",
      detail: "Its address, a landmark and your opening hours, so buyers can find you.",
      href: "/dashboard/stores",
    });
  }
  return steps;
}
