import { GraphQLError } from "graphql";
import { DomainError, RateLimitedError } from "@/lib/errors";

/**
 * The answer a client gets for an expected failure: its message, `extensions.code` and the error's details
 * (`validation`, `retryAfterSeconds`), at the field it failed (`located`: graphql-js wraps what a resolver throws). A
 * rate limit also carries `extensions.http`, from which Yoga answers HTTP 429 with Retry-After and which it leaves out
 * of the body. No originalError: the stack stays on the server, and Yoga counts the error as expected (no HTTP 500).
 */
export function domainGraphQLError(domain: DomainError, located?: GraphQLError): GraphQLError {
  const http =
    domain instanceof RateLimitedError
      ? { status: 429, headers: { "Retry-After": String(domain.retryAfterSeconds) } }
      : undefined;
  return new GraphQLError(domain.message, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: { code: domain.code, ...domain.details, ...(http && { http }) },
  });
}

/**
 * The GraphQL answer for a DomainError (src/lib/errors.ts) the endpoint caught, thrown by a resolver (wrapped with
 * its path) or by a hook, or undefined for anything else. The endpoint's maskError (src/graphql/yoga.ts) asks it
 * first: this file is where domain errors meet GraphQL.
 */
export function graphqlErrorForDomainError(caught: unknown): GraphQLError | undefined {
  if (caught instanceof DomainError) return domainGraphQLError(caught);
  if (caught instanceof GraphQLError && caught.originalError instanceof DomainError)
    return domainGraphQLError(caught.originalError, caught);
  return undefined;
}
