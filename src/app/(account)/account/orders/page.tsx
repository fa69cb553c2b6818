import type { Metadata } from "next";
import { InputValidationError } from "@/lib/errors";
import { requireSignedInVisitor } from "@/modules/access/signed-in-visitor.service";
import { readOrderFlash } from "@/modules/orders/buyer-order-flash";
import { listMyOrderCards } from "@/modules/orders/buyer-orders.service";
import { BuyerOrderList } from "@/modules/orders/components/buyer-order-list";

export const metadata: Metadata = { title: "Your orders", robots: { index: false } };
export const dynamic = "force-dynamic";

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The person's orders, newest first; `?after=` is the next page's cursor (a stale one starts again). */
export default async function OrdersPage({ searchParams }: Props) {
  const { actor } = await requireSignedInVisitor("/account");
  const { after } = await searchParams;
  const cursor = typeof after === "string" ? after : null;
  const [page, flash] = await Promise.all([
    listMyOrderCards(actor, cursor).catch((error: unknown) => {
      if (error instanceof InputValidationError && cursor) return listMyOrderCards(actor, null);
      throw error;
    }),
    readOrderFlash(),
  ]);
  return <BuyerOrderList page={page} flash={flash} />;
}
