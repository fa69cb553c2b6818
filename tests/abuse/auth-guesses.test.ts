/**
 * Abuse: multiplying password or code guesses inside one HTTP request. At most one auth mutation runs per GraphQL
 * operation (aliases, fragments, mixed mutations, several operations in one document), batched JSON arrays are
 * refused, and a refused request executes nothing: no audit row, no failure counted, no code sent, no token issued.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as graphqlRoute } from "@/app/graphql/route";
import { getDb } from "@/db/client";
import { graphqlEndpoint } from "@/graphql/yoga";
import { auditEvents } from "@/modules/audit/audit.schema";
import { signIn } from "@/modules/identity/auth.service";
import { accessTokens, oneTimeCodes } from "@/modules/identity/identity.schema";
import { issueOneTimeCode } from "@/modules/identity/one-time-code.service";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import {
  authOperations,
  createAccount,
  outboxFor,
  randomIp,
  settleOutbox,
  type CreatedAccount,
} from "../factories/accounts";
import { execute } from "../setup/graphql";

const ONE_ONLY = "Only one sign-in or account action is allowed per request";
const WRONG = "Wrong-password 1";

let account: CreatedAccount;
beforeAll(async () => {
  account = await createAccount();
});
afterAll(() => settleOutbox());

const loginField = (alias: string, password: string, username = account.email) =>
  `${alias}: login(input: { username: ${JSON.stringify(username)}, password: ${JSON.stringify(password)} }) { status message data { token { accessToken } } }`;

async function sideEffects(ip: string) {
  const [audit, tokens, outbox] = await Promise.all([
    getDb().select().from(auditEvents).where(eq(auditEvents.ip, ip)),
    getDb().select().from(accessTokens).where(eq(accessTokens.userId, account.user.id)),
    getDb().select().from(outboxMessages),
  ]);
  return { audit: audit.length, tokens: tokens.length, outbox: outbox.length };
}

function expectRefused(body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }) {
  expect(body.data ?? null).toBeNull();
  expect(body.errors?.map((e) => e.message)).toContain(ONE_ONLY);
  expect(body.errors?.find((e) => e.message === ONE_ONLY)?.extensions?.code).toBe("TOO_MANY_AUTH_ACTIONS");
}

describe("aliases", () => {
  it("`a: login … b: login …` is refused before anything runs", async () => {
    const ip = randomIp();
    const before = await sideEffects(ip);
    const { status, body } = await execute({
      query: `mutation { ${loginField("a", WRONG)} ${loginField("b", account.password)} }`,
      ip,
    });
    expect(status).toBe(200);
    expectRefused(body);
    expect(await sideEffects(ip)).toEqual(before); // no audit row, no token (even though b had the right password)
  });

  it("ten requests of five aliased wrong guesses count as no failure at all: the account is not locked", async () => {
    const ip = randomIp();
    const query = `mutation { ${["a", "b", "c", "d", "e"].map((alias) => loginField(alias, `${WRONG}${alias}`)).join(" ")} }`;
    for (let i = 0; i < 10; i += 1) expectRefused((await execute({ query, ip })).body);
    expect(await getDb().select().from(auditEvents).where(eq(auditEvents.ip, ip))).toHaveLength(0);
    // Fifty refused guesses later the right password still works from that address: neither the account's nor the
    // address's failure counter moved.
    expect(await signIn({ username: account.email!, password: account.password }, { ip })).toMatchObject({ ok: true });
  });

  it("15 aliases (the armor's limit) are refused by the one-auth-mutation rule", async () => {
    const query = `mutation { ${Array.from({ length: 15 }, (_, i) => loginField(`g${i}`, `${WRONG}${i}`)).join(" ")} }`;
    expectRefused((await execute({ query })).body);
  });

  it("aliased verifyOTP guesses are refused and do not spend the code's tries", async () => {
    const target = await createAccount();
    const { code } = await issueOneTimeCode({
      userId: target.user.id,
      purpose: "RESET_PASSWORD",
      channel: "EMAIL",
    });
    const guesses = Array.from(
      { length: 10 },
      (_, i) =>
        `v${i}: verifyOTP(user: ${JSON.stringify(target.email)}, type: ResetPassword, otp: ${(Number(code) + i + 1) % 1_000_000}) { status }`,
    );
    expectRefused((await execute({ query: `mutation { ${guesses.join(" ")} }` })).body);
    const [row] = await getDb().select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, target.user.id));
    expect(row).toMatchObject({ attempts: 0, consumedAt: null });
  });
});

describe("other ways to put two auth mutations in one request", () => {
  it("login + createOTP is refused; no code is sent", async () => {
    const ip = randomIp();
    const query = `mutation { ${loginField("a", WRONG)} createOTP(input: { user: ${JSON.stringify(account.email)}, type: ResetPassword, channelOverride: [] }, resend: true) { status } }`;
    expectRefused((await execute({ query, ip })).body);
    expect(await outboxFor(account.email!)).toHaveLength(0);
    expect(await getDb().select().from(auditEvents).where(eq(auditEvents.ip, ip))).toHaveLength(0);
  });

  it("the same mutation in two named fragments is refused", async () => {
    const query = `mutation { ...A ...B } fragment A on Mutation { ${loginField("a", WRONG)} } fragment B on Mutation { ${loginField("b", `${WRONG}2`)} }`;
    expectRefused((await execute({ query })).body);
  });

  it("two inline fragments are refused", async () => {
    const query = `mutation { ... on Mutation { ${loginField("a", WRONG)} } ... on Mutation { ${loginField("b", `${WRONG}2`)} } }`;
    expectRefused((await execute({ query })).body);
  });

  it("two operations in one document are refused (whichever operationName is chosen)", async () => {
    const query = `mutation A { ${loginField("a", WRONG)} } mutation B { ${loginField("b", `${WRONG}2`)} }`;
    const response = await graphqlEndpoint().fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
      body: JSON.stringify({ query, operationName: "A" }),
    });
    expectRefused(
      (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
    );
  });

  it("one auth mutation per operation is still allowed", async () => {
    const { body } = await execute<{ login: { status: boolean } }>({
      query: authOperations.login,
      variables: { input: { username: account.email, password: account.password } },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.login.status).toBe(true);
  });
});

describe("batched requests (a JSON array of operations)", () => {
  const batch = () =>
    JSON.stringify(
      Array.from({ length: 5 }, (_, i) => ({
        query: authOperations.login,
        variables: { input: { username: account.email, password: `${WRONG}${i}` } },
      })),
    );

  async function expectBatchRefused(response: Response, ip: string) {
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const text = await response.text();
    expect(text).not.toContain("Invalid username or password");
    expect(text).not.toContain("accessToken");
    expect(await getDb().select().from(auditEvents).where(eq(auditEvents.ip, ip))).toHaveLength(0);
  }

  it("is refused by the endpoint without running any of them", async () => {
    const ip = randomIp();
    const response = await graphqlEndpoint().fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: batch(),
    });
    await expectBatchRefused(response, ip);
  });

  it("is refused through the /graphql route handler too", async () => {
    const ip = randomIp();
    const response = await graphqlRoute(
      new Request("http://localhost/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: batch(),
      }),
    );
    await expectBatchRefused(response, ip);
  });
});

describe("mutations over GET", () => {
  it("are refused (a link or an <img> cannot sign anyone in or send codes)", async () => {
    const ip = randomIp();
    const query = encodeURIComponent(`mutation { ${loginField("a", account.password)} }`);
    const response = await graphqlEndpoint().fetch(`http://localhost/graphql?query=${query}`, {
      method: "GET",
      headers: { accept: "application/json", "x-forwarded-for": ip },
    });
    expect(response.status).toBe(405);
    expect(await getDb().select().from(auditEvents).where(eq(auditEvents.ip, ip))).toHaveLength(0);
  });
});
