"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  serviceRates,
  type ServiceArea,
  type ServiceAvailability,
  type ServiceRate,
} from "@/modules/listings/listings.types";
import { rateLabels } from "@/modules/listings/components/listing-labels";
import { ListingCategoryPicker } from "@/modules/categories/components/category-picker";
import type { CategoryOption } from "@/modules/categories/components/category-filter";
import { ListingPriceInput } from "@/modules/listings/components/listing-price-input";
import {
  AreaRows,
  AvailabilityFields,
  type AvailabilityValues,
} from "@/modules/listings/components/offering-form-fields";
import { MAX_SERVICE_PHOTOS, serviceInput } from "@/modules/listings/offering-editor.inputs";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { PhotoPicker, type UploadedPhoto } from "@/ui/forms/photo-picker/photo-picker";
import { useMutation } from "@/ui/forms/use-mutation";
import { graphql } from "@/ui/graphql-documents";
import { notify } from "@/ui/notify";

const CREATE = graphql(`
  mutation CreateService($vendorId: ID!, $input: ServiceInput!, $publish: Boolean) {
    createService(vendorId: $vendorId, input: $input, publish: $publish) { id status }
  }
`);
const UPDATE = graphql(`
  mutation UpdateService($id: ID!, $input: ServiceInput!) {
    updateService(id: $id, input: $input) { id status }
  }
`);
const PUBLISH = graphql(`
  mutation PublishService($id: ID!) {
    setServiceStatus(id: $id, action: PUBLISH) { id status }
  }
`);

/** What the edit page starts from: the saved service, its photos as thumbnails. */
export interface ServiceFormStart {
  id: string;
  status: "DRAFT" | "ACTIVE" | "PAUSED" | "ARCHIVED";
  title: string;
  description: string;
  categoryId: string;
  price: string;
  rate: ServiceRate;
  areas: ServiceArea[];
  availability: ServiceAvailability;
  photos: UploadedPhoto[];
}

interface Values {
  title: string;
  description: string;
  categoryId: string;
  price: string;
  rate: ServiceRate;
  areas: ServiceArea[];
  availability: AvailabilityValues;
}

function startValues(start: ServiceFormStart | null, home: ServiceArea): Values {
  return {
    title: start?.title ?? "",
    description: start?.description ?? "",
    categoryId: start?.categoryId ?? "",
    price: start?.price ?? "",
    rate: start?.rate ?? "JOB",
    areas: start?.areas.length ? start.areas : [home],
    availability: {
      days: start ? (start.availability.days ?? []) : ["mon", "tue", "wed", "thu", "fri", "sat"],
      from: start ? (start.availability.from ?? "") : "08:00",
      to: start ? (start.availability.to ?? "") : "18:00",
      note: start?.availability.note ?? "",
    },
  };
}

/** The form's values as the server's input (the same shape the shared schema checks). */
function toInput(values: Values, photos: UploadedPhoto[]) {
  const { days, from, to, note } = values.availability;
  return {
    title: values.title,
    description: values.description,
    categoryId: values.categoryId,
    price: values.price,
    rate: values.rate,
    areas: values.areas,
    availability: { days, from: from || null, to: to || null, note: note || null },
    imageIds: photos.map((photo) => photo.id),
  };
}

/**
 * Add or edit one of an artisan's services (/dashboard/service/add, `?id=` to edit). The shared schema checks the
 * form before it is sent and the server checks it again; a refusal leaves everything typed in place.
 */
