import type { ReactNode } from "react";
import { MarketNav } from "@/modules/market/components/market-nav";

export default function MarketLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <MarketNav />
      {children}
    </>
  );
}
