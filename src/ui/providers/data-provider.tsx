"use client";
import type { ReactNode } from "react";
import { SWRConfig, type SWRConfiguration } from "swr";
import { graphqlFetcher } from "@/ui/graphql-client";

function isSlowNetwork(): boolean {
  if (typeof navigator === "undefined") return false;
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })
    .connection;
  return Boolean(
    connection && (connection.saveData || ["slow-2g", "2g", "3g"].includes(connection.effectiveType ?? "")),
  );
}

/** The spec's data-fetching defaults (section 9), with the slow-network variants. */
export function swrSettings(slow = isSlowNetwork()): SWRConfiguration {
  return {
    errorRetryInterval: slow ? 10_000 : 5_000,
    dedupingInterval: 2_000,
    focusThrottleInterval: 5_000,
    loadingTimeout: slow ? 5_000 : 3_000,
    fetcher: graphqlFetcher,
  };
}

export function DataProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrSettings()}>{children}</SWRConfig>;
}
