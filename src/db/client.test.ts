import { describe, expect, it } from "vitest";
import { postgresConnection } from "@/db/client";

describe("postgresConnection", () => {
  it("leaves a TCP URL as it is", () => {
    expect(postgresConnection("postgres://postgres@127.0.0.1:5432/oja")).toEqual({ url: "postgres://postgres@127.0.0.1:5432/oja" });
  });

  it("reads libpq's ?host=<folder> as a Unix socket and keeps the other parameters", () => {
    expect(postgresConnection("postgres://postgres@localhost:5432/oja?host=/var/run/postgresql&sslmode=disable")).toEqual({
      url: "postgres://postgres@localhost:5432/oja?sslmode=disable",
      host: "/var/run/postgresql",
    });
  });

  it("reads a host name there as overriding the URL's host, as libpq does", () => {
    expect(postgresConnection("postgres://postgres@localhost/oja?host=db.internal")).toEqual({ url: "postgres://postgres@localhost/oja", host: "db.internal" });
  });
});
