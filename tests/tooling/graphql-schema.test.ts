import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { minifyIntrospection, outputIntrospectionFile } from "@gql.tada/internal";
import { introspectionFromSchema, printSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "@/graphql/schema";

/**
 * The API the mobile apps use is a contract: any change to it (a field renamed, a type removed, an argument made
 * required) must be deliberate. The schema is kept in `schema.graphql` at the repository's root; a change shows up
 * in review as a diff of that file. After an intended change, refresh it with
 * `UPDATE_GRAPHQL_SCHEMA=1 npx vitest run tests/tooling/graphql-schema.test.ts` and commit it with the change.
 */
const snapshotFile = path.join(process.cwd(), "schema.graphql");
/** The browser's typed documents (src/ui/graphql-documents.ts) read the schema from this generated file. */
const browserTypesFile = path.join(process.cwd(), "src/ui/graphql-env.d.ts");

describe("the GraphQL schema", () => {
  it("is the one in schema.graphql", () => {
    const current = `${printSchema(schema)}\n`;
    if (process.env.UPDATE_GRAPHQL_SCHEMA === "1") writeFileSync(snapshotFile, current);
    const committed = readFileSync(snapshotFile, "utf8");
    expect(
      current,
      "The GraphQL schema changed: if that is intended, refresh schema.graphql (see this test's comment)",
    ).toBe(committed);
  });

  it("is the one the browser's typed documents are checked against (src/ui/graphql-env.d.ts)", () => {
    const current = outputIntrospectionFile(minifyIntrospection(introspectionFromSchema(schema)), {
      fileType: browserTypesFile,
      shouldPreprocess: true,
    });
    if (process.env.UPDATE_GRAPHQL_SCHEMA === "1") writeFileSync(browserTypesFile, current);
    const committed = readFileSync(browserTypesFile, "utf8");
    expect(current, "The GraphQL schema changed: refresh src/ui/graphql-env.d.ts (see this test's comment)").toBe(
      committed,
    );
  });
});
