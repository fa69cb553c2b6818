/**
 * The load scenarios of `npm run bench:api`, each one POST /graphql with a JSON body.
 * To add one (login, createOTP, catalogue, …) append an entry; nothing else needs to change.
 */

export interface ApiScenario {
  /** Short name shown in the table. */
  name: string;
  /** GraphQL document; omitted for a page scenario (`page`). */
  query?: string;
  /** A server-rendered page to GET instead of POST /graphql, e.g. "/market/product/<slug>". */
  page?: string;
  /**
   * Runs once against the live server before the preflight and may fill in what only the seeded data knows
   * (a product slug, a search term): its result is merged into the scenario.
   */
  prepare?: (origin: string) => Promise<Partial<ApiScenario>>;
  /**
   * Fresh variables for every request (GraphQL scenarios), so a load run is not one request repeated: caches see
   * what they would see from many different people.
   */
  vary?: () => Record<string, unknown>;
  /** GraphQL operation name; defaults to the first `query|mutation <Name>` in `query`. */
  operationName?: string;
  variables?: Record<string, unknown>;
  /** Extra request headers, e.g. { authorization: "Bearer …" } or a per-scenario x-forwarded-for. */
  headers?: Record<string, string>;
  /**
   * What a correct answer looks like, checked with one request before the load run, so a figure is never
   * reported for a scenario that silently measures something else: "data" = no errors, "error" = rejected.
   */
  expect: "data" | "error";
  /**
   * Concurrent connections for this scenario (default BENCH_CONNECTIONS). Sign-in is argon2id-bound (~19 MiB, 2 passes
   * per request on a 2-core machine), so its round-trip latency is measured at low concurrency.
   */
  connections?: number;
  /** Optional: the error code the rejection must carry (matched against errors[0].extensions.code / message). */
  expectError?: string;
}

const aliases = (count: number) => Array.from({ length: count }, (_, i) => `h${i + 1}: health { ok }`).join(" ");

export const apiScenarios: ApiScenario[] = [
  {
    name: "health",
    query: "query health { health { ok database } }",
    expect: "data",
  },
  {
    // The armor caps aliases at GRAPHQL_MAX_ALIASES (15): this must be refused during validation,
    // before any resolver (or the database) runs. Shows what the armor costs per rejected request.
    name: "rejected: 20 aliases",
    query: `query aliases { ${aliases(20)} }`,
    expect: "error",
    expectError: "alias",
  },
];

// ---- Accounts (issue #3) -------------------------------------------------------------------------------------------
// bench:api starts on an empty database and runs the scenarios in this order, each request identical. So:
// - "register (bench account)" creates the account the next scenarios use; its later requests are answered
//   "already exists" (409), then by the 10-sign-ups-per-hour limit: it is setup more than a measurement.
// - "login" measures successful sign-ins (argon2id verify + token + audit row), which are never rate limited.
// - "login: wrong password" does the argon2 work for the first 5 requests only; every later one is answered by the
//   lockout (RATE_LIMITED), so its figures are the cost of refusing a guessing flood.
// - "createOTP" sends one real code; every later request within 30 s is refused by the resend gap (RATE_LIMITED).
// Per-request costs of the real work, known vs unknown usernames: node --conditions=react-server --import tsx
// bench/auth-timing.bench.ts.
const benchAccount = { username: "bench.login@example.com", password: "Bench-Login 2026!" };

apiScenarios.push(
  {
    name: "register (bench account)",
    query:
      "mutation register($input: RegisterInput!) { register(input: $input) { status code message data { token } } }",
    variables: {
      input: {
        first_name: "Bench",
        username: benchAccount.username,
        password: benchAccount.password,
        password_confirmation: benchAccount.password,
        device: "mobile",
      },
    },
    headers: { "x-forwarded-for": "198.18.0.10" },
    expect: "data",
  },
  {
    name: "login",
    query:
      "mutation login($input: LoginInput!) { login(input: $input) { status code message data { token { accessToken } user { id first_name email } } } }",
    variables: { input: { username: benchAccount.username, password: benchAccount.password, device: "mobile" } },
    headers: { "x-forwarded-for": "198.18.0.11" },
    connections: 2,
    expect: "data",
  },
  {
    name: "login: wrong password",
    query: "mutation login($input: LoginInput!) { login(input: $input) { status code message } }",
    variables: { input: { username: "bench.nobody@example.com", password: "Wrong-password 1" } },
    headers: { "x-forwarded-for": "198.18.0.12" },
    expect: "data",
  },
  {
    name: "createOTP",
    query:
      "mutation createOTP($input: OTPDetailsInput!, $resend: Boolean) { createOTP(input: $input, resend: $resend) { code message status data { user { id email phone { primary } } } } }",
    variables: { input: { user: benchAccount.username, type: "ResetPassword", channelOverride: [] }, resend: true },
    headers: { "x-forwarded-for": "198.18.0.13" },
    expect: "data",
  },
);

// ---- Market (issue #4) ---------------------------------------------------------------------------------------------
// Budgets: with 100,000 products on the PostgreSQL server (BENCH_DATABASE_URL, seeded with
// `npm run db:seed -- --products 100000`), search p95 ≤ 50 ms and product page server time p95 ≤ 100 ms at 50
// connections, and the catalogue query ≥ 1,000 req/s. The slugs come from the seeded pages themselves.
async function firstLink(origin: string, page: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(origin + page)).text();
  const match = html.match(pattern)?.[1];
  if (!match) throw new Error(`no link matching ${pattern} on ${page}`);
  return match;
}

