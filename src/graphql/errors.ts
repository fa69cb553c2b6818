import { GraphQLError } from "graphql";
import * as z from "zod/mini";
import type * as core from "zod/v4/core";

/** Field → messages, the "validation map" the spec's client shows as popups. */
export type ValidationMap = Record<string, string[]>;

/** Input the person got wrong; services throw it too (a forged or stale cursor), and pages show its messages. */
export class InputValidationError extends GraphQLError {
  constructor(readonly validation: ValidationMap) {
    super("Please check your inputs", { extensions: { code: "BAD_USER_INPUT", validation } });
  }
}

export class RateLimitedError extends GraphQLError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const when =
      retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
    super(`Too many attempts. Please try again in ${when}.`, {
      // Yoga answers HTTP 429 with Retry-After from `http` and leaves `http` out of the body it sends.
      extensions: {
        code: "RATE_LIMITED",
        retryAfterSeconds,
        http: { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
      },
    });
  }
}

export class UnauthenticatedError extends GraphQLError {
  constructor() {
    super("Please sign in to continue", { extensions: { code: "UNAUTHENTICATED" } });
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

/** Parses resolver input with the same zod schema the browser form uses. */
export function parseInput<S extends core.$ZodType>(schema: S, input: unknown): core.output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw new InputValidationError(validationMap(result.error));
  return result.data;
}

export class ForbiddenError extends GraphQLError {
  constructor() {
    super("You do not have permission to do that", { extensions: { code: "FORBIDDEN" } });
  }
}
