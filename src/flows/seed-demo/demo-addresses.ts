import type { AddressSeedRow } from "@/modules/addresses/addresses.seed";

/**
 * The demo buyer's saved address (issue 24), so checkout can be tried at once: their default, in Ikeja, Lagos,
 * checked by the same rules as a typed one (a real local government area of the state, a valid number).
 */
export const DEMO_BUYER_EMAIL = "buyer@demo.oja.ng";

export function demoBuyerAddresses(buyerId: string): AddressSeedRow[] {
  return [
    {
      id: "6a9f0d2e-3b1c-4d5e-8f70-0000000a0001",
      userId: buyerId,
      label: "Home",
      recipientName: "Adaeze Okafor",
      recipientPhone: "+2348031234501",
      state: "Lagos",
      lga: "Ikeja",
      street: "14 Allen Avenue, Ikeja",
      landmark: "Opposite the Allen roundabout bus stop",
      isDefault: true,
    },
  ];
}
