/**
 * Module boundaries (docs/decisions/0003-layout.md), checked by `npm run lint` through scripts/check-boundaries.ts,
 * which also checks the one rule dependency-cruiser cannot express: no cycle between modules (catalogue → vendors →
 * catalogue through any files). Tests are not cruised: they may import anything.
 *
 * Every exception is written here with its reason; keep the lists short.
 */

/** A file of a module; `$1` is the module's name. */
const MODULE = "^src/modules/([^/]+)/";
/** What other modules may import of a module: services, published read queries, types and components. */
const SURFACE = ["^src/modules/[^/]+/.+\\.(service|queries|types)\\.tsx?$", "^src/modules/[^/]+/components/"];

/** Files published beyond the naming rule, each with its reason. */
const PUBLISHED = [
  // Who is signed in, for pages, uploads and the actor; it is next-auth's reader, not a service of its own.
  "^src/modules/identity/session\\.ts$",
];

/** Files of the rails (src/graphql, src/server, src/db) that assemble modules, each with its reason. */
const COMPOSITION_ROOTS = [
  // The table list Drizzle needs for queries and migrations.
  "^src/db/schema\\.ts$",
  // Demo and test data write every module's tables.
  "^src/db/seed/",
  // Assembles the GraphQL schema from the modules' *.graphql.ts files and wires the ports modules offer each other.
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
        "src/graphql, src/server and src/db never import src/modules, except the composition roots listed in " +
        ".dependency-cruiser.mjs with their reasons.",
      from: { path: "^src/(graphql|server|db)/", pathNot: COMPOSITION_ROOTS },
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

export default config;
