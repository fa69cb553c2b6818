/**
 * Module boundaries (docs/decisions/0021-layout-flows-and-boundaries.md), checked by `npm run lint` through scripts/check-boundaries.ts,
 * which also checks what dependency-cruiser cannot express: no cycle between modules (market → vendors →
 * market through any files), and the `sourceRules` below, about what files export and call rather than import.
 * Tests are not cruised: they may import anything.
 *
 * A module's tables are its own: other modules read them through published functions, column sets and read-only
 * relations (a subquery, as vendors.queries.ts publishes `vendorRows`), never the table. There is no barrel of tables
 * (drizzle.config.ts finds the *.schema.ts files by a glob) and no relational query API over all of them (the Drizzle
 * client is built without a schema).
 *
 * Every exception is written here with its reason; keep the lists short.
 */

/** A file of a module; `$1` is the module's name. */
const MODULE = "^src/modules/([^/]+)/";
/** What other modules may import of a module: services, published read queries, types and components. */
const SURFACE = ["^src/modules/[^/]+/.+\\.(service|queries|types)\\.tsx?$", "^src/modules/[^/]+/components/"];

/**
 * A module's bulk writers for the demo data (`<module>.seed.ts`: plain rows with stable ids, thousands per statement,
 * where the services write one row at a time with actor checks). Only the seed flow may import them.
 */
const SEEDERS = "^src/modules/[^/]+/.+\\.seed\\.ts$";
/** The demo seed: the flow and the generated data it composes (run by scripts/seed.ts, outside src). */
const SEED_FLOW = ["^src/flows/seed-demo\\.flow\\.ts$", "^src/flows/seed-demo/"];

/** Files published beyond the naming rule, each with its reason. */
const PUBLISHED = [
  // Who is signed in, for pages, uploads and the actor; it is next-auth's reader, not a service of its own.
  "^src/modules/identity/session\\.ts$",
];

/**
 * Files another module may import (its *.graphql.ts only from other *.graphql.ts; its *.seed.ts only the seed flow),
 * so none of them may export a table (the `published-tables` source rule).
 */
export const IMPORTABLE = [...SURFACE, ...PUBLISHED, "^src/modules/[^/]+/.+\\.graphql\\.ts$", SEEDERS];

/** A module's tables. */
const TABLES = "^src/modules/[^/]+/.+\\.schema\\.ts$";

/**
 * The rails: src/graphql, src/server, src/db, and the files directly under src/ (proxy.ts, instrumentation.ts,
 * server-start.ts), which belong to no other layer.
 */
const RAILS = ["^src/(graphql|server|db)/", "^src/[^/]+$"];

/** Files outside the modules that may import a module's tables, each with its reason: none. */
const TABLE_IMPORTERS = [];

/** Files of the rails that assemble modules, each with its reason. */
const COMPOSITION_ROOTS = [
  // Starts, once per server process, the background workers the modules define (the outbox's sender).
  "^src/server-start\\.ts$",
  // Assembles the GraphQL schema from the modules' and flows' *.graphql.ts files, and names the actor reader.
  "^src/graphql/schema\\.ts$",
  // Registers every job's handler (src/flows/*.job.ts) with the job rail and starts the runner.
  "^src/server/job-handlers\\.ts$",
];

/** Another module's file that is not on its published surface. */
const otherModulesInternals = (alsoAllowed = []) => ({
  path: "^src/modules/",
  pathNot: ["^src/modules/$1/", ...SURFACE, ...PUBLISHED, ...alsoAllowed],
});

