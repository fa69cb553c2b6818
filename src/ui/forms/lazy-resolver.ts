"use client";
import type { FieldValues, Resolver } from "react-hook-form";
import type { $ZodType } from "zod/v4/core";
import { notify } from "@/ui/notify";

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading the schema now (first focus or touch of the form), so validation does not wait for it later. */
  preload(): void;
};

/**
 * A react-hook-form resolver whose zod schema, zod itself, the phone parser and the resolver adapter load on demand:
 * about 30 KB gzip that a form page would otherwise download and parse before anyone touches the form
 * (docs/decisions/0004-page-weight.md). Validation is asynchronous in react-hook-form anyway, so it simply waits for
 * the first load; the rules and messages are exactly those of the shared schema.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<$ZodType<Output, Input>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;

  function load(): Promise<Resolver<Input, unknown, Output>> {
    loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        // Try again on the next validation; say why nothing happened this time.
        loading = undefined;
        notify.error(`Network error: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      },
    );
    return loading;
  }

  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      load().catch(() => {});
    },
  });
}

/** Props for a <form>: load its validation the first time a person focuses, touches or clicks anything in it. */
export function preloadOnInteraction(resolver: { preload(): void }) {
  return { onFocus: resolver.preload, onPointerDown: resolver.preload } as const;
}
