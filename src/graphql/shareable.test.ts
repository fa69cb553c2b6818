import { getNamedType, isAbstractType, isObjectType, type GraphQLNamedType } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "@/graphql/schema";
import { SHAREABLE_QUERY_FIELDS, SHAREABLE_TYPES } from "./shareable";

describe("the shareable list (src/graphql/shareable.ts)", () => {
  it("names only object types that exist, each once", () => {
    const missing = SHAREABLE_TYPES.filter((name) => !isObjectType(schema.getType(name)));
    expect(missing).toEqual([]);
    expect(new Set(SHAREABLE_TYPES).size).toBe(SHAREABLE_TYPES.length);
    expect(SHAREABLE_TYPES).not.toContain("Query");
    expect(SHAREABLE_TYPES).not.toContain("Mutation");
  });

  it("names only root Query fields that exist, each once", () => {
    const fields = schema.getQueryType()!.getFields();
    expect(SHAREABLE_QUERY_FIELDS.filter((name) => !(name in fields))).toEqual([]);
    expect(new Set(SHAREABLE_QUERY_FIELDS).size).toBe(SHAREABLE_QUERY_FIELDS.length);
  });

  it("never names what is about the signed-in person, a seller's workspace, staff or live status", () => {
    const personal =
      /^(me|my)|seller|vendorTeam|vendorStores|forReview|held|health|alert|invitation|payout|order|balance/i;
    expect(SHAREABLE_QUERY_FIELDS.filter((name) => personal.test(name))).toEqual([]);
    const privateTypes =
      /^(My|Seller|VendorReview|VendorTeam|Payout|Health|PriceAlert|AuthUser|AccessToken|Receipt)|Payload$|StockChange|ListingD|^Order|VendorBalance/;
    expect(SHAREABLE_TYPES.filter((name) => privateTypes.test(name))).toEqual([]);
  });

  it("keeps each shareable root field's answer type shareable, so the market's own queries can be shared", () => {
    const fields = schema.getQueryType()!.getFields();
    const unmarked = SHAREABLE_QUERY_FIELDS.flatMap((name) => {
      const type: GraphQLNamedType = getNamedType(fields[name]!.type);
      const concrete = isAbstractType(type) ? schema.getPossibleTypes(type) : isObjectType(type) ? [type] : [];
      return concrete.filter((each) => !SHAREABLE_TYPES.includes(each.name)).map((each) => `${name}: ${each.name}`);
    });
    expect(unmarked).toEqual([]);
  });
});
