/**
 * The load: every buyer, at once and over and over until the time is up, fills a cart from 1–3 sellers (1–2 listings
 * each, a scarce one in a third of them), checks out (pay on delivery for about a third of the carts it is open to, Paystack
 * otherwise) and, for Paystack, completes the payment on the app's test gateway as a buyer would on its page: success
 * mostly, some failures, a few never paid. The gateway then sends its signed webhook to the app. Typed refusals (sold
 * out when added, short at checkout) are expected under contention and counted apart from errors.
 */
import { randomUUID } from "node:crypto";
import { graphql, type GraphqlAnswer } from "./client";
import type { BenchBuyer, BenchListing } from "./prepare";

export type PaymentPlan = "success" | "failed" | "unpaid" | "cash";

export interface PlacedCheckout {
  checkoutId: string;
  buyerId: string;
  method: "PAYSTACK" | "PAY_ON_DELIVERY";
  plan: PaymentPlan;
}

export interface LoadResult {
  startedAt: number;
  endedAt: number;
  requests: number;
  iterations: number;
  /** ms per request, by operation ("checkOut" is every checkOut request, placed or refused). */
  latencies: Record<string, number[]>;
  placed: PlacedCheckout[];
  /** Expected refusals by kind: "sold out when added", "short at checkout", or a REFUSED problem's text. */
  refusals: Record<string, number>;
  errors: { operation: string; status: number; message: string }[];
}

const ADD = `mutation addToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { message cart { itemCount totalKobo sellers { vendorId lines { productId quantity buyable } } } } }`;
const REMOVE = `mutation removeFromCart($productId: ID!) { removeFromCart(productId: $productId) { cart { itemCount } } }`;
const CART = `query cart { cart { sellers { lines { productId } } savedForLater { productId } } }`;
const CHECK_OUT = `mutation checkOut($idempotencyKey: String!, $deliveries: [DeliveryChoiceInput!]!, $paymentMethod: PaymentChoice!) { checkOut(idempotencyKey: $idempotencyKey, deliveries: $deliveries, paymentMethod: $paymentMethod) { status checkoutId orderIds paymentUrl totalKobo problems } }`;

interface CartAnswer {
  cart: { sellers: { lines: { productId: string }[] }[]; savedForLater?: { productId: string }[] };
}
interface CheckOutAnswer {
  checkOut: { status: string; checkoutId: string | null; paymentUrl: string | null; problems: string[] };
}

/** Pay on delivery is offered up to ₦150,000 (PAY_ON_DELIVERY_LIMIT_NAIRA): carts well under it may use it. */
const POD_ITEMS_LIMIT_KOBO = 10_000_000;

const random = (n: number) => Math.floor(Math.random() * n);
function pickDistinct<T>(list: readonly T[], count: number): T[] {
  const copy = [...list];
  const picked: T[] = [];
  while (picked.length < count && copy.length > 0) picked.push(copy.splice(random(copy.length), 1)[0]!);
  return picked;
}

/** An expected refusal's kind, or null when the answer is not one. */
function refusalOf(answer: GraphqlAnswer<unknown>): string | null {
  const [first, ...rest] = answer.errors ?? [];
  if (!first || rest.length > 0 || answer.status !== 200 || first.extensions?.code !== "BAD_USER_INPUT") return null;
  const validation = first.extensions.validation ?? {};
  if (validation.stock) return "short at checkout (stock taken meanwhile)";
  if (validation.productId)
    return `refused when added: ${validation.productId[0] ?? ""}`.replace(/: .+ is sold out$/, ": sold out");
  return null;
}

