import { builder } from "@/graphql/builder";
import { parseInput } from "@/lib/errors";
import { ReceiptType } from "@/graphql/receipt";
import { partnerApplicationInput } from "@/modules/partners/partners.inputs";
import { submitPartnerApplication } from "@/modules/partners/partners.service";

const PartnerApplicationInput = builder.inputType("PartnerApplicationInput", {
  fields: (t) => ({
    kind: t.string({ required: true }),
    fullName: t.string({ required: true }),
    phone: t.string({ required: true }),
    email: t.string(),
    state: t.string({ required: true }),
    city: t.string({ required: true }),
    detail: t.string({ required: true }),
    about: t.string(),
  }),
});

builder.mutationField("submitPartnerApplication", (t) =>
  t.field({
    type: ReceiptType,
    args: { input: t.arg({ type: PartnerApplicationInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(partnerApplicationInput, args.input);
      const { reference } = await submitPartnerApplication(input, { ip: ctx.ip });
      return {
        status: true,
        message: "Application received. Our partner team will call you within three working days.",
        reference,
      };
    },
  }),
);
