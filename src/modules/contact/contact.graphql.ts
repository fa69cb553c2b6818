import { builder } from "@/graphql/builder";
import { parseInput } from "@/lib/errors";
import { ReceiptType } from "@/graphql/receipt";
import { contactMessageInput } from "@/modules/contact/contact.inputs";
import { submitContactMessage } from "@/modules/contact/contact.service";

const ContactMessageInput = builder.inputType("ContactMessageInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string(),
    topic: t.string({ required: true }),
    message: t.string({ required: true }),
  }),
});

builder.mutationField("submitContactMessage", (t) =>
  t.field({
    type: ReceiptType,
    args: { input: t.arg({ type: ContactMessageInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(contactMessageInput, args.input);
      const { reference } = await submitContactMessage(input, { ip: ctx.ip });
      return {
        status: true,
        message: "Thank you. We have received your message and will reply within one working day.",
        reference,
      };
    },
  }),
);
