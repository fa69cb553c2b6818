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
      'import { users } from "@/modules/identity/identity.schema";\nexport const vendors = { users };\n',
    "src/modules/vendors/vendors.service.ts":
      'import { vendors } from "@/modules/vendors/vendors.schema";\nexport const findVendor = () => vendors;\n',
    "src/modules/vendors/vendors.graphql.ts": "export const VendorType = {};\n",
    "src/modules/vendors/vendors.inputs.ts": "export const vendorInput = {};\n",
    "src/modules/identity/identity.schema.ts": "export const users = {};\n",
    "src/modules/catalogue/catalogue.schema.ts":
      'import { vendors } from "@/modules/vendors/vendors.schema";\nexport const products = { vendors };\n',
    "src/modules/catalogue/catalogue.service.ts":
      'import { findVendor } from "@/modules/vendors/vendors.service";\nimport { naira } from "@/lib/money";\nexport const list = () => [findVendor(), naira];\n',
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
          'import { vendors } from "@/modules/vendors/vendors.schema";\nimport { vendorInput } from "@/modules/vendors/vendors.inputs";\nexport const x = [vendors, vendorInput];\n',
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
        "src/db/schema.ts": 'export * from "@/modules/catalogue/catalogue.schema";\n',
      }),
    );
    expect(violations.map((violation) => `${violation.rule} ${violation.where.split(" → ")[0]}`)).toEqual([
      "rails-import-modules src/graphql/yoga.ts",
      "rails-import-modules src/server/server.ts",
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

  it("fails a service, helper or shared rail importing src/graphql; a module's *.graphql.ts may", async () => {
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
