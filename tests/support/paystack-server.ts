import { startFakePaystack, type ScriptedAnswer } from "./fake-paystack";

/**
 * The payout tests' view of the Paystack stand-in (./fake-paystack.ts, the one implementation): Bearer secret-key
 * authentication and GET /bank/resolve with the accounts a test registers, answering Paystack's documented shapes
 * (the resolve failure is Paystack's own 422 message). Tests can script the next answers: a 429 with Retry-After, a
 * 5xx, or no answer at all.
 */

export interface PaystackRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
}

export type ScriptedReply = ScriptedAnswer;

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

export async function startPaystackServer(options: { secretKey?: string } = {}): Promise<FakePaystack> {
  const fake = await startFakePaystack({ secretKey: options.secretKey ?? "sk_test_ojaFakePaystack0001" });
  return {
    baseUrl: fake.baseUrl,
    secretKey: fake.secretKey,
    get requests() {
      return fake.requests.map(({ method, path, query, authorization }) => ({ method, path, query, authorization }));
    },
    script: fake.script,
    addAccount(bankCode, accountNumber, accountName) {
      fake.standin.accounts.set(`${bankCode}:${accountNumber}`, accountName);
    },
    reset() {
      fake.requests.length = 0;
      fake.script.length = 0;
      fake.standin.accounts.clear();
    },
    close: () => fake.close(),
  };
}
