import { baseURL } from "./browser";

/** Calls the running app's GraphQL endpoint for test setup, asking for fresh data; throws on any GraphQL error. */
export async function graphql<T>(query: string, variables: Record<string, unknown>, accessToken?: string): Promise<T> {
  const response = await fetch(`${baseURL()}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "cache-control": "no-cache",
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}
