/**
 * Wires the server's shared caches to purges (src/lib/shared-answers-purge.ts). With REDIS_URL set, a purge in one
 * process reaches every other process serving the same site through a Redis channel: each purges locally (its server
 * caches and short caches) when it hears another's message. Without Redis there is one process, and the purge is local.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { logger } from "@/lib/logger";
import { onSharedAnswersPurge, purgeSharedAnswers } from "@/lib/shared-answers-purge";

export const PURGE_CHANNEL = "oja:shared-answers:purge";

export interface PurgeRelay {
  /** Settles once this process hears other processes' purges. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function relaySharedAnswerPurges(
  clearHere: () => void,
  redisUrl: string | undefined = process.env.REDIS_URL,
): PurgeRelay {
  if (!redisUrl) {
    const off = onSharedAnswersPurge(clearHere);
    return { ready: Promise.resolve(), close: async () => off() };
  }
  const me = randomUUID();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  subscriber.on("message", (channel: string, sender: string) => {
    // Everything this process keeps (the short caches too) is dropped, without announcing it again.
    if (channel === PURGE_CHANNEL && sender !== me) purgeSharedAnswers("elsewhere");
  });
  const ready = subscriber.subscribe(PURGE_CHANNEL).then(
    () => undefined,
    (error: unknown) => logger.error("shared_answers.subscribe_failed", { error }),
  );
  const off = onSharedAnswersPurge((origin) => {
    clearHere();
    if (origin === "here")
      publisher
        .publish(PURGE_CHANNEL, me)
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
