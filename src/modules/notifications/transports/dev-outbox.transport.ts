import "server-only";
import { ProviderMissingError, type MessageTransport } from "@/modules/notifications/transports/transport";

/**
 * No provider configured. Outside production (or with DEV_OUTBOX_IN_PRODUCTION) the message counts as delivered and
 * its body stays in the table for /dev/outbox. In production nothing can deliver or show it: the message waits, body
 * kept, until a provider is configured (or the server runs in demo mode), and expires after its life (a code's 10
 * minutes) if none comes; its stored reason says which variable to set.
 */
export function createDevOutboxTransport(options: { visible: boolean }): MessageTransport {
  return {
    name: "dev-outbox",
    keepsBody: options.visible,
    async send(message) {
      if (!options.visible) {
        throw new ProviderMissingError(
          `no ${message.channel === "EMAIL" ? "e-mail provider (set SMTP_URL or SMTP_HOST)" : "SMS provider (set TERMII_API_KEY)"} configured in production`,
        );
      }
      return { providerMessageId: `dev-outbox:${message.id}` };
    },
  };
}
