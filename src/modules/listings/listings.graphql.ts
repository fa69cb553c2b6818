import { builder } from "@/graphql/builder";
import { weekdays, type Weekday } from "@/lib/weekdays";
import { productCondition, productUnit, serviceRate } from "@/modules/listings/listings.schema";
import type { ServiceArea, ServiceAvailability } from "@/modules/listings/listings.types";

/**
 * The listings' own values in the API (the enums' values are the database's, so the two cannot drift), shared by the sellers' editors (listing-editor.graphql.ts,
 * offering-editor.graphql.ts) and the market's Product and Service types: conditions, units, rates, areas and
 * availability.
 */

export const ProductConditionEnum = builder.enumType("ProductCondition", { values: productCondition.enumValues });
export const ProductUnitEnum = builder.enumType("ProductUnit", { values: productUnit.enumValues });
export const ServiceRateEnum = builder.enumType("ServiceRate", { values: serviceRate.enumValues });

/** The API's weekday names ("MON") and the stored values ("mon"), for the output enum here and the editor's input enum. */
export const weekdayValues = Object.fromEntries(weekdays.map((day) => [day.toUpperCase(), { value: day }])) as {
  readonly [Day in Weekday as Uppercase<Day>]: { readonly value: Day };
};

const WeekdayEnum = builder.enumType("Weekday", { values: weekdayValues });

/** A state and city an artisan works in (issue #15). */
export const ServiceAreaType = builder.objectRef<ServiceArea>("ServiceArea").implement({
  fields: (t) => ({ state: t.exposeString("state"), city: t.exposeString("city") }),
});

/** When an artisan takes work; every field null means "ask". */
export const ServiceAvailabilityType = builder.objectRef<ServiceAvailability>("ServiceAvailability").implement({
  fields: (t) => ({
    days: t.field({ type: [WeekdayEnum], resolve: (a) => a.days ?? [] }),
    from: t.string({ nullable: true, description: '"08:00", West Africa Time', resolve: (a) => a.from ?? null }),
    to: t.string({ nullable: true, resolve: (a) => a.to ?? null }),
    note: t.string({ nullable: true, resolve: (a) => a.note ?? null }),
  }),
});
