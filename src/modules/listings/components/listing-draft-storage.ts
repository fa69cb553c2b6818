import type { UploadedPhoto } from "@/ui/forms/photo-picker/photo-picker";

/**
 * What a seller typed on /dashboard/product/add, kept in sessionStorage per vendor so a reload (or a phone that
 * dropped the tab) does not lose it; cleared once the listing is saved. Only strings and uploaded photos are kept,
 * and anything unreadable is ignored rather than trusted.
 */
export interface ListingDraft {
  values: Record<string, string>;
  photos: UploadedPhoto[];
}

type DraftStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const VERSION = 1;
export const draftKey = (vendorId: string) => `oja:listing-draft:${vendorId}`;

export function saveListingDraft(store: DraftStore | null, vendorId: string, draft: ListingDraft): void {
  try {
    store?.setItem(draftKey(vendorId), JSON.stringify({ v: VERSION, ...draft }));
  } catch {
    // Full or blocked storage (private mode): the form still works, only the reload safety net is lost.
  }
}

export function loadListingDraft(store: DraftStore | null, vendorId: string): ListingDraft | null {
  let parsed: unknown;
  try {
    const raw = store?.getItem(draftKey(vendorId));
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { v, values, photos } = parsed as { v?: unknown; values?: unknown; photos?: unknown };
  if (v !== VERSION || typeof values !== "object" || values === null) return null;
  const cleanValues = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const cleanPhotos = Array.isArray(photos)
    ? photos.filter(
        (p): p is UploadedPhoto =>
          typeof p === "object" &&
          p !== null &&
          typeof (p as UploadedPhoto).id === "string" &&
          typeof (p as UploadedPhoto).url === "string",
      )
    : [];
  return { values: cleanValues, photos: cleanPhotos };
}

export function clearListingDraft(store: DraftStore | null, vendorId: string): void {
  try {
    store?.removeItem(draftKey(vendorId));
  } catch {
    // Nothing to do: see saveListingDraft.
  }
}

/** Whether a draft holds anything worth offering back (an empty form is not a draft). */
export function hasDraftContent(draft: ListingDraft | null): draft is ListingDraft {
  return (
    !!draft &&
    (draft.photos.length > 0 ||
      Object.entries(draft.values).some(([key, value]) => key !== "condition" && key !== "unit" && value.trim() !== ""))
  );
}