const config = {
  forbidden: [
    {
      name: "no-file-cycles",
      severity: "error",
      comment: "Import cycle between files: move what both sides need into one of them or into a lower layer.",
      from: { path: "^src/" },
      // Type-only imports vanish when compiled, so they cannot make a load-order cycle (module cycles count them).
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only", "type-import"] } },
    },
    {
      name: "module-internals",
      severity: "error",
      comment:
        "A module uses another only through its published surface: *.service.ts, *.queries.ts, *.types.ts or " +
        "components/. Ask the owner for a service function or a published query instead of reaching into its " +
        "tables, inputs, loaders or helpers.",
      from: { path: MODULE, pathNot: ["\\.schema\\.ts$", "\\.graphql\\.ts$"] },
      to: otherModulesInternals(),
    },
    {
      name: "module-internals-from-schema",
      severity: "error",
      comment:
        "A *.schema.ts may import another module's *.schema.ts (foreign keys), and otherwise only its published surface.",
      from: { path: `${MODULE}.+\\.schema\\.ts$` },
      to: otherModulesInternals(["\\.schema\\.ts$"]),
    },
    {
      name: "module-internals-from-graphql",
      severity: "error",
      comment:
        "A *.graphql.ts may import another module's *.graphql.ts only to reference or extend its object types " +
        "(builder.objectField(VendorType, …)), and otherwise only its published surface.",
      from: { path: `${MODULE}.+\\.graphql\\.ts$` },
      to: otherModulesInternals(["\\.graphql\\.ts$"]),
    },
    {
      name: "graphql-at-the-edge",
      severity: "error",
      comment:
        "Only *.graphql.ts files use src/graphql: services, flows, helpers, components, src/lib and src/ui throw " +
        "the domain errors of src/lib/errors.ts, which the endpoint maps to GraphQL (docs/decisions/0019).",
      from: { path: "^src/(modules|flows|lib|ui)/", pathNot: "\\.graphql\\.ts$" },
      to: { path: "^src/graphql/" },
    },
    {
      name: "modules-import-flows",
      severity: "error",
      comment:
        "src/flows compose modules (a write across modules, in one transaction): modules never import them. Move the " +
        "call into a flow, a page or a route.",
      from: { path: "^src/modules/" },
      to: { path: "^src/flows/" },
    },
    {
      name: "flows-module-internals",
      severity: "error",
      comment:
        "A flow composes modules through their published surface (services, queries, types, components), and its " +
        "*.graphql.ts may use their *.graphql.ts types; ask the owner for a service function instead.",
      from: { path: "^src/flows/", pathNot: SEED_FLOW },
      to: { path: "^src/modules/", pathNot: [...SURFACE, ...PUBLISHED, "\\.graphql\\.ts$"] },
    },
    {
      name: "seed-flow-module-internals",
      severity: "error",
      comment:
        "The demo seed flow composes modules through their published surface and their bulk writers for demo data " +
        "(<module>.seed.ts); ask the owner for a seed function instead of reaching into its tables.",
      from: { path: SEED_FLOW },
      to: { path: "^src/modules/", pathNot: [...SURFACE, ...PUBLISHED, SEEDERS] },
    },
    {
      name: "seeders-outside-seed-flow",
      severity: "error",
      comment:
        "A module's *.seed.ts writes demo rows in bulk, without actor checks: only the seed flow " +
        "(src/flows/seed-demo.flow.ts and src/flows/seed-demo/) imports it. Call the module's services instead.",
      // Other modules are already held to the published surface by `module-internals`.
      from: { path: "^src/", pathNot: [...SEED_FLOW, "^src/modules/"] },
      to: { path: SEEDERS },
    },
    {
      name: "rails-import-flows",
      severity: "error",
      comment:
        "Flows sit between src/app and the modules: the rails (src/ui, src/lib, src/graphql, src/server, src/db) never " +
        "import them, except the composition roots listed in .dependency-cruiser.mjs.",
      from: { path: ["^src/(ui|lib)/", ...RAILS], pathNot: COMPOSITION_ROOTS },
      to: { path: "^src/flows/" },
    },
    {
      name: "tables-outside-modules",
      severity: "error",
      comment:
        "A module's tables (*.schema.ts) are imported by its own files and by other modules' *.schema.ts (foreign " +
        "keys) only: routes, rails and shared code call the module's published functions. No barrel of tables " +
        "(drizzle-kit finds the schema files by a glob).",
      from: { path: "^src/", pathNot: ["^src/modules/", ...TABLE_IMPORTERS] },
      to: { path: TABLES },
    },
    {
      name: "ui-lib-import-modules",
      severity: "error",
      comment:
        "src/ui and src/lib are shared rails: they never import src/modules. Pass module parts in as props or children.",
      from: { path: "^src/(ui|lib)/" },
      to: { path: "^src/modules/" },
    },
    {
      name: "rails-import-modules",
      severity: "error",
      comment:
        "The rails (src/graphql, src/server, src/db and the files directly under src/) never import src/modules, " +
        "except the composition roots listed in .dependency-cruiser.mjs with their reasons.",
      from: { path: RAILS, pathNot: COMPOSITION_ROOTS },
      to: { path: "^src/modules/" },
    },
    {
      name: "jobs-rail-imports",
      severity: "error",
      comment:
        "src/jobs is a rail below the modules: it runs the handlers the composition root hands it and never imports " +
        "modules, flows or the other rails' entry points.",
      from: { path: "^src/jobs/" },
      to: { path: "^src/(modules|flows|graphql|server|app)/" },
    },
    {
      name: "import-routes",
      severity: "error",
      comment: "src/app holds routes: nothing else imports them. Move what is shared into a module or a rail.",
      from: { path: "^src/", pathNot: "^src/app/" },
      to: { path: "^src/app/" },
    },
  ],
  options: {
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["\\.test\\.tsx?$", "^src/db/migrations/"] },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};

