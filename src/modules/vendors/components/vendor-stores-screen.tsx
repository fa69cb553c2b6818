"use client";
import { useState } from "react";
import { OpeningHours } from "@/modules/vendors/components/opening-hours";
import { StoreForm } from "@/modules/vendors/components/store-form";
import { displayPhone } from "@/modules/vendors/components/store-list";
import { StoreAddress } from "@/modules/vendors/components/store-address";
import { useMutation } from "@/ui/forms/use-mutation";
import type { StoreView } from "@/modules/vendors/vendors.types";
import { notify } from "@/ui/notify";
import { graphql } from "@/ui/graphql-documents";

const CLOSE = graphql(
  `mutation SetStoreClosedToday($vendorId: ID!, $storeId: ID!, $closed: Boolean!) { setStoreClosedToday(vendorId: $vendorId, storeId: $storeId, closed: $closed) { id closedToday } }`,
);
const DELETE = graphql(
  `mutation DeleteStore($vendorId: ID!, $storeId: ID!) { deleteStore(vendorId: $vendorId, storeId: $storeId) }`,
);

export type DashboardStore = StoreView & { closedToday: boolean };

const smallButton =
  "rounded-lg border border-black/20 px-3 py-1.5 text-sm font-semibold hover:bg-black/5 disabled:opacity-60";

/**
 * /dashboard/stores: the vendor's outlets as cards on a phone and rows on a desktop. Members without `stores:write`
 * (a sales assistant) see them read-only; the page passes `canWrite` and the server refuses the rest anyway.
 */
export function VendorStoresScreen({
  vendorId,
  stores,
  canWrite,
  now,
}: {
  vendorId: string;
  stores: DashboardStore[];
  canWrite: boolean;
  now: string;
}) {
  const [editing, setEditing] = useState<string | "new" | null>(null);
  return (
    <div className="space-y-4">
      {canWrite && editing !== "new" ? (
        <button
          type="button"
          onClick={() => setEditing("new")}
          className="rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-5 py-3"
        >
          Add a store
        </button>
      ) : null}
      {editing === "new" ? <StoreForm vendorId={vendorId} store={null} onDone={() => setEditing(null)} /> : null}
      {stores.length === 0 && editing !== "new" ? (
        <div className="rounded-xl border border-dashed border-black/20 p-6 text-center">
          <p className="font-semibold">Add your shop or stall so buyers can find you</p>
          <p className="mt-1 text-sm text-primary/75">
            Its address, a landmark, a phone and the hours you open appear on your public store page.
          </p>
        </div>
      ) : null}
      <ul aria-label="Your stores" className="grid grid-cols-1 gap-4 lg:grid-cols-1">
        {stores.map((store) =>
          editing === store.id ? (
            <li key={store.id}>
              <StoreForm vendorId={vendorId} store={store} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <StoreItem
              key={store.id}
              vendorId={vendorId}
              store={store}
              canWrite={canWrite}
              now={now}
              onEdit={() => setEditing(store.id)}
            />
          ),
        )}
      </ul>
    </div>
  );
}

function StoreItem({
  vendorId,
  store,
  canWrite,
  now,
  onEdit,
}: {
  vendorId: string;
  store: DashboardStore;
  canWrite: boolean;
  now: string;
  onEdit: () => void;
}) {
  const mutate = useMutation();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The switch moves at once and goes back if the server refuses; a refreshed store from the server wins.
  const [closed, setClosed] = useState(store.closedToday);
  const [shown, setShown] = useState(store.closedToday);
  if (shown !== store.closedToday) {
    setShown(store.closedToday);
    setClosed(store.closedToday);
  }

  async function run(send: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    const data = await send();
    setBusy(false);
    if (data) notify.success(done);
    return data !== null;
  }

  async function toggleClosed(next: boolean) {
    setClosed(next);
    const ok = await run(
      () => mutate(CLOSE, { vendorId, storeId: store.id, closed: next }),
      next ? `${store.name} shows "Closed today" until midnight` : `${store.name} is open again`,
    );
    if (!ok) setClosed(!next);
  }

  return (
    <li
      data-store-id={store.id}
      className="rounded-xl border border-black/10 bg-white p-4 lg:grid lg:grid-cols-[1fr_auto_auto] lg:items-start lg:gap-6"
    >
      <div className="min-w-0">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold break-words">
          {store.name}
          {store.closedToday ? (
            <span className="rounded-full bg-error/10 px-2 py-0.5 text-xs font-semibold text-error">Closed today</span>
          ) : null}
        </h3>
        <StoreAddress store={store} />
        {store.phone ? <p className="mt-1 text-sm">{displayPhone(store.phone)}</p> : null}
      </div>
      <div className="mt-3 lg:mt-0">
        <OpeningHours
          hours={store.openingHours}
          closedOn={store.closedOn}
          now={new Date(now)}
          caption={`Opening hours of ${store.name}`}
        />
      </div>
      {canWrite ? (
        <div className="mt-3 flex flex-wrap gap-2 lg:mt-0 lg:flex-col lg:items-stretch">
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              role="switch"
              checked={closed}
              disabled={busy}
              onChange={(e) => void toggleClosed(e.target.checked)}
              className="size-4 accent-primary-light"
            />
            Closed today
          </label>
          <button type="button" onClick={onEdit} className={smallButton}>
            Edit
          </button>
          {confirming ? (
            <div
              role="group"
              aria-label={`Delete ${store.name}?`}
              className="w-full rounded-lg bg-error/5 p-3 text-sm lg:w-64"
            >
              <p>Delete {store.name}? Listings at this store stay on sale, without a store.</p>
              <div className="mt-2 flex gap-2">
                <button
                  type="button"
                  disabled={busy}
                  onClick={() =>
                    void run(() => mutate(DELETE, { vendorId, storeId: store.id }), `${store.name} deleted`)
                  }
                  className="rounded-lg bg-error px-3 py-1.5 font-semibold text-white disabled:opacity-60"
                >
                  Yes, delete
                </button>
                <button type="button" onClick={() => setConfirming(false)} className={smallButton}>
                  Keep it
                </button>
              </div>
            </div>
          ) : (
            <button type="button" onClick={() => setConfirming(true)} className={`${smallButton} text-error`}>
              Delete
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}
