import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSharedResponseCache, type TagsOf } from "./shared-response-cache";

const store = createSharedResponseCache();
const tagsOf = vi.fn<TagsOf>((body) => (body.toString().includes("rice") ? ["product:rice"] : ["product:beans"]));
let server: Server;
let origin: string;

/** Each path is answered once from the "application", then from the store until a purge drops it. */
beforeAll(async () => {
  server = createServer((request, response) => {
    const key = request.url!;
    store.answer(
      key,
      request,
      response,
      () => {
        response.setHeader("cache-control", "private, no-store");
        response.end(`<html>${key}</html>`);
      },
      { shareForSeconds: 10, tagsOf },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const kept = async (path: string) => (await fetch(origin + path)).headers.has("age");

describe("shared response cache: what a kept answer shows", () => {
  it("is read from its bytes only when a purge names tags, and only once", async () => {
    await fetch(`${origin}/rice`);
    await fetch(`${origin}/beans`);
    expect(await kept("/rice")).toBe(true);
    // Keeping and replaying a page never reads it: most expire before any purge.
    expect(tagsOf).not.toHaveBeenCalled();

    store.purge({ tags: ["product:rice"] });
    expect(tagsOf).toHaveBeenCalledTimes(2);
    expect(await kept("/beans")).toBe(true);
    expect(await kept("/rice")).toBe(false);

    store.purge({ tags: ["product:yam"] });
    // "/beans" was read by the first purge; "/rice" came back as a fresh render and is read now.
    expect(tagsOf).toHaveBeenCalledTimes(3);
    expect(await kept("/beans")).toBe(true);
  });

  it("a purge of everything drops every answer without reading any", async () => {
    await fetch(`${origin}/everything`);
    expect(await kept("/everything")).toBe(true);
    tagsOf.mockClear();
    store.purge();
    expect(tagsOf).not.toHaveBeenCalled();
    expect(await kept("/everything")).toBe(false);
  });
});

describe("shared response cache: an answer shared with everyone is drawn once at a time", () => {
  let clock = 1_000_000;
  const shared = createSharedResponseCache(() => clock);
  let draws = 0;
  let statusOf: (path: string) => number = () => 200;
  /** Drawings wait here until the test lets them finish. */
  let held: Array<() => void> = [];
  let sharedServer: Server;
  let sharedOrigin = "";

  beforeAll(async () => {
    sharedServer = createServer((request, response) => {
      const path = request.url!;
      shared.answer(
        path,
        request,
        response,
        () => {
          draws += 1;
          const drawing = draws;
          held.push(() => {
            response.statusCode = statusOf(path);
            response.setHeader("cache-control", "private, no-store");
            response.write("<html>");
            response.end(`${path} drawing ${drawing}</html>`);
          });
        },
        { shareForSeconds: 10 },
      );
    });
    await new Promise<void>((resolve) => sharedServer.listen(0, "127.0.0.1", resolve));
    sharedOrigin = `http://127.0.0.1:${(sharedServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => sharedServer.close(() => resolve())));

  const ask = async (path: string) => {
    const response = await fetch(sharedOrigin + path);
    return { status: response.status, age: response.headers.get("age"), text: await response.text() };
  };
  /** Lets every held drawing finish once `count` have started. */
  async function release(count: number): Promise<void> {
    await expect.poll(() => held.length).toBe(count);
    const finishing = held;
    held = [];
    for (const finish of finishing) finish();
  }

  it("visitors who ask while it is first drawn wait for that drawing instead of starting their own", async () => {
    draws = 0;
    const answers = Promise.all(Array.from({ length: 10 }, () => ask("/first")));
    await release(1);
    const all = await answers;
    expect(draws).toBe(1);
    expect(new Set(all.map((answer) => answer.text))).toEqual(new Set(["<html>/first drawing 1</html>"]));
    expect(all.filter((answer) => answer.age !== null)).toHaveLength(9);
  });

  it("once expired, one visitor draws it again while the others get the previous answer at once", async () => {
    draws = 0;
    const first = ask("/expiring");
    await release(1);
    await first;
    clock += 10_001;
    const redrawn = ask("/expiring");
    await expect.poll(() => held.length).toBe(1);
    const meanwhile = await Promise.all(Array.from({ length: 5 }, () => ask("/expiring")));
    for (const answer of meanwhile)
      expect(answer).toEqual({ status: 200, age: "10", text: "<html>/expiring drawing 1</html>" });
    await release(1);
    expect((await redrawn).text).toBe("<html>/expiring drawing 2</html>");
    expect((await ask("/expiring")).text).toBe("<html>/expiring drawing 2</html>");
    expect(draws).toBe(2);
  });

  it("the previous answer is not given once a purge dropped it, nor long after it expired", async () => {
    draws = 0;
    for (const path of ["/purged", "/long-expired"]) {
      const first = ask(path);
      await release(1);
      await first;
    }
    shared.purge();
    clock += 20_001;
    const purged = [ask("/purged"), ask("/purged")];
    const longExpired = [ask("/long-expired"), ask("/long-expired")];
    // Two drawings (one per path); each path's second visitor waits for its first's.
    await release(2);
    expect((await Promise.all([...purged, ...longExpired])).map((answer) => answer.text)).toEqual([
      "<html>/purged drawing 3</html>",
      "<html>/purged drawing 3</html>",
      "<html>/long-expired drawing 4</html>",
      "<html>/long-expired drawing 4</html>",
    ]);
  });

  it("when the drawing cannot be kept, those who waited draw their own", async () => {
    draws = 0;
    statusOf = () => 404;
    try {
      const answers = Promise.all(Array.from({ length: 3 }, () => ask("/missing")));
      await release(1);
      await release(2);
      expect((await answers).map((answer) => answer.status)).toEqual([404, 404, 404]);
      expect(draws).toBe(3);
    } finally {
      statusOf = () => 200;
    }
  });

  it("an answer the server does not call shared (the GraphQL reads) is drawn for each request, as before", async () => {
    let plainDraws = 0;
    const plain = createSharedResponseCache(() => clock);
    const plainServer = createServer((request, response) =>
      plain.answer(request.url!, request, response, () => {
        plainDraws += 1;
        setTimeout(() => {
          response.setHeader("cache-control", "s-maxage=10");
          response.end("answer");
        }, 50);
      }),
    );
    await new Promise<void>((resolve) => plainServer.listen(0, "127.0.0.1", resolve));
    try {
      const plainOrigin = `http://127.0.0.1:${(plainServer.address() as AddressInfo).port}`;
      await Promise.all(Array.from({ length: 3 }, () => fetch(`${plainOrigin}/read`).then((r) => r.text())));
      expect(plainDraws).toBe(3);
      await fetch(`${plainOrigin}/read`);
      expect(plainDraws).toBe(3);
    } finally {
      await new Promise<void>((resolve) => plainServer.close(() => resolve()));
    }
  });
});
