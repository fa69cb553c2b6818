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
    if (store.serve(key, request, response)) return;
    store.record(key, response, 10, tagsOf);
    response.setHeader("cache-control", "private, no-store");
    response.end(`<html>${key}</html>`);
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
