/** One GraphQL POST over a real socket, leaving from a chosen loopback address (127.0.0.2, …: "another address"). */
import { request as httpRequest } from "node:http";

export interface PostOptions {
  /** The loopback address the request leaves from (the server sees it as the socket peer). */
  from?: string;
  headers?: Record<string, string>;
}

export interface GraphQLHttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** POSTs one GraphQL operation over a real socket. */
export function postGraphQL(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: PostOptions = {},
): Promise<GraphQLHttpAnswer> {
  const payload = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: "POST",
        localAddress: options.from ?? "127.0.0.1",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}
