import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { databaseHandle, getDb, postgresConnection } from "@/db/client";

describe("postgresConnection", () => {
  it("leaves a TCP URL as it is", () => {
    expect(postgresConnection("postgres://postgres@127.0.0.1:5432/oja")).toEqual({
      url: "postgres://postgres@127.0.0.1:5432/oja",
    });
  });

  it("reads libpq's ?host=<folder> as a Unix socket and keeps the other parameters", () => {
    expect(
      postgresConnection("postgres://postgres@localhost:5432/oja?host=/var/run/postgresql&sslmode=disable"),
    ).toEqual({
      url: "postgres://postgres@localhost:5432/oja?sslmode=disable",
      host: "/var/run/postgresql",
    });
  });

  it("reads a host name there as overriding the URL's host, as libpq does", () => {
    expect(postgresConnection("postgres://postgres@localhost/oja?host=db.internal")).toEqual({
      url: "postgres://postgres@localhost/oja",
      host: "db.internal",
    });
  });
});

describe("PostgreSQL connections", () => {
  // docs/decisions/0011-planner-costs.md: at the server's default (4) the planner hashes every vendor to check the
  // sellers of a few hundred search matches instead of probing the index.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "price an index probe as a memory read (random_page_cost 1.1)",
    async () => {
      expect(databaseHandle().kind).toBe("postgres");
      // postgres.js answers a raw statement with an array of rows.
      const rows = (await getDb().execute(sql`select current_setting('random_page_cost') as cost`)) as unknown as {
        cost: string;
      }[];
      expect(rows.map((row) => row.cost)).toEqual(["1.1"]);
    },
  );
});
