import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/dev/outbox/route";
import { GET as status } from "@/app/api/dev/outbox/status/route";
import DevOutboxPage, { dynamic } from "@/app/dev/outbox/page";
import { resetMessagingConfigForTests } from "@/modules/notifications/notifications.config";
import { deliverDueMessages, enqueueMessage } from "@/modules/notifications/notifications.service";

const search = (params: Record<string, string> = {}) => ({ searchParams: Promise.resolve(params) });

// These tests are this machine asking (the outbox answers no one else: tests/abuse/demo-outbox-exposure.test.ts).
const fromThisMachine = { "x-forwarded-for": "127.0.0.1" };
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "127.0.0.1" }) }));
const outboxRequest = (url: string) => new Request(url, { headers: fromThisMachine });

beforeEach(() => {
  for (const name of ["SMTP_URL", "SMTP_HOST", "TERMII_API_KEY", "DEV_OUTBOX_IN_PRODUCTION"]) vi.stubEnv(name, "");
  resetMessagingConfigForTests();
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetMessagingConfigForTests();
});

// The database lives as long as the file: each test writes to its own phone number.
let phoneSerial = 100;

async function seedMessages() {
  phoneSerial += 1;
  const phone = `+2348035550${phoneSerial}`;
  const sms = await enqueueMessage(
    {
      channel: "SMS",
      recipient: phone,
      body: "Your Oja code is 402718. It expires in 10 minutes.",
      purpose: "otp.verify_account",
    },
    { background: false },
  );
  const mail = await enqueueMessage(
    {
      channel: "EMAIL",
      recipient: "tunde@example.ng",
      subject: "Reset your <password>",
      body: "Use 119922 to reset your password.",
      html: "<script>alert(1)</script><p>119922</p>",
      purpose: "otp.reset_password",
    },
    { background: false },
  );
  await deliverDueMessages({ ids: [sms, mail] });
  return { sms, mail, phone };
}

describe("/dev/outbox page", () => {
  it("is rendered per request", () => {
    expect(dynamic).toBe("force-dynamic");
  });

  it("lists messages with their full bodies, escaped, and filters by recipient", async () => {
    const { phone } = await seedMessages();
    const html = renderToStaticMarkup(await DevOutboxPage(search()));
    expect(html).toContain("Development outbox");
    expect(html).toContain("Your Oja code is 402718. It expires in 10 minutes.");
    expect(html).toContain("tunde@example.ng");
    expect(html).toContain("Reset your &lt;password&gt;");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toMatch(/SMTP when <code>SMTP_URL<\/code>/);
    expect(html).toMatch(/Termii when <code>TERMII_API_KEY<\/code>/);
    expect(html).toMatch(/<form[^>]*method="get"/);
    expect(html).toContain('name="to"');

    const local = `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`; // "0803 555 0101"
    const filtered = renderToStaticMarkup(await DevOutboxPage(search({ to: local })));
    expect(filtered).toContain("402718");
    expect(filtered).not.toContain("119922");
    expect(filtered).toContain(`value="${local}"`);
  });

  it("is not found in production", async () => {
    await seedMessages();
    vi.stubEnv("NODE_ENV", "production");
    await expect(DevOutboxPage(search())).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/),
    });
  });
});

describe("GET /api/dev/outbox", () => {
  it("returns the latest messages for a recipient with the code, newest first", async () => {
    const { phone } = await seedMessages();
    await enqueueMessage(
      { channel: "SMS", recipient: phone, body: "Your Oja code is 583046.", purpose: "otp.verify_account" },
      { background: false },
    ).then((id) => deliverDueMessages({ ids: [id] }));
    // A "+" in a query string that was not encoded arrives as a space; both spellings work.
    for (const to of [encodeURIComponent(phone), phone]) {
      const response = await GET(outboxRequest(`http://localhost/api/dev/outbox?to=${to}`));
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const { messages } = (await response.json()) as {
        messages: { otp: string | null; channel: string; recipient: string; body: string }[];
      };
      expect(messages.map((m) => m.otp)).toEqual(["583046", "402718"]);
      expect(messages[0]).toMatchObject({ channel: "SMS", recipient: phone, body: "Your Oja code is 583046." });
    }
    const limited = await GET(outboxRequest("http://localhost/api/dev/outbox?limit=1"));
    expect(((await limited.json()) as { messages: unknown[] }).messages).toHaveLength(1);
  });

  it("answers 404 in production", async () => {
    const { phone } = await seedMessages();
    vi.stubEnv("NODE_ENV", "production");
    const response = await GET(outboxRequest(`http://localhost/api/dev/outbox?to=${encodeURIComponent(phone)}`));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("402718");
  });

  it("answers in a local production build only with DEV_OUTBOX_IN_PRODUCTION=1 (browser tests)", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_URL", "http://127.0.0.1:4123");
    vi.stubEnv("DEV_OUTBOX_IN_PRODUCTION", "1");
    resetMessagingConfigForTests();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { sms, phone } = await seedMessages();
    const response = await GET(outboxRequest(`http://localhost/api/dev/outbox?to=${encodeURIComponent(phone)}`));
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: { id: string; otp: string }[] };
    expect(messages).toEqual([expect.objectContaining({ id: sms, otp: "402718" })]);
    vi.restoreAllMocks();
  });
});

describe("GET /api/dev/outbox/status (whether pages offer the demo outbox link)", () => {
  const available = async () => {
    const response = status(outboxRequest("http://localhost/api/dev/outbox/status"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return ((await response.json()) as { available: boolean }).available;
  };

  it("is true in development and in the demo, false in any other production build", async () => {
    expect(await available()).toBe(true);
    vi.stubEnv("NODE_ENV", "production");
    resetMessagingConfigForTests();
    expect(await available()).toBe(false);
    vi.stubEnv("DEV_OUTBOX_IN_PRODUCTION", "1");
    resetMessagingConfigForTests();
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await available()).toBe(true);
    vi.restoreAllMocks();
  });

  it("the demo page says nothing was really sent and shows each code on its own", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DEV_OUTBOX_IN_PRODUCTION", "1");
    resetMessagingConfigForTests();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { phone } = await seedMessages();
    const html = renderToStaticMarkup(await DevOutboxPage(search({ to: phone })));
    expect(html).toContain("This is a demo (npm run demo): no e-mail or SMS is really sent.");
    expect(html).toMatch(/data-testid="outbox-code">402718</);
    vi.restoreAllMocks();
  });
});