export async function runBuyers(
  origin: string,
  buyers: readonly BenchBuyer[],
  listings: readonly BenchListing[],
  durationSeconds: number,
): Promise<LoadResult> {
  const byVendor = new Map<string, BenchListing[]>();
  for (const listing of listings) byVendor.set(listing.vendorId, [...(byVendor.get(listing.vendorId) ?? []), listing]);
  const vendorIds = [...byVendor.keys()];
  const result: LoadResult = {
    startedAt: performance.now(),
    endedAt: 0,
    requests: 0,
    iterations: 0,
    latencies: {},
    placed: [],
    refusals: {},
    errors: [],
  };
  const deadline = result.startedAt + durationSeconds * 1000;
  const time = (operation: string, ms: number) => (result.latencies[operation] ??= []).push(ms);
  const note = (operation: string, ms: number) => {
    result.requests += 1;
    time(operation, ms);
  };
  const refuse = (kind: string) => (result.refusals[kind] = (result.refusals[kind] ?? 0) + 1);
  const fail = (operation: string, answer: { status: number; errors?: { message: string }[] }) =>
    result.errors.push({ operation, status: answer.status, message: answer.errors?.[0]?.message ?? "no data" });

  async function call<T>(operation: string, query: string, variables: Record<string, unknown>, buyer: BenchBuyer) {
    const answer = await graphql<T>(origin, query, variables, {
      authorization: `Bearer ${buyer.token}`,
      "x-forwarded-for": buyer.forwardedFor,
    });
    note(operation, answer.ms);
    return answer;
  }

  /** What a buyer does on the gateway's page: one form post; the redirect back to the shop is not followed. */
  async function pay(url: string, plan: "success" | "failed"): Promise<void> {
    const started = performance.now();
    const channel = ["card", "card", "bank_transfer", "ussd"][random(4)]!;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ channel, outcome: plan }).toString(),
        redirect: "manual",
        signal: AbortSignal.timeout(60_000),
      });
      await response.arrayBuffer();
      note("gateway: pay", performance.now() - started);
      if (response.status !== 303) fail("gateway: pay", { status: response.status, errors: [{ message: url }] });
    } catch (error) {
      note("gateway: pay", performance.now() - started);
      fail("gateway: pay", { status: 0, errors: [{ message: String(error) }] });
    }
  }

  async function emptyCart(buyer: BenchBuyer): Promise<void> {
    const answer = await call<CartAnswer>("cart", CART, {}, buyer);
    if (!answer.data) {
      fail("cart", answer);
      return;
    }
    const ids = [
      ...answer.data.cart.sellers.flatMap((seller) => seller.lines.map((line) => line.productId)),
      ...(answer.data.cart.savedForLater ?? []).map((line) => line.productId),
    ];
    for (const productId of ids) {
      const removed = await call("removeFromCart", REMOVE, { productId }, buyer);
      if (!removed.data) fail("removeFromCart", removed);
    }
  }

  async function buyer(buyer: BenchBuyer): Promise<void> {
    while (performance.now() < deadline) {
      result.iterations += 1;
      const wanted = pickDistinct(vendorIds, 1 + random(3)).flatMap((vendorId) => {
        const own = byVendor.get(vendorId)!;
        const scarce = own.filter((listing) => listing.scarce);
        const picked = pickDistinct(own, 1 + random(2));
        // A third of the carts reach for one of this seller's scarce listings: that is where buyers collide.
        if (scarce.length > 0 && Math.random() < 0.35 && !picked.some((listing) => listing.scarce))
          picked[0] = scarce[random(scarce.length)]!;
        return picked.map((listing) => ({ listing, quantity: listing.scarce ? 1 : 1 + random(3) }));
      });
      let inCart: string[] | null = null;
      let itemsKobo = 0;
      for (const { listing, quantity } of wanted) {
        const answer = await call<{ addToCart: CartAnswer }>(
          "addToCart",
          ADD,
          { productId: listing.id, quantity },
          buyer,
        );
        if (answer.data?.addToCart) {
          inCart = answer.data.addToCart.cart.sellers.flatMap((seller) => seller.lines.map((line) => line.productId));
          itemsKobo += listing.priceKobo * quantity;
        } else {
          const refusal = refusalOf(answer);
          if (refusal) refuse(refusal);
          else fail("addToCart", answer);
        }
      }
      // A line an earlier checkout could not buy (sold out by then) is taken out rather than bought by surprise.
      const chosen = new Set(wanted.map((line) => line.listing.id));
      for (const productId of inCart ?? []) {
        if (chosen.has(productId)) continue;
        const removed = await call("removeFromCart", REMOVE, { productId }, buyer);
        if (!removed.data) fail("removeFromCart", removed);
      }
      if (!inCart) continue;

      const method = itemsKobo < POD_ITEMS_LIMIT_KOBO && Math.random() < 0.35 ? "PAY_ON_DELIVERY" : "PAYSTACK";
      const answer = await call<CheckOutAnswer>(
        "checkOut",
        CHECK_OUT,
        { idempotencyKey: randomUUID(), deliveries: [], paymentMethod: method },
        buyer,
      );
      const placed = answer.data?.checkOut;
      if (placed?.status === "PLACED" && placed.checkoutId) {
        time(`checkOut placed: ${method}`, answer.ms);
        const roll = Math.random();
        const plan: PaymentPlan =
          method === "PAY_ON_DELIVERY" ? "cash" : roll < 0.85 ? "success" : roll < 0.95 ? "failed" : "unpaid";
        result.placed.push({ checkoutId: placed.checkoutId, buyerId: buyer.userId, method, plan });
        if (method === "PAYSTACK" && !placed.paymentUrl)
          fail("checkOut", { status: answer.status, errors: [{ message: "placed without a payment page" }] });
        else if (placed.paymentUrl && (plan === "success" || plan === "failed")) await pay(placed.paymentUrl, plan);
        continue;
      }
      if (placed) refuse(`checkOut ${placed.status}: ${placed.problems[0] ?? ""}`);
      else {
        const refusal = refusalOf(answer);
        if (refusal) refuse(refusal);
        else fail("checkOut", answer);
      }
      await emptyCart(buyer);
    }
  }

  await Promise.all(buyers.map((one) => buyer(one)));
  result.endedAt = performance.now();
  return result;
}
