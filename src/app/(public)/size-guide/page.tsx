import { PendingRoutePage } from "@/ui/components/pending-route-page";

export default function Page() {
  return <PendingRoutePage path="/size-guide" />;
}
