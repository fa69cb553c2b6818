import { devOutboxOpenTo } from "@/modules/notifications/notifications.config";
import { listDevOutbox } from "@/modules/notifications/notifications.service";

export const dynamic = "force-dynamic";

/**
 * GET /api/dev/outbox?to=<e-mail or phone>&limit=<1..50>: the latest development-outbox messages, newest first, for
 * browser tests (`messages[0].otp` is the first 6-digit number of the latest body). 404 in production, and to any
 * client that is not this machine.
 */
export async function GET(request: Request): Promise<Response> {
  if (!devOutboxOpenTo(request.headers)) return Response.json({ error: "Not found" }, { status: 404 });
  const params = new URL(request.url).searchParams;
  const to = params.get("to")?.trim() || undefined;
  const requested = Number(params.get("limit") ?? 20);
  const limit = Number.isFinite(requested) ? Math.min(Math.max(Math.trunc(requested), 1), 50) : 20;
  const messages = await listDevOutbox({ recipient: to, limit });
  return Response.json(
    {
      messages: messages.map((m) => ({
        id: m.id,
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject,
        purpose: m.purpose,
        body: m.body,
        html: m.html,
        otp: m.body?.match(/(?<!\d)\d{6}(?!\d)/)?.[0] ?? null,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
