import type { Metadata } from "next";
import Link from "next/link";
import { InputValidationError } from "@/lib/errors";
import { requireSignedInVisitor } from "@/modules/access/signed-in-visitor.service";
import { findMyAddress } from "@/modules/addresses/addresses.service";
import type { SavedAddress } from "@/modules/addresses/addresses.types";
import { AddressForm } from "@/modules/addresses/components/address-form";
import { initialAddressForm } from "@/modules/addresses/components/address-form-state";
import { AddressPageFrame } from "@/modules/addresses/components/address-page-frame";

export const metadata: Metadata = { title: "Edit an address", robots: { index: false } };
export const dynamic = "force-dynamic";

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** `?id=` one of the person's addresses; anyone else's (or none) is "not found", as everywhere in the book. */
export default async function EditAddressPage({ searchParams }: Props) {
  const { actor } = await requireSignedInVisitor("/account");
  const { id } = await searchParams;
  let address: SavedAddress | null = null;
  try {
    address = await findMyAddress(actor, typeof id === "string" ? id : "");
  } catch (error) {
    if (!(error instanceof InputValidationError)) throw error;
  }
  return (
    <AddressPageFrame title="Edit an address">
      {address ? (
        <AddressForm
          addressId={address.id}
          isDefault={address.isDefault}
          initial={initialAddressForm(address)}
          submitLabel="Save changes"
        />
      ) : (
        <p className="rounded-xl border border-black/10 p-5 text-sm">
          We could not find that address. It may have been removed.{" "}
          <Link href="/account/addresses" className="font-semibold text-primary-light hover:underline">
            Back to your addresses
          </Link>
        </p>
      )}
    </AddressPageFrame>
  );
}
