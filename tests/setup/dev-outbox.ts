import { beforeEach, vi } from "vitest";
import { resetMessagingConfigForTests } from "@/modules/notifications/notifications.config";

/** Before each test: no SMTP or Termii configured, so every message goes to the development outbox, where tests read it. */
export function sendMessagesToDevOutbox(): void {
  beforeEach(() => {
    for (const name of ["SMTP_URL", "SMTP_HOST", "SMTP_USER", "SMTP_PASSWORD", "MAIL_FROM", "TERMII_API_KEY"])
      vi.stubEnv(name, "");
    vi.stubEnv("DEV_OUTBOX_IN_PRODUCTION", "");
    resetMessagingConfigForTests();
  });
}
