import Link from "next/link";
import { formatNaira, sellerLabel } from "@/lib/money";
import { ProductImage } from "@/modules/listings/components/product-image";
import { cartLineAction } from "@/modules/cart/cart.actions";
import type { CartLine, CartView as CartViewData } from "@/modules/cart/cart.types";
import type { CartFlash } from "@/modules/cart/cart-session.service";
import { buttonClassName } from "@/ui/components/button";
import { ButtonLink } from "@/ui/components/button-link";

/**
 * The cart page's body (issue 24): plain server-rendered forms, one per line, each posting to cartLineAction, so
 * every control works without scripts (many phones browse through data-saving proxies that run none). A line that
 * cannot be bought now is greyed with its reason and counts in no total.
 */

const small = "rounded-md border border-black/15 px-3 py-1.5 text-sm hover:bg-black/5 disabled:opacity-40";

function LineForm({ line }: { line: CartLine }) {
  const qtyId = `qty-${line.productId}`;
  const max = Math.max(1, Math.min(line.stock, 999));
  return (
    <form action={cartLineAction} className="mt-2 flex flex-wrap items-center gap-2">
      <input type="hidden" name="productId" value={line.productId} />
      {line.buyable && !line.savedForLater ? (
        <>
          {/* Enter in the number field presses the form's first button: make it Update, not −. */}
          <button type="submit" name="intent" value="update" className="sr-only" tabIndex={-1} aria-hidden="true">
            Update
          </button>
          <label htmlFor={qtyId} className="sr-only">
            Quantity of {line.title}
          </label>
          <button
            type="submit"
            name="intent"
            value="decrease"
            className={small}
            disabled={line.quantity <= 1}
            aria-label="One fewer"
          >
            −
          </button>
          <input
            id={qtyId}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            defaultValue={line.quantity}
            className="w-16 rounded-md border border-black/20 px-2 py-1.5 text-center"
          />
          <button
            type="submit"
            name="intent"
            value="increase"
            className={small}
            disabled={line.quantity >= max}
            aria-label="One more"
          >
            +
          </button>
          <button type="submit" name="intent" value="update" className={small}>
            Update
          </button>
        </>
      ) : null}
      {line.savedForLater ? (
        <button type="submit" name="intent" value="move" className={small}>
          Move to cart
        </button>
      ) : (
        <button type="submit" name="intent" value="save" className={small}>
          Save for later
        </button>
      )}
      <button type="submit" name="intent" value="remove" className={`${small} text-error`}>
        Remove
      </button>
    </form>
  );
}

function Line({ line }: { line: CartLine }) {
  const greyed = !line.buyable;
  return (
    <li className="flex gap-3 border-t border-black/10 py-4 first:border-t-0">
      <Link href={line.url} prefetch={false} className={`shrink-0 ${greyed ? "opacity-50 grayscale" : ""}`}>
        <ProductImage image={line.image} sizes="80px" className="size-20 rounded-lg object-cover" alt="" />
      </Link>
      <div className="min-w-0 flex-1">
        <div className={greyed ? "text-primary/60" : ""}>
          <Link href={line.url} prefetch={false} className="font-medium break-words hover:underline">
            {line.title}
          </Link>
          <p className="text-sm text-primary/75">
            {formatNaira(line.unitPriceKobo)} per {line.unitLabel}
            {line.buyable && !line.savedForLater ? (
              <>
                {" "}
                · <span className="font-semibold text-primary">{formatNaira(line.lineTotalKobo)}</span>
              </>
            ) : null}
          </p>
        </div>
        {greyed ? <p className="mt-1 text-sm font-medium text-error">{line.unavailableReason}</p> : null}
        {line.notices.map((notice) => (
          <p key={notice} className="mt-1 rounded-md bg-warning-bg px-2 py-1 text-sm">
            {notice}
          </p>
        ))}
        <LineForm line={line} />
      </div>
    </li>
  );
}

export function CartView({ cart, flash }: { cart: CartViewData; flash: CartFlash | null }) {
  const empty = cart.groups.length === 0;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">Your cart</h1>
      {flash ? (
        <p
          role={flash.kind === "error" ? "alert" : "status"}
          className={`mt-4 rounded-lg border px-3 py-2 text-sm ${flash.kind === "error" ? "border-error/30 bg-error/5 text-error" : "border-secondary-dark-green/30 bg-secondary-dark-green/5 text-secondary-dark-green"}`}
        >
          {flash.text}
        </p>
      ) : null}
      {empty ? (
        <div className="mt-6 rounded-xl bg-black/[0.03] p-6 text-center">
          <p className="font-medium">Your cart is empty.</p>
          <p className="mt-1 text-sm text-primary/75">Find something you like in the market and add it here.</p>
          <ButtonLink href="/market" prefetch={false} className="mt-4 inline-block">
            Go to the market
          </ButtonLink>
        </div>
      ) : (
        <>
          {cart.groups.map((group) => (
            <section
              key={group.vendorId}
              aria-labelledby={`seller-${group.vendorId}`}
              className="mt-6 rounded-xl border border-black/10 p-4"
            >
              <h2 id={`seller-${group.vendorId}`} className="text-base font-semibold">
                Sold by{" "}
                <Link href={`/market/store/${group.vendorSlug}`} prefetch={false} className="hover:underline">
                  {sellerLabel(group.vendorName)}
                </Link>
              </h2>
              <ul>
                {group.lines.map((line) => (
                  <Line key={line.productId} line={line} />
                ))}
              </ul>
              <p className="mt-2 flex justify-between border-t border-black/10 pt-3 text-sm">
                <span>Subtotal from this seller</span>
                <span className="font-semibold">{formatNaira(group.subtotalKobo)}</span>
              </p>
            </section>
          ))}
          <div className="mt-6 rounded-xl bg-black/[0.03] p-4">
            <p className="flex justify-between text-lg font-bold">
              <span>Total</span>
              <span>{formatNaira(cart.totalKobo)}</span>
            </p>
            <p className="mt-1 text-sm text-primary/75">Delivery is chosen at checkout.</p>
            {cart.totalKobo > 0 ? (
              <a href="/checkout" className={buttonClassName({ size: "lg", className: "mt-4 block text-center" })}>
                Proceed to checkout
              </a>
            ) : (
              <p className="mt-3 text-sm">Nothing in your cart can be bought right now.</p>
            )}
          </div>
        </>
      )}
      {cart.savedForLater.length > 0 ? (
        <section aria-labelledby="saved-heading" className="mt-8">
          <h2 id="saved-heading" className="text-lg font-semibold">
            Saved for later
          </h2>
          <ul className="mt-2 rounded-xl border border-black/10 px-4">
            {cart.savedForLater.map((line) => (
              <Line key={line.productId} line={line} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
