import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isMalformedRequestTarget, refuseMalformedRequest } from "./malformed-request";

describe("isMalformedRequestTarget", () => {
  it.each([
    "/market/product/%00",
    "/market/product/%ff%fe",
    "/%",
    "/market/product/%E0%A4%A",
    "/market/product/a%",
    "/market?q=%00",
    "/market?q=%ff%fe",
    "/market?q=100%",
    "/market?q=%E0%A4%A",
    "/api/auth/signin?callbackUrl=%00",
    "/graphql?query=%7B%7D&variables=%7B%22s%22%3A%22%00%22%7D",
    "/market?q=a%0d%0aSet-Cookie:%20x=1",
    "/market/product/%1b",
    "/market/product/%7f",
    "/market\u0000",
  ])("refuses %j", (target) => {
    expect(isMalformedRequestTarget(target)).toBe(true);
  });

  it.each([
    "/",
    "/market/product/tecno-spark-20",
    "/market/product/..%2f..%2fetc%2fpasswd",
    "/market/product/%3Csvg%2Fonload%3Dalert(1)%3E",
    "/market?q=%C3%A0j%C3%A0+%F0%9F%93%B1&state=Lagos",
    "/market?q=a+b%2Bc",
    "/api/auth/signin?callbackUrl=javascript%3Aalert(1)",
    "/api/auth/signin?callbackUrl=http://localhost:3000.evil.com/",
    `/market?q=${"x".repeat(5_000)}`,
    "/market?",
    "/market?q=%25",
  ])("lets %j through", (target) => {
    expect(isMalformedRequestTarget(target)).toBe(false);
  });
});

describe("refuseMalformedRequest on a server", () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (refuseMalformedRequest(request, response)) return;
      response.end("page");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(
    path: string,
    method = "GET",
  ): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest({ host: "127.0.0.1", port, path, method }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      });
      request.on("error", reject);
      request.end();
    });
  }

  it("answers a malformed address with 400, plain text, never stored", async () => {
    const response = await get("/market/product/%ff%fe");
    expect(response.status).toBe(400);
    expect(response.body).toBe("Bad request");
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers HEAD without a body", async () => {
    const response = await get("/%", "HEAD");
    expect(response.status).toBe(400);
    expect(response.body).toBe("");
  });

  it("hands everything else on", async () => {
    expect(await get("/market/product/tecno-spark-20?q=%C3%A0j%C3%A0")).toMatchObject({ status: 200, body: "page" });
  });
});
