/** Values the global setups hand to test files through `project.provide` / `inject`. */
declare module "vitest" {
  export interface ProvidedContext {
    /** Integration: a file holding a migrated PGlite data directory (tar), or "" when PostgreSQL is used. */
    pgliteTemplatePath: string;
    /** E2E: the address of the production server under test, e.g. http://127.0.0.1:41234 ("" when skipped). */
    baseURL: string;
    /** E2E: true when SKIP_BROWSER_TESTS=1; browser test files skip themselves. */
    skipBrowserTests: boolean;
    /** E2E: the Chromium executable to launch. */
    chromiumPath: string;
  }
}

export {};
