import "server-only";
import { PermanentDeliveryError, type MessageTransport } from "@/modules/messaging/transports/transport";

/**
 * No provider configured. Outside production (or with DEV_OUTBOX_IN_PRODUCTION) the message counts as delivered and
 * its body stays in the table for /dev/outbox. In production nothing can deliver or show it: the message fails at once
 * (the outbox then clears its body), which keeps the row as a record that a provider is missing.
 */
export function createDevOutboxTransport(options: { visible: boolean }): MessageTransport {
  return {
    name: "dev-outbox",
    keepsBody: options.visible,
    async send(message) {
      if (!options.visible) {
        throw new PermanentDeliveryError(
          `no ${message.channel === "EMAIL" ? "e-mail provider (set SMTP_URL or SMTP_HOST)" : "SMS provider (set TERMII_API_KEY)"} configured in production`,
        );
      }
      return { providerMessageId: `dev-outbox:${message.id}` };
    },
  };
}
