import type { Metadata } from "next";
import { sizeGuideSections } from "@/modules/pages/size-guide-sections";
import { ContentCallout, ContentPage, ContentSection } from "@/ui/components/content-page";

export const metadata: Metadata = {
  title: "Size guide",
  description:
    "Clothing and shoe sizes for Nigeria: women's, men's and children's sizes in NG/UK, US and EU with measurements in cm and inches, how to measure, and how tailors measure for agbada, kaftan, buba and iro.",
  alternates: { canonical: "/size-guide" },
};

export default function SizeGuidePage() {
  return (
    <ContentPage
      eyebrow="Shopping help"
      title="Size guide"
      lead="Find your size before you pay: clothes and shoes in Nigerian (UK), US and European sizes, with measurements in centimetres and inches."
      tocTitle="In this guide"
      toc={sizeGuideSections.map((section) => ({ id: section.id, label: section.title }))}
    >
      <ContentCallout tone="info" title="Quick answers">
        <ul className="mt-2 list-disc space-y-1.5 pl-5">
          <li>A women&apos;s size 12 in a Nigerian shop is UK 12, US 8 and EU 40.</li>
          <li>Men&apos;s shirts and jackets go by chest in inches: a 40 is a Medium to Large.</li>
          <li>Shoe sellers call the EU number: a men&apos;s 43 is a UK 9.</li>
        </ul>
      </ContentCallout>
      {sizeGuideSections.map((section) => (
        <ContentSection key={section.id} id={section.id} title={section.title}>
          {section.content}
        </ContentSection>
      ))}
    </ContentPage>
  );
}
