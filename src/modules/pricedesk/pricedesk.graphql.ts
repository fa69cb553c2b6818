// Filled in by the pricedesk capability: its queries and mutations register on the shared builder.
export {};
