/** Read models of the price desk, shared by its service, its GraphQL types, the desk pages and the product page. */
export interface PriceItemSummary {
  id: string;
  slug: string;
  name: string;
  unitLabel: string;
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
