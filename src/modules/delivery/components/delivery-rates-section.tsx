import { formatNaira } from "@/lib/money";
import { hasVendorPermission, type Actor } from "@/lib/actor";
import { DeliveryRatesForm } from "@/modules/delivery/components/delivery-rates-form";
import { listDeliveryRates } from "@/modules/delivery/delivery.service";

/** The vendor profile's delivery section: the editable table for those who may change the profile, else the table. */
export async function DeliveryRatesSection({ actor, vendorId }: { actor: Actor; vendorId: string }) {
  const rates = await listDeliveryRates(actor, vendorId);
  if (hasVendorPermission(actor, vendorId, "profile:write"))
    return <DeliveryRatesForm vendorId={vendorId} saved={rates} />;
  if (rates.length === 0) return <p className="text-sm text-primary/80">This business does not deliver itself.</p>;
  return (
    <ul className="divide-y divide-black/10 text-sm">
      {rates.map((rate) => (
        <li key={`${rate.state}-${rate.lga ?? ""}`} className="flex justify-between gap-3 py-2">
          <span>{rate.lga ? `${rate.lga}, ${rate.state}` : rate.state}</span>
          <span>
            {rate.feeKobo === 0 ? "Free" : formatNaira(rate.feeKobo)} · {rate.minDays}–{rate.maxDays} days
          </span>
        </li>
      ))}
    </ul>
  );
}
