"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import type { CategoryOption } from "@/modules/categories/components/category-filter";
import {
  clearListingDraft,
  hasDraftContent,
  loadListingDraft,
  saveListingDraft,
  type ListingDraft,
} from "@/modules/listings/components/listing-draft-storage";
import { ListingFormFields, type ListingStoreOption } from "@/modules/listings/components/listing-form-fields";
import { farAboveMessage, isFarAbove, usePriceInsight } from "@/modules/listings/components/listing-price-desk";
import { typedPriceKobo } from "@/modules/listings/components/listing-price-format";
import { pricePerUnitKobo } from "@/modules/listings/components/listing-units";
import {
  emptyListingValues,
  listingValuesAsStrings,
  type ListingFormOutput,
  type ListingFormValues,
} from "@/modules/listings/components/listing-form-values";
import { lazyZodResolver, preloadOnInteraction } from "@/ui/forms/lazy-resolver";
import type { UploadedPhoto } from "@/ui/forms/photo-picker/photo-picker";
import { useMutation } from "@/ui/forms/use-mutation";
import { notifyInvalidForm } from "@/ui/forms/use-graphql-form";
import { graphql } from "@/ui/graphql-documents";
import { notify } from "@/ui/notify";

const resolver = lazyZodResolver(() => import("@/modules/listings/listing-editor.inputs").then((m) => m.listingInput));

const CREATE = graphql(`
  mutation CreateListing($vendorId: ID!, $input: ListingInput!, $publish: Boolean) { createListing(vendorId: $vendorId, input: $input, publish: $publish) { id status } }
`);
const UPDATE = graphql(`
  mutation UpdateListing($id: ID!, $input: ListingInput!) { updateListing(id: $id, input: $input) { id status } }
`);

const blankToNull = (value: string | null | undefined) => (value && value.trim() !== "" ? value : null);

export interface ListingFormProps {
  vendorId: string;
  categories: CategoryOption[];
  stores: ListingStoreOption[];
  /** Where the business is: a new listing with no store to be at starts in this state and city. */
  home?: { state: string | null; city: string | null };
  /** Editing: the listing's id, values and photos; adding when absent. */
  listing?: { id: string; values: ListingFormValues; photos: UploadedPhoto[] };
  onSaved?: () => void;
}

/**
 * Add or edit a listing (issue #15): the shared zod schema checks it in the browser and again on the server. A failed
 * request leaves every value in place; while adding, what was typed is also kept in sessionStorage per vendor, so a
 * reload does not lose it. Publishing a price far above the desk's typical asks for confirmation first.
 */
const noSubscription = () => () => {};

/**
 * While adding, a draft left in this tab (sessionStorage, per vendor) is read once after hydration: the server renders
 * the empty form, then the form starts again from the draft. The snapshot is cached per mount so it stays stable.
 */
export function ListingForm(props: ListingFormProps) {
  const [cache] = useState(() => new Map<string, ListingDraft | null>());
  const draft = useSyncExternalStore(
    noSubscription,
    () => {
      if (props.listing) return null;
      if (!cache.has(props.vendorId)) {
        const found = loadListingDraft(window.sessionStorage, props.vendorId);
        cache.set(props.vendorId, hasDraftContent(found) ? found : null);
      }
      return cache.get(props.vendorId) ?? null;
    },
    () => null,
  );
  return <ListingFormBody key={draft ? "draft" : "fresh"} {...props} draft={draft} />;
}

