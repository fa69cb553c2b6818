"use client";
import { useState } from "react";
import type { TadaDocumentNode } from "gql.tada";
import type { ErrorOption } from "react-hook-form";
import { useSession } from "@/ui/providers/session-provider";
import { GraphQLRequestError, requestGraphQL } from "@/ui/graphql-client";
import { notify } from "@/ui/notify";

/** The spec's message whenever a form has any error; nothing is submitted. */
export const INVALID_FORM_MESSAGE = "Please check your inputs";

export function notifyInvalidForm(): void {
  notify.error(INVALID_FORM_MESSAGE);
}

/** What a form's mutation answers: a payload whose `status` false means refused, with the reason in `message`. */
export interface FormPayload {
  status?: boolean | null;
  message?: string | null;
}

/**
 * Sends a form through a GraphQL mutation and applies the spec's error catalogue: each message of the
 * first error's validation map as a popup (and under its field), "Network error: …", and, when the payload's
 * status is not success, the server's message as a popup (the result is then not kept).
 * `mutation` is a typed document taking `$input`: the submitted values must fit its input type, and `pick` reads its
 * answer as the document says it is.
 */
export function useGraphQLForm<TInput, TData, TResult extends FormPayload, TField extends string>(options: {
  mutation: TadaDocumentNode<TData, { input: TInput }>;
  /** The form's `setError`: the server's validation map names its fields. */
  setError: (name: TField, error: ErrorOption) => void;
  pick: (data: TData) => TResult | null | undefined;
  /** Runs after a successful payload (status not false), e.g. to sign in with a returned token. */
  onResult?: (result: TResult) => void | Promise<void>;
}) {
  const { data: session } = useSession();
  const [result, setResult] = useState<TResult | null>(null);

  async function submit(input: TInput): Promise<void> {
    try {
      const data = await requestGraphQL({
        query: options.mutation,
        variables: { input },
        accessToken: session?.accessToken ?? null,
      });
      const picked = options.pick(data);
      if (!picked || picked.status === false) {
        notify.error(picked?.message ?? "Something went wrong");
        return;
      }
      setResult(picked);
      await options.onResult?.(picked);
    } catch (error) {
      if (!(error instanceof GraphQLRequestError)) throw error;
      const validation = error.errors[0]?.extensions?.validation;
      if (validation) {
        for (const [field, messages] of Object.entries(validation)) {
          options.setError(field as TField, { type: "server", message: messages[0] });
        }
      }
      for (const message of error.userMessages) notify.error(message);
    }
  }

  return { submit, result, reset: () => setResult(null) };
}
