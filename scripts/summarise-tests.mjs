// Adds up the Vitest JSON reports CI collected and prints the closing "N passed, N failed" line.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

function reports(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return reports(full);
    return name.endsWith(".json") ? [full] : [];
  });
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports(process.argv[2] ?? ".")) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(
    `${path.relative(process.argv[2] ?? ".", file)}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
