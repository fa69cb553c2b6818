/**
 * Abuse (issue #13, item 1): the client chose its own address. Per-IP limits read the last X-Forwarded-For entry, which
 * a client sends itself when no proxy stands in front, so rotating it bypassed every per-IP limit (30 of 30 contact
 * messages accepted). Now the address comes from the socket unless TRUSTED_PROXIES says a proxy may speak for it.
 * Through a real HTTP server composed as the production server composes its GraphQL path.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleOutbox } from "../factories/accounts";
import { startApiServer, type ApiServer } from "../setup/api-server";
import { postGraphQL } from "../setup/post-graphql";

const CONTACT = `mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { status message } }`;
const message = (i: number) => ({
  input: {
    name: "Bisi Adeyemi",
    email: `bisi${i}@example.com`,
    topic: "ORDER",
    message: "Please call me back about my order, thank you.",
  },
});

function rotatingForwardedFor(i: number): Record<string, string> {
  return {
    "x-forwarded-for": `203.0.113.${i + 1}`,
    "x-real-ip": `203.0.113.${i + 1}`,
    "x-oja-client-ip": `203.0.113.${i + 1}`,
  };
}

afterAll(() => settleOutbox());

describe("no proxy trusted (the default)", () => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer("");
  });
  afterAll(() => api.close());

  it("rotating X-Forwarded-For (and the app's own header) buys nothing: the 6th message from one socket is refused", async () => {
    const answers = [];
    for (let i = 0; i < 30; i += 1)
      answers.push(
        await postGraphQL(api.url, CONTACT, message(i), { from: "127.0.0.20", headers: rotatingForwardedFor(i) }),
      );
    const accepted = answers.filter(
      (a) => (a.body.data?.submitContactMessage as { status?: boolean } | null)?.status === true,
    );
    const refused = answers.filter((a) => a.body.errors?.[0]?.extensions?.code === "RATE_LIMITED");
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(25);
  });

  it("another socket address has its own allowance", async () => {
    const answer = await postGraphQL(api.url, CONTACT, message(99), { from: "127.0.0.21" });
    expect(answer.body.data?.submitContactMessage).toMatchObject({ status: true });
  });
});

describe("TRUSTED_PROXIES=loopback (a proxy on this machine)", () => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer("loopback");
  });
  afterAll(() => api.close());

  it("believes the address the proxy appended, so clients behind it are told apart", async () => {
    const answers = [];
    for (let i = 0; i < 8; i += 1) {
      answers.push(
        await postGraphQL(api.url, CONTACT, message(i), {
          from: "127.0.0.30",
          headers: { "x-forwarded-for": `1.1.1.1, 198.51.100.${i + 1}` },
        }),
      );
    }
    expect(
      answers.every((a) => (a.body.data?.submitContactMessage as { status?: boolean } | null)?.status === true),
    ).toBe(true);
  });

  it("only the entry the proxy appended: what the client wrote before it is ignored", async () => {
    const answers = [];
    for (let i = 0; i < 7; i += 1) {
      answers.push(
        await postGraphQL(api.url, CONTACT, message(i), {
          from: "127.0.0.31",
          headers: { "x-forwarded-for": `203.0.113.${i + 1}, 198.51.100.200` },
        }),
      );
    }
    expect(answers.filter((a) => a.body.errors?.[0]?.extensions?.code === "RATE_LIMITED")).toHaveLength(2);
  });
});
