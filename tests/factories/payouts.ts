import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { createPaystackClient } from "@/lib/paystack";
import { payoutAccountInput, payoutAccountLookupInput } from "@/modules/payouts/payout-account.inputs";
import { startPaystackServer, type FakePaystack } from "../support/paystack-server";

/**
 * A payouts test file's fake Paystack: started once for the file, emptied before each test, with the client's failure
 * logs silenced (the tests cause failures on purpose). Call it at the top of the file; `client()` is a Paystack client
 * pointed at the fake, `timeoutMs` its patience.
 */
export function setUpFakePaystack(options: { timeoutMs: number }) {
  let server: FakePaystack | undefined;

  beforeAll(async () => {
    server = await startPaystackServer();
    // The process's first fetch sets up its HTTP client, which on a busy machine takes longer than a short timeout:
    // done here, it is not counted against the first test. beforeEach forgets the request.
    await fetch(`${server.baseUrl}/warm-up`).catch(() => undefined);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    paystack().reset();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function paystack(): FakePaystack {
    if (!server) throw new Error("The fake Paystack starts in beforeAll: use it inside a test");
    return server;
  }
  const client = (overrides: { secretKey?: string; baseUrl?: string } = {}) =>
    createPaystackClient(
      { secretKey: paystack().secretKey, baseUrl: paystack().baseUrl, ...overrides },
      { timeoutMs: options.timeoutMs },
    );

  return { paystack, client };
}

/** A payout account as the form sends it, parsed by the shared schema. */
export const buildPayoutAccount = (input: { bankCode: string; accountNumber: string; accountName: string }) =>
  payoutAccountInput.parse(input);

/** A bank and number to look up, parsed by the shared schema. */
export const buildPayoutLookup = (bankCode: string, accountNumber: string) =>
  payoutAccountLookupInput.parse({ bankCode, accountNumber });
