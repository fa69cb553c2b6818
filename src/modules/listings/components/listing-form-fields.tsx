"use client";
import { Controller, useWatch, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { ListingCategoryPicker } from "@/modules/categories/components/category-picker";
import type { CategoryOption } from "@/modules/categories/components/category-filter";
import {
  conditionOptions,
  unitOptions,
  type ListingFormOutput,
  type ListingFormValues,
} from "@/modules/listings/components/listing-form-values";
import { ListingDeskSuggestion } from "@/modules/listings/components/listing-desk-suggestion";
import { isFarAbove, type PriceInsightAnswer } from "@/modules/listings/components/listing-price-desk";
import { ListingPriceInput } from "@/modules/listings/components/listing-price-input";
import { MAX_LISTING_IMAGES } from "@/modules/listings/listing-choices";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { PhotoPicker, type UploadedPhoto } from "@/ui/forms/photo-picker/photo-picker";
import { StateOptions } from "@/ui/forms/state-options";
import { registerWithDefault } from "@/ui/forms/register-with-default";

export interface ListingStoreOption {
  id: string;
  name: string;
  state: string;
  city: string;
}

type Form = UseFormReturn<ListingFormValues, unknown, ListingFormOutput>;

/** How a typed price compares with the desk's typical, in words; nothing while the desk has no comparison. */
function InsightLine({ insight }: { insight: PriceInsightAnswer | null }) {
  if (!insight?.typical?.formatted) return null;
  const far = isFarAbove(insight);
  const text =
    insight.direction === "AT"
      ? `About the typical ${insight.typical.formatted} in ${insight.state}.`
      : `${Math.abs(insight.percentFromTypical ?? 0)}% ${insight.direction === "ABOVE" ? "above" : "below"} the typical ${insight.typical.formatted} in ${insight.state}.`;
  return (
    <p role="status" className={`text-sm ${far ? "font-semibold text-error" : "text-primary/75"}`}>
      {text} {far ? "Far above typical: if you publish at this price it will be held for review." : null}
    </p>
  );
}

/** The product form's fields (ListingForm owns the state and the sending). */
export function ListingFormFields(props: {
  form: Form;
  errors: FieldErrors<ListingFormValues>;
  categories: CategoryOption[];
  stores: ListingStoreOption[];
  photos: UploadedPhoto[];
  onPhotos: (photos: UploadedPhoto[]) => void;
  onUploading: (count: number) => void;
  insight: PriceInsightAnswer | null;
  unit: ListingFormValues["unit"];
}) {
  const { form, errors, categories, stores, photos, insight } = props;
  const [title, storeId, chosenState] = useWatch({ control: form.control, name: ["title", "storeId", "state"] });
  const store = stores.find((s) => s.id === storeId);
  const state = store?.state ?? chosenState ?? "";
  const message = (name: keyof ListingFormValues) => errors[name]?.message;

  return (
    <>
      <PhotoPicker
        id="listing-photos"
        label="Photos"
        hint={`Up to ${MAX_LISTING_IMAGES}. The first is the cover; drag or use the arrows to reorder.`}
        max={MAX_LISTING_IMAGES}
        value={photos}
        onChange={props.onPhotos}
        error={message("imageIds")}
        onPendingChange={props.onUploading}
      />
      <Field
        id="listing-title"
        label="Title"
        hint="What it is, brand and size: e.g. Samsung Galaxy A15 128GB"
        error={message("title")}
      >
        <input
          {...registerWithDefault(form, "title")}
          {...describedBy("listing-title", message("title"), "hint")}
          autoComplete="off"
          className={controlClass}
        />
      </Field>
      <Controller
        control={form.control}
        name="priceItemId"
        render={({ field }) => (
          <ListingDeskSuggestion
            title={title ?? ""}
            state={state}
            value={field.value ?? ""}
            onChange={(id) => field.onChange(id)}
          />
        )}
      />
      <Field
        id="listing-category"
        label="Category"
        hint="Type a word and choose the closest sub-category"
        error={message("categoryId")}
      >
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <ListingCategoryPicker
              id="listing-category"
              options={categories}
              value={field.value}
              onChange={(id) => field.onChange(id)}
              error={message("categoryId")}
            />
          )}
        />
      </Field>
      <Field
        id="listing-description"
        label="Description (optional)"
        hint="Condition, what is included, colours, delivery…"
        error={message("description")}
      >
        <textarea
          {...registerWithDefault(form, "description")}
          {...describedBy("listing-description", message("description"), "hint")}
          rows={4}
          className={controlClass}
        />
      </Field>
      <div className="grid gap-4 smm:grid-cols-2">
        <Field id="listing-condition" label="Condition" error={message("condition")}>
          <select
            {...registerWithDefault(form, "condition")}
            {...describedBy("listing-condition", message("condition"))}
            className={controlClass}
          >
            {conditionOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="listing-unit" label="Sold per" error={message("unit")}>
          <select
            {...registerWithDefault(form, "unit")}
            {...describedBy("listing-unit", message("unit"))}
            className={controlClass}
          >
            {unitOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="grid gap-4 smm:grid-cols-2">
        <Field
          id="listing-price"
          label={`Price (₦ per ${unitOptions.find((u) => u.value === props.unit)?.label ?? "piece"})`}
          error={message("price")}
        >
          <Controller
            control={form.control}
            name="price"
            render={({ field }) => (
              <ListingPriceInput
                id="listing-price"
                name="price"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={!!message("price")}
                describedBy={message("price") ? "listing-price-error" : undefined}
              />
            )}
          />
        </Field>
        <Field
          id="listing-compare"
          label="Price before (optional)"
          hint="Shown crossed out when you reduce the price"
          error={message("compareAtPrice")}
        >
          <Controller
            control={form.control}
            name="compareAtPrice"
            render={({ field }) => (
              <ListingPriceInput
                id="listing-compare"
                name="compareAtPrice"
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={!!message("compareAtPrice")}
                describedBy={message("compareAtPrice") ? "listing-compare-error" : "listing-compare-hint"}
              />
            )}
          />
        </Field>
      </div>
      <InsightLine insight={insight} />
      <Field id="listing-stock" label="In stock" hint="How many you have now" error={message("stock")}>
        <input
          {...registerWithDefault(form, "stock")}
          {...describedBy("listing-stock", message("stock"), "hint")}
          inputMode="numeric"
          autoComplete="off"
          className={controlClass}
        />
      </Field>
      <Field
        id="listing-store"
        label="Where it is"
        hint={store ? `${store.city}, ${store.state}` : "Not at one of your stores: choose the state and city"}
        error={message("storeId")}
      >
        <select
          {...registerWithDefault(form, "storeId")}
          {...describedBy("listing-store", message("storeId"), "hint")}
          className={controlClass}
        >
          {stores.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
          <option value="">Not at a store</option>
        </select>
      </Field>
      {store ? null : (
        <div className="grid gap-4 smm:grid-cols-2">
          <Field id="listing-state" label="State" error={message("state")}>
            <select
              {...registerWithDefault(form, "state")}
              {...describedBy("listing-state", message("state"))}
              className={controlClass}
            >
              <StateOptions placeholder="Choose a state" />
            </select>
          </Field>
          <Field id="listing-city" label="City or town" error={message("city")}>
            <input
              {...registerWithDefault(form, "city")}
              {...describedBy("listing-city", message("city"))}
              autoComplete="address-level2"
              className={controlClass}
            />
          </Field>
        </div>
      )}
    </>
  );
}
