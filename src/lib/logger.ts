/**
 * One structured logger for the server. Lines are JSON so they can be shipped as they are.
 * Never pass passwords, codes or tokens in `context`: redact() strips the known keys anyway.
 */
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const secretKeys = /pass(word)?|otp|code|token|secret|authorization|cookie/i;

/**
 * An error as it may be logged: database errors carry the query's parameter values (names, e-mails, phones) in their
 * message, so "params:" and what follows are dropped; the underlying cause (e.g. ECONNREFUSED) is kept.
 */
function describeError(error: Error, depth: number): Record<string, unknown> {
  const cause = (error as { cause?: unknown }).cause;
  return {
    name: error.name,
    message: error.message.split(/\nparams:/)[0],
    code: (error as { code?: unknown }).code,
    stack: error.stack?.split("\n").slice(1, 6).join("\n"),
    ...(cause instanceof Error && depth < 3 ? { cause: describeError(cause, depth + 1) } : {}),
  };
}

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) return describeError(value, depth);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, secretKeys.test(k) ? "[redacted]" : redact(v, depth + 1)]),
  );
}

function write(level: Level, message: string, context?: Record<string, unknown>) {
  const threshold = (process.env.LOG_LEVEL as Level | undefined) ?? (process.env.NODE_ENV === "test" ? "warn" : "info");
  if (order[level] < (order[threshold] ?? 20)) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...(redact(context ?? {}) as object) });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

export const logger = {
  debug: (message: string, context?: Record<string, unknown>) => write("debug", message, context),
  info: (message: string, context?: Record<string, unknown>) => write("info", message, context),
  warn: (message: string, context?: Record<string, unknown>) => write("warn", message, context),
  error: (message: string, context?: Record<string, unknown>) => write("error", message, context),
};
