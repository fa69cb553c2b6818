import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { RateLimitedError } from "@/lib/errors";
import { partnerApplicationInput } from "@/modules/partners/partners.inputs";
import { partnerApplications } from "@/modules/partners/partners.schema";
import { partnerApplicationRateLimit, submitPartnerApplication } from "@/modules/partners/partners.service";
import { buildPartnerApplicationInput } from "../../../tests/factories";

describe("submitPartnerApplication (the service, whoever calls it)", () => {
  it("refuses an address past the hourly limit and stores nothing more; another address is not affected", async () => {
    const application = partnerApplicationInput.parse(buildPartnerApplicationInput("STORE"));
    const ip = "198.51.100.31";
    for (let i = 0; i < partnerApplicationRateLimit.points; i += 1) await submitPartnerApplication(application, { ip });
    await expect(submitPartnerApplication(application, { ip })).rejects.toBeInstanceOf(RateLimitedError);
    expect(await getDb().select().from(partnerApplications)).toHaveLength(partnerApplicationRateLimit.points);
    await expect(submitPartnerApplication(application, { ip: "198.51.100.32" })).resolves.toMatchObject({
      reference: expect.stringMatching(/^ST-/),
    });
  });
});
