import { ButtonLink } from "@/ui/components/button-link";

/** The buyer's overview: what selling on Oja takes, and the way in. */
export function StartSelling() {
  return (
    <section aria-labelledby="start-selling-heading" className="rounded-xl border border-black/10 bg-white p-5 smm:p-6">
      <h2 id="start-selling-heading" className="text-lg font-semibold">
        Sell on Oja
      </h2>
      <p className="mt-2 text-primary/80">
        Sellers and artisans list their goods and services here, and buyers across Nigeria find them, with the fair
        price beside every listing. It takes a few minutes to set up your business profile:
      </p>
      <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm">
        <li>your business name, and whether you sell as an individual, a store or an artisan;</li>
        <li>a phone number we verify, which buyers can reach you on if you allow it;</li>
        <li>the bank account you want to be paid into.</li>
      </ul>
      <p className="mt-4 text-sm text-primary/80">
        Nothing you prepare is public until our team has approved your profile: you can add products and stores in the
        meantime.
      </p>
      <ButtonLink href="/dashboard/vendor/profile" prefetch={false} size="wide" className="mt-5 inline-block">
        Start selling
      </ButtonLink>
    </section>
  );
}