export function ServiceForm({
  vendorId,
  categories,
  start,
  home,
}: {
  vendorId: string;
  categories: CategoryOption[];
  start: ServiceFormStart | null;
  home: ServiceArea;
}) {
  const [values, setValues] = useState<Values>(() => startValues(start, home));
  const [photos, setPhotos] = useState<UploadedPhoto[]>(start?.photos ?? []);
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<"draft" | "publish" | null>(null);
  const mutate = useMutation();
  const router = useRouter();
  const set = <K extends keyof Values>(field: K, value: Values[K]) => setValues((v) => ({ ...v, [field]: value }));

  async function save(publish: boolean) {
    if (uploading > 0) {
      notify.error("Wait for the photos to finish uploading");
      return;
    }
    const input = toInput(values, photos);
    const checked = serviceInput.safeParse(input);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join(".")] ??= issue.message;
      setErrors(found);
      notify.error(Object.values(found)[0] ?? "Check the form");
      return;
    }
    setErrors({});
    setPending(publish ? "publish" : "draft");
    const sent = {
      ...input,
      availability: {
        ...input.availability,
        days: input.availability.days.map((day) => day.toUpperCase() as Uppercase<typeof day>),
      },
    };
    const fieldError = (field: string, message: string) => setErrors((e) => ({ ...e, [field]: message }));
    let saved: { id: string | null } | null = null;
    if (start) {
      saved =
        (await mutate(UPDATE, { id: start.id, input: sent }, { fieldError, refresh: false }))?.updateService ?? null;
      if (saved && publish && start.status !== "ACTIVE")
        saved = (await mutate(PUBLISH, { id: start.id }, { refresh: false }))?.setServiceStatus ?? null;
    } else {
      saved =
        (await mutate(CREATE, { vendorId, input: sent, publish }, { fieldError, refresh: false }))?.createService ??
        null;
    }
    setPending(null);
    if (!saved) return;
    notify.success(
      publish ? "Service published: buyers can find it now" : start ? "Service saved" : "Service saved as a draft",
    );
    router.push(`/dashboard/service/list?vendor=${vendorId}`);
  }

  const live = start?.status === "ACTIVE";
  return (
    <form
      noValidate
      aria-label={start ? "Edit service" : "Add a service"}
      onSubmit={(event) => {
        event.preventDefault();
        void save(!start || !live ? false : true);
      }}
      className="space-y-5 rounded-xl border border-black/10 bg-white p-4"
    >
      <Field
        id="service-title"
        label="What you do"
        hint="e.g. Burst pipe repairs, House wiring, Aso-ebi sewing"
        error={errors.title}
      >
        <input
          {...describedBy("service-title", errors.title, "hint")}
          name="title"
          autoComplete="off"
          maxLength={120}
          value={values.title}
          onChange={(e) => set("title", e.target.value)}
          className={controlClass}
        />
      </Field>
      <Field
        id="service-category"
        label="Kind of service"
        hint="Choose the one closest to your trade"
        error={errors.categoryId}
      >
        <ListingCategoryPicker
          id="service-category"
          options={categories}
          value={values.categoryId}
          onChange={(id) => set("categoryId", id)}
          error={errors.categoryId}
          placeholder="Type to search, e.g. plumbing, tailoring"
        />
      </Field>
      <Field
        id="service-description"
        label="Description (optional)"
        hint="What the job includes, your experience, what buyers should prepare"
        error={errors.description}
      >
        <textarea
          {...describedBy("service-description", errors.description, "hint")}
          rows={4}
          maxLength={5000}
          value={values.description}
          onChange={(e) => set("description", e.target.value)}
          className={controlClass}
        />
      </Field>
      <div className="grid gap-4 smm:grid-cols-2">
        <Field id="service-price" label="Price from" hint="Your lowest usual price" error={errors.price}>
          <ListingPriceInput
            id="service-price"
            name="price"
            value={values.price}
            onChange={(text) => set("price", text)}
            invalid={Boolean(errors.price)}
            describedBy={errors.price ? "service-price-error" : "service-price-hint"}
          />
        </Field>
        <Field id="service-rate" label="Charged" error={errors.rate}>
          <select
            {...describedBy("service-rate", errors.rate)}
            value={values.rate}
            onChange={(e) => set("rate", e.target.value as ServiceRate)}
            className={controlClass}
          >
            {serviceRates.map((rate) => (
              <option key={rate} value={rate}>
                {rateLabels[rate]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <AreaRows areas={values.areas} errors={errors} onChange={(areas) => set("areas", areas)} />
      <AvailabilityFields
        value={values.availability}
        errors={errors}
        onChange={(availability) => set("availability", availability)}
      />
      <PhotoPicker
        id="service-photos"
        label="Photos of past work (optional)"
        hint={`Up to ${MAX_SERVICE_PHOTOS}: finished jobs sell your work best. The first is shown first.`}
        max={MAX_SERVICE_PHOTOS}
        value={photos}
        onChange={setPhotos}
        error={errors.imageIds ?? Object.entries(errors).find(([key]) => key.startsWith("imageIds."))?.[1]}
        onPendingChange={setUploading}
      />
      <div className="flex flex-col gap-3 smm:flex-row smm:flex-wrap">
        {live ? (
          <button
            type="submit"
            disabled={pending !== null}
            className="rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-5 py-3"
          >
            {pending ? "Saving…" : "Save changes"}
          </button>
        ) : (
          <>
            <button
              type="button"
              onClick={() => void save(true)}
              disabled={pending !== null}
              className="rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-5 py-3"
            >
              {pending === "publish" ? "Publishing…" : "Publish"}
            </button>
            <button
              type="submit"
              disabled={pending !== null}
              className="rounded-lg border border-black/20 px-5 py-3 font-semibold hover:bg-black/5 disabled:opacity-60"
            >
              {pending === "draft" ? "Saving…" : "Save draft"}
            </button>
          </>
        )}
        <Link
          href={`/dashboard/service/list?vendor=${vendorId}`}
          className="px-2 py-3 text-center font-semibold text-primary-light underline underline-offset-2"
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}
