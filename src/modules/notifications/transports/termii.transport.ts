import "server-only";
import type { TermiiSettings } from "@/modules/notifications/notifications.config";
import {
  PermanentDeliveryError,
  type MessageTransport,
  type OutgoingMessage,
} from "@/modules/notifications/transports/transport";

const DEFAULT_TIMEOUT_MS = 10_000;

/** Termii's error answers carry a human message; keep a short piece of it (never the request, which holds the key). */
function describeFailure(status: number, payload: unknown): string {
  const detail =
    payload && typeof payload === "object" && "message" in payload && typeof payload.message === "string"
      ? payload.message
      : "";
  return `Termii answered HTTP ${status}${detail ? `: ${detail.slice(0, 200)}` : ""}`;
}

/**
 * SMS through Termii's HTTP API (POST {baseUrl}/api/sms/send). The request succeeds only with a 2xx answer whose JSON
 * body carries a message_id. `channel: "dnd"` is what lets one-time codes reach numbers on Nigeria's Do-Not-Disturb list.
 */
export function createTermiiTransport(
  settings: TermiiSettings,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): MessageTransport {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: "termii",
    keepsBody: false,
    async send(message: OutgoingMessage) {
      if (message.channel !== "SMS") throw new PermanentDeliveryError(`Termii sends SMS, not ${message.channel}`);
      // Termii wants the international number without "+": 2348031234567.
      const to = message.recipient.replace(/^\+/, "");
      if (!/^\d{8,15}$/.test(to))
        throw new PermanentDeliveryError("recipient is not a phone number in international format");

      let response: Response;
      try {
        response = await doFetch(`${settings.baseUrl}/api/sms/send`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            api_key: settings.apiKey,
            to,
            from: settings.senderId,
            sms: message.body,
            type: "plain",
            channel: settings.channel,
          }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: "error",
        });
      } catch (error) {
        const name = error instanceof Error ? error.name : "";
        if (name === "TimeoutError" || name === "AbortError")
          throw new Error(`Termii did not answer within ${timeoutMs / 1000} s`);
        const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
        throw new Error(`could not reach Termii${cause}`);
      }

      let payload: unknown = null;
      try {
        payload = await response.json();
      } catch {
        payload = null;
      }
      if (!response.ok) throw new Error(describeFailure(response.status, payload));
      const id = payload && typeof payload === "object" && "message_id" in payload ? payload.message_id : undefined;
      if ((typeof id !== "string" && typeof id !== "number") || String(id) === "") {
        throw new Error(`${describeFailure(response.status, payload)} without a message_id`);
      }
      return { providerMessageId: String(id) };
    },
  };
}
