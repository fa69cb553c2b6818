import type { Metadata } from "next";
import { requireSignedInVisitor } from "@/modules/access/signed-in-visitor.service";
import { AddressForm } from "@/modules/addresses/components/address-form";
import { initialAddressForm } from "@/modules/addresses/components/address-form-state";
import { AddressPageFrame } from "@/modules/addresses/components/address-page-frame";

export const metadata: Metadata = { title: "Add an address", robots: { index: false } };
export const dynamic = "force-dynamic";

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function NewAddressPage({ searchParams }: Props) {
  await requireSignedInVisitor("/account");
  const { state, return: returnTo } = await searchParams;
  return (
    <AddressPageFrame title="Add an address">
      <AddressForm
        initial={initialAddressForm(null, typeof state === "string" ? state : undefined)}
        submitLabel="Save address"
        returnTo={returnTo === "checkout" ? "checkout" : undefined}
      />
    </AddressPageFrame>
  );
}
