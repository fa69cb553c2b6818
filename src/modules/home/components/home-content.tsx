import { Button } from "@/ui/components/button";
import Link from "next/link";
import type { HomeMarket } from "@/modules/home/home.types";
import { OnSaleNow } from "@/modules/home/components/on-sale-now";
import { TodaysPrices } from "@/modules/home/components/todays-prices";

const categories = [
  { name: "Phones & Tablets", slug: "phones-tablets" },
  { name: "Foodstuff & Groceries", slug: "foodstuff-groceries" },
  { name: "Fashion", slug: "fashion" },
  { name: "Electronics", slug: "electronics" },
  { name: "Home & Kitchen", slug: "home-kitchen" },
  { name: "Vehicles & Parts", slug: "vehicles-parts" },
  { name: "Building Materials", slug: "building-materials" },
  { name: "Agriculture & Livestock", slug: "agriculture-livestock" },
  { name: "Health & Beauty", slug: "health-beauty" },
  { name: "Baby & Kids", slug: "baby-kids" },
  { name: "Artisans & Services", slug: "services" },
];

const promises = [
  {
    title: "Know the fair price",
    body: "Our price desk shows what rice, garri, phones and cement really sell for in your state and market this week, so nobody overcharges you.",
  },
  {
    title: "Sellers you can trust",
    body: "Sellers verify their phone number or e-mail, and offers far above the usual price are flagged. Tell us about a bad listing and our team acts within a day.",
  },
  {
    title: "Light on your data",
    body: "Pages are small and fast on any Android phone, even on a weak network. Browse the market without burning your data.",
  },
];

const safetyTips = [
  "Meet sellers in a public place and check the item before you pay.",
  "Never pay a deposit to someone you have not verified.",
  "Compare the price with the price desk: a deal far below the market is often a scam.",
];

/**
 * The home page's content; also shown, with status 404, for any unknown address. Only the home page passes `market`
 * (today's prices and listings): the not-found page stays static and runs no query.
 */
export function HomeContent({ notFoundPath, market }: { notFoundPath?: boolean; market?: HomeMarket }) {
  return (
    <>
      {notFoundPath ? (
        <div role="status" className="bg-warning-bg px-4 py-3 text-center text-sm">
          We could not find that page. Here is the home page instead.
        </div>
      ) : null}
      <section className="bg-auth-bg">
        <div className="mx-auto max-w-6xl px-4 py-10 md:py-16">
          <h1 className="max-w-2xl text-3xl leading-tight font-bold smm:text-5xl">
            Buy, sell and check fair prices across Nigeria
          </h1>
          <p className="mt-4 max-w-xl text-base text-primary/80 smm:text-lg">
            From Mile 12 to Wuse market: find what you need near you, contact the seller, and see what things really
            cost before you pay.
          </p>
          <form action="/market/product" method="get" role="search" className="mt-6 flex max-w-xl gap-2">
            <label htmlFor="home-search" className="sr-only">
              Search the market
            </label>
            <input
              id="home-search"
              name="q"
              type="search"
              maxLength={100}
              placeholder="Search rice, iPhone, generator…"
              className="min-w-0 flex-1 rounded-lg border border-black/15 bg-white px-4 py-3 text-base outline-none focus:border-primary-light"
            />
            <Button type="submit" size="lg">
              Search
            </Button>
          </form>
          <div className="mt-6 flex flex-wrap gap-3 text-sm">
            <Link href="/pricedesk" className="rounded-full bg-secondary-dark-green px-4 py-2 font-medium text-white">
              Check a price
            </Link>
            <Link
              href="/auth/seller/signup"
              prefetch={false}
              className="rounded-full border border-primary px-4 py-2 font-medium"
            >
              Open a seller account
            </Link>
          </div>
        </div>
      </section>

      {market ? (
        <>
          <TodaysPrices prices={market.prices} state={market.state} />
          <OnSaleNow products={market.products} state={market.state} productsState={market.productsState} />
        </>
      ) : null}

      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="text-xl font-bold smm:text-2xl">
          Shop by category
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {categories.map((category) => (
            <li key={category.slug}>
              <Link
                href={`/market/product/category/${category.slug}`}
                prefetch={false}
                className="block rounded-lg border border-black/10 px-4 py-3 text-sm font-medium hover:border-primary-light hover:text-primary-light"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-secondary-blue text-white" aria-labelledby="why-heading">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="why-heading" className="text-xl font-bold smm:text-2xl">
            Why people choose Oja
          </h2>
          <ul className="mt-6 grid gap-6 smm:grid-cols-3">
            {promises.map((promise) => (
              <li key={promise.title}>
                <h3 className="font-semibold">{promise.title}</h3>
                <p className="mt-2 text-sm text-white/85">{promise.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-10 smm:grid-cols-2" aria-label="Join us">
        <div className="rounded-xl border border-black/10 p-6">
          <h2 className="text-lg font-bold">Sell on Oja</h2>
          <p className="mt-2 text-sm text-primary/80">
            Open your seller account today and list from your phone, with no listing fees for individual sellers. Buyers
            contact you directly.
          </p>
          <Link
            href="/auth/seller/signup"
            prefetch={false}
            className="mt-4 inline-block font-semibold text-primary-light hover:underline"
          >
            Create a seller account →
          </Link>
        </div>
        <div className="rounded-xl border border-black/10 p-6">
          <h2 className="text-lg font-bold">Let&apos;s do this together</h2>
          <p className="mt-2 text-sm text-primary/80">
            Couriers, store owners and artisans: apply now and we call you as Oja opens in your city.
          </p>
          <ul className="mt-4 flex flex-wrap gap-3 text-sm font-semibold text-primary-light">
            <li>
              <Link href="/partners/couriers" prefetch={false} className="hover:underline">
                Deliver with us
              </Link>
            </li>
            <li>
              <Link href="/partners/stores" prefetch={false} className="hover:underline">
                Bring your store
              </Link>
            </li>
            <li>
              <Link href="/partners/artisans" prefetch={false} className="hover:underline">
                Offer your trade
              </Link>
            </li>
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-4" aria-labelledby="safety-heading">
        <div className="rounded-xl bg-warning-bg p-6">
          <h2 id="safety-heading" className="font-bold">
            Stay safe when you trade
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
            {safetyTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <Link
            href="/support"
            prefetch={false}
            className="mt-3 inline-block text-sm font-semibold text-primary-light hover:underline"
          >
            More safety advice
          </Link>
        </div>
      </section>
    </>
  );
}
