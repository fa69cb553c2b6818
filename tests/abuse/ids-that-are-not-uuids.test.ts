/**
 * Issue #23, item 9: an id of 36 characters that is not a UUID ("------------------------------------") passed a
 * length-and-alphabet check and reached PostgreSQL's uuid cast, which answered 500 ("Unexpected error.") from
 * `sellerListing`, `setListingPrice` and /dashboard/product/details. Every field of the API that takes an ID is now
 * called with such ids by an approved seller who is also an admin (so every permission check passes and the id
 * reaches the service): each must answer a clear error or nothing, never the unexpected one.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "@/graphql/schema";
import { setStaffRole } from "@/modules/identity/staff.service";
import { createAccessToken, createUser, createVendor } from "../factories";
import { executeAs } from "../setup/graphql";

const notUuids = ["------------------------------------", "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz", "1".repeat(36)];

let token = "";

beforeAll(async () => {
  const admin = await createUser({ kind: "SELLER" });
  await createVendor({ ownerId: admin.id });
  const changed = await setStaffRole(null, admin.email!, "ADMIN");
  expect(changed).toMatchObject({ ok: true });
  token = await createAccessToken(admin);
});

/** A value for an argument: the hostile id for IDs, something plain for the rest; null when it cannot be made up. */
function valueFor(type: GraphQLInputType, id: string): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, id);
  if (isListType(type)) {
    const item = valueFor(type.ofType, id);
    return item === undefined ? undefined : [item];
  }
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isScalarType(type)) {
    if (type.name === "ID") return id;
    if (type.name === "Int" || type.name === "Float") return 1;
    if (type.name === "Boolean") return false;
    if (type.name === "String") return "1000"; // a price, a stock count, and a plain text all at once
    return undefined;
  }
  return undefined; // input objects are left to their own tests
}

function takesAnId(arg: GraphQLArgument): boolean {
  const named = getNamedType(arg.type);
  return named.name === "ID";
}

interface Call {
  name: string;
  document: string;
  variables: Record<string, unknown>;
}

/** The fields of `operation` with an ID argument whose required arguments can all be made up, as one call each. */
function calls(operation: "query" | "mutation", id: string): Call[] {
  const root = operation === "query" ? schema.getQueryType()! : schema.getMutationType()!;
  const result: Call[] = [];
  for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
    if (!field.args.some(takesAnId)) continue;
    const variables: Record<string, unknown> = {};
    let makeable = true;
    for (const arg of field.args) {
      const required = isNonNullType(arg.type);
      if (!required && !takesAnId(arg)) continue;
      if (isInputObjectType(getNamedType(arg.type))) {
        makeable = !required;
        if (!makeable) break;
        continue;
      }
      const value = valueFor(arg.type, id);
      if (value === undefined) {
        makeable = !required;
        if (!makeable) break;
        continue;
      }
      variables[arg.name] = value;
    }
    if (!makeable) continue;
    const declared = Object.keys(variables)
      .map((name) => `$${name}: ${field.args.find((arg) => arg.name === name)!.type.toString()}`)
      .join(", ");
    const passed = Object.keys(variables)
      .map((name) => `${name}: $${name}`)
      .join(", ");
    const named = getNamedType(field.type);
    const selection = isScalarType(named) || isEnumType(named) ? "" : "{ __typename }";
    result.push({
      name: field.name,
      document: `${operation}${declared ? `(${declared})` : ""} { ${field.name}(${passed}) ${selection} }`,
      variables,
    });
  }
  return result;
}

function unexpected(body: { errors?: { message: string; extensions?: { code?: string } }[] }) {
  return (body.errors ?? []).filter(
    (error) => error.message === "Unexpected error." || error.extensions?.code === "INTERNAL_SERVER_ERROR",
  );
}

describe("an id that is not a UUID is an unknown id, never an unexpected error", () => {
  it("the API has such fields to try (the crawl is not empty)", () => {
    const names = [...calls("query", notUuids[0]!), ...calls("mutation", notUuids[0]!)].map((call) => call.name);
    expect(names).toEqual(expect.arrayContaining(["sellerListing", "setListingPrice", "sellerService"]));
    expect(names.length).toBeGreaterThan(20);
  });

  it.each(notUuids)("every query and mutation that takes an ID, given %j", async (id) => {
    const failures: string[] = [];
    for (const call of [...calls("query", id), ...calls("mutation", id)]) {
      const body = await executeAs(call.document, call.variables, token);
      if (unexpected(body).length > 0) failures.push(call.name);
    }
    expect(failures).toEqual([]);
  });
});
