import { builder } from "@/graphql/builder";
import type { GraphQLContext } from "@/graphql/context";
import { requestLoader } from "@/graphql/loaders";
import { parseInput } from "@/lib/errors";
import { slugInput } from "@/lib/validation";
import {
  findCategoryBySlug,
  listCategoryTree,
  loadCategories,
  loadChildCategories,
} from "@/modules/categories/categories.service";
import type { CategoryView } from "@/modules/categories/categories.types";

/**
 * The category tree in the API: the Category type (the market's Product and Service refer to it) and the
 * `categories` and `category` queries. A category's parent and children come through per-request dataloaders, the
 * same ones the market primes when a listing query brought categories along.
 */

/** Every Category.parent and Category.children of one request, one query per kind. */
export const categoryLoaders = (ctx: GraphQLContext) => ({
  category: requestLoader(ctx, loadCategories, { missing: null }),
  children: requestLoader(ctx, loadChildCategories, { missing: [] }),
});

const CategoryKindEnum = builder.enumType("CategoryKind", { values: ["GOODS", "SERVICES"] as const });

export const CategoryType = builder.objectRef<CategoryView>("Category");
CategoryType.implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    kind: t.field({ type: CategoryKindEnum, resolve: (category) => category.kind }),
    description: t.exposeString("description", { nullable: true }),
    isMain: t.boolean({ resolve: (category) => category.parentId === null }),
    url: t.string({ resolve: (category) => `/market/product/category/${category.slug}` }),
    parent: t.field({
      type: CategoryType,
      nullable: true,
      resolve: (category, _args, ctx) =>
        category.parentId ? categoryLoaders(ctx).category.load(category.parentId) : null,
    }),
    children: t.field({
      type: [CategoryType],
      resolve: (category, _args, ctx) =>
        "children" in category
          ? (category as CategoryView & { children: CategoryView[] }).children
          : categoryLoaders(ctx).children.load(category.id),
    }),
  }),
});

builder.queryFields((t) => ({
  categories: t.field({
    type: [CategoryType],
    description: "Main categories by position, each with its sub-categories",
    resolve: () => listCategoryTree(),
  }),
  category: t.field({
    type: CategoryType,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args) => {
      const slug = parseInput(slugInput, args.slug);
      const found = await findCategoryBySlug(slug);
      return found ? { ...found.category, children: found.children } : null;
    },
  }),
}));
