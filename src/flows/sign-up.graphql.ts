import { builder } from "@/graphql/builder";
import { signUp } from "@/flows/sign-up.flow";
import {
  readRegisterInput,
  registerAnswer,
  RegisterInput,
  RegisterResponse,
} from "@/modules/identity/identity.graphql";

builder.mutationField("register", (t) =>
  t.field({
    type: RegisterResponse,
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { signup, device } = await readRegisterInput(input, ctx);
      return registerAnswer(await signUp(signup, { ip: ctx.ip, device }));
    },
  }),
);
