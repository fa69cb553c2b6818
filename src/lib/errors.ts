import * as z from "zod/mini";
import type * as core from "zod/v4/core";

/**
 * The expected failures: a person's input, their rate, who they are. Services, pages and resolvers throw these; the
 * edges show them (src/graphql/domain-errors.ts puts `code` and `details` in a GraphQL error's extensions, pages read
 * `validation`). Anything else is unexpected: logged with its context and shown as a generic message
 * (docs/decisions/0019-errors-and-transactions.md).
 */
export type DomainErrorCode = "BAD_USER_INPUT" | "RATE_LIMITED" | "UNAUTHENTICATED" | "FORBIDDEN";

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** What the client may act on besides the message (which fields, when to retry); never internals. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Field → messages, the "validation map" the spec's client shows as popups. */
export type ValidationMap = Record<string, string[]>;

/** Input the person got wrong; services throw it too (a forged or stale cursor), and pages show its messages. */
export class InputValidationError extends DomainError {
  constructor(readonly validation: ValidationMap) {
    super("BAD_USER_INPUT", "Please check your inputs", { validation });
  }

  /** The first field and its first message: what a one-line notice or a single form shows. */
  get first(): { field: string; message: string } {
    const [field, messages] = Object.entries(this.validation)[0] ?? ["form", []];
    return { field, message: messages[0] ?? this.message };
  }
}

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const when =
      retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
    super("RATE_LIMITED", `Too many attempts. Please try again in ${when}.`, { retryAfterSeconds });
  }
}

export class UnauthenticatedError extends DomainError {
  constructor() {
    super("UNAUTHENTICATED", "Please sign in to continue");
  }
}

export class ForbiddenError extends DomainError {
  constructor() {
    super("FORBIDDEN", "You do not have permission to do that");
  }
}

export function validationMap(error: core.$ZodError): ValidationMap {
  const map: ValidationMap = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "input";
    // One message per field, the first rule it broke: an empty password is "required", not also "too short".
    map[key] ??= [issue.message];
  }
  return map;
}

/** Parses input (a resolver's arguments, a form's fields) with the same zod schema the browser form uses. */
export function parseInput<S extends core.$ZodType>(schema: S, input: unknown): core.output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw new InputValidationError(validationMap(result.error));
  return result.data;
}
