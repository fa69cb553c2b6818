// Filled in by the catalogue capability: its queries and mutations register on the shared builder.
export {};
