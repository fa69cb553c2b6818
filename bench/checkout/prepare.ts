/**
 * What the checkout benchmark buys and who buys it, made the way the app makes them:
 * - listings: the demo seed's market (scripts/seed.ts), then each chosen listing's stock set by its seller through the
 *   listing editor's `setStock` service (the seller's own actor), some scarce so buyers race for the last items;
 * - buyers: `register` with a phone number over GraphQL, the code from the development outbox, `verifyOTP`, then
 *   `addAddress`. `register` answers a long-lived Bearer token (the mobile apps' kind, decision 0014): the session.
 */
import type { Sql } from "postgres";
import { nigerianLgas } from "@/lib/nigerian-lgas";
import { log } from "../lib/server";
import { graphql, type GraphqlAnswer } from "./client";

export interface BenchListing {
  id: string;
  vendorId: string;
  title: string;
  priceKobo: number;
  initialStock: number;
  scarce: boolean;
}

export interface BenchBuyer {
  index: number;
  userId: string;
  phone: string;
  token: string;
  /** Each buyer is a different address, as phones behind different networks are (TRUSTED_PROXIES=loopback). */
  forwardedFor: string;
}

const SELLERS = Number(process.env.BENCH_SELLERS) || 10;
/** Sellers with at least 3 listings at ₦500–₦60,000, up to 5 of each (the seed spreads 600 products thinly). */
const MIN_PER_SELLER = 3;
const MAX_PER_SELLER = 5;
/** Per seller this many of its listings are scarce (4–9 in stock); the rest have plenty. */
const SCARCE_PER_SELLER = 2;
const PLENTY = 5_000;

/** Sets the stock of 3–5 listings of each of SELLERS approved sellers (a state to deliver from), as their owners. */
export async function prepareListings(sql: Sql): Promise<BenchListing[]> {
  const rows = await sql<
    { id: string; vendor_id: string; owner_id: string; title: string; price_kobo: string; rank: string }[]
  >`
    select * from (
      select p.id, p.vendor_id, v.owner_id, p.title, p.price_kobo,
             row_number() over (partition by p.vendor_id order by p.id) as rank,
             count(*) over (partition by p.vendor_id) as listings
      from products p join vendors v on v.id = p.vendor_id
      where p.status = 'ACTIVE' and v.status = 'APPROVED' and v.state is not null
        and p.price_kobo between 50000 and 6000000
        and v.owner_id not in (select id from users where email like '%@demo.oja.ng')
    ) ranked
    where listings >= ${MIN_PER_SELLER} and rank <= ${MAX_PER_SELLER}
    order by listings desc, vendor_id, rank`;
  const vendorIds = [...new Set(rows.map((row) => row.vendor_id))].slice(0, SELLERS);
  if (vendorIds.length < 3) throw new Error(`the seeded market has only ${vendorIds.length} sellers to buy from`);
  const chosen = rows.filter((row) => vendorIds.includes(row.vendor_id));

  // The app's own services, on the scratch database (the bench process's DATABASE_URL).
  const { setStock } = await import("@/modules/listings/listing-editor.service");
  const { findVendorGrants } = await import("@/modules/vendors/vendor-members.service");
  const listings: BenchListing[] = [];
  for (const row of chosen) {
    const actor = {
      kind: "user" as const,
      userId: row.owner_id,
      tokenId: null,
      staffPermissions: new Set<string>(),
      vendors: await findVendorGrants(row.owner_id),
    };
    const scarce = Number(row.rank) <= SCARCE_PER_SELLER;
    const stock = scarce ? 4 + (listings.length % 6) : PLENTY;
    await setStock(actor, row.id, stock, "EDIT");
    listings.push({
      id: row.id,
      vendorId: row.vendor_id,
      title: row.title,
      priceKobo: Number(row.price_kobo),
      initialStock: stock,
      scarce,
    });
  }
  const scarceCount = listings.filter((listing) => listing.scarce).length;
  log(
    `listings: ${listings.length} of ${vendorIds.length} sellers, ${scarceCount} scarce (4–9 in stock), the rest ${PLENTY}`,
  );
  return listings;
}

