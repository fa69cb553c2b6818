import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { graphqlErrorForDomainError } from "@/graphql/domain-errors";
import { ForbiddenError, InputValidationError, RateLimitedError } from "@/lib/errors";

describe("domain errors at the GraphQL edge", () => {
  it("answers with the message, the code and the details, at the field that failed, without the original error", () => {
    const thrown = new InputValidationError({ title: ["Title is required"] });
    const located = new GraphQLError(thrown.message, { path: ["createListing"], originalError: thrown });
    const answer = graphqlErrorForDomainError(located)!;
    expect(answer.toJSON()).toEqual({
      message: "Please check your inputs",
      path: ["createListing"],
      extensions: { code: "BAD_USER_INPUT", validation: { title: ["Title is required"] } },
    });
    expect(answer.originalError).toBeUndefined();
  });

  it("gives a rate limit the HTTP 429 and Retry-After Yoga answers with", () => {
    expect(graphqlErrorForDomainError(new RateLimitedError(90))!.extensions).toEqual({
      code: "RATE_LIMITED",
      retryAfterSeconds: 90,
      http: { status: 429, headers: { "Retry-After": "90" } },
    });
  });

  it("maps a domain error thrown outside a resolver, and leaves anything else to masking", () => {
    expect(graphqlErrorForDomainError(new ForbiddenError())!.toJSON()).toEqual({
      message: "You do not have permission to do that",
      extensions: { code: "FORBIDDEN" },
    });
    expect(graphqlErrorForDomainError(new Error("relation does not exist"))).toBeUndefined();
    const unexpected = new GraphQLError("x", { originalError: new Error("connection refused") });
    expect(graphqlErrorForDomainError(unexpected)).toBeUndefined();
  });
});
