/** Read models of the price desk, shared by its service, its GraphQL types, the desk pages and the product page. */
export interface PriceItemSummary {
  id: string;
  slug: string;
  name: string;
  unitLabel: string;
}

/** A listing on the market as the desk compares it (the catalogue's products are these and more). */
export interface MarketOffer {
  id: string;
  slug: string;
  title: string;
  priceKobo: number;
  state: string;
  city: string;
  vendorName: string;
  vendorSlug: string;
}

/** "Typical price in Lagos ₦…, this offer is x% above/below", for one offer on the product page. */
export interface OfferInsight {
  item: PriceItemSummary;
  state: string;
  typicalKobo: number;
  /** Whole percent, rounded half away from zero; 0 means at the typical price. */
  percentFromTypical: number;
  direction: "ABOVE" | "BELOW" | "AT";
  /** Number of accepted reports the typical price is based on. */
  sampleSize: number;
}

/** An item with what the desk pages need to link it to listings. */
export interface PriceItemView extends PriceItemSummary {
  aliases: string;
  categorySlug: string | null;
}

export interface MarketView {
  id: string;
  slug: string;
  name: string;
  state: string;
  city: string;
}

/** Low / typical (median) / high of accepted reports, integer kobo. */
export interface PriceStats {
  lowKobo: number;
  typicalKobo: number;
  highKobo: number;
  count: number;
}

export interface StatePriceStats extends PriceStats {
  state: string;
}

export interface MarketPriceStats extends PriceStats {
  market: MarketView;
}

export interface PriceItemStats {
  /** Days the figures cover, ending today (Nigeria time). */
  windowDays: number;
  /** The state the overall figure and the markets are narrowed to, or null for nationwide. */
  state: string | null;
  overall: PriceStats | null;
  /** Always nationwide (the same as overall when no state is chosen). */
  nationwide: PriceStats | null;
  byState: StatePriceStats[];
  byMarket: MarketPriceStats[];
}

/** One week or month of the trend; typicalKobo is null when nobody reported in it. */
export interface TrendPoint {
  /** First day of the bucket, YYYY-MM-DD (Monday for weeks). */
  start: string;
  typicalKobo: number | null;
  lowKobo: number | null;
  highKobo: number | null;
  count: number;
}

export interface PriceTrend {
  state: string | null;
  weekly: TrendPoint[];
  monthly: TrendPoint[];
}

export interface DeskItemFigure {
  item: PriceItemView;
  /** Nationwide typical price over the last 30 days, null with too few reports. */
  typicalKobo: number | null;
  /** Accepted reports over the last 90 days: how much people watch this item. */
  reportCount: number;
}

export interface PriceMover {
  item: PriceItemView;
  currentKobo: number;
  previousKobo: number;
  /** Whole percent, rounded half away from zero. */
  percentChange: number;
}

export interface CheapestState {
  state: string;
  /** Average of the state's typical price against the nationwide one over the staples it has figures for, whole percent. */
  percentFromNational: number;
  itemCount: number;
}

export interface StapleCheapest {
  item: PriceItemView;
  state: string;
  typicalKobo: number;
  nationalKobo: number;
}

export interface PriceDeskHome {
  popular: DeskItemFigure[];
  moversUp: PriceMover[];
  moversDown: PriceMover[];
  cheapestStates: CheapestState[];
  staples: StapleCheapest[];
}

export type ReportPriceResult =
  | { ok: true; reportId: string; status: "ACCEPTED" | "HELD"; message: string }
  | { ok: false; message: string; field?: "itemId" | "marketId" | "state" | "observedOn" | "price" };

export interface PriceAlertView {
  id: string;
  item: PriceItemSummary;
  state: string;
  thresholdKobo: number;
  channel: "EMAIL" | "SMS";
  active: boolean;
  lastNotifiedAt: string | null;
  createdAt: string;
}

/** One of a person's own price reports, with what became of it. */
export interface MyPriceReport {
  id: string;
  item: PriceItemSummary;
  priceKobo: number;
  state: string;
  marketName: string | null;
  observedOn: string;
  /** ACCEPTED: in the figures; HELD: waiting for a moderator; REJECTED: a moderator kept it out. */
  status: "ACCEPTED" | "HELD" | "REJECTED";
  reportedAt: Date;
}

/** One everyday item (the home page's row): today's typical price and how it moved over the week. */
export interface EverydayPrice {
  item: PriceItemView;
  /** Median of accepted reports over the last 30 days, integer kobo. */
  typicalKobo: number;
  reportCount: number;
  /** Where the figure comes from: the chosen state, or null for nationwide (also when the state has too few reports). */
  state: string | null;
  /** Whole percent against the same figure a week ago (0: steady); null when a week ago had too few reports. */
  weekChangePercent: number | null;
}
