const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be a uuid column's value: anything else is unknown at once, and never reaches PostgreSQL's cast error. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && uuidShape.test(value);
}
