import "server-only";
import nodemailer from "nodemailer";
import type { SmtpSettings } from "@/modules/notifications/notifications.config";
import {
  PermanentDeliveryError,
  type MessageTransport,
  type OutgoingMessage,
} from "@/modules/notifications/transports/transport";

/** E-mail through any SMTP server (nodemailer); the text body always goes, the HTML alternative when there is one. */
export function createSmtpTransport(settings: SmtpSettings, from: string): MessageTransport {
  const transporter = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTLS,
    auth: settings.user !== undefined ? { user: settings.user, pass: settings.password ?? "" } : undefined,
    // A slow server must not hold a delivery batch for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: "smtp",
    keepsBody: false,
    async send(message: OutgoingMessage) {
      if (message.channel !== "EMAIL") throw new PermanentDeliveryError(`SMTP sends e-mail, not ${message.channel}`);
      let info: { messageId?: string; rejected?: unknown[] };
      try {
        info = await transporter.sendMail({
          from,
          to: message.recipient,
          subject: message.subject ?? "",
          text: message.body,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (error) {
        const err = error as Error & { code?: string; responseCode?: number };
        const label = [err.code, err.responseCode].filter(Boolean).join(" ");
        throw new Error(`SMTP ${label ? `${label}: ` : ""}${err.message}`);
      }
      if (info.rejected && info.rejected.length > 0) throw new Error("SMTP server rejected the recipient");
      return { providerMessageId: info.messageId ?? null };
    },
  };
}
