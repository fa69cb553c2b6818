import { placeLabel } from "@/lib/nigeria";
import type { StoreView } from "@/modules/vendors/vendors.types";

/** A store's street address, town and landmark, as buyers on the store page and its members in the workspace read it. */
export function StoreAddress({ store }: { store: Pick<StoreView, "address" | "city" | "state" | "landmark"> }) {
  return (
    <>
      <address className="mt-1 text-sm not-italic break-words">
        {store.address}
        <br />
        {placeLabel(store.city, store.state)}
      </address>
      {store.landmark ? <p className="mt-1 text-sm text-primary/75 break-words">Landmark: {store.landmark}</p> : null}
    </>
  );
}
