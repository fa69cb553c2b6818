import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

const secret = "x".repeat(32);

function parseError(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("parseEnv did not throw");
}

describe("parseEnv", () => {
  afterEach(() => {
    delete process.env.NEXT_PHASE;
  });

  it("applies defaults to an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PGLITE_DATA_DIR: ".data/pglite",
      APP_URL: "http://localhost:3000",
      GRAPHQL_MAX_DEPTH: 10,
      GRAPHQL_MAX_ALIASES: 15,
      GRAPHQL_MAX_TOKENS: 2000,
      GRAPHQL_MAX_COST: 5000,
      LOG_LEVEL: "info",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.NEXTAUTH_SECRET).toBeUndefined();
  });

  it("reads and coerces given values", () => {
    const env = parseEnv({
      NODE_ENV: "test",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/market",
      REDIS_URL: "redis://127.0.0.1:6379",
      GRAPHQL_MAX_DEPTH: "12",
      LOG_LEVEL: "debug",
    });
    expect(env.DATABASE_URL).toBe("postgres://postgres@127.0.0.1:5432/market");
    expect(env.REDIS_URL).toBe("redis://127.0.0.1:6379");
    expect(env.GRAPHQL_MAX_DEPTH).toBe(12);
    expect(env.LOG_LEVEL).toBe("debug");
  });

  it("treats an empty or blank optional URL as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", REDIS_URL: "   " });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it("names DATABASE_URL when it is not a URL", () => {
    const message = parseError({ DATABASE_URL: "not a url" });
    expect(message).toMatch(/^Invalid configuration/);
    expect(message).toContain("DATABASE_URL");
    expect(message).not.toContain("GRAPHQL_MAX_DEPTH");
  });

  it("names GRAPHQL_MAX_DEPTH when it is not a number", () => {
    expect(parseError({ GRAPHQL_MAX_DEPTH: "abc" })).toContain("GRAPHQL_MAX_DEPTH");
  });

  it("names out-of-range limits", () => {
    expect(parseError({ GRAPHQL_MAX_DEPTH: "1" })).toContain("GRAPHQL_MAX_DEPTH");
    expect(parseError({ GRAPHQL_MAX_ALIASES: "1000" })).toContain("GRAPHQL_MAX_ALIASES");
    expect(parseError({ GRAPHQL_MAX_TOKENS: "2.5" })).toContain("GRAPHQL_MAX_TOKENS");
  });

  it("names every bad variable at once", () => {
    const message = parseError({ REDIS_URL: "nope", LOG_LEVEL: "verbose", NODE_ENV: "staging" });
    expect(message).toContain("REDIS_URL");
    expect(message).toContain("LOG_LEVEL");
    expect(message).toContain("NODE_ENV");
  });

  it("rejects a NEXTAUTH_SECRET shorter than 32 characters", () => {
    const message = parseError({ NEXTAUTH_SECRET: "short" });
    expect(message).toContain("NEXTAUTH_SECRET");
    expect(message).toContain("at least 32 characters");
  });

  it("requires NEXTAUTH_SECRET in production and names it", () => {
    const message = parseError({ NODE_ENV: "production" });
    expect(message).toContain("NEXTAUTH_SECRET");
    expect(message).toContain("required in production");
  });

  it("accepts production with a secret", () => {
    expect(parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: secret }).NODE_ENV).toBe("production");
  });

  it("lets `next build` run without the secret", () => {
    process.env.NEXT_PHASE = "phase-production-build";
    expect(parseEnv({ NODE_ENV: "production" }).NEXTAUTH_SECRET).toBeUndefined();
  });

  describe("media storage", () => {
    const s3 = {
      MEDIA_STORAGE: "s3",
      S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
      S3_BUCKET: "oja-media",
      S3_ACCESS_KEY_ID: "AKID",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://media.oja.example",
    };

    it("defaults to a local folder", () => {
      expect(parseEnv({})).toMatchObject({ MEDIA_STORAGE: "local", MEDIA_DIR: ".data/media", S3_REGION: "auto" });
    });

    it("accepts a complete S3 configuration", () => {
      expect(parseEnv({ ...s3, S3_REGION: "eu-west-1" })).toMatchObject({ ...s3, S3_REGION: "eu-west-1" });
    });

    it("names an unknown MEDIA_STORAGE", () => {
      expect(parseError({ MEDIA_STORAGE: "ftp" })).toContain("MEDIA_STORAGE");
    });

    it("names every S3 variable missing when MEDIA_STORAGE=s3", () => {
      const message = parseError({ MEDIA_STORAGE: "s3", S3_BUCKET: "oja-media" });
      expect(message).toMatch(/^Invalid configuration/);
      for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"]) {
        expect(message).toContain(`${name}: required when MEDIA_STORAGE=s3`);
      }
      expect(message).not.toContain("S3_BUCKET");
    });

    it("names S3 URLs that are not URLs", () => {
      const message = parseError({ ...s3, S3_ENDPOINT: "r2 bucket", S3_PUBLIC_URL: "media" });
      expect(message).toContain("S3_ENDPOINT");
      expect(message).toContain("S3_PUBLIC_URL");
    });

    it("names a blank MEDIA_DIR", () => {
      expect(parseError({ MEDIA_DIR: "  " })).toContain("MEDIA_DIR");
    });
  });
});
