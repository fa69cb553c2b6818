"use client";
import { useState } from "react";
import { useMutation } from "@/ui/forms/use-mutation";
import { weekdayNames, weekdays, type Weekday } from "@/lib/weekdays";
import { storeInput } from "@/modules/vendors/vendor-stores.inputs";
import type { StoreView } from "@/modules/vendors/vendors.types";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { StateOptions } from "@/ui/forms/state-options";
import { SubmitButton } from "@/ui/forms/submit-button";
import { notify } from "@/ui/notify";
import { graphql } from "@/ui/graphql-documents";

const CREATE = graphql(
  `mutation CreateStore($vendorId: ID!, $input: StoreInput!) { createStore(vendorId: $vendorId, input: $input) { id } }`,
);
const UPDATE = graphql(
  `mutation UpdateStore($vendorId: ID!, $storeId: ID!, $input: StoreInput!) { updateStore(vendorId: $vendorId, storeId: $storeId, input: $input) { id } }`,
);

/** The API's WeekDay enum names a day in capitals ("MON"). */
const dayEnum = (day: Weekday) => day.toUpperCase() as Uppercase<Weekday>;

interface DayRow {
  closed: boolean;
  open: string;
  close: string;
}
type Values = {
  name: string;
  address: string;
  landmark: string;
  state: string;
  city: string;
  phone: string;
  hours: Record<Weekday, DayRow>;
};

/** "+2348031234567" → "08031234567": what the seller typed, not the stored form, goes back into the box. */
const localPhone = (e164: string | null) => (e164?.startsWith("+234") ? `0${e164.slice(4)}` : (e164 ?? ""));

function initialValues(store: StoreView | null): Values {
  const hours = Object.fromEntries(
    weekdays.map((day) => {
      const slot = store ? store.openingHours[day] : day === "sun" ? undefined : { open: "08:00", close: "18:00" };
      return [day, { closed: !slot, open: slot?.open ?? "08:00", close: slot?.close ?? "18:00" }];
    }),
  ) as Record<Weekday, DayRow>;
  return {
    name: store?.name ?? "",
    address: store?.address ?? "",
    landmark: store?.landmark ?? "",
    state: store?.state ?? "",
    city: store?.city ?? "",
    phone: localPhone(store?.phone ?? null),
    hours,
  };
}

const openDays = (hours: Values["hours"]) =>
  weekdays.filter((day) => !hours[day].closed).map((day) => ({ day, open: hours[day].open, close: hours[day].close }));

/**
 * Add or edit one outlet. The shared schema checks the form before it is sent (the server checks it again); a failure
 * leaves everything typed in place. Opening hours are seven rows, each "Closed" or two times.
 */
