import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { RateLimitedError } from "@/lib/errors";
import { contactMessageInput } from "@/modules/contact/contact.inputs";
import { contactMessages } from "@/modules/contact/contact.schema";
import { contactRateLimit, submitContactMessage } from "@/modules/contact/contact.service";
import { buildContactMessageInput } from "../../../tests/factories";

describe("submitContactMessage (the service, whoever calls it)", () => {
  it("refuses an address past the hourly limit and stores nothing more; another address is not affected", async () => {
    const message = contactMessageInput.parse(buildContactMessageInput());
    const ip = "198.51.100.21";
    for (let i = 0; i < contactRateLimit.points; i += 1) await submitContactMessage(message, { ip });
    await expect(submitContactMessage(message, { ip })).rejects.toBeInstanceOf(RateLimitedError);
    expect(await getDb().select().from(contactMessages)).toHaveLength(contactRateLimit.points);
    await expect(submitContactMessage(message, { ip: "198.51.100.22" })).resolves.toMatchObject({
      reference: expect.stringMatching(/^CM-/),
    });
  });
});
