"use client";
import { useState } from "react";
import type { ImageView } from "@/modules/media/media.types";
import { changesInReviewNotice, UPDATE_VENDOR_PROFILE } from "@/modules/vendors/components/vendor-business-form";
import { useMutation } from "@/ui/forms/use-mutation";
import { PhotoPicker, type UploadedPhoto } from "@/ui/forms/photo-picker/photo-picker";
import { notify } from "@/ui/notify";

function asPhoto(image: ImageView | null): UploadedPhoto[] {
  if (!image) return [];
  const thumbnail = image.sources.find((source) => source.width >= 320) ?? image.sources.at(-1);
  return thumbnail ? [{ id: image.id, url: thumbnail.url }] : [];
}

/** The logo (round, beside the name) and the cover (the store page's banner), one photo each. */
export function VendorPicturesForm({
  vendorId,
  logo,
  cover,
}: {
  vendorId: string;
  logo: ImageView | null;
  cover: ImageView | null;
}) {
  const [logoPhotos, setLogoPhotos] = useState(() => asPhoto(logo));
  const [coverPhotos, setCoverPhotos] = useState(() => asPhoto(cover));
  const [pending, setPending] = useState({ logo: 0, cover: 0 });
  const [errors, setErrors] = useState<{ logoId?: string; coverId?: string }>({});
  const [saving, setSaving] = useState(false);
  const mutate = useMutation();
  const uploading = pending.logo + pending.cover > 0;

  async function save(event: { preventDefault(): void }) {
    event.preventDefault();
    if (uploading) {
      notify.error("Wait for the pictures to finish uploading");
      return;
    }
    setErrors({});
    setSaving(true);
    const input = { logoId: logoPhotos[0]?.id ?? null, coverId: coverPhotos[0]?.id ?? null };
    const data = await mutate(
      UPDATE_VENDOR_PROFILE,
      { vendorId, input },
      { fieldError: (field, message) => setErrors((previous) => ({ ...previous, [field]: message })) },
    );
    setSaving(false);
    if (data) notify.success(data.updateVendorProfile?.changesInReview ? changesInReviewNotice : "Pictures saved");
  }

  return (
    <form noValidate onSubmit={save} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <PhotoPicker
          id="vendor-logo"
          label="Logo"
          hint="A square picture works best: your logo, your sign, or your face."
          max={1}
          value={logoPhotos}
          onChange={setLogoPhotos}
          error={errors.logoId}
          onPendingChange={(count) =>
            setPending((previous) => (previous.logo === count ? previous : { ...previous, logo: count }))
          }
        />
        <PhotoPicker
          id="vendor-cover"
          label="Cover picture (optional)"
          hint="A wide picture of your shop, stall or work."
          max={1}
          value={coverPhotos}
          onChange={setCoverPhotos}
          error={errors.coverId}
          onPendingChange={(count) =>
            setPending((previous) => (previous.cover === count ? previous : { ...previous, cover: count }))
          }
        />
      </div>
      <button
        type="submit"
        disabled={saving || uploading}
        aria-busy={saving}
        className="w-full sm:w-auto rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-5 py-3"
      >
        {saving ? "Saving…" : uploading ? "Uploading…" : "Save pictures"}
      </button>
    </form>
  );
}
