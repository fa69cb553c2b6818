/**
 * `npm run lint`'s boundary check: the rules of .dependency-cruiser.mjs, plus what dependency-cruiser cannot
 * express: no cycle between modules through any files (its own cycle rule sees file cycles only), the config's
 * `sourceRules` about what files export and call (scripts/boundary-source-checks.ts), and that the pages given to
 * every visitor alike read nothing of the person (scripts/boundary-person-reads.ts). Exits 1 with one readable line
 * per violation. `checkBoundaries(root)` runs it on another tree (tests/tooling uses fixture trees).
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { cruise, type ICruiseOptions, type ICruiseResult, type IModule } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { personReadsOnSharedPages } from "./boundary-person-reads";
import { sourceViolations, type SourceRule } from "./boundary-source-checks";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const configFile = path.join(repoRoot, ".dependency-cruiser.mjs");

export interface BoundaryViolation {
  rule: string;
  /** What was imported, from where: "src/a.ts → src/b.ts", or the modules of a cycle. */
  where: string;
  message: string;
}

const moduleCycleMessage =
  "Modules depend on each other in a cycle. Decide which one is lower (a *.schema.ts foreign key already decides) " +
  "and move the other direction's code up: into the higher module, a page, or a composition root.";

function moduleOf(file: string): string | null {
  return file.match(/^src\/modules\/([^/]+)\//)?.[1] ?? null;
}

/** Module → module edges, each with one file-level import that makes it (the first one found). */
function moduleGraph(modules: IModule[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of modules) {
    const from = moduleOf(file.source);
    if (!from) continue;
    for (const dependency of file.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${file.source} → ${dependency.resolved}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Groups of modules that all reach each other (Tarjan's strongly connected components), two or more modules each. */
function cycleGroups(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** One violation per group of modules in a cycle, listing every import between them that makes it. */
export function moduleCycles(modules: IModule[]): BoundaryViolation[] {
  const graph = moduleGraph(modules);
  return cycleGroups(graph).map((group) => {
    const imports = group.flatMap((from) =>
      [...(graph.get(from) ?? [])]
        .filter(([to]) => group.includes(to))
        .map(([to, example]) => `      ${from} → ${to}, e.g. ${example}`),
    );
    return {
      rule: "no-module-cycles",
      where: `${group.join(", ")}:\n${imports.join("\n")}`,
      message: moduleCycleMessage,
    };
  });
}

/** Checks the `src` folder of `root` (a tree with a tsconfig.json mapping `@/*` to `./src/*`). */
export async function checkBoundaries(root: string = repoRoot): Promise<BoundaryViolation[]> {
  const configModule = (await import(pathToFileURL(configFile).href)) as {
    default: { forbidden: NonNullable<ICruiseOptions["ruleSet"]>["forbidden"]; options: ICruiseOptions };
    IMPORTABLE: string[];
    sourceRules: SourceRule[];
    PAGES_FOR_EVERYONE: string[];
    PERSON_READERS: string[];
  };
  const config = configModule.default;
  const { tsConfig, ...options } = config.options as ICruiseOptions & { tsConfig: { fileName: string } };
  const tsConfigFile = path.join(root, tsConfig.fileName);
  const cwd = process.cwd();
  // dependency-cruiser resolves the files it is given, and names them, relative to the working directory.
  process.chdir(root);
  try {
    const reporting = await cruise(
      ["src"],
      {
        ...options,
        tsConfig: { fileName: tsConfigFile },
        ruleSet: { forbidden: config.forbidden },
        validate: true,
        outputType: "json",
      },
      {},
      { tsConfig: extractTSConfig(tsConfigFile) },
    );
    const result = (
      typeof reporting.output === "string" ? JSON.parse(reporting.output) : reporting.output
    ) as ICruiseResult;
    const comments = new Map((config.forbidden ?? []).map((rule) => [rule.name, rule.comment ?? ""]));
    const ruleViolations = (result.summary.violations ?? []).map((violation) => ({
      rule: violation.rule.name,
      where: `${violation.from} → ${violation.to}${violation.cycle ? ` (cycle: ${violation.cycle.map((step) => step.name).join(" → ")})` : ""}`,
      message: comments.get(violation.rule.name) ?? "",
    }));
    const published = configModule.IMPORTABLE.map((pattern) => new RegExp(pattern));
    return [
      ...ruleViolations,
      ...sourceViolations(root, result.modules, published, configModule.sourceRules),
      ...moduleCycles(result.modules),
      ...personReadsOnSharedPages(root, result.modules, configModule.PAGES_FOR_EVERYONE, configModule.PERSON_READERS),
    ];
  } finally {
    process.chdir(cwd);
  }
}

/** One paragraph per rule: its message once, then each place that breaks it. */
export function formatViolations(violations: BoundaryViolation[]): string {
  const byRule = new Map<string, BoundaryViolation[]>();
  for (const violation of violations) byRule.set(violation.rule, [...(byRule.get(violation.rule) ?? []), violation]);
  return [...byRule]
    .map(([rule, found]) => `✖ ${rule}: ${found[0]!.message}\n${found.map((v) => `  - ${v.where}`).join("\n")}`)
    .join("\n\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const violations = await checkBoundaries();
  if (violations.length > 0) {
    console.error(
      `${formatViolations(violations)}\n\n${violations.length} module boundary violation(s); see docs/decisions/0021-layout-flows-and-boundaries.md.`,
    );
    process.exit(1);
  }
  console.log("Module boundaries: no violations.");
}