export function StoreForm({
  vendorId,
  store,
  onDone,
}: {
  vendorId: string;
  store: StoreView | null;
  onDone: () => void;
}) {
  const [values, setValues] = useState<Values>(() => initialValues(store));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const mutate = useMutation();
  const prefix = store ? `store-${store.id}` : "new-store";

  const set =
    (field: Exclude<keyof Values, "hours">) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((v) => ({ ...v, [field]: event.target.value }));
  const setDay = (day: Weekday, change: Partial<DayRow>) =>
    setValues((v) => ({ ...v, hours: { ...v.hours, [day]: { ...v.hours[day], ...change } } }));
  const sameAsMonday = () =>
    setValues((v) => ({
      ...v,
      hours: {
        ...v.hours,
        ...Object.fromEntries(weekdays.filter((d) => d !== "sun" && d !== "mon").map((d) => [d, { ...v.hours.mon }])),
      },
    }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const { hours, ...fields } = values;
    const open = openDays(hours);
    const checked = storeInput.safeParse({
      ...fields,
      openingHours: Object.fromEntries(open.map(({ day, ...slot }) => [day, slot])),
    });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join(".")] ??= issue.message;
      setErrors(found);
      notify.error(Object.values(found)[0] ?? "Check the form");
      return;
    }
    setErrors({});
    setPending(true);
    const input = { ...fields, openingHours: open.map((slot) => ({ ...slot, day: dayEnum(slot.day) })) };
    const fieldError = (field: string, message: string) => setErrors((e) => ({ ...e, [field]: message }));
    const data = store
      ? await mutate(UPDATE, { vendorId, storeId: store.id, input }, { fieldError })
      : await mutate(CREATE, { vendorId, input }, { fieldError });
    setPending(false);
    if (!data) return;
    notify.success(store ? "Store saved" : "Store added");
    onDone();
  }

  const text = (
    field: "name" | "address" | "landmark" | "city" | "phone",
    label: string,
    extra: { hint?: string; type?: string; autoComplete?: string } = {},
  ) => (
    <Field id={`${prefix}-${field}`} label={label} hint={extra.hint} error={errors[field]}>
      <input
        {...describedBy(`${prefix}-${field}`, errors[field], extra.hint)}
        name={field}
        type={extra.type ?? "text"}
        autoComplete={extra.autoComplete ?? "off"}
        value={values[field]}
        onChange={set(field)}
        className={controlClass}
      />
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={store ? `Edit ${store.name}` : "Add a store"}
      className="space-y-4 rounded-xl border border-black/10 bg-white p-4"
    >
      {text("name", "Store name", { hint: "e.g. Main shop, Stall 14 or Ikeja branch" })}
      {text("address", "Address", { hint: "Shop number, street or market line", autoComplete: "street-address" })}
      {text("landmark", "Landmark (optional)", { hint: "What people look for: opposite the mosque, beside GTBank…" })}
      <div className="grid gap-4 smm:grid-cols-2">
        <Field id={`${prefix}-state`} label="State" error={errors.state}>
          <select
            {...describedBy(`${prefix}-state`, errors.state)}
            name="state"
            value={values.state}
            onChange={set("state")}
            className={controlClass}
          >
            <StateOptions placeholder="Choose a state" />
          </select>
        </Field>
        {text("city", "City or town")}
      </div>
      {text("phone", "Shop phone (optional)", {
        type: "tel",
        autoComplete: "tel",
        hint: "e.g. 0803 123 4567. Buyers see it only while your business shows its number.",
      })}

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Opening hours (West Africa Time)</legend>
        <button
          type="button"
          onClick={sameAsMonday}
          className="rounded-lg border border-black/20 px-3 py-1.5 text-sm font-semibold hover:bg-black/5"
        >
          Same hours Mon–Sat
        </button>
        <ul className="divide-y divide-black/10">
          {weekdays.map((day) => {
            const row = values.hours[day];
            const error =
              errors[`openingHours.${day}.close`] ??
              errors[`openingHours.${day}.open`] ??
              errors[`openingHours.${day}`];
            return (
              <li key={day} data-day={day} className="py-2">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <span className="w-24 text-sm font-medium">{weekdayNames[day].long}</span>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={row.closed}
                      onChange={(e) => setDay(day, { closed: e.target.checked })}
                      className="size-4 accent-primary-light"
                    />
                    Closed
                  </label>
                  {row.closed ? null : (
                    <span className="flex items-center gap-2">
                      <input
                        type="time"
                        aria-label={`${weekdayNames[day].long} opens`}
                        value={row.open}
                        onChange={(e) => setDay(day, { open: e.target.value })}
                        aria-invalid={error ? true : undefined}
                        className="rounded-lg border border-black/20 px-2 py-1.5 text-sm"
                      />
                      <span aria-hidden="true">–</span>
                      <input
                        type="time"
                        aria-label={`${weekdayNames[day].long} closes`}
                        value={row.close}
                        onChange={(e) => setDay(day, { close: e.target.value })}
                        aria-invalid={error ? true : undefined}
                        className="rounded-lg border border-black/20 px-2 py-1.5 text-sm"
                      />
                    </span>
                  )}
                </div>
                {error ? (
                  <p role="alert" className="mt-1 text-sm text-error">{`${weekdayNames[day].long}: ${error}`}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending}>{store ? "Save store" : "Add store"}</SubmitButton>
        <button
          type="button"
          onClick={onDone}
          className="rounded-lg border border-black/20 px-5 py-3 font-semibold hover:bg-black/5"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