export const searchTerms = [
  "rice",
  "beans",
  "garri",
  "tomatoes",
  "palm oil",
  "yam",
  "cement",
  "iphone",
  "samsung",
  "tecno",
  "infinix",
  "laptop",
  "generator",
  "fridge",
  "television",
  "ankara",
  "sneakers",
  "agbada",
  "toyota",
  "tyres",
  "blocks",
  "roofing sheet",
  "gas cylinder",
  "blender",
  "baby diaper",
  "hair cream",
  "perfume",
  "goat",
  "chicken",
  "fertiliser",
  "solar panel",
  "inverter",
  "power bank",
  "charger",
  "wristwatch",
  "bag",
  "shoe",
  "school bag",
  "mattress",
  "sofa",
];
export const states = [
  "Lagos",
  "FCT Abuja",
  "Kano",
  "Rivers",
  "Oyo",
  "Kaduna",
  "Enugu",
  "Anambra",
  "Delta",
  "Edo",
  "Ogun",
  "Abia",
  "Plateau",
  "Kwara",
  "Osun",
  "Imo",
  "Akwa Ibom",
  "Borno",
  "Sokoto",
  "Benue",
];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
/** The n-th item with weight 1/(n+1) (Zipf, s = 1): a few searches are very common, most are rare. */
const pickZipf = <T>(list: readonly T[]): T => {
  const weights = list.map((_, index) => 1 / (index + 1));
  let left = Math.random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (let index = 0; index < list.length; index += 1) {
    left -= weights[index]!;
    if (left <= 0) return list[index]!;
  }
  return list[list.length - 1]!;
};

export const productCardFields =
  "id slug title price priceKobo condition unit state city image { sources { width url } placeholder } vendor { name slug } category { name slug }";

/** What the mobile app's search screen asks for: a page of product cards, the total and the price-desk items. */
export const searchQuery = `query search($query: String!, $filter: ProductFilter, $first: Int) { search(query: $query, filter: $filter, first: $first) { products { nodes { ${productCardFields} } totalCount } priceItems { slug name } } }`;

apiScenarios.push(
  {
    // What the mobile app's market screen asks for: a page of 24 cards with their seller, category and picture.
    name: "catalogue: products (24 newest)",
    query: `query catalogue($filter: ProductFilter, $first: Int) { products(filter: $filter, first: $first) { nodes { ${productCardFields} } pageInfo { hasNextPage endCursor } } }`,
    variables: { filter: { sort: "NEWEST" }, first: 24 },
    expect: "data",
  },
  {
    name: "catalogue: category + state + price sort",
    query: `query catalogueFiltered($filter: ProductFilter, $first: Int) { products(filter: $filter, first: $first) { nodes { ${productCardFields} } totalCount facets { states { value count } } } }`,
    variables: { filter: { category: "phones-tablets", state: "Lagos", sort: "PRICE_ASC" }, first: 24 },
    expect: "data",
  },
  {
    name: "search: rice (full text + facets)",
    query: `query search($query: String!, $first: Int) { search(query: $query, first: $first) { products { nodes { ${productCardFields} } totalCount facets { categories { value count } states { value count } } } services { id title } priceItems { slug name } } }`,
    variables: { query: "rice", first: 24 },
    expect: "data",
  },
  {
    name: "search: iphnoe (typo fallback)",
    query: `query search($query: String!, $first: Int) { search(query: $query, first: $first) { products { nodes { ${productCardFields} } totalCount } priceItems { slug name } } }`,
    variables: { query: "iphnoe", first: 24 },
    expect: "data",
  },
  {
    // Thousands of different searches (term × state × sort), so the short-lived shared results seldom repeat:
    // closer to the cost of a search nobody made a moment ago.
    name: "search: varied (term × state × sort)",
    query: searchQuery,
    variables: { query: "rice", first: 24 },
    vary: () => ({
      query: pick(searchTerms),
      filter: { state: pick(states), sort: pick(["RELEVANCE", "NEWEST", "PRICE_ASC", "PRICE_DESC"]) },
      first: 24,
    }),
    expect: "data",
  },
  {
    // Search traffic as shops see it: a few terms make up much of it (Zipf over the 40 terms, "rice" first), half the
    // searches name no state (the rest weighted as the states are listed, Lagos first), most keep the default sort.
    name: "search: mixed (popular terms and states)",
    query: searchQuery,
    variables: { query: "rice", first: 24 },
    vary: () => ({
      query: pickZipf(searchTerms),
      filter: {
        ...(Math.random() < 0.5 ? { state: pickZipf(states) } : {}),
        sort: Math.random() < 0.7 ? "RELEVANCE" : pick(["NEWEST", "PRICE_ASC", "PRICE_DESC"]),
      },
      first: 24,
    }),
    expect: "data",
  },
  {
    name: "autocomplete: cem",
    query: "query autocomplete($prefix: String!) { autocomplete(prefix: $prefix) { label kind href } }",
    variables: { prefix: "cem" },
    expect: "data",
  },
  {
    name: "product page (HTML)",
    page: "/market/product",
    prepare: async (origin) => ({
      page: `/market/product/${await firstLink(origin, "/market/product", /href="\/market\/product\/((?!category)[a-z0-9-]+)"/)}`,
    }),
    expect: "data",
  },
  {
    name: "market page (HTML)",
    page: "/market",
    expect: "data",
  },
  {
    name: "search page (HTML): rice",
    page: "/market/product?q=rice",
    expect: "data",
  },
);
