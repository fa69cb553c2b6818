"use client";
import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useSession } from "@/ui/providers/session-provider";
import { GraphQLRequestError, requestGraphQL } from "@/ui/graphql-client";
import { notify } from "@/ui/notify";

/** The spec's message whenever a form has any error; nothing is submitted. */
export const INVALID_FORM_MESSAGE = "Please check your inputs";

export function notifyInvalidForm(): void {
  notify.error(INVALID_FORM_MESSAGE);
}

/**
 * Sends a form through a GraphQL mutation and applies the spec's error catalogue: each message of the
 * first error's validation map as a popup (and under its field), "Network error: …", or the server's message.
 */
export function useGraphQLForm<TValues extends FieldValues, TResult>(options: {
  mutation: string;
  operationName: string;
  setError: UseFormSetError<TValues>;
  pick: (data: unknown) => TResult;
}) {
  const { data: session } = useSession();
  const [result, setResult] = useState<TResult | null>(null);

  async function submit(input: TValues): Promise<void> {
    try {
      const data = await requestGraphQL({
        query: options.mutation,
        operationName: options.operationName,
        variables: { input },
        accessToken: session?.accessToken ?? null,
      });
      setResult(options.pick(data));
    } catch (error) {
      if (!(error instanceof GraphQLRequestError)) throw error;
      const validation = error.errors[0]?.extensions?.validation;
      if (validation) {
        for (const [field, messages] of Object.entries(validation)) {
          options.setError(field as Path<TValues>, { type: "server", message: messages[0] });
        }
      }
      for (const message of error.userMessages) notify.error(message);
    }
  }

  return { submit, result, reset: () => setResult(null) };
}
