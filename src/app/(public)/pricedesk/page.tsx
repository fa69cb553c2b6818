import type { Metadata } from "next";
import {
  CheapestStates,
  HowTheDeskWorks,
  Movers,
  PopularItems,
} from "@/modules/pricedesk/components/desk-home-sections";
import { PriceSearchForm } from "@/modules/pricedesk/components/price-search-form";
import { getPriceDeskHome } from "@/modules/pricedesk/pricedesk-stats.service";

export const metadata: Metadata = {
  title: "Price desk: what things really cost in Nigeria",
  description:
    "Low, typical and high prices of rice, garri, cement, phones and more in every state and in named markets, from surveys, listings and shoppers' reports.",
  alternates: { canonical: "/pricedesk" },
};
// Figures change with every accepted report.
export const dynamic = "force-dynamic";

async function DeskFigures() {
  const home = await getPriceDeskHome();
  return (
    <div className="space-y-10">
      <PopularItems items={home.popular} />
      <Movers up={home.moversUp} down={home.moversDown} />
      <CheapestStates states={home.cheapestStates} staples={home.staples} />
    </div>
  );
}

export default function PriceDeskPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold smm:text-3xl">Price desk</h1>
        <p className="mt-2 text-primary/80">
          What things really cost across the 36 states and the FCT: the low, typical and high price of an item in each
          state and market, how it moved over the last year, and who sells it now. Check before you pay.
        </p>
        <div className="mt-4">
          <PriceSearchForm />
        </div>
      </header>
      {/* Rendered with the page, not streamed: a streamed part needs JavaScript to appear. The figures are cached. */}
      <DeskFigures />
      <HowTheDeskWorks />
    </div>
  );
}
