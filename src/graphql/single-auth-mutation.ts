import { GraphQLError, type ValidationRule } from "graphql";
import type { Plugin } from "graphql-yoga";

/** Mutations that check a secret or send one: aliases and repeated fields must not multiply them in one request. */
export const authMutations = new Set([
  "register",
  "login",
  "createOTP",
  "verifyOTP",
  "resetPassword",
  "updatePassword",
  "logout",
]);

export const singleAuthMutationRule: ValidationRule = (context) => {
  let count = 0;
  return {
    Field(node) {
      if (context.getParentType() !== context.getSchema().getMutationType() || !authMutations.has(node.name.value))
        return;
      count += 1;
      if (count === 2) {
        context.reportError(
          new GraphQLError("Only one sign-in or account action is allowed per request", {
            nodes: [node],
            extensions: { code: "TOO_MANY_AUTH_ACTIONS" },
          }),
        );
      }
    },
  };
};

export function singleAuthMutationPlugin(): Plugin {
  return { onValidate: ({ addValidationRule }) => addValidationRule(singleAuthMutationRule) };
}
