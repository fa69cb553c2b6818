import type { Metadata } from "next";
import { PendingRoutePage, pendingPathFrom, pendingRouteMetadata } from "@/ui/components/pending-route-page";

type Props = { params: Promise<{ rest: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pendingRouteMetadata(await pendingPathFrom("/dashboard", params));
}

export default async function Page({ params }: Props) {
  return <PendingRoutePage path={await pendingPathFrom("/dashboard", params)} />;
}
