import * as z from "zod/mini";

// Text fields end up in the database, which refuses NUL; no control characters at all.
const noControlChars = z.refine<string>((v) => !/[\u0000-\u001F\u007F]/.test(v), "Control characters are not allowed");

export const webVitalNames = ["CLS", "FCP", "FID", "INP", "LCP", "TTFB"] as const;

/** One beacon from a browser; bounded so a bad client cannot flood the table with junk. */
export const webVitalReportInput = z.strictObject({
  name: z.enum(webVitalNames),
  value: z.number().check(z.gte(0), z.lte(600_000)),
  rating: z.optional(z.enum(["good", "needs-improvement", "poor"])),
  path: z.string().check(z.startsWith("/"), z.maxLength(300), noControlChars),
  navigationType: z.optional(z.string().check(z.maxLength(40), noControlChars)),
  connection: z.optional(z.string().check(z.maxLength(20), noControlChars)),
});

export type WebVitalReport = z.output<typeof webVitalReportInput>;

/** At most one report per metric: what a page view measures, sent once when the page is hidden. */
export const MAX_REPORTS_PER_BEACON = webVitalNames.length;

/** A beacon: the page's reports together (WebVitalsReporter), or a single report as older pages still send. */
export const webVitalBeaconInput = z.union([
  z.array(webVitalReportInput).check(z.minLength(1), z.maxLength(MAX_REPORTS_PER_BEACON)),
  webVitalReportInput,
]);
