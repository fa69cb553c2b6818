import { Button } from "@/ui/components/button";
import Link from "next/link";
import { Fragment } from "react";
import type { ProductCondition } from "@/modules/listings/listings.types";
import type { CategoryTree } from "@/modules/categories/categories.types";
import { conditionLabels } from "@/modules/listings/components/listing-labels";
import { StateOptions } from "@/ui/forms/state-options";

/** The filter values as they go back into the form: already checked, so an invalid one is simply absent. */
export interface FilterValues {
  q?: string;
  category?: string;
  state?: string;
  /** Naira, as typed: "15000". */
  min?: string;
  max?: string;
  condition?: string;
  sort?: string;
}

interface ProductFiltersProps {
  action: string;
  values: FilterValues;
  categories: CategoryTree[];
  /** On a category page the route already names the category: no category field. */
  hideCategory?: boolean;
}

const control =
  "block w-full rounded-lg border border-black/20 bg-white px-3 py-2 text-sm text-primary outline-none focus:border-primary-light focus:ring-2 focus:ring-primary-light/20";
const labelClass = "block text-xs font-semibold tracking-wide text-primary/75 uppercase";

/**
 * A plain GET form: choosing filters and pressing "Show results" loads the listing with them in the address, so it
 * works without JavaScript, can be bookmarked and shared on WhatsApp.
 */
export function ProductFilters({ action, values, categories, hideCategory = false }: ProductFiltersProps) {
  const goods = categories.filter((category) => category.kind === "GOODS");
  const services = categories.filter((category) => category.kind === "SERVICES");
  return (
    <form action={action} method="get" aria-label="Filter the listings" className="space-y-4">
      {values.q ? <input type="hidden" name="q" value={values.q} /> : null}
      {values.sort ? <input type="hidden" name="sort" value={values.sort} /> : null}
      {hideCategory ? null : (
        <div className="space-y-1">
          <label htmlFor="filter-category" className={labelClass}>
            Category
          </label>
          <select id="filter-category" name="category" defaultValue={values.category ?? ""} className={control}>
            <option value="">All categories</option>
            {[...goods, ...services].map((main) => {
              // Main categories only (the facets below narrow to a sub-category), plus the chosen sub-category so the
              // form keeps it: a hundred options would weigh on every listing page.
              const chosen = main.children.find((sub) => sub.slug === values.category);
              return (
                <Fragment key={main.id}>
                  <option value={main.slug}>{main.name}</option>
                  {chosen ? <option value={chosen.slug}>{`${main.name}: ${chosen.name}`}</option> : null}
                </Fragment>
              );
            })}
          </select>
        </div>
      )}
      <div className="space-y-1">
        <label htmlFor="filter-state" className={labelClass}>
          State
        </label>
        <select id="filter-state" name="state" defaultValue={values.state ?? ""} className={control}>
          <StateOptions placeholder="All of Nigeria" />
        </select>
      </div>
      <fieldset className="space-y-1">
        <legend className={labelClass}>Price (₦)</legend>
        <div className="flex items-center gap-2">
          <label htmlFor="filter-min" className="sr-only">
            Lowest price in naira
          </label>
          <input
            id="filter-min"
            name="min"
            type="number"
            inputMode="numeric"
            min={0}
            step="any"
            placeholder="Min"
            defaultValue={values.min ?? ""}
            className={control}
          />
          <span aria-hidden="true" className="text-primary/50">
            –
          </span>
          <label htmlFor="filter-max" className="sr-only">
            Highest price in naira
          </label>
          <input
            id="filter-max"
            name="max"
            type="number"
            inputMode="numeric"
            min={0}
            step="any"
            placeholder="Max"
            defaultValue={values.max ?? ""}
            className={control}
          />
        </div>
      </fieldset>
      <div className="space-y-1">
        <label htmlFor="filter-condition" className={labelClass}>
          Condition
        </label>
        <select id="filter-condition" name="condition" defaultValue={values.condition ?? ""} className={control}>
          <option value="">Any condition</option>
          {(Object.keys(conditionLabels) as ProductCondition[]).map((condition) => (
            <option key={condition} value={condition}>
              {conditionLabels[condition]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3 pt-1">
        <Button type="submit" size="sm">
          Show results
        </Button>
        <Link
          href={values.q ? `${action}?q=${encodeURIComponent(values.q)}` : action}
          prefetch={false}
          className="text-sm font-medium text-primary-light hover:underline"
        >
          Clear filters
        </Link>
      </div>
    </form>
  );
}
