import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { REQUEST_PATH_HEADER } from "@/lib/request-path";
import { proxy } from "@/proxy";

/** What the proxy hands on to the page as request headers (Next.js carries them as x-middleware-request-*). */
function forwarded(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

describe("the proxy tells layouts the page's address", () => {
  it("as the path and query asked for", () => {
    const response = proxy(new NextRequest("http://localhost/dashboard/product/list?status=draft"));
    expect(forwarded(response, REQUEST_PATH_HEADER)).toBe("/dashboard/product/list?status=draft");
  });

  it("replacing whatever the client sent under the same name", () => {
    const response = proxy(
      new NextRequest("http://localhost/dashboard", {
        headers: { [REQUEST_PATH_HEADER]: "/dashboard/vendor/list?chosen=1" },
      }),
    );
    expect(forwarded(response, REQUEST_PATH_HEADER)).toBe("/dashboard");
  });

  it("on pending pages too, which answer 503", () => {
    const response = proxy(
      new NextRequest("http://localhost/dashboard/audit", { headers: { "sec-fetch-dest": "document" } }),
    );
    expect(response.status).toBe(503);
    expect(forwarded(response, REQUEST_PATH_HEADER)).toBe("/dashboard/audit");
  });
});
