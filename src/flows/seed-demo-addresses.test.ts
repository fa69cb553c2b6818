import { describe, expect, it } from "vitest";
import { seedDemoAddresses } from "@/flows/seed-demo.flow";
import { parseInput } from "@/lib/errors";
import { addressInput } from "@/modules/addresses/addresses.inputs";
import { listMyAddresses } from "@/modules/addresses/addresses.service";
import { seedIdentity, userIdsByEmail } from "@/modules/identity/identity.seed";
import { userActor } from "../../tests/factories";
import { checkMoneyAfterEach } from "../../tests/setup/money-invariants";

checkMoneyAfterEach();

describe("the demo buyer's address", () => {
  it("is a default address in Ikeja, Lagos, valid by the form's own rules, seeded once", async () => {
    await seedIdentity();
    expect(await seedDemoAddresses()).toBe(1);
    expect(await seedDemoAddresses()).toBe(0);
    const [buyer] = await userIdsByEmail(["buyer@demo.oja.ng"]);
    const saved = await listMyAddresses(userActor(buyer!.id));
    expect(saved).toEqual([expect.objectContaining({ state: "Lagos", lga: "Ikeja", isDefault: true })]);
    const { label, recipientName, recipientPhone, state, lga, street, landmark } = saved[0]!;
    const typed = { label, recipientName, recipientPhone, state, lga, street, landmark };
    expect(parseInput(addressInput, typed)).toMatchObject({ recipientPhone: typed.recipientPhone, lga: "Ikeja" });
  });
});