function ListingFormBody({
  vendorId,
  categories,
  stores,
  home,
  listing,
  onSaved,
  draft,
}: ListingFormProps & { draft: ListingDraft | null }) {
  const router = useRouter();
  const mutate = useMutation();
  const adding = !listing;
  const fresh = {
    ...emptyListingValues,
    storeId: stores[0]?.id ?? "",
    state: home?.state ?? "",
    city: home?.city ?? "",
  };
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver,
    mode: "onTouched",
    defaultValues:
      listing?.values ??
      (draft ? { ...fresh, ...draft.values, imageIds: draft.photos.map((photo) => photo.id) } : fresh),
  });
  const [photos, setPhotos] = useState<UploadedPhoto[]>(listing?.photos ?? draft?.photos ?? []);
  const [uploading, setUploading] = useState(0);
  const [restored, setRestored] = useState(!!draft);
  const [fieldsKey, setFieldsKey] = useState(0);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [intent, setIntent] = useState<"draft" | "publish">("draft");
  const { errors, isSubmitting } = form.formState;

  const [price, unit, storeId, chosenState, priceItemId, unitQuantity] = useWatch({
    control: form.control,
    name: ["price", "unit", "storeId", "state", "priceItemId", "unitQuantity"],
  });
  const place = stores.find((store) => store.id === storeId);
  const state = place?.state ?? chosenState ?? "";
  const typedKobo = typedPriceKobo(price ?? "");
  // The desk compares the price of one of the item's unit ("₦90,000 for 10 crates" is ₦9,000 a crate).
  const insight = usePriceInsight(
    priceItemId ?? "",
    typedKobo && pricePerUnitKobo(typedKobo, Number(unitQuantity ?? 1) || 1),
    state,
  );

  // Saved once the seller changes something, never on mount: a fresh form mounting during hydration must not
  // overwrite the draft the page is about to restore.
  const changed = useRef(false);
  useEffect(() => {
    if (!adding) return;
    const save = (values: Record<string, unknown>) => {
      changed.current = true;
      saveListingDraft(window.sessionStorage, vendorId, { values: listingValuesAsStrings(values), photos });
    };
    if (changed.current || photos.length > 0) save(form.getValues());
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => save(values) });
  }, [adding, vendorId, form, photos]);

  function changePhotos(next: UploadedPhoto[]) {
    setPhotos(next);
    form.setValue(
      "imageIds",
      next.map((photo) => photo.id),
      { shouldDirty: true },
    );
  }

  async function send(confirmed: boolean, publishing: boolean) {
    const publish = adding && publishing;
    if (publish && !confirmed && isFarAbove(insight)) {
      setConfirming(farAboveMessage(insight!));
      return;
    }
    setConfirming(null);
    const raw = form.getValues();
    const fromStore = !!blankToNull(raw.storeId);
    const input = {
      title: raw.title,
      description: raw.description ?? "",
      categoryId: raw.categoryId,
      condition: raw.condition,
      unit: raw.unit,
      unitLabel: blankToNull(raw.unitLabel),
      // Left out rather than null: the shared schema takes a number or nothing (the server's default is 1).
      ...(typeof raw.unitQuantity === "number" ? { unitQuantity: raw.unitQuantity } : {}),
      price: raw.price,
      compareAtPrice: blankToNull(raw.compareAtPrice),
      stock: String(raw.stock),
      storeId: fromStore ? raw.storeId : null,
      state: fromStore ? null : blankToNull(raw.state),
      city: fromStore ? null : blankToNull(raw.city),
      imageIds: photos.map((photo) => photo.id),
      priceItemId: blankToNull(raw.priceItemId),
    };
    const fieldError = (field: string, message: string) =>
      form.setError((field === "priceKobo" ? "price" : field) as Path<ListingFormValues>, { type: "server", message });
    if (listing) {
      const data = await mutate(UPDATE, { id: listing.id, input }, { fieldError });
      if (!data?.updateListing) return;
      notify.success("Listing saved");
      form.reset(raw);
      onSaved?.();
      return;
    }
    const data = await mutate(CREATE, { vendorId, input, publish }, { fieldError, refresh: false });
    const id = data?.createListing?.id;
    if (!id) return;
    clearListingDraft(window.sessionStorage, vendorId);
    notify.success(publish ? "Your listing is published" : "Draft saved. Publish it when you are ready.");
    router.push(`/dashboard/product/details?id=${id}`);
  }

  const waiting = isSubmitting || uploading > 0;
  return (
    <form
      noValidate
      aria-label={listing ? "Edit listing" : "Add a product"}
      onSubmit={(event) => {
        // Which button sent the form: "Publish" or "Save draft" (Enter in a field saves a draft).
        const publishing = (event.nativeEvent as SubmitEvent).submitter?.dataset.intent === "publish";
        setIntent(publishing ? "publish" : "draft");
        return form.handleSubmit(() => send(false, publishing), notifyInvalidForm)(event);
      }}
      {...preloadOnInteraction(resolver)}
      className="space-y-5"
    >
      {restored ? (
        <p role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-primary-light/10 p-3 text-sm">
          We kept what you typed last time.
          <button
            type="button"
            className="font-semibold text-primary-light underline"
            onClick={() => {
              clearListingDraft(window.sessionStorage, vendorId);
              form.reset(fresh);
              setPhotos([]);
              setRestored(false);
              // The category box and photo picker keep their own text: they start again too.
              setFieldsKey((n) => n + 1);
            }}
          >
            Start again
          </button>
        </p>
      ) : null}
      <ListingFormFields
        key={fieldsKey}
        form={form}
        errors={errors}
        categories={categories}
        stores={stores}
        photos={photos}
        onPhotos={changePhotos}
        onUploading={setUploading}
        insight={insight}
        unit={unit}
      />
      {confirming ? (
        <div
          role="alertdialog"
          aria-label="Publish at this price?"
          className="space-y-3 rounded-lg border border-error/30 bg-error/5 p-4 text-sm"
        >
          <p>{confirming}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={isSubmitting}
              onClick={() => void form.handleSubmit(() => send(true, true), notifyInvalidForm)()}
              className="rounded-lg bg-error px-4 py-2 font-semibold text-white disabled:opacity-60"
            >
              Publish anyway
            </button>
            <button
              type="button"
              onClick={() => setConfirming(null)}
              className="rounded-lg border border-black/20 px-4 py-2 font-semibold"
            >
              Change the price
            </button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 smm:flex-row">
        {adding ? (
          <>
            <button
              type="submit"
              data-intent="publish"
              disabled={waiting}
              className="rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-5 py-3"
            >
              {isSubmitting && intent === "publish" ? "Publishing…" : uploading > 0 ? "Uploading photos…" : "Publish"}
            </button>
            <button
              type="submit"
              data-intent="draft"
              disabled={waiting}
              className="rounded-lg border border-black/20 px-5 py-3 font-semibold hover:bg-black/5 disabled:opacity-60"
            >
              {isSubmitting && intent === "draft" ? "Saving…" : "Save draft"}
            </button>
          </>
        ) : (
          <button
            type="submit"
            disabled={waiting}
            className="rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-5 py-3"
          >
            {isSubmitting ? "Saving…" : uploading > 0 ? "Uploading photos…" : "Save changes"}
          </button>
        )}
      </div>
    </form>
  );
}
