import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkBoundaries, formatViolations, type BoundaryViolation } from "../../scripts/check-boundaries";

// Each case is a small tree laid out like the project (src/app, src/modules/<m>, the rails) that the real config
// checks: a tree that follows the rules passes, and each rule fails on the one import that breaks it.

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), "oja-boundaries-"));
  const all: Record<string, string> = {
    "tsconfig.json": JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": ["./src/*"] } } }),
    "src/lib/money.ts": "export const naira = 100;\n",
    "src/modules/vendors/vendors.schema.ts":
      'import { pgTable, uuid } from "drizzle-orm/pg-core";\nimport { users } from "@/modules/identity/identity.schema";\n' +
      'export const vendors = pgTable("vendors", { id: uuid(), ownerId: uuid().references(() => users.id) });\n',
    "src/modules/vendors/vendors.service.ts":
      'import { eq } from "drizzle-orm";\nimport { getDb } from "@/db/client";\nimport { vendors } from "@/modules/vendors/vendors.schema";\n' +
      "export const findVendor = (id: string) => getDb().select().from(vendors).where(eq(vendors.id, id));\n",
    // What a module publishes for others' one-statement reads: a read-only relation, columns and a join condition.
    "src/modules/vendors/vendors.queries.ts":
      'import { eq, type AnyColumn } from "drizzle-orm";\nimport { readOnlyRelation } from "@/db/read-only-relation";\n' +
      'import { vendors } from "@/modules/vendors/vendors.schema";\n' +
      "export const vendorRows = readOnlyRelation(vendors, { id: vendors.id });\n" +
      "export const vendorColumns = { id: vendorRows.id };\n" +
      "export const joinVendor = (vendorId: AnyColumn) => eq(vendorRows.id, vendorId);\n",
    "src/modules/vendors/vendors.graphql.ts": "export const VendorType = {};\n",
    "src/modules/vendors/vendors.inputs.ts": "export const vendorInput = {};\n",
    "src/modules/identity/identity.schema.ts":
      'import { pgTable, uuid } from "drizzle-orm/pg-core";\nexport const users = pgTable("users", { id: uuid() });\n',
    "src/modules/catalogue/catalogue.schema.ts":
      'import { pgTable, uuid } from "drizzle-orm/pg-core";\nimport { vendors } from "@/modules/vendors/vendors.schema";\n' +
      'export const products = pgTable("products", { id: uuid(), vendorId: uuid().references(() => vendors.id) });\n',
    "src/modules/catalogue/catalogue.service.ts":
      'import { getDb } from "@/db/client";\nimport { findVendor } from "@/modules/vendors/vendors.service";\n' +
      'import { joinVendor, vendorColumns, vendorRows } from "@/modules/vendors/vendors.queries";\n' +
      'import { products } from "@/modules/catalogue/catalogue.schema";\nimport { naira } from "@/lib/money";\n' +
      "export const list = () => [findVendor(String(naira))];\n" +
      "export const page = () =>\n" +
      "  getDb().select({ id: products.id, vendor: vendorColumns }).from(products).innerJoin(vendorRows, joinVendor(products.vendorId));\n",
    "src/db/read-only-relation.ts": "export const readOnlyRelation = <T>(table: T, _columns: object) => table;\n",
    "src/db/client.ts":
      'import { drizzle } from "drizzle-orm/pglite";\nconst db = drizzle("memory://");\nexport const getDb = () => db;\n',
    // Demo data: each module's bulk writer for its own tables, composed by the seed flow.
    "src/modules/vendors/vendors.seed.ts":
      'import { getDb } from "@/db/client";\nimport { vendors } from "@/modules/vendors/vendors.schema";\n' +
      "export const seedVendors = (rows: { id: string }[]) => getDb().insert(vendors).values(rows);\n",
    "src/flows/seed-demo.flow.ts":
      'import { seedVendors } from "@/modules/vendors/vendors.seed";\nimport { list } from "@/modules/catalogue/catalogue.service";\n' +
      "export const seedDemo = () => [seedVendors([]), list()];\n",
    "src/proxy.ts": 'import { naira } from "@/lib/money";\nexport const proxy = () => naira;\n',
    "src/modules/catalogue/catalogue.graphql.ts":
      'import { VendorType } from "@/modules/vendors/vendors.graphql";\nexport const products = VendorType;\n',
    "src/app/page.tsx": 'import { list } from "@/modules/catalogue/catalogue.service";\nexport default list;\n',
    "src/graphql/schema.ts": 'import "@/modules/catalogue/catalogue.graphql";\n',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const rules = (violations: BoundaryViolation[]) => violations.map((violation) => violation.rule);

describe("module boundaries (npm run lint)", () => {
  it("passes a tree where imports flow one way through published surfaces, FK schemas and extended GraphQL types", async () => {
    expect(await checkBoundaries(tree({}))).toEqual([]);
  });

  it("fails a module that imports another module's tables, inputs or helpers", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/modules/catalogue/listing.service.ts":
          'import { vendors } from "@/modules/vendors/vendors.schema";\nimport { vendorInput } from "@/modules/vendors/vendors.inputs";\nexport const x = [vendors.id, vendorInput];\n',
      }),
    );
    expect(rules(violations)).toEqual(["module-internals", "module-internals"]);
    expect(violations.map((violation) => violation.where)).toEqual([
      "src/modules/catalogue/listing.service.ts → src/modules/vendors/vendors.inputs.ts",
      "src/modules/catalogue/listing.service.ts → src/modules/vendors/vendors.schema.ts",
    ]);
    expect(formatViolations(violations)).toContain("only through its published surface");
  });

  it("lets a schema import another schema but not another module's internals", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/modules/catalogue/catalogue.schema.ts":
          'import { vendorInput } from "@/modules/vendors/vendors.inputs";\nexport const products = vendorInput;\n',
      }),
    );
    expect(rules(violations)).toEqual(["module-internals-from-schema"]);
  });

  it("lets a *.graphql.ts import another *.graphql.ts but not another module's inputs", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/modules/catalogue/catalogue.graphql.ts":
          'import { VendorType } from "@/modules/vendors/vendors.graphql";\nimport { vendorInput } from "@/modules/vendors/vendors.inputs";\nexport const products = [VendorType, vendorInput];\n',
      }),
    );
    expect(rules(violations)).toEqual(["module-internals-from-graphql"]);
  });

  it("fails a cycle between modules even when no file imports itself back", async () => {
    const violations = await checkBoundaries(
      tree({
        // vendors → catalogue, while catalogue → vendors: each file on its own is acyclic.
        "src/modules/vendors/vendor-products.service.ts":
          'import { list } from "@/modules/catalogue/catalogue.service";\nexport const products = list;\n',
      }),
    );
    expect(rules(violations)).toEqual(["no-module-cycles"]);
    expect(violations[0]!.where).toMatch(/^catalogue, vendors:/);
    expect(violations[0]!.where).toContain(
      "vendors → catalogue, e.g. src/modules/vendors/vendor-products.service.ts → src/modules/catalogue/catalogue.service.ts",
    );
  });

  it("fails a module cycle made through *.graphql.ts files", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/modules/vendors/vendors.graphql.ts":
          'import { products } from "@/modules/catalogue/catalogue.graphql";\nexport const VendorType = { products };\n',
      }),
    );
    expect(rules(violations)).toContain("no-module-cycles");
  });

  it("fails a file-level cycle anywhere in src, but not one made of type-only imports", async () => {
    const runtime = await checkBoundaries(
      tree({
        "src/lib/a.ts": 'import { b } from "@/lib/b";\nexport const a = () => b;\n',
        "src/lib/b.ts": 'import { a } from "@/lib/a";\nexport const b = () => a;\n',
      }),
    );
    expect(rules(runtime)).toEqual(["no-file-cycles"]);
    expect(runtime[0]!.where).toMatch(/src\/lib\/[ab]\.ts → src\/lib\/[ab]\.ts \(cycle: /);
    rmSync(root, { recursive: true, force: true });
    const typesOnly = await checkBoundaries(
      tree({
        "src/lib/a.ts": 'import type { B } from "@/lib/b";\nexport type A = { b?: B };\n',
        "src/lib/b.ts": 'import type { A } from "@/lib/a";\nexport type B = { a?: A };\n',
      }),
    );
    expect(typesOnly).toEqual([]);
  });

  it("fails src/ui or src/lib importing a module, even its published surface", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/ui/providers.tsx":
          'import { list } from "@/modules/catalogue/catalogue.service";\nexport const p = list;\n',
        "src/lib/helper.ts":
          'import { findVendor } from "@/modules/vendors/vendors.service";\nexport const h = findVendor;\n',
      }),
    );
    expect(rules(violations)).toEqual(["ui-lib-import-modules", "ui-lib-import-modules"]);
  });

  it("fails src/graphql, src/server or src/db importing a module unless the file is a listed composition root", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/graphql/yoga.ts":
          'import { list } from "@/modules/catalogue/catalogue.service";\nexport const y = list;\n',
        "src/server/server.ts":
          'import { list } from "@/modules/catalogue/catalogue.service";\nexport const s = list;\n',
        "src/db/seed/products.ts": 'export * from "@/modules/catalogue/catalogue.service";\n',
      }),
    );
    expect(violations.map((violation) => `${violation.rule} ${violation.where.split(" → ")[0]}`)).toEqual([
      "rails-import-modules src/db/seed/products.ts",
      "rails-import-modules src/graphql/yoga.ts",
      "rails-import-modules src/server/server.ts",
    ]);
  });

  it("fails a rail writing a module's tables (the demo seed has no exception) and any file but the seed flow using a *.seed.ts", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/db/seed/seed.ts":
          'import { getDb } from "@/db/client";\nimport { vendors } from "@/modules/vendors/vendors.schema";\n' +
          "export const seed = () => getDb().insert(vendors).values({});\n",
        "src/flows/open-shop.flow.ts":
          'import { seedVendors } from "@/modules/vendors/vendors.seed";\nexport const openShop = () => seedVendors([]);\n',
        "src/flows/seed-demo/vendors.ts":
          'import { vendorInput } from "@/modules/vendors/vendors.inputs";\nexport const plan = vendorInput;\n',
        "src/modules/catalogue/catalogue.seed.ts":
          'import { vendors } from "@/modules/vendors/vendors.schema";\nexport const seedProducts = () => vendors.id;\n',
      }),
    );
    expect(violations.map((violation) => `${violation.rule} ${violation.where}`).sort()).toEqual([
      "flows-module-internals src/flows/open-shop.flow.ts → src/modules/vendors/vendors.seed.ts",
      "module-internals src/modules/catalogue/catalogue.seed.ts → src/modules/vendors/vendors.schema.ts",
      "rails-import-modules src/db/seed/seed.ts → src/modules/vendors/vendors.schema.ts",
      "seed-flow-module-internals src/flows/seed-demo/vendors.ts → src/modules/vendors/vendors.inputs.ts",
      "seeders-outside-seed-flow src/flows/open-shop.flow.ts → src/modules/vendors/vendors.seed.ts",
      "tables-outside-modules src/db/seed/seed.ts → src/modules/vendors/vendors.schema.ts",
    ]);
  });

  it("fails anything outside src/app importing a route", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/modules/catalogue/catalogue.service.ts":
          'import page from "@/app/page";\nexport const list = () => page;\n',
      }),
    );
    expect(rules(violations)).toContain("import-routes");
  });

  it("passes a flow composing published services, and fails a module or a rail importing a flow or a flow reaching into tables", async () => {
    const flow =
      'import { list } from "@/modules/catalogue/catalogue.service";\nimport { findVendor } from "@/modules/vendors/vendors.service";\nexport const openShop = () => [list(), findVendor()];\n';
    expect(
      await checkBoundaries(
        tree({
          "src/flows/open-shop.flow.ts": flow,
          "src/flows/open-shop.graphql.ts":
            'import { VendorType } from "@/modules/vendors/vendors.graphql";\nimport { openShop } from "@/flows/open-shop.flow";\nexport const f = [VendorType, openShop];\n',
          "src/graphql/schema.ts":
            'import "@/modules/catalogue/catalogue.graphql";\nimport "@/flows/open-shop.graphql";\n',
          "src/app/open/page.tsx": 'import { openShop } from "@/flows/open-shop.flow";\nexport default openShop;\n',
        }),
      ),
    ).toEqual([]);
    const violations = await checkBoundaries(
      tree({
        "src/flows/open-shop.flow.ts":
          flow + 'import { vendors } from "@/modules/vendors/vendors.schema";\nexport const t = vendors;\n',
        "src/modules/catalogue/shop.service.ts":
          'import { openShop } from "@/flows/open-shop.flow";\nexport const s = openShop;\n',
        "src/graphql/yoga.ts": 'import { openShop } from "@/flows/open-shop.flow";\nexport const y = openShop;\n',
      }),
    );
    expect(violations.map((violation) => `${violation.rule} ${violation.where}`).sort()).toEqual([
      "flows-module-internals src/flows/open-shop.flow.ts → src/modules/vendors/vendors.schema.ts",
      "modules-import-flows src/modules/catalogue/shop.service.ts → src/flows/open-shop.flow.ts",
      "rails-import-flows src/graphql/yoga.ts → src/flows/open-shop.flow.ts",
      "tables-outside-modules src/flows/open-shop.flow.ts → src/modules/vendors/vendors.schema.ts",
    ]);
  });

  // The five ways around the rules found in issue 22: each must fail.

  it("fails a barrel of tables, and reading another module's table through it", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/db/schema.ts":
          'export * from "@/modules/vendors/vendors.schema";\nexport * from "@/modules/catalogue/catalogue.schema";\n',
        "src/modules/catalogue/listing.service.ts":
          'import { getDb } from "@/db/client";\nimport { vendors } from "@/db/schema";\n' +
          'export const suspendAll = () => getDb().update(vendors).set({ status: "SUSPENDED" });\n',
      }),
    );
    expect(violations.map((violation) => `${violation.rule} ${violation.where}`)).toEqual([
      "rails-import-modules src/db/schema.ts → src/modules/catalogue/catalogue.schema.ts",
      "rails-import-modules src/db/schema.ts → src/modules/vendors/vendors.schema.ts",
      "tables-outside-modules src/db/schema.ts → src/modules/catalogue/catalogue.schema.ts",
      "tables-outside-modules src/db/schema.ts → src/modules/vendors/vendors.schema.ts",
    ]);
    expect(formatViolations(violations)).toContain("No barrel of tables");
  });

  it("fails the relational query API, and a Drizzle client built with a schema", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/db/client.ts":
          'import { drizzle } from "drizzle-orm/pglite";\nimport * as schema from "@/db/tables";\n' +
          'const db = drizzle("memory://", { schema });\nexport const getDb = () => db;\n',
        "src/db/tables.ts": "export const tables = {};\n",
        "src/modules/catalogue/listing.service.ts":
          'import { getDb } from "@/db/client";\nexport const owner = (id: string) =>\n' +
          "  getDb().query.vendors.findFirst({ where: (vendor, { eq }) => eq(vendor.id, id) });\n",
      }),
    );
    expect(violations.map((violation) => `${violation.rule} ${violation.where}`)).toEqual([
      "no-relational-queries src/db/client.ts:3 a Drizzle client built with a schema",
      "no-relational-queries src/modules/catalogue/listing.service.ts:3 getDb().query.vendors.findFirst",
    ]);
  });

  it("fails a published file that exports a table, however it is wrapped", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/modules/vendors/vendors.queries.ts":
          'import { alias } from "drizzle-orm/pg-core";\nimport * as schema from "@/modules/vendors/vendors.schema";\n' +
          'import { vendors } from "@/modules/vendors/vendors.schema";\n' +
          "export const vendorsTable = vendors;\n" +
          'export const owners = alias(schema.vendors, "owners");\n' +
          "export const tables = { vendors };\n" +
          "export function vendorTable() {\n  return vendorsTable;\n}\n" +
          'export { vendors as v } from "@/modules/vendors/vendors.schema";\n',
        "src/modules/vendors/vendor-tables.ts": 'export { vendors } from "@/modules/vendors/vendors.schema";\n',
        "src/modules/vendors/vendors.types.ts": 'export * from "@/modules/vendors/vendor-tables";\n',
        "src/modules/vendors/vendors.graphql.ts":
          'import { vendors } from "@/modules/vendors/vendors.schema";\nexport const VendorType = { vendors };\n',
        "src/modules/catalogue/listing.service.ts":
          'import { getDb } from "@/db/client";\nimport { vendorsTable } from "@/modules/vendors/vendors.queries";\n' +
          'export const suspendAll = () => getDb().update(vendorsTable).set({ status: "SUSPENDED" });\n',
      }),
    );
    expect(violations.map((violation) => `${violation.rule} ${violation.where}`)).toEqual([
      // Followed through imports: catalogue.graphql.ts passes on vendors.graphql.ts's VendorType.
      "published-tables src/modules/catalogue/catalogue.graphql.ts exports products (holds a table)",
      "published-tables src/modules/vendors/vendors.graphql.ts exports VendorType (holds a table)",
      "published-tables src/modules/vendors/vendors.queries.ts exports vendorsTable (a table), owners (a table), " +
        "tables (holds a table), vendorTable (holds a table), v (a table)",
      "published-tables src/modules/vendors/vendors.types.ts exports vendors (a table)",
    ]);
    expect(formatViolations(violations)).toContain("read-only relation");
  });

  it("fails a table handed back by any call but readOnlyRelation, and select() without columns from a relation", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/modules/vendors/vendor-relations.queries.ts":
          'import { vendors } from "@/modules/vendors/vendors.schema";\n' +
          "const same = <T>(value: T) => value;\n" +
          "export const vendorsAgain = same(vendors);\n",
        "src/modules/catalogue/catalogue-owners.service.ts":
          'import { getDb } from "@/db/client";\nimport { vendorRows } from "@/modules/vendors/vendors.queries";\n' +
          "export const everyColumn = () => getDb().select().from(vendorRows);\n" +
          "export const named = () => getDb().select({ id: vendorRows.id }).from(vendorRows);\n",
      }),
    );
    expect(violations.map((violation) => `${violation.rule} ${violation.where}`)).toEqual([
      "published-tables src/modules/vendors/vendor-relations.queries.ts exports vendorsAgain (holds a table)",
      "published-relations-name-columns src/modules/catalogue/catalogue-owners.service.ts:3 select() from vendorRows",
    ]);
  });

  it("fails a *.schema.ts that re-exports another module's table", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/modules/catalogue/catalogue.schema.ts":
          'import { pgTable, uuid } from "drizzle-orm/pg-core";\nimport { vendors } from "@/modules/vendors/vendors.schema";\n' +
          'export const products = pgTable("products", { id: uuid(), vendorId: uuid().references(() => vendors.id) });\n' +
          "export { vendors };\n",
        "src/modules/catalogue/listing.service.ts":
          'import { getDb } from "@/db/client";\nimport { vendors } from "@/modules/catalogue/catalogue.schema";\n' +
          'export const suspendAll = () => getDb().update(vendors).set({ status: "SUSPENDED" });\n',
      }),
    );
    expect(violations.map((violation) => `${violation.rule} ${violation.where}`)).toEqual([
      "schema-reexports src/modules/catalogue/catalogue.schema.ts exports vendors, made in another file",
    ]);
  });

  it("fails a file directly under src/ that reads a module's tables: it is a rail", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/proxy.ts":
          'import { getDb } from "@/db/client";\nimport { vendors } from "@/modules/vendors/vendors.schema";\n' +
          "export const proxy = () => getDb().select().from(vendors);\n",
      }),
    );
    expect(violations.map((violation) => `${violation.rule} ${violation.where}`)).toEqual([
      "rails-import-modules src/proxy.ts → src/modules/vendors/vendors.schema.ts",
      "tables-outside-modules src/proxy.ts → src/modules/vendors/vendors.schema.ts",
    ]);
  });

  it("fails a service, flow, helper or shared rail importing src/graphql; a *.graphql.ts may", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/graphql/builder.ts": "export const builder = {};\n",
        "src/modules/catalogue/catalogue.graphql.ts":
          'import { builder } from "@/graphql/builder";\nexport const products = builder;\n',
        "src/modules/catalogue/catalogue.service.ts":
          'import { builder } from "@/graphql/builder";\nexport const list = () => builder;\n',
        "src/lib/errors.ts": 'import { builder } from "@/graphql/builder";\nexport const e = builder;\n',
      }),
    );
    expect(violations.map((violation) => `${violation.rule} ${violation.where.split(" → ")[0]}`)).toEqual([
      "graphql-at-the-edge src/lib/errors.ts",
      "graphql-at-the-edge src/modules/catalogue/catalogue.service.ts",
    ]);
  });

  it("fails a page given to every visitor that reads the session or the cart cookie, even through other files, but not through a server action's module", async () => {
    const session = "export const currentSession = async () => null;\n";
    const violations = await checkBoundaries(
      tree({
        "src/modules/identity/session.ts": session,
        "src/modules/cart/cart-session.service.ts": 'export const cartCookie = () => "";\n',
        "src/modules/cart/cart.actions.ts":
          '"use server";\nimport { cartCookie } from "@/modules/cart/cart-session.service";\nexport async function add() { cartCookie(); }\n',
        "src/modules/cart/components/add-to-cart-form.tsx":
          'import { add } from "@/modules/cart/cart.actions";\nexport const AddToCartForm = () => add;\n',
        "src/modules/market/components/greeting.tsx":
          'import { currentSession } from "@/modules/identity/session";\nexport const Greeting = () => currentSession();\n',
        "src/app/(public)/market/product/[slug]/page.tsx":
          'import { AddToCartForm } from "@/modules/cart/components/add-to-cart-form";\nexport default AddToCartForm;\n',
        "src/app/(public)/market/page.tsx":
          'import { Greeting } from "@/modules/market/components/greeting";\nexport default Greeting;\n',
        "src/app/(public)/cart/page.tsx":
          'import { cartCookie } from "@/modules/cart/cart-session.service";\nexport default cartCookie;\n',
      }),
    );
    expect(violations.map((violation) => `${violation.rule}: ${violation.where}`)).toEqual([
      "pages-for-everyone-read-the-person: src/app/(public)/market/page.tsx → src/modules/market/components/greeting.tsx → src/modules/identity/session.ts",
    ]);
  });

  it("leaves tests free to import anything", async () => {
    const violations = await checkBoundaries(
      tree({
        "src/modules/catalogue/catalogue.service.test.ts":
          'import { vendors } from "@/modules/vendors/vendors.schema";\nimport { vendorInput } from "@/modules/vendors/vendors.inputs";\nexport const t = [vendors, vendorInput];\n',
      }),
    );
    expect(violations).toEqual([]);
  });
});
