import { builder } from "@/graphql/builder";
import { signedInActor } from "@/graphql/guards";
import { handOverOrder } from "@/flows/hand-over-order.flow";
import { parseInput } from "@/lib/errors";
import { OrderType } from "@/modules/orders/orders.graphql";
import { moveOrderInput } from "@/modules/orders/orders.inputs";

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
      const move = args.outcome === "DELIVERED" ? "DELIVER" : "REFUSE";
      const input = parseInput(moveOrderInput, {
        orderId: String(args.orderId),
        move,
        code: args.code,
        note: args.note,
      });
      return handOverOrder(signedInActor(ctx), {
        orderId: input.orderId,
        outcome: args.outcome,
        code: input.code,
        note: input.note,
      });
    },
  }),
);
