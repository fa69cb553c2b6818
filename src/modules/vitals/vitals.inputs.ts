import { z } from "zod";

export const webVitalNames = ["CLS", "FCP", "FID", "INP", "LCP", "TTFB"] as const;

/** One beacon from a browser; bounded so a bad client cannot flood the table with junk. */
export const webVitalReportInput = z.strictObject({
  name: z.enum(webVitalNames),
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(["good", "needs-improvement", "poor"]).optional(),
  path: z.string().startsWith("/").max(300),
  navigationType: z.string().max(40).optional(),
  connection: z.string().max(20).optional(),
});

export type WebVitalReport = z.output<typeof webVitalReportInput>;
