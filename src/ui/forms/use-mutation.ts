"use client";
import { useRouter } from "next/navigation";
import type { ResultOf, VariablesOf } from "gql.tada";
import { GraphQLRequestError, requestGraphQL, type AnyDocument } from "@/ui/graphql-client";
import { notify } from "@/ui/notify";
import { useSession } from "@/ui/providers/session-provider";

/** The fields of the form the server named (its validation map); each gets its first message under it. */
export type FieldErrorSink = (field: string, message: string) => void;

export interface MutationOptions {
  fieldError?: FieldErrorSink;
  /** Refresh the page's server parts after a success (the default). */
  refresh?: boolean;
}

/**
 * A dashboard mutation: the person's API token, the spec's error popups ("Network
 * error: …", each validation message, or the server's message), the messages also put under their fields, and the
 * page's server parts refreshed after a success. A failure never touches the form, so what was typed stays.
 */
export function useMutation() {
  const { data: session } = useSession();
  const router = useRouter();
  const accessToken = session?.accessToken ?? null;
  /** `document` is a typed document from `graphql()`: the answer's type comes from it, never from a cast. */
  async function mutate<D extends AnyDocument>(
    document: D,
    variables: VariablesOf<D>,
    options: MutationOptions = {},
  ): Promise<ResultOf<D> | null> {
    try {
      const data = await requestGraphQL({ query: document, variables, accessToken });
      if (options.refresh !== false) router.refresh();
      return data;
    } catch (error) {
      if (!(error instanceof GraphQLRequestError)) throw error;
      const validation = error.errors[0]?.extensions?.validation;
      if (validation && options.fieldError) {
        for (const [field, messages] of Object.entries(validation))
          if (messages[0]) options.fieldError(field, messages[0]);
      }
      for (const message of error.userMessages) notify.error(message);
      return null;
    }
  }
  return mutate;
}
