import * as z from "zod/mini";
import { builder } from "@/graphql/builder";
import { parseInput } from "@/graphql/errors";
import { slugInput } from "@/modules/catalogue/catalogue.inputs";
import { StoreType, VendorType } from "@/modules/catalogue/catalogue.graphql";
import { findStoreById, findVendorBySlug } from "@/modules/vendors/vendors.service";

/** Public store pages for the apps: an approved vendor by slug, one outlet by id. Unknown or hidden → null. */
builder.queryFields((t) => ({
  vendor: t.field({
    type: VendorType,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args) => findVendorBySlug(parseInput(slugInput, args.slug)),
  }),
  store: t.field({
    type: StoreType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args) => findStoreById(parseInput(z.string().check(z.maxLength(100, "Not found")), String(args.id))),
  }),
}));
