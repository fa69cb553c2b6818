import { builder } from "@/graphql/builder";
import { signedInActor } from "@/graphql/guards";
import { handOverOrder } from "@/flows/hand-over-order.flow";
import { InputValidationError } from "@/lib/errors";
import { OrderType } from "@/modules/orders/orders.graphql";

const DoorOutcomeEnum = builder.enumType("DoorOutcome", {
  description: "What happened at the hand-over: the buyer took the order (and paid, for pay on delivery) or refused it",
  values: ["DELIVERED", "REFUSED"] as const,
});

builder.mutationField("handOverOrder", (t) =>
  t.field({
    type: OrderType,
    description:
      "The seller records the hand-over: delivered with the buyer's code, or refused at the door (pay on delivery); " +
      "the cash at the door is recorded with it",
    authScopes: { signedIn: true },
    args: {
      orderId: t.arg.id({ required: true }),
      outcome: t.arg({ type: DoorOutcomeEnum, required: true }),
      code: t.arg.string(),
      note: t.arg.string(),
    },
    resolve: (_root, args, ctx) => {
      // The order's id and the code are checked by the state machine (moveOrder); only their size is checked here.
      if ((args.code?.length ?? 0) > 20)
        throw new InputValidationError({ code: ["Type the 6-digit code the buyer gives you"] });
      if ((args.note?.length ?? 0) > 500) throw new InputValidationError({ note: ["Note: at most 500 characters"] });
      return handOverOrder(signedInActor(ctx), {
        orderId: String(args.orderId).slice(0, 64),
        outcome: args.outcome,
        code: args.code,
        note: args.note,
      });
    },
  }),
);
