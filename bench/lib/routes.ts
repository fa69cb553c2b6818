/**
 * Public routes the page benchmarks load, and how a route written with a placeholder ({product}, {store},
 * {priceItem}) becomes a real address: the first such link the seeded pages show, so the benchmarks measure real
 * pages without knowing the generated slugs.
 */

export function routesFromEnv(defaults: readonly string[]): string[] {
  return (process.env.BENCH_ROUTES ?? defaults.join(","))
    .split(",")
    .map((route) => route.trim())
    .filter(Boolean)
    .map((route) => (route.startsWith("/") ? route : `/${route}`));
}

export function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

export async function resolveRoute(
  origin: string,
  route: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const patterns: Record<string, { page: string; link: RegExp }> = {
    product: { page: "/market/product", link: /href="\/market\/product\/((?!category)[a-z0-9-]+)"/ },
    store: { page: "/market/product/{product}", link: /href="\/market\/store\/([a-z0-9-]+)"/ },
    priceItem: { page: "/pricedesk", link: /href="\/pricedesk\/search\?item=([a-z0-9-]+)/ },
    // Signed in as the seller (the dashboard's routes): one of the seller's own listings.
    sellerProduct: { page: "/dashboard/product/list", link: /href="\/dashboard\/product\/details\?id=([0-9a-f-]+)"/ },
  };
  let resolved = route;
  for (const [name, { page, link }] of Object.entries(patterns)) {
    if (!resolved.includes(`{${name}}`)) continue;
    const html = await (await fetch(origin + (await resolveRoute(origin, page, headers)), { headers })).text();
    const slug = html.match(link)?.[1];
    if (!slug) throw new Error(`no ${name} link found on ${page} to fill ${route}`);
    resolved = resolved.replace(`{${name}}`, slug);
  }
  return resolved;
}

/** One plain request per route first, so the figures are not those of a server's very first render. */
export async function warmServer(
  origin: string,
  routes: string[],
  log: (message: string) => void,
  headers: Record<string, string> = {},
): Promise<void> {
  for (const route of routes) {
    try {
      const response = await fetch(origin + route, { headers: { "accept-encoding": "gzip", ...headers } });
      await response.arrayBuffer();
    } catch (error) {
      log(`warm-up request to ${route} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
