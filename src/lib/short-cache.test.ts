import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listingsLeftScope, purgeSharedAnswers, sellerContactScope } from "@/lib/shared-answers-purge";
import { clearShortCaches, createShortCache } from "@/lib/short-cache";

let name = 0;
function cache<T>(ttlMs = 1_000, maxEntries = 10) {
  name += 1;
  return createShortCache<T>({ name: `test-${name}`, ttlMs, maxEntries });
}

/** A computation that counts its calls and settles when told. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-06-15T10:00:00Z"), toFake: ["Date"] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("createShortCache", () => {
  it("shares a value until its time is up, then computes it again", async () => {
    const c = cache<number>(1_000);
    const compute = vi.fn(async () => compute.mock.calls.length);
    expect(await c.get("k", compute)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await c.get("k", compute)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await c.get("k", compute)).toBe(2);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("keeps keys apart", async () => {
    const c = cache<string>();
    expect(await c.get("a", async () => "A")).toBe("A");
    expect(await c.get("b", async () => "B")).toBe("B");
    expect(await c.get("a", async () => "other")).toBe("A");
  });

  it("lets concurrent callers of one key share one computation", async () => {
    const c = cache<string>();
    const pending = deferred<string>();
    const compute = vi.fn(() => pending.promise);
    const callers = [c.get("k", compute), c.get("k", compute), c.get("k", compute)];
    expect(compute).toHaveBeenCalledTimes(1);
    pending.resolve("done");
    expect(await Promise.all(callers)).toEqual(["done", "done", "done"]);
  });

  it("never keeps a failure, whether it rejects or throws at once", async () => {
    const c = cache<string>();
    const pending = deferred<string>();
    const first = c.get("k", () => pending.promise);
    const second = c.get("k", async () => "not asked");
    pending.reject(new Error("database away"));
    await expect(first).rejects.toThrow("database away");
    await expect(second).rejects.toThrow("database away");
    expect(await c.get("k", async () => "recovered")).toBe("recovered");

    await expect(
      c.get("sync", () => {
        throw new Error("bad input");
      }),
    ).rejects.toThrow("bad input");
    expect(await c.get("sync", async () => "fine")).toBe("fine");
  });

  it("shares only what `keep` accepts, and peeks only at kept, fresh values", async () => {
    const c = cache<number>(1_000);
    const small = { keep: (value: number) => value >= 500 };
    expect(await c.get("small", async () => 3, small)).toBe(3);
    await vi.waitFor(async () => expect(await c.peek("small")).toBeUndefined());
    expect(await c.get("small", async () => 4, small)).toBe(4);

    expect(await c.get("big", async () => 900, { keep: async (value) => value >= 500 })).toBe(900);
    await vi.waitFor(async () => expect(await c.peek("big")).toBe(900));
    expect(await c.get("big", async () => 0)).toBe(900);
    vi.advanceTimersByTime(1_000);
    expect(await c.peek("big")).toBeUndefined();
  });

  it("does not peek at a computation still under way", async () => {
    const c = cache<number>();
    const pending = deferred<number>();
    const value = c.get("k", () => pending.promise);
    expect(await c.peek("k")).toBeUndefined();
    pending.resolve(7);
    await value;
    await vi.waitFor(async () => expect(await c.peek("k")).toBe(7));
  });

  it("holds at most maxEntries, forgetting the oldest first", async () => {
    const c = cache<string>(60_000, 2);
    await c.get("a", async () => "A1");
    await c.get("b", async () => "B1");
    await c.get("c", async () => "C1");
    expect(await c.get("b", async () => "B2")).toBe("B1");
    expect(await c.get("c", async () => "C2")).toBe("C1");
    expect(await c.get("a", async () => "A2")).toBe("A2");
  });

  it("forgets everything on clear, and clearShortCaches clears every cache", async () => {
    const one = cache<string>();
    const two = cache<string>();
    await one.get("k", async () => "one");
    await two.get("k", async () => "two");
    one.clear();
    expect(await one.get("k", async () => "one again")).toBe("one again");
    expect(await two.get("k", async () => "two again")).toBe("two");
    clearShortCaches();
    expect(await one.get("k", async () => "one fresh")).toBe("one fresh");
    expect(await two.get("k", async () => "two fresh")).toBe("two fresh");
  });

  it("forgets everything when something is taken down (a purge from this process or another)", async () => {
    const listings = cache<string>(60_000);
    await listings.get("newest", async () => "with the suspended shop's rice");
    purgeSharedAnswers();
    expect(await listings.get("newest", async () => "without it")).toBe("without it");
    purgeSharedAnswers("elsewhere");
    expect(await listings.get("newest", async () => "fresh again")).toBe("fresh again");
  });

  it("a listing's purge forgets the catalogue; one that names only pages and answers (a hidden phone) keeps it", async () => {
    const listings = cache<string>(60_000);
    await listings.get("newest", async () => "cards");
    purgeSharedAnswers("here", sellerContactScope("mama-ngozi"));
    expect(await listings.get("newest", async () => "recomputed")).toBe("cards");
    purgeSharedAnswers("here", listingsLeftScope("product", ["rice-50kg"]));
    expect(await listings.get("newest", async () => "recomputed")).toBe("recomputed");
  });
});