/**
 * The pages the server keeps and gives every visitor alike (src/server/page-cache.ts, SAME_FOR_EVERYONE), with the
 * layouts they render in: they render from the URL alone (docs/decisions/0025-public-pages-for-everyone.md), so no
 * file they reach while rendering may be one of PERSON_READERS (scripts/boundary-person-reads.ts walks the imports;
 * a server action's module, "use server", runs on a request of its own and is not walked into).
 */
export const PAGES_FOR_EVERYONE = [
  "^src/app/layout\\.tsx$",
  "^src/app/\\(public\\)/(page|layout)\\.tsx$",
  "^src/app/\\(public\\)/(about|contact|jobs|media|privacy|terms|support|size-guide|partners|market|pricedesk)/",
];
/** Server code that reads who the visitor is or what they hold: the session, the actor, the cart cookie, flashes. */
export const PERSON_READERS = [
  "^src/modules/identity/session\\.ts$",
  "^src/modules/access/(actor|signed-in-visitor)\\.service\\.ts$",
  "^src/modules/cart/cart-session\\.service\\.ts$",
  "^src/modules/orders/buyer-order-flash\\.ts$",
  "^node_modules/next-auth/(next|index)",
];

/**
 * Rules about what files export and call, which dependency-cruiser cannot see; scripts/boundary-source-checks.ts
 * checks them on every cruised file.
 */
export const sourceRules = [
  {
    name: "published-tables",
    comment:
      "A module's published files (*.service.ts, *.queries.ts, *.types.ts, components/, *.graphql.ts) never export a table, nor " +
      "anything holding one (an alias, an object, a function returning it): any module could then insert, update or " +
      "delete it. Publish functions, column sets, join conditions or a read-only relation (readOnlyRelation(table, " +
      "columns) from src/db/read-only-relation.ts, the one call that may wrap a table).",
  },
  {
    name: "schema-reexports",
    comment:
      "A *.schema.ts exports only the tables it creates: re-exporting another file's table would hand it to every " +
      "file allowed to import this schema. Import it where it is made (another module's schema, for a foreign key).",
  },
  {
    name: "no-relational-queries",
    comment:
      "No relational query API (db.query.<table>.findFirst/findMany) and no Drizzle client built with a schema: it " +
      "reaches every module's tables by name. Query the module's own tables with select(), or call its service.",
  },
  {
    name: "published-relations-name-columns",
    comment:
      "A read-only relation (src/db/read-only-relation.ts) reads as its table, so select() with no columns from it " +
      "returns every column of the table, unpublished ones too. Name the columns: select({ … }) or the owner's column sets.",
  },
];

export default config;
