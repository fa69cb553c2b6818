import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answerTags, createGraphqlCache } from "./graphql-cache";

// A stand-in for Yoga: echoes the body it was handed, counts its executions, and marks answers shareable unless the
// query asks not to be (as Yoga does for personal or live types).
let executions = 0;
let clock = 1_000_000;
const cache = createGraphqlCache(() => clock);

function yoga(request: IncomingMessage & { body?: unknown }, response: ServerResponse): void {
  executions += 1;
  const body = Buffer.isBuffer(request.body) ? request.body.toString("utf8") : (request.url ?? "");
  if (!body.includes("personal")) response.setHeader("cache-control", "public, s-maxage=7");
  response.setHeader("content-type", "application/json; charset=utf-8");
  response.end(JSON.stringify({ data: { echo: body, execution: executions } }));
}

let server: Server;
let origin = "";

beforeAll(async () => {
  server = createServer((request, response) => cache.handle(request, response, () => yoga(request, response)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  cache.clear();
  executions = 0;
});

async function post(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": "identity", ...headers },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    age: response.headers.get("age"),
    json: (await response.json()) as { data: { echo: string; execution: number } },
  };
}

describe("shared GraphQL answers", () => {
  it("answers a repeated signed-out read from memory, with the body Yoga was handed and an Age", async () => {
    const first = await post("{ categories { name } }");
    expect(first.json.data.echo).toBe(JSON.stringify({ query: "{ categories { name } }" }));
    clock += 2_000;
    const second = await post("{ categories { name } }");
    expect(second.json).toEqual(first.json);
    expect(second.age).toBe("2");
    expect(executions).toBe(1);
  });

  it("keeps an answer no longer than Yoga allowed", async () => {
    await post("{ categories { name } }");
    clock += 7_001;
    expect((await post("{ categories { name } }")).json.data.execution).toBe(2);
  });

  it("keys answers by body, URL, Origin and encoding", async () => {
    await post("{ categories { name } }");
    await post("{ categories { slug } }");
    await post("{ categories { name } }", { origin: "https://example.ng" });
    await post("{ categories { name } }", { "accept-encoding": "gzip" });
    await fetch(`${origin}/graphql?query=%7Bcategories%7Bname%7D%7D`);
    await fetch(`${origin}/graphql?query=%7Bcategories%7Bname%7D%7D`);
    expect(executions).toBe(5);
  });

  it("never shares what Yoga did not mark shareable, nor requests with a token, asking for fresh data or a live stream", async () => {
    await post("{ me { personal } }");
    await post("{ me { personal } }");
    const unshareable: Record<string, string>[] = [
      { authorization: "Bearer abc" },
      { "cache-control": "no-cache" },
      { accept: "text/event-stream" },
    ];
    for (const headers of unshareable) {
      await post("{ categories { name } }", headers);
      await post("{ categories { name } }", headers);
    }
    expect(executions).toBe(8);
  });
});

describe("answerTags (what a purge may name)", () => {
  const post = { method: "POST", url: "/graphql" } as IncomingMessage;
  const body = (query: string) => JSON.stringify({ query });

  it("an answer that may show a listing or a business is tagged as such, whatever fields it picks", () => {
    expect(answerTags(post, body('{ product(slug: "x") { price } }'))).toEqual(["api:market"]);
    expect(answerTags(post, body("{ categories { slug } products { nodes { title } } }"))).toEqual(["api:market"]);
    expect(answerTags(post, body("not graphql {"))).toEqual(["api:market"]);
    expect(answerTags(post, "{}")).toEqual(["api:market"]);
  });

  it("the category tree and the desk's headline figures show none, so no listing's purge drops them", () => {
    expect(answerTags(post, body("query tree { categories { slug name } __typename }"))).toEqual([]);
    const get = { method: "GET", url: `/graphql?query=${encodeURIComponent("{ priceMarkets { name } }")}` };
    expect(answerTags(get as IncomingMessage, "")).toEqual([]);
  });
});
