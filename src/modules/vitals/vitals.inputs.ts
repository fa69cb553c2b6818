import * as z from "zod/mini";

export const webVitalNames = ["CLS", "FCP", "FID", "INP", "LCP", "TTFB"] as const;

/** One beacon from a browser; bounded so a bad client cannot flood the table with junk. */
export const webVitalReportInput = z.strictObject({
  name: z.enum(webVitalNames),
  value: z.number().check(z.gte(0), z.lte(600_000)),
  rating: z.optional(z.enum(["good", "needs-improvement", "poor"])),
  path: z.string().check(z.startsWith("/"), z.maxLength(300)),
  navigationType: z.optional(z.string().check(z.maxLength(40))),
  connection: z.optional(z.string().check(z.maxLength(20))),
});

export type WebVitalReport = z.output<typeof webVitalReportInput>;
