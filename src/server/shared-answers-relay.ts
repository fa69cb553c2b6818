/**
 * Wires the server's shared caches to purges (src/lib/shared-answers-purge.ts). With REDIS_URL set, a purge in one
 * process reaches every other process serving the same site through a Redis channel: each purges locally (its server
 * caches and short caches) when it hears another's message. Without Redis there is one process, and the purge is local.
 *
 * A message is `{"from": <process>, "tags": [...]}` (no tags: everything); anything else (a process from before
 * purges had scopes) counts as a purge of everything from another process.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { logger } from "@/lib/logger";
import { onSharedAnswersPurge, purgeSharedAnswers, type PurgeScope } from "@/lib/shared-answers-purge";

export const PURGE_CHANNEL = "oja:shared-answers:purge";

export interface PurgeRelay {
  /** Settles once this process hears other processes' purges. */
  ready: Promise<void>;
  close(): Promise<void>;
}

interface PurgeMessage {
  from: string;
  scope?: PurgeScope;
}

function readMessage(text: string): PurgeMessage {
  try {
    const parsed = JSON.parse(text) as { from?: unknown; tags?: unknown };
    if (typeof parsed.from !== "string") return { from: text };
    const tags = Array.isArray(parsed.tags) ? parsed.tags.filter((tag) => typeof tag === "string") : undefined;
    return { from: parsed.from, scope: tags ? { tags } : undefined };
  } catch {
    return { from: text };
  }
}

export function relaySharedAnswerPurges(
  clearHere: (scope?: PurgeScope) => void,
  redisUrl: string | undefined = process.env.REDIS_URL,
): PurgeRelay {
  if (!redisUrl) {
    const off = onSharedAnswersPurge((_origin, scope) => clearHere(scope));
    return { ready: Promise.resolve(), close: async () => off() };
  }
  const me = randomUUID();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  subscriber.on("message", (channel: string, text: string) => {
    if (channel !== PURGE_CHANNEL) return;
    const message = readMessage(text);
    // What this process keeps (the short caches too) is dropped, without announcing it again.
    if (message.from !== me) purgeSharedAnswers("elsewhere", message.scope);
  });
  const ready = subscriber.subscribe(PURGE_CHANNEL).then(
    () => undefined,
    (error: unknown) => logger.error("shared_answers.subscribe_failed", { error }),
  );
  const off = onSharedAnswersPurge((origin, scope) => {
    clearHere(scope);
    if (origin === "here")
      publisher
        .publish(PURGE_CHANNEL, JSON.stringify({ from: me, ...(scope ? { tags: scope.tags } : {}) }))
        .catch((error: unknown) => logger.error("shared_answers.publish_failed", { error }));
  });
  return {
    ready,
    async close() {
      off();
      await ready;
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
