import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createPaystackStandin, type PaystackStandin } from "@/lib/paystack-standin/paystack-standin";

/**
 * The Paystack stand-in (src/lib/paystack-standin) on a random port of 127.0.0.1, as the OAuth tests start a local
 * OpenID provider: the same handler the app mounts under /dev/paystack. Records every request (with its JSON body) and
 * can script the next answers (a 5xx, a tampered body, no answer at all) before the normal behaviour.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export type ScriptedAnswer =
  | "hang"
  /** 429 with Retry-After: 3, as Paystack's rate limit answers. */
  | "rate-limit"
  | { status: number; body: unknown; headers?: Record<string, string> };

const RATE_LIMITED = {
  status: 429,
  body: {
    status: false,
    message: "Too many requests. Please retry later.",
    meta: { nextStep: "Retry later" },
    type: "api_error",
  },
  headers: { "retry-after": "3" },
};

export interface FakePaystack {
  baseUrl: string;
  secretKey: string;
  standin: PaystackStandin;
  requests: RecordedRequest[];
  /** Answers to API calls (not the checkout page), in order, before the normal behaviour. */
  script: ScriptedAnswer[];
  /** Where webhooks go (null: nowhere), and how (by default an HTTP POST). */
  webhook: { url: string | null; deliver?: (request: Request) => Promise<Response> };
  close(): Promise<void>;
}

async function toRequest(incoming: IncomingMessage, baseUrl: string): Promise<{ request: Request; raw: Buffer }> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const method = incoming.method ?? "GET";
  const request = new Request(new URL(incoming.url ?? "/", baseUrl), {
    method,
    headers,
    body: method === "GET" || method === "HEAD" ? undefined : raw,
  });
  return { request, raw };
}

export async function startFakePaystack(options: { secretKey?: string } = {}): Promise<FakePaystack> {
  const secretKey = options.secretKey ?? "sk_test_ojaStandin0001";
  const requests: RecordedRequest[] = [];
  const script: ScriptedAnswer[] = [];
  const hanging: ServerResponse[] = [];
  const webhook: FakePaystack["webhook"] = { url: null };
  const standin = createPaystackStandin({
    secretKey,
    webhookUrl: () => webhook.url,
    deliver: (request) => (webhook.deliver ?? fetch)(request),
  });
  let baseUrl = "";

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    const { request, raw } = await toRequest(incoming, baseUrl);
    const url = new URL(request.url);
    let body: unknown = null;
    try {
      body = raw.length > 0 ? JSON.parse(raw.toString("utf8")) : null;
    } catch {
      body = raw.toString("utf8");
    }
    const page = url.pathname.startsWith("/checkout/");
    if (!page) {
      requests.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: incoming.headers.authorization,
        contentType: incoming.headers["content-type"],
        body,
      });
      const next = script.shift();
      if (next === "hang") return void hanging.push(outgoing);
      const scripted = next === "rate-limit" ? RATE_LIMITED : next;
      if (scripted) {
        return void outgoing
          .writeHead(scripted.status, { "content-type": "application/json", ...scripted.headers })
          .end(JSON.stringify(scripted.body));
      }
    }
    const response = await standin.handle(request);
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  }

  const server: Server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      outgoing.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    secretKey,
    standin,
    requests,
    script,
    webhook,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
