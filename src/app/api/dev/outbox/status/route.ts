import { devOutboxOpenTo } from "@/modules/notifications/notifications.config";

export const dynamic = "force-dynamic";

/**
 * GET /api/dev/outbox/status: `{ "available": true }` where /dev/outbox shows the messages (development, or the demo
 * started by `npm run demo`). Pages that say a code was sent ask it before offering the "Open the demo outbox" link, so
 * a production build that is not a demo never shows the link, nor does a demo to another machine. Always 200: no failed request in the browser's console.
 */
export function GET(request: Request): Response {
  return Response.json({ available: devOutboxOpenTo(request.headers) }, { headers: { "Cache-Control": "no-store" } });
}
