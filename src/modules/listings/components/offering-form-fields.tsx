"use client";
import { weekdayNames, weekdays, type Weekday } from "@/lib/weekdays";
import type { ServiceArea } from "@/modules/listings/listings.types";
import { MAX_SERVICE_AREAS } from "@/modules/listings/offering-editor.inputs";
import { controlClass } from "@/ui/forms/field";
import { StateOptions } from "@/ui/forms/state-options";

/** The service form's two repeating parts: the places served (rows) and the days and hours of work. */

export interface AvailabilityValues {
  days: Weekday[];
  from: string;
  to: string;
  note: string;
}

const smallButton =
  "rounded-lg border border-black/20 px-3 py-2 text-sm font-semibold hover:bg-black/5 disabled:opacity-50";

export function AreaRows({
  areas,
  errors,
  onChange,
}: {
  areas: ServiceArea[];
  errors: Record<string, string>;
  onChange: (areas: ServiceArea[]) => void;
}) {
  const update = (index: number, change: Partial<ServiceArea>) =>
    onChange(areas.map((area, i) => (i === index ? { ...area, ...change } : area)));
  const listError = errors.areas;
  return (
    <fieldset className="space-y-3" aria-describedby="service-areas-hint">
      <legend className="text-sm font-medium">States and cities you work in</legend>
      <p id="service-areas-hint" className="text-xs text-primary/75">
        The first is where you are based. Buyers who look in any of these states find this service.
      </p>
      <ol className="space-y-3">
        {areas.map((area, index) => {
          const stateError = errors[`areas.${index}.state`];
          const cityError = errors[`areas.${index}.city`];
          return (
            <li key={index} data-area-row={index} className="rounded-lg border border-black/10 p-3">
              <div className="grid gap-3 smm:grid-cols-[1fr_1fr_auto] smm:items-end">
                <div className="space-y-1">
                  <label htmlFor={`service-area-${index}-state`} className="block text-sm font-medium">
                    State {areas.length > 1 ? index + 1 : ""}
                  </label>
                  <select
                    id={`service-area-${index}-state`}
                    value={area.state}
                    onChange={(e) => update(index, { state: e.target.value })}
                    aria-invalid={stateError ? true : undefined}
                    className={controlClass}
                  >
                    <StateOptions placeholder="Choose a state" />
                  </select>
                </div>
                <div className="space-y-1">
                  <label htmlFor={`service-area-${index}-city`} className="block text-sm font-medium">
                    City or town {areas.length > 1 ? index + 1 : ""}
                  </label>
                  <input
                    id={`service-area-${index}-city`}
                    value={area.city}
                    autoComplete="off"
                    onChange={(e) => update(index, { city: e.target.value })}
                    aria-invalid={cityError ? true : undefined}
                    className={controlClass}
                  />
                </div>
                {areas.length > 1 ? (
                  <button
                    type="button"
                    onClick={() => onChange(areas.filter((_, i) => i !== index))}
                    className={smallButton}
                    aria-label={`Remove place ${index + 1}`}
                  >
                    Remove
                  </button>
                ) : null}
              </div>
              {stateError || cityError ? (
                <p role="alert" className="mt-1 text-sm text-error">
                  {stateError ?? cityError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p role="alert" className="text-sm text-error">
          {listError}
        </p>
      ) : null}
      <button
        type="button"
        disabled={areas.length >= MAX_SERVICE_AREAS}
        onClick={() => onChange([...areas, { state: areas.at(-1)?.state ?? "", city: "" }])}
        className={smallButton}
      >
        Add another place
      </button>
    </fieldset>
  );
}

export function AvailabilityFields({
  value,
  errors,
  onChange,
}: {
  value: AvailabilityValues;
  errors: Record<string, string>;
  onChange: (value: AvailabilityValues) => void;
}) {
  const toggle = (day: Weekday) =>
    onChange({
      ...value,
      days: value.days.includes(day)
        ? value.days.filter((d) => d !== day)
        : weekdays.filter((d) => d === day || value.days.includes(d)),
    });
  const timeError = errors["availability.to"] ?? errors["availability.from"];
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">When you take work (optional)</legend>
      <div role="group" aria-label="Days you work" className="flex flex-wrap gap-2">
        {weekdays.map((day) => (
          <button
            key={day}
            type="button"
            aria-pressed={value.days.includes(day)}
            aria-label={weekdayNames[day].long}
            onClick={() => toggle(day)}
            className="min-w-12 rounded-full border border-black/20 px-3 py-2 text-sm font-semibold aria-pressed:border-primary-light aria-pressed:bg-primary-light aria-pressed:text-white"
          >
            {weekdayNames[day].short}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="space-y-1 text-sm font-medium">
          <span className="block">From</span>
          <input
            type="time"
            value={value.from}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
            aria-invalid={errors["availability.from"] ? true : undefined}
            className="rounded-lg border border-black/20 px-3 py-2 text-base"
          />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">To</span>
          <input
            type="time"
            value={value.to}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
            aria-invalid={errors["availability.to"] ? true : undefined}
            className="rounded-lg border border-black/20 px-3 py-2 text-base"
          />
        </label>
        <span className="pb-2 text-xs text-primary/75">West Africa Time</span>
      </div>
      {timeError ? (
        <p role="alert" className="text-sm text-error">
          {timeError}
        </p>
      ) : null}
      <div className="space-y-1">
        <label htmlFor="service-availability-note" className="block text-sm font-medium">
          Note (optional)
        </label>
        <input
          id="service-availability-note"
          value={value.note}
          maxLength={200}
          placeholder="e.g. Sundays by appointment; emergencies any time"
          onChange={(e) => onChange({ ...value, note: e.target.value })}
          aria-invalid={errors["availability.note"] ? true : undefined}
          className={controlClass}
        />
        {errors["availability.note"] ? (
          <p role="alert" className="text-sm text-error">
            {errors["availability.note"]}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
