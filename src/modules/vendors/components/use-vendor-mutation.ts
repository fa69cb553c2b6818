"use client";
import { useRouter } from "next/navigation";
import { GraphQLRequestError, requestGraphQL } from "@/ui/graphql-client";
import { notify } from "@/ui/notify";
import { useSession } from "@/ui/providers/session-provider";

/** The fields of the form the server named (its validation map); each gets its first message under it. */
export type FieldErrorSink = (field: string, message: string) => void;

/**
 * A dashboard mutation from a section of the vendor profile: the person's API token, the spec's error popups ("Network
 * error: …", each validation message, or the server's message), the messages also put under their fields, and the
 * page's server parts refreshed after a success. A failure never touches the form, so what was typed stays.
 */
export function useVendorMutation() {
  const { data: session } = useSession();
  const router = useRouter();
  const accessToken = session?.accessToken ?? null;
  return async function mutate<T>(query: string, variables: Record<string, unknown>, options: { fieldError?: FieldErrorSink; refresh?: boolean } = {}): Promise<T | null> {
    try {
      const data = await requestGraphQL<T>({ query, variables, accessToken });
      if (options.refresh !== false) router.refresh();
      return data;
    } catch (error) {
      if (!(error instanceof GraphQLRequestError)) throw error;
      const validation = error.errors[0]?.extensions?.validation;
      if (validation && options.fieldError) {
        for (const [field, messages] of Object.entries(validation)) if (messages[0]) options.fieldError(field, messages[0]);
      }
      for (const message of error.userMessages) notify.error(message);
      return null;
    }
  };
}
