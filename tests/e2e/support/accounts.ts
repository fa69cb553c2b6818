import { expect } from "vitest";
import { graphql } from "./api";

/** A new buyer account through the API (first name Kemi), ready to sign in with `password`. */
export async function registerBuyer(username: string, password: string): Promise<void> {
  const { register } = await graphql<{ register: { status: boolean; message: string } }>(
    `mutation Register($input: RegisterInput!) { register(input: $input) { status message } }`,
    {
      input: {
        first_name: "Kemi",
        username,
        password,
        password_confirmation: password,
        kind: "BUYER",
        device: "web",
      },
    },
  );
  expect(register, register.message).toMatchObject({ status: true });
}
