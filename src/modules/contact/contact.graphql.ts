import { builder } from "@/graphql/builder";
import { parseInput } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/rate-limit";
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

export const contactRateLimit = { name: "contact", points: 5, durationSeconds: 60 * 60 };

builder.mutationField("submitContactMessage", (t) =>
  t.field({
    type: ReceiptType,
    args: { input: t.arg({ type: ContactMessageInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(contactMessageInput, args.input);
      await enforceRateLimit(contactRateLimit, ctx.ip);
      const { reference } = await submitContactMessage(input);
      return {
        status: true,
        message: "Thank you. We have received your message and will reply within one working day.",
        reference,
      };
    },
  }),
);
