import { builder } from "@/graphql/builder";

/** The acknowledgement every form submission gets: the spec's status/message plus a reference to quote. */
export interface Receipt {
  status: boolean;
  message: string;
  reference: string;
}

export const ReceiptType = builder.objectRef<Receipt>("Receipt").implement({
  fields: (t) => ({
    status: t.exposeBoolean("status"),
    message: t.exposeString("message"),
    reference: t.exposeString("reference"),
  }),
});
