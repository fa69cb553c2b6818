// Stands in for the "server-only" package, which throws when imported outside React Server Components.
export {};
