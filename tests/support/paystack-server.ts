import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Paystack's API on 127.0.0.1 that speaks its protocol for what Oja uses: Bearer secret-key
 * authentication and GET /bank/resolve. Answers take Paystack's documented shapes (`{ status, message, data }`; errors
 * `{ status: false, message, meta, type, code }`); the resolve failure is Paystack's own 422 message, while the `code`
 * values are stand-ins (Oja reads only the HTTP status and `message`, as Paystack advises). Tests register
 * the accounts it knows and can script the next answers: a 429 with Retry-After, a 5xx, or no answer at all.
 */

export interface PaystackRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
}

export type ScriptedReply = "hang" | "rate-limit" | { status: number; body: unknown; headers?: Record<string, string> };

export interface FakePaystack {
  baseUrl: string;
  secretKey: string;
  requests: PaystackRequest[];
  /** Answers given, in order, before the normal behaviour. */
  script: ScriptedReply[];
  addAccount(bankCode: string, accountNumber: string, accountName: string): void;
  /** Forgets requests, scripted answers and accounts. */
  reset(): void;
  close(): Promise<void>;
}

export const RESOLVE_FAILURE_MESSAGE = "Could not resolve account name. Check parameters or try again.";

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response
    .writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers })
    .end(JSON.stringify(body));
}

function error(message: string, type: "api_error" | "validation_error", code: string, nextStep: string) {
  return { status: false, message, meta: { nextStep }, type, code };
}

export async function startPaystackServer(options: { secretKey?: string } = {}): Promise<FakePaystack> {
  const secretKey = options.secretKey ?? "sk_test_ojaFakePaystack0001";
  const accounts = new Map<string, string>();
  const requests: PaystackRequest[] = [];
  const script: ScriptedReply[] = [];
  const hanging: ServerResponse[] = [];
  let bankIds = 0;

  function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    requests.push({
      method: request.method ?? "",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
    });

    const authorization = request.headers.authorization;
    if (!authorization) {
      return send(
        response,
        401,
        error(
          "No Authorization Header was found",
          "api_error",
          "missing_auth_header",
          "Add the secret key as a Bearer token",
        ),
      );
    }
    if (authorization !== `Bearer ${secretKey}`) {
      return send(
        response,
        401,
        error("Invalid key", "api_error", "invalid_key", "Use the secret key from your Paystack dashboard"),
      );
    }

    const scripted = script.shift();
    if (scripted === "hang") return void hanging.push(response);
    if (scripted === "rate-limit") {
      return send(
        response,
        429,
        error(
          "Too many requests. Please retry later.",
          "api_error",
          "rate_limited",
          "Retry after the time in Retry-After",
        ),
        {
          "retry-after": "3",
        },
      );
    }
    if (scripted) return send(response, scripted.status, scripted.body, scripted.headers);

    if (request.method !== "GET" || url.pathname !== "/bank/resolve") {
      return send(
        response,
        404,
        error("The requested resource was not found", "api_error", "not_found", "Check the endpoint"),
      );
    }
    const accountNumber = url.searchParams.get("account_number") ?? "";
    const bankCode = url.searchParams.get("bank_code") ?? "";
    if (!accountNumber || !bankCode) {
      return send(
        response,
        400,
        error(
          "Account number and bank code are required",
          "validation_error",
          "invalid_params",
          "Send account_number and bank_code",
        ),
      );
    }
    const accountName = accounts.get(`${bankCode}:${accountNumber}`);
    if (!accountName) {
      return send(
        response,
        422,
        error(
          RESOLVE_FAILURE_MESSAGE,
          "validation_error",
          "invalid_params",
          "Ensure that you're passing the correct bank code and account number",
        ),
      );
    }
    send(response, 200, {
      status: true,
      message: "Account number resolved",
      data: { account_number: accountNumber, account_name: accountName, bank_id: (bankIds += 1) },
    });
  }

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    script,
    addAccount(bankCode, accountNumber, accountName) {
      accounts.set(`${bankCode}:${accountNumber}`, accountName);
    },
    reset() {
      requests.length = 0;
      script.length = 0;
      accounts.clear();
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
