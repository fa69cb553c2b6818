import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PartnerApplicationForm } from "@/modules/partners/components/partner-application-form";
import { partnerPageBySlug, partnerPages } from "@/modules/partners/partner-pages";

type Props = { params: Promise<{ kind: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return partnerPages.map((page) => ({ kind: page.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = partnerPageBySlug((await params).kind);
  return page ? { title: page.title, description: page.lead } : {};
}

export default async function PartnerPage({ params }: Props) {
  const page = partnerPageBySlug((await params).kind);
  if (!page) notFound();
  return (
    <>
      <section className="bg-auth-bg">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <p className="text-sm font-semibold text-primary-light">Let&apos;s do this together</p>
          <h1 className="mt-1 text-2xl font-bold smm:text-4xl">{page.title}</h1>
          <p className="mt-3 max-w-2xl text-primary/80 smm:text-lg">{page.lead}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-[1fr_26rem]">
        <div className="space-y-8">
          <section aria-labelledby="benefits-heading">
            <h2 id="benefits-heading" className="text-xl font-bold">
              Why partners join
            </h2>
            <ul className="mt-4 grid gap-4 smm:grid-cols-3 md:grid-cols-1 lg:grid-cols-3">
              {page.benefits.map((benefit) => (
                <li key={benefit.title} className="rounded-xl border border-black/10 p-4">
                  <h3 className="font-semibold">{benefit.title}</h3>
                  <p className="mt-1 text-sm text-primary/80">{benefit.body}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="requirements-heading">
            <h2 id="requirements-heading" className="text-xl font-bold">
              What you need
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {page.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="steps-heading">
            <h2 id="steps-heading" className="text-xl font-bold">
              How it works
            </h2>
            <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
              {page.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </div>
        <section aria-labelledby="apply-heading" className="rounded-xl border border-black/10 p-5">
          <h2 id="apply-heading" className="text-lg font-bold">
            Apply now
          </h2>
          <p className="mt-1 mb-4 text-sm text-primary/80">It takes two minutes. We never charge an application fee.</p>
          <PartnerApplicationForm kind={page.kind} />
        </section>
      </div>
    </>
  );
}
