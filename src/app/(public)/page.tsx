import { HomeContent } from "@/modules/home/components/home-content";
import { homeStateFrom, type HomeSearchParams } from "@/modules/home/home-params";
import { getHomeMarket } from "@/modules/home/home.service";

interface Props {
  searchParams: Promise<HomeSearchParams>;
}

/** Today's prices and the newest listings, rendered with the page (no client code): nationwide, or in `?state=`. */
export default async function HomePage({ searchParams }: Props) {
  const market = await getHomeMarket({ state: homeStateFrom(await searchParams) });
  return <HomeContent market={market} />;
}
