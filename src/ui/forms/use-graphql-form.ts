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
 * first error's validation map as a popup (and under its field), "Network error: …", and, when the payload's
 * status is not success, the server's message as a popup (the result is then not kept).
 */
export function useGraphQLForm<TValues extends FieldValues, TResult>(options: {
  mutation: string;
  operationName: string;
  setError: UseFormSetError<TValues>;
  pick: (data: unknown) => TResult;
  /** Runs after a successful payload (status not false), e.g. to sign in with a returned token. */
  onResult?: (result: TResult) => void | Promise<void>;
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
      const picked = options.pick(data);
      const payload = picked as { status?: unknown; message?: unknown } | null;
      if (payload && payload.status === false) {
        notify.error(typeof payload.message === "string" ? payload.message : "Something went wrong");
        return;
      }
      setResult(picked);
      await options.onResult?.(picked);
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
