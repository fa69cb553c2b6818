import "server-only";
import type { Database } from "@/db/client";
import { seedCategories } from "@/modules/categories/categories.seed";
import { seedMarkets } from "@/modules/pricedesk/pricedesk.seed";
import { categorySeeds } from "./categories";
import { marketSeeds } from "./markets";

/** The category tree (main categories and their sub-categories, each with its blurb); their ids by slug. */
export function ensureCategories(db: Database): Promise<Map<string, string>> {
  return seedCategories(
    categorySeeds.map((main, position) => ({
      slug: main.slug,
      name: main.name,
      kind: main.kind,
      description: main.description,
      position,
      children: main.children.map((child, position) => ({
        slug: child.slug,
        name: child.name,
        position,
        description:
          main.kind === "SERVICES"
            ? `${child.name} near you: compare artisans by area and starting price.`
            : `${child.name} from sellers across Nigeria: compare prices, condition and location before you buy.`,
      })),
    })),
    db,
  );
}

/** The markets the price desk surveys; their ids by slug. */
export function ensureMarkets(db: Database): Promise<Map<string, string>> {
  return seedMarkets(
    marketSeeds.map(({ slug, name, state, city }) => ({ slug, name, state, city })),
    db,
  );
}
