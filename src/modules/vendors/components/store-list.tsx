import type { StoreView } from "@/modules/vendors/vendors.types";
import { OpeningHours } from "@/modules/vendors/components/opening-hours";
import { StoreAddress } from "@/modules/vendors/components/store-address";

/** "+2348031234567" → "0803 123 4567": how Nigerians write and read a number. */
export function displayPhone(e164: string): string {
  const match = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : e164;
}

/** A vendor's shops and stalls: address, landmark, phone to call and the week's hours. */
export function StoreList({ stores }: { stores: StoreView[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 smm:grid-cols-2">
      {stores.map((store) => (
        <li key={store.id} className="rounded-xl border border-black/10 p-4">
          <h3 className="font-semibold">{store.name}</h3>
          <StoreAddress store={store} />
          {store.phone ? (
            <p className="mt-2 text-sm">
              <a
                href={`tel:${store.phone}`}
                className="font-semibold text-primary-light underline underline-offset-2 hover:no-underline"
              >
                Call {displayPhone(store.phone)}
              </a>
            </p>
          ) : null}
          <h4 className="mt-3 text-xs font-semibold tracking-wide text-primary/75 uppercase">Opening hours (WAT)</h4>
          <div className="mt-1">
            <OpeningHours
              hours={store.openingHours}
              closedOn={store.closedOn}
              caption={`Opening hours of ${store.name}`}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
