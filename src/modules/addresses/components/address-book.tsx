import Link from "next/link";
import { formatNigerianPhone } from "@/lib/phone";
import { removeAddressAction, setDefaultAddressAction } from "@/modules/addresses/addresses.actions";
import { MAX_ADDRESSES } from "@/modules/addresses/addresses.inputs";
import type { SavedAddress } from "@/modules/addresses/addresses.types";
import { Button } from "@/ui/components/button";
import { ButtonLink } from "@/ui/components/button-link";

/**
 * The address book at /account/addresses: a server component whose buttons are forms posting to server actions, so
 * every act works without JavaScript. Removing asks first (a GET step, ?remove=id), one tap being easy to miss on a
 * small screen.
 */

const notices: Record<string, string> = {
  added: "Address saved.",
  updated: "Address updated.",
  removed: "Address removed.",
  default: "Default address changed.",
  missing: "We could not find that address. It may have been removed.",
};

export function AddressBook({
  addresses,
  done,
  removing,
}: {
  addresses: SavedAddress[];
  /** What the last act did (the redirect's ?done=). */
  done?: string;
  /** The address whose removal is being confirmed. */
  removing?: string;
}) {
  const notice = done ? notices[done] : undefined;
  const full = addresses.length >= MAX_ADDRESSES;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-3">
        <p className="text-sm">
          <Link href="/account" className="text-primary-light hover:underline">
            ← Your account
          </Link>
        </p>
        <h1 className="text-2xl font-bold">Your addresses</h1>
        <p className="text-sm text-primary/75">
          Where we deliver your orders. The default is chosen first at checkout.
        </p>
      </header>
      {notice ? (
        <p role="status" className="rounded-lg bg-warning-bg p-3 text-sm">
          {notice}
        </p>
      ) : null}
      {full ? (
        <p className="text-sm">
          You can save up to {MAX_ADDRESSES} addresses. Remove one you no longer use to add another.
        </p>
      ) : (
        <ButtonLink
          href="/account/addresses/new"
          size="lg"
          className="block w-full text-center sm:inline-block sm:w-auto"
        >
          Add an address
        </ButtonLink>
      )}
      {addresses.length === 0 ? (
        <p className="rounded-xl border border-black/10 p-5 text-sm text-primary/75">
          You have no saved addresses yet. Add one and checkout fills it in for you.
        </p>
      ) : (
        <ul className="space-y-4">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard address={address} confirmingRemoval={address.id === removing} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AddressCard({ address, confirmingRemoval }: { address: SavedAddress; confirmingRemoval: boolean }) {
  const headingId = `address-${address.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-black/10 p-5">
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-semibold">
          {address.label ?? address.recipientName}
        </h2>
        {address.isDefault ? (
          <span className="rounded-full bg-secondary-dark-green px-2.5 py-0.5 text-xs font-semibold text-white">
            Default
          </span>
        ) : null}
      </header>
      <AddressLines address={address} />
      {confirmingRemoval ? (
        <form action={removeAddressAction} className="mt-4 space-y-3 rounded-lg bg-warning-bg p-4">
          <input type="hidden" name="id" value={address.id} />
          <p className="text-sm font-medium">
            Remove this address?
            {address.isDefault ? " Your most recent other address becomes the default." : ""}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" size="lg">
              Remove
            </Button>
            <ButtonLink href="/account/addresses" variant="secondary" size="lg" className="text-center">
              Keep it
            </ButtonLink>
          </div>
        </form>
      ) : (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink
            href={`/account/addresses/edit?id=${address.id}`}
            variant="secondary"
            size="lg"
            className="text-center"
          >
            Edit
          </ButtonLink>
          {address.isDefault ? null : (
            <form action={setDefaultAddressAction}>
              <input type="hidden" name="id" value={address.id} />
              <Button type="submit" variant="secondary" size="lg" className="w-full sm:w-auto">
                Make default
              </Button>
            </form>
          )}
          <ButtonLink
            href={`/account/addresses?remove=${address.id}#${headingId}`}
            variant="secondary"
            size="lg"
            className="text-center"
          >
            Remove
          </ButtonLink>
        </div>
      )}
    </article>
  );
}

/** The address as a rider reads it; also what the checkout can show. */
export function AddressLines({
  address,
}: {
  address: Omit<SavedAddress, "id" | "isDefault" | "createdAt" | "updatedAt">;
}) {
  return (
    <address className="mt-2 space-y-0.5 text-sm not-italic">
      {address.label ? <p className="font-medium">{address.recipientName}</p> : null}
      <p>{formatNigerianPhone(address.recipientPhone)}</p>
      <p>{address.street}</p>
      {address.landmark ? <p className="text-primary/75">Landmark: {address.landmark}</p> : null}
      <p>
        {address.lga}, {address.state}
      </p>
    </address>
  );
}
