import { ButtonLink } from "@/ui/components/button-link";

/** A seller's page asked for by someone with no business yet: what belongs here, and the way to start selling. */
export function StartSellingFirst({ title, children }: { title: string; children: string }) {
  return (
    <section className="mx-auto max-w-3xl space-y-3 px-4 py-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p>{children}</p>
      <ButtonLink href="/dashboard/vendor/profile" prefetch={false} className="inline-block">
        Start selling
      </ButtonLink>
    </section>
  );
}
