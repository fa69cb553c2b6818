import SchemaBuilder from "@pothos/core";
import type { GraphQLContext } from "@/graphql/context";

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: { DateTime: { Input: Date; Output: Date } };
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
