import SchemaBuilder from "@pothos/core";
import { GraphQLError } from "graphql";
import type { GraphQLContext } from "@/graphql/context";

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: { DateTime: { Input: Date; Output: Date }; Kobo: { Input: number; Output: number } };
}>({});

builder.scalarType("DateTime", {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError("DateTime must be an ISO-8601 string");
    return date;
  },
});

builder.queryType({});
builder.mutationType({});

/**
 * Money in whole kobo as a JSON number. GraphQL's Int is 32-bit (at most ₦21,474,836.47), too small for cars,
 * land or a wholesale order; this scalar carries any safe integer (up to 2^53 − 1) and refuses fractions.
 */
builder.scalarType("Kobo", {
  description: "Whole kobo (₦1 = 100 kobo), a safe integer",
  serialize: (value) => {
    if (!Number.isSafeInteger(value)) throw new TypeError("Kobo must be a whole number");
    return value;
  },
  parseValue: (value) => {
    // A GraphQLError, so the person sees this message rather than a masked "Unexpected error.".
    if (typeof value !== "number" || !Number.isSafeInteger(value)) throw new GraphQLError("Kobo must be a whole number of kobo");
    return value;
  },
  parseLiteral: (node) => {
    const value = node.kind === "IntValue" ? Number(node.value) : Number.NaN;
    if (!Number.isSafeInteger(value)) throw new GraphQLError("Kobo must be a whole number of kobo");
    return value;
  },
});
