import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { purgeSharedAnswers, type PurgeScope } from "@/lib/shared-answers-purge";
import { PURGE_CHANNEL, relaySharedAnswerPurges, type PurgeRelay } from "./shared-answers-relay";

const redisUrl = process.env.TEST_REDIS_URL;
const opened: { close(): Promise<unknown> }[] = [];

afterEach(async () => {
  for (const thing of opened.splice(0)) await thing.close();
});

function relay(clearHere: (scope?: PurgeScope) => void, url?: string): PurgeRelay {
  const made = relaySharedAnswerPurges(clearHere, url);
  opened.push(made);
  return made;
}

describe("relaySharedAnswerPurges", () => {
  it("without Redis, a purge clears this process's caches, and nothing after close", async () => {
    let clears = 0;
    const made = relaySharedAnswerPurges(() => (clears += 1), undefined);
    purgeSharedAnswers();
    expect(clears).toBe(1);
    await made.close();
    purgeSharedAnswers();
    expect(clears).toBe(1);
  });

  // Needs a Redis server: run with TEST_REDIS_URL=redis://127.0.0.1:6379.
  it.skipIf(!redisUrl)(
    "with Redis, another process's purge clears this one (not announced again), and this one's is announced once (skipped: TEST_REDIS_URL is not set)",
    async () => {
      let clears = 0;
      const here = relay(() => (clears += 1), redisUrl);
      await here.ready;

      const observer = new Redis(redisUrl!);
      opened.push({ close: () => observer.quit() });
      const heard: string[] = [];
      observer.on("message", (_channel: string, sender: string) => heard.push(sender));
      await observer.subscribe(PURGE_CHANNEL);

      // Another process (a raw publish with a sender that is not this one) purges: this process clears.
      const other = new Redis(redisUrl!);
      opened.push({ close: () => other.quit() });
      await other.publish(PURGE_CHANNEL, "another-process");
      await expect.poll(() => clears).toBe(1);
      await expect.poll(() => heard).toEqual(["another-process"]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual(["another-process"]);

      // This process purges: it clears at once and tells the others; hearing its own message does not clear again.
      purgeSharedAnswers();
      expect(clears).toBe(2);
      await expect.poll(() => heard.length).toBe(2);
      expect(heard[1]).not.toBe("another-process");
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(clears).toBe(2);
    },
  );

  it.skipIf(!redisUrl)(
    "with Redis, a purge's scope travels both ways; a message without one purges everything (skipped: TEST_REDIS_URL is not set)",
    async () => {
      const scopes: (PurgeScope | undefined)[] = [];
      const here = relay((scope) => scopes.push(scope), redisUrl);
      await here.ready;
      const observer = new Redis(redisUrl!);
      opened.push({ close: () => observer.quit() });
      const heard: string[] = [];
      observer.on("message", (_channel: string, message: string) => heard.push(message));
      await observer.subscribe(PURGE_CHANNEL);

      purgeSharedAnswers("here", { tags: ["store:tunde-a1"] });
      await expect.poll(() => heard.length).toBe(1);
      expect(JSON.parse(heard[0]!)).toMatchObject({ tags: ["store:tunde-a1"] });

      const other = new Redis(redisUrl!);
      opened.push({ close: () => other.quit() });
      await other.publish(PURGE_CHANNEL, JSON.stringify({ from: "another-process", tags: ["product:kettle-b2"] }));
      await other.publish(PURGE_CHANNEL, JSON.stringify({ from: "another-process" }));
      await expect.poll(() => scopes.length).toBe(3);
      expect(scopes).toEqual([{ tags: ["store:tunde-a1"] }, { tags: ["product:kettle-b2"] }, undefined]);
    },
  );
});