const PASSWORD = "Bench-Checkout 2026!";
const ADDRESS_STATES = ["Lagos", "FCT Abuja", "Oyo", "Rivers", "Kano", "Enugu"] as const;

interface OutboxAnswer {
  messages: { purpose: string; otp: string | null }[];
}

async function verificationCode(origin: string, phone: string): Promise<string> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    // No X-Forwarded-For: the outbox answers this machine only.
    const response = await fetch(`${origin}/api/dev/outbox?${new URLSearchParams({ to: phone, limit: "5" })}`);
    if (response.status !== 200) throw new Error(`/api/dev/outbox answered ${response.status}`);
    const { messages } = (await response.json()) as OutboxAnswer;
    const code = messages.find((message) => message.purpose === "otp:VERIFY_ACCOUNT" && message.otp)?.otp;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification code for ${phone} in the development outbox within 60 s`);
}

function expectData<T>(answer: GraphqlAnswer<T>, what: string): T {
  if (answer.errors?.length || !answer.data) throw new Error(`${what}: ${JSON.stringify(answer.errors ?? answer)}`);
  return answer.data;
}

async function registerBuyer(origin: string, index: number): Promise<BenchBuyer> {
  const phone = `+2348090${String(index).padStart(6, "0")}`;
  const forwardedFor = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const headers = { "x-forwarded-for": forwardedFor };
  const registered = expectData(
    await graphql<{ register: { status: boolean; message: string; data: { token: string; user: { id: string } } } }>(
      origin,
      "mutation register($input: RegisterInput!) { register(input: $input) { status message data { token user { id } } } }",
      {
        input: {
          first_name: "Bench",
          last_name: `Buyer ${index}`,
          username: phone,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          kind: "BUYER",
          device: "mobile",
        },
      },
      headers,
    ),
    "register",
  ).register;
  if (!registered.status) throw new Error(`register ${phone}: ${registered.message}`);
  const token = registered.data.token;
  const code = await verificationCode(origin, phone);
  const verified = expectData(
    await graphql<{ verifyOTP: { status: boolean; message: string } }>(
      origin,
      "mutation verifyOTP($user: String!, $type: OTPType!, $otp: Int!) { verifyOTP(user: $user, type: $type, otp: $otp) { status message } }",
      { user: phone, type: "VerifyAccount", otp: Number(code) },
      headers,
    ),
    "verifyOTP",
  ).verifyOTP;
  if (!verified.status) throw new Error(`verifyOTP ${phone}: ${verified.message}`);
  const state = ADDRESS_STATES[index % ADDRESS_STATES.length]!;
  expectData(
    await graphql(
      origin,
      "mutation addAddress($input: AddressInput!) { addAddress(input: $input) { id } }",
      {
        input: {
          label: "Home",
          recipientName: `Bench Buyer ${index}`,
          recipientPhone: phone,
          state,
          lga: nigerianLgas[state][index % nigerianLgas[state].length],
          street: `${index + 1} Bench Close`,
          landmark: "Beside the filling station",
        },
      },
      { ...headers, authorization: `Bearer ${token}` },
    ),
    "addAddress",
  );
  return { index, userId: registered.data.user.id, phone, token, forwardedFor };
}

/** `count` buyers, a few at a time (each sign-up hashes a password with argon2id: ~19 MiB and two cores' worth). */
export async function registerBuyers(origin: string, count: number, concurrency = 4): Promise<BenchBuyer[]> {
  const started = performance.now();
  const buyers: BenchBuyer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) buyers.push(await registerBuyer(origin, next++));
    }),
  );
  log(
    `${count} buyers registered, phones verified, addresses saved in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return buyers.sort((a, b) => a.index - b.index);
}
