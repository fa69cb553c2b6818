// Lighthouse 12 ships JSDoc-typed JavaScript without declarations; the runner uses this much of it.
declare module "lighthouse" {
  export interface LighthouseAuditRef {
    id: string;
    weight: number;
  }
  export interface LighthouseAudit {
    id: string;
    title: string;
    score: number | null;
    numericValue?: number;
    details?: { items?: Array<{ node?: { selector?: string; snippet?: string; explanation?: string } }> };
  }
  export interface LighthouseResult {
    finalDisplayedUrl: string;
    lighthouseVersion: string;
    runtimeError?: { code: string; message: string };
    runWarnings: string[];
    environment: { benchmarkIndex: number; hostUserAgent: string };
    categories: Record<string, { score: number | null; auditRefs: LighthouseAuditRef[] }>;
    audits: Record<string, LighthouseAudit>;
  }
  export interface LighthouseFlags {
    port?: number;
    output?: "json" | "html";
    logLevel?: "silent" | "error" | "info";
    onlyCategories?: string[];
    formFactor?: "mobile" | "desktop";
    ignoreStatusCode?: boolean;
  }
  export default function lighthouse(
    url: string,
    flags?: LighthouseFlags,
  ): Promise<{ lhr: LighthouseResult } | undefined>;
}

declare module "lighthouse/core/lib/median-run.js" {
  import type { LighthouseResult } from "lighthouse";
  /** The run closest to the median first contentful paint and time to interactive (Lighthouse's own choice). */
  export function computeMedianRun(runs: LighthouseResult[]): LighthouseResult;
}
