import { afterEach, describe, expect, it, vi } from "vitest";
import {
  parseMessagingConfig,
  resetMessagingConfigForTests,
  transportNameFor,
} from "@/modules/notifications/notifications.config";

function parseError(source: Record<string, string | undefined>): string {
  try {
    parseMessagingConfig(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("parseMessagingConfig did not throw");
}

describe("parseMessagingConfig", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetMessagingConfigForTests();
  });

  it("has no provider and the documented defaults in an empty environment", () => {
    const config = parseMessagingConfig({});
    expect(config).toEqual({
      production: false,
      devOutboxInProduction: false,
      mailFrom: "Oja <no-reply@oja.ng>",
      smtp: null,
      termii: null,
    });
    expect(transportNameFor("EMAIL", config)).toBe("dev-outbox");
    expect(transportNameFor("SMS", config)).toBe("dev-outbox");
  });

  it("treats empty values as unset", () => {
    expect(parseMessagingConfig({ SMTP_URL: "", SMTP_HOST: " ", TERMII_API_KEY: "", MAIL_FROM: "" }).smtp).toBeNull();
  });

  it("reads SMTP_URL with encoded credentials and picks ports and TLS from the scheme", () => {
    const config = parseMessagingConfig({ SMTP_URL: "smtp://mailer%40oja.ng:p%40ss%3Aword@smtp.example.com:2525" });
    expect(config.smtp).toEqual({
      host: "smtp.example.com",
      port: 2525,
      secure: false,
      requireTLS: true,
      user: "mailer@oja.ng",
      password: "p@ss:word",
    });
    expect(transportNameFor("EMAIL", config)).toBe("smtp");
    expect(parseMessagingConfig({ SMTP_URL: "smtps://u:p@smtp.example.com" }).smtp).toMatchObject({
      port: 465,
      secure: true,
      requireTLS: false,
    });
    expect(parseMessagingConfig({ SMTP_URL: "smtp://127.0.0.1:1025" }).smtp).toMatchObject({
      port: 1025,
      secure: false,
      requireTLS: false,
      user: undefined,
      password: undefined,
    });
  });

  it("reads SMTP_HOST and friends", () => {
    expect(
      parseMessagingConfig({ SMTP_HOST: "smtp.example.com", SMTP_USER: "u", SMTP_PASSWORD: "p", SMTP_SECURE: "true" })
        .smtp,
    ).toEqual({ host: "smtp.example.com", port: 465, secure: true, requireTLS: false, user: "u", password: "p" });
    expect(parseMessagingConfig({ SMTP_HOST: "mailpit", SMTP_PORT: "1025" }).smtp).toEqual({
      host: "mailpit",
      port: 1025,
      secure: false,
      requireTLS: false,
      user: undefined,
      password: undefined,
    });
    expect(parseMessagingConfig({ SMTP_HOST: "smtp.example.com", SMTP_PORT: "465" }).smtp).toMatchObject({
      secure: true,
    });
  });

  it("reads Termii settings with their defaults", () => {
    const config = parseMessagingConfig({ TERMII_API_KEY: "TLkey" });
    expect(config.termii).toEqual({
      apiKey: "TLkey",
      senderId: "Oja",
      baseUrl: "https://v3.api.termii.com",
      channel: "dnd",
    });
    expect(transportNameFor("SMS", config)).toBe("termii");
    expect(transportNameFor("EMAIL", config)).toBe("dev-outbox");
    expect(
      parseMessagingConfig({
        TERMII_API_KEY: "k",
        TERMII_BASE_URL: "https://api.ng.termii.com/",
        TERMII_CHANNEL: "generic",
        TERMII_SENDER_ID: "OjaNG",
      }).termii,
    ).toEqual({ apiKey: "k", senderId: "OjaNG", baseUrl: "https://api.ng.termii.com", channel: "generic" });
  });

  it("names each bad variable", () => {
    expect(parseError({ SMTP_URL: "http://smtp.example.com" })).toMatch(/SMTP_URL: must start with "smtp:\/\/"/);
    expect(parseError({ SMTP_URL: "not a url" })).toMatch(/SMTP_URL: must be a URL/);
    expect(parseError({ SMTP_URL: "smtp://h", SMTP_HOST: "h" })).toMatch(
      /SMTP_URL: set either SMTP_URL or SMTP_HOST, not both/,
    );
    expect(parseError({ SMTP_PORT: "587" })).toMatch(/SMTP_HOST: required when SMTP_PORT is set/);
    expect(parseError({ SMTP_HOST: "h", SMTP_PORT: "70000" })).toMatch(/SMTP_PORT:/);
    expect(parseError({ SMTP_HOST: "h", SMTP_USER: "u" })).toMatch(
      /SMTP_PASSWORD: SMTP_USER and SMTP_PASSWORD go together/,
    );
    expect(parseError({ SMTP_HOST: "h", SMTP_SECURE: "maybe" })).toMatch(/SMTP_SECURE: must be "true" or "false"/);
    expect(parseError({ SMTP_HOST: "smtp://h" })).toMatch(/SMTP_HOST: must be a host name/);
    expect(parseError({ MAIL_FROM: "Oja" })).toMatch(/MAIL_FROM: must be an address/);
    expect(parseError({ TERMII_SENDER_ID: "A-very-long-sender" })).toMatch(/TERMII_SENDER_ID: must be 3 to 11/);
    expect(parseError({ TERMII_BASE_URL: "http://api.ng.termii.com" })).toMatch(/TERMII_BASE_URL: must use https/);
    expect(parseError({ TERMII_CHANNEL: "sms" })).toMatch(/TERMII_CHANNEL: must be "dnd", "generic" or "whatsapp"/);
    expect(parseError({ NODE_ENV: "production", DEV_OUTBOX_IN_PRODUCTION: "1", APP_URL: "https://oja.ng" })).toMatch(
      /DEV_OUTBOX_IN_PRODUCTION: allowed only when APP_URL is a local address/,
    );
    // Several at once, one line each; never the secret values.
    const message = parseError({
      SMTP_HOST: "h",
      SMTP_USER: "u",
      TERMII_CHANNEL: "x",
      TERMII_API_KEY: "secret-key-123",
    });
    expect(message.split("\n").filter((l) => l.startsWith("  "))).toHaveLength(2);
    expect(message).not.toContain("secret-key-123");
  });

  it("accepts http:// for Termii only on this machine (tests)", () => {
    expect(
      parseMessagingConfig({ TERMII_API_KEY: "k", TERMII_BASE_URL: "http://127.0.0.1:4010" }).termii?.baseUrl,
    ).toBe("http://127.0.0.1:4010");
  });

  it("in production without a provider: still dev-outbox (stored, not delivered), with one warning per channel", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const config = parseMessagingConfig({ NODE_ENV: "production" });
    expect(config.production).toBe(true);
    for (let i = 0; i < 3; i += 1) {
      expect(transportNameFor("SMS", config)).toBe("dev-outbox");
      expect(transportNameFor("EMAIL", config)).toBe("dev-outbox");
    }
    const warnings = errors.mock.calls
      .map((call) => String(call[0]))
      .filter((line) => line.includes("no message provider configured"));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('"level":"warn"');
  });

  it("DEV_OUTBOX_IN_PRODUCTION works only for a production build on a local address", () => {
    expect(
      parseMessagingConfig({ NODE_ENV: "production", DEV_OUTBOX_IN_PRODUCTION: "1", APP_URL: "http://127.0.0.1:4000" })
        .devOutboxInProduction,
    ).toBe(true);
    expect(parseMessagingConfig({ NODE_ENV: "development", DEV_OUTBOX_IN_PRODUCTION: "1" }).devOutboxInProduction).toBe(
      false,
    );
  });
});
