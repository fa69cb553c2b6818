import { statusTone } from "@/modules/orders/components/buyer-order-labels";
import type { OrderStatus } from "@/modules/orders/orders.types";

/** Small pieces the buyer's order list and order page share. Server components: no script. */

/**
 * An item's picture as the order kept it at checkout (a URL of our own media, or an https one). Anything else (a
 * snapshot is data, not trusted markup) shows the empty box.
 */
export function OrderPicture({ url, className = "size-16" }: { url: string | null; className?: string }) {
  const safe = url && (/^\/(?!\/)/.test(url) || url.startsWith("https://")) ? url : null;
  if (!safe)
    return (
      <div
        role="img"
        aria-label="No photo"
        className={`flex shrink-0 items-center justify-center rounded-lg bg-black/5 text-xs text-primary/75 ${className}`}
      >
        No photo
      </div>
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the snapshot's own rendition URL; nothing to resize
    <img
      src={safe}
      alt=""
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-lg object-cover ${className}`}
    />
  );
}

const tones = {
  wait: "bg-warning-bg text-primary",
  move: "bg-primary-light/10 text-primary-light",
  done: "bg-secondary-dark-green/10 text-secondary-dark-green",
  stop: "bg-error/10 text-error",
} as const;

export function StatusBadge({ status, words }: { status: OrderStatus; words: string }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium ${tones[statusTone(status)]}`}>
      {words}
    </span>
  );
}
