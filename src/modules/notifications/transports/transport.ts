import type { MessageChannel, TransportName } from "@/modules/notifications/notifications.config";

/** What a transport is given: one claimed outbox row whose body is present. */
export interface OutgoingMessage {
  id: string;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  purpose: string;
}

export interface DeliveryReceipt {
  /** The provider's id for the message (Termii's message_id, the SMTP Message-ID), when it gives one. */
  providerMessageId: string | null;
}

/**
 * One way of delivering messages. `send` resolves once the provider accepted the message, or throws; the outbox
 * retries a thrown error with backoff unless it is a PermanentDeliveryError; a ProviderMissingError makes it wait.
 */
export interface MessageTransport {
  readonly name: TransportName;
  /** True only for the development outbox: the delivered body stays in the table so /dev/outbox can show it. */
  readonly keepsBody: boolean;
  send(message: OutgoingMessage): Promise<DeliveryReceipt>;
}

/** A failure that retrying cannot fix (no provider, a recipient the provider cannot address): FAILED at once. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentDeliveryError";
  }
}

/**
 * No provider is configured for the channel (production without SMTP or Termii): not the message's fault, so it is
 * neither an attempt nor a failure. The outbox keeps it waiting until a provider (or the development outbox) is there,
 * or until it has expired (./message-lifetime.ts).
 */
export class ProviderMissingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderMissingError";
  }
}
