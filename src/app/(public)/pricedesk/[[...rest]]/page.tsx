import { PendingRoutePage, pendingPathFrom } from "@/ui/components/pending-route-page";

export default async function Page({ params }: { params: Promise<{ rest?: string[] }> }) {
  return <PendingRoutePage path={await pendingPathFrom("/pricedesk", params)} />;
}
