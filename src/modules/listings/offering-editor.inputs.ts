import * as z from "zod/mini";
import { parseState } from "@/lib/nigeria";
import { optional, plainText, oneLineText } from "@/lib/validation";
import { weekdays } from "@/lib/weekdays";
import { serviceRates, type ServiceArea, type ServiceAvailability } from "@/modules/listings/listings.types";
import { listingMessages, MAX_LISTING_IMAGES, nairaPrice } from "@/modules/listings/listing-editor.inputs";

/**
 * An artisan's service (issue #15, /dashboard/service/add), shared by the service form and the resolvers. The price
 * "from" follows the listings' rules (naira as typed, ₦0 and above ₦100,000,000 refused); a service names every
 * state and city it is offered in and, optionally, the days and hours the artisan takes work.
 */

export const MAX_SERVICE_AREAS = 20;
export const MAX_SERVICE_PHOTOS = MAX_LISTING_IMAGES;

export const serviceMessages = {
  category: "Choose a kind of service from the list",
  rate: "Choose how the price is counted: per job, per hour, per day…",
  areasNone: "Add at least one state and city you work in",
  areasMany: `Add at most ${MAX_SERVICE_AREAS} places`,
  areaTwice: "This place is already in the list",
  state: "Choose a state",
  day: "Choose days from Monday to Sunday",
  time: "Enter a time like 08:00",
  timeOrder: "The closing time must be after the opening time",
  timePair: "Enter both times, or neither",
  photos: `Add at most ${MAX_SERVICE_PHOTOS} photos`,
  photoId: listingMessages.imageId,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (message: string) => z.string({ error: message }).check(z.regex(UUID, message));

const stateName = z.pipe(
  z.string({ error: serviceMessages.state }),
  z.transform((value, ctx) => {
    const state = parseState(value);
    if (state) return state;
    ctx.issues.push({ code: "custom", message: serviceMessages.state, input: value });
    return z.NEVER;
  }),
);

const area = z.object({ state: stateName, city: plainText("City", { min: 2, max: 60 }) });

/** "8:00", "08:00" → "08:00"; anything else is refused. Times are West Africa Time, as the public page says. */
const clock = z.pipe(
  z.string({ error: serviceMessages.time }),
  z.transform((value, ctx) => {
    const match = /^\s*([01]?\d|2[0-3]):([0-5]\d)\s*$/.exec(value);
    if (match) return `${match[1]!.padStart(2, "0")}:${match[2]}`;
    ctx.issues.push({ code: "custom", message: serviceMessages.time, input: value });
    return z.NEVER;
  }),
);

const availability = z.pipe(
  z.object({
    days: z.optional(
      z.nullable(z.array(z.enum(weekdays, serviceMessages.day)).check(z.maxLength(7, serviceMessages.day))),
    ),
    from: optional(clock),
    to: optional(clock),
    note: optional(plainText("Availability note", { max: 200 })),
  }),
  z.transform((v, ctx): ServiceAvailability => {
    if ((v.from === undefined) !== (v.to === undefined)) {
      ctx.issues.push({
        code: "custom",
        message: serviceMessages.timePair,
        input: v,
        path: [v.from === undefined ? "from" : "to"],
      });
      return z.NEVER;
    }
    if (v.from !== undefined && v.to !== undefined && v.from >= v.to) {
      ctx.issues.push({ code: "custom", message: serviceMessages.timeOrder, input: v, path: ["to"] });
      return z.NEVER;
    }
    const days = weekdays.filter((day) => v.days?.includes(day));
    return {
      ...(days.length > 0 ? { days } : {}),
      ...(v.from !== undefined && v.to !== undefined ? { from: v.from, to: v.to } : {}),
      ...(v.note !== undefined ? { note: v.note } : {}),
    };
  }),
);

const serviceFields = {
  title: oneLineText("Title", { min: 2, max: 120 }),
  description: z.optional(
    z
      .pipe(
        z.union([z.string(), z.null()]),
        z.transform((v) => (v ?? "").trim()),
      )
      .check(z.refine((v) => (v ?? "").length <= 5_000, "Description should be at most 5,000 characters")),
  ),
  categoryId: uuid(serviceMessages.category),
  price: nairaPrice,
  rate: z.enum(serviceRates, serviceMessages.rate),
  areas: z
    .array(area, { error: serviceMessages.areasNone })
    .check(z.minLength(1, serviceMessages.areasNone), z.maxLength(MAX_SERVICE_AREAS, serviceMessages.areasMany)),
  availability: z.optional(z.nullable(availability)),
  imageIds: z.optional(
    z.array(uuid(serviceMessages.photoId)).check(z.maxLength(MAX_SERVICE_PHOTOS, serviceMessages.photos)),
  ),
};

const placeKey = (place: ServiceArea) => `${place.state}|${place.city.toLowerCase()}`;

/** The service form: what createService and updateService accept. */
export const serviceInput = z.pipe(
  z.object(serviceFields),
  z.transform((v, ctx) => {
    const seen = new Set<string>();
    v.areas.forEach((place, index) => {
      if (seen.has(placeKey(place)))
        ctx.issues.push({
          code: "custom",
          message: serviceMessages.areaTwice,
          input: place,
          path: ["areas", index, "city"],
        });
      seen.add(placeKey(place));
    });
    return {
      title: v.title,
      description: v.description ?? "",
      categoryId: v.categoryId,
      priceFromKobo: v.price,
      rate: v.rate,
      areas: v.areas.map((place): ServiceArea => ({ state: place.state, city: place.city })),
      availability: v.availability ?? {},
      imageIds: [...new Set(v.imageIds ?? [])],
    };
  }),
);
export type ServiceInput = z.output<typeof serviceInput>;

export const sellerServiceFilters = ["ALL", "DRAFT", "ACTIVE", "PAUSED", "ARCHIVED"] as const;
export type SellerServiceFilter = (typeof sellerServiceFilters)[number];

/** "Ikeja, Surulere and Ibadan": the areas as a person reads them (the public card's "Area served"). */
export function areaServedText(areas: readonly ServiceArea[]): string {
  const cities = [...new Set(areas.map((place) => place.city))];
  return cities.length <= 1 ? (cities[0] ?? "") : `${cities.slice(0, -1).join(", ")} and ${cities.at(-1)}`;
}
