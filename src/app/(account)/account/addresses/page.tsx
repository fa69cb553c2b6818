import type { Metadata } from "next";
import { requireSignedInVisitor } from "@/modules/access/signed-in-visitor.service";
import { listMyAddresses } from "@/modules/addresses/addresses.service";
import { AddressBook } from "@/modules/addresses/components/address-book";

export const metadata: Metadata = { title: "Your addresses", robots: { index: false } };
export const dynamic = "force-dynamic";

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** The address book; `?remove=<id>` asks before removing, `?done=` says what the last act did. */
export default async function AddressesPage({ searchParams }: Props) {
  const { actor } = await requireSignedInVisitor("/account");
  const [addresses, params] = await Promise.all([listMyAddresses(actor), searchParams]);
  return <AddressBook addresses={addresses} done={one(params.done)} removing={one(params.remove)} />;
}
