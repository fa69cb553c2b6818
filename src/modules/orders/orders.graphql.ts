import { builder } from "@/graphql/builder";
import { signedInActor, vendorScope } from "@/graphql/guards";
import { parseInput } from "@/lib/errors";
import { vendorBalance } from "@/modules/ledger/ledger.service";
import type { VendorBalance } from "@/modules/ledger/ledger.types";
import { moveOrder, renewDeliveryCode } from "@/modules/orders/order-moves.service";
import { findMyOrder, findVendorOrder, listMyOrders, listVendorOrders } from "@/modules/orders/order-reads.service";
import { orderMoves } from "@/modules/orders/order-state-machine";
import { moveOrderInput, orderActorKinds, orderPaymentMethods, orderStatuses } from "@/modules/orders/orders.inputs";
import { DeliveryMethodEnum } from "@/modules/delivery/delivery.graphql";
import type {
  AddressSnapshot,
  DeliverySnapshot,
  OrderDetail,
  OrderItemView,
  OrderPage,
  OrderSummary,
  OrderTimelineEntry,
} from "@/modules/orders/orders.types";

/**
 * Orders in the API (issue #24): the buyer's own, a vendor's for its members with `orders:manage`, the moves, and the
 * vendor's balance. All private: nothing here is in src/graphql/shareable.ts. Resolvers parse, call one service, map.
 */

const OrderStatusEnum = builder.enumType("OrderStatus", { values: orderStatuses });
const OrderMoveEnum = builder.enumType("OrderMove", { values: orderMoves });
const PaymentMethodEnum = builder.enumType("OrderPaymentMethod", { values: orderPaymentMethods });
const OrderActorKindEnum = builder.enumType("OrderActorKind", { values: orderActorKinds });

type PickupStore = NonNullable<DeliverySnapshot["store"]>;

const PickupStoreType = builder.objectRef<PickupStore>("OrderPickupStore").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    address: t.exposeString("address"),
    landmark: t.string({ nullable: true, resolve: (s) => s.landmark ?? null }),
  }),
});

const DeliveryType = builder.objectRef<DeliverySnapshot>("OrderDelivery").implement({
  description: "The delivery chosen at checkout, as it was offered",
  fields: (t) => ({
    method: t.field({ type: DeliveryMethodEnum, resolve: (d) => d.method }),
    feeKobo: t.field({ type: "Kobo", resolve: (d) => d.feeKobo }),
    expectedWindow: t.exposeString("expectedWindow"),
    store: t.field({ type: PickupStoreType, nullable: true, resolve: (d) => d.store ?? null }),
  }),
});

const AddressType = builder.objectRef<AddressSnapshot>("OrderAddress").implement({
  fields: (t) => ({
    recipientName: t.exposeString("recipientName"),
    phone: t.exposeString("phone"),
    state: t.exposeString("state"),
    lga: t.exposeString("lga"),
    area: t.string({ nullable: true, resolve: (a) => a.area ?? null }),
    street: t.exposeString("street"),
    landmark: t.string({ nullable: true, resolve: (a) => a.landmark ?? null }),
  }),
});

const OrderItemType = builder.objectRef<OrderItemView>("OrderItem").implement({
  description: "A line as it was bought (a snapshot)",
  fields: (t) => ({
    productId: t.exposeID("productId", { nullable: true }),
    title: t.exposeString("title"),
    unitLabel: t.exposeString("unitLabel"),
    unitPriceKobo: t.field({ type: "Kobo", resolve: (i) => i.unitPriceKobo }),
    quantity: t.exposeInt("quantity"),
    lineTotalKobo: t.field({ type: "Kobo", resolve: (i) => i.lineTotalKobo }),
    pictureUrl: t.exposeString("pictureUrl", { nullable: true }),
  }),
});

const TimelineEntryType = builder.objectRef<OrderTimelineEntry>("OrderTimelineEntry").implement({
  fields: (t) => ({
    from: t.field({ type: OrderStatusEnum, nullable: true, resolve: (e) => e.from }),
    to: t.field({ type: OrderStatusEnum, resolve: (e) => e.to }),
    actorKind: t.field({ type: OrderActorKindEnum, resolve: (e) => e.actorKind }),
    note: t.exposeString("note", { nullable: true }),
    at: t.field({ type: "DateTime", resolve: (e) => e.at }),
  }),
});

const OrderInterface = builder.interfaceRef<OrderSummary>("OrderFields").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    number: t.exposeString("number", { description: 'Readable on the phone: "OJA-7KQ4M2XP"' }),
    vendorId: t.exposeID("vendorId"),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    paymentMethod: t.field({ type: PaymentMethodEnum, resolve: (o) => o.paymentMethod }),
    itemsTotalKobo: t.field({ type: "Kobo", resolve: (o) => o.itemsTotalKobo }),
    deliveryFeeKobo: t.field({ type: "Kobo", resolve: (o) => o.deliveryFeeKobo }),
    totalKobo: t.field({ type: "Kobo", resolve: (o) => o.totalKobo }),
    buyerName: t.exposeString("buyerName"),
    delivery: t.field({ type: DeliveryType, resolve: (o) => o.delivery }),
    address: t.field({ type: AddressType, nullable: true, resolve: (o) => o.address }),
    acceptBy: t.field({ type: "DateTime", nullable: true, resolve: (o) => o.acceptBy }),
    inspectionEndsAt: t.field({ type: "DateTime", nullable: true, resolve: (o) => o.inspectionEndsAt }),
    createdAt: t.field({ type: "DateTime", resolve: (o) => o.createdAt }),
  }),
});

export const OrderType = builder.objectRef<OrderSummary>("Order").implement({
  description: "An order in a list",
  interfaces: [OrderInterface],
});

const OrderDetailType = builder.objectRef<OrderDetail>("OrderDetail").implement({
  description: "An order with its items and timeline",
  interfaces: [OrderInterface],
  fields: (t) => ({
    items: t.field({ type: [OrderItemType], resolve: (o) => o.items }),
    timeline: t.field({ type: [TimelineEntryType], resolve: (o) => o.timeline }),
    deliveryCode: t.exposeString("deliveryCode", {
      nullable: true,
      description: "The 6-digit code to give the seller at hand-over: the buyer's own view only",
    }),
    deliveryCodeLocked: t.exposeBoolean("deliveryCodeLocked"),
  }),
});

const OrderPageType = builder.objectRef<OrderPage>("OrderPage").implement({
  fields: (t) => ({
    orders: t.field({ type: [OrderType], resolve: (p) => p.orders }),
    nextCursor: t.exposeString("nextCursor", { nullable: true }),
  }),
});

const VendorBalanceType = builder.objectRef<VendorBalance>("VendorBalance").implement({
  description: "What Oja holds for the vendor: completed orders less commission, refunds and payouts",
  fields: (t) => ({
    balanceKobo: t.field({ type: "Kobo", resolve: (b) => b.balanceKobo }),
    salesKobo: t.field({ type: "Kobo", resolve: (b) => b.salesKobo }),
    commissionKobo: t.field({ type: "Kobo", resolve: (b) => b.commissionKobo }),
  }),
});

const MoveOrderInputType = builder.inputType("MoveOrderInput", {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    move: t.field({ type: OrderMoveEnum, required: true }),
    code: t.string({ description: "The buyer's 6-digit delivery code, for DELIVER" }),
    note: t.string(),
  }),
});

builder.queryFields((t) => ({
  myOrders: t.field({
    type: OrderPageType,
    description: "The signed-in person's orders, newest first",
    authScopes: { signedIn: true },
    args: { cursor: t.arg.string() },
    resolve: (_root, args, ctx) => listMyOrders(signedInActor(ctx), args.cursor ?? null),
  }),
  myOrder: t.field({
    type: OrderDetailType,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findMyOrder(signedInActor(ctx), String(args.id)),
  }),
  vendorOrders: t.field({
    type: OrderPageType,
    description: "A vendor's orders, newest first; search by order number, buyer or item",
    authScopes: vendorScope("orders:manage"),
    args: {
      vendorId: t.arg.id({ required: true }),
      status: t.arg({ type: OrderStatusEnum }),
      q: t.arg.string(),
      from: t.arg.string({ description: "YYYY-MM-DD, West Africa Time" }),
      to: t.arg.string({ description: "YYYY-MM-DD, West Africa Time, included" }),
      cursor: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      listVendorOrders(signedInActor(ctx), String(args.vendorId), {
        status: args.status,
        q: args.q,
        from: args.from,
        to: args.to,
        cursor: args.cursor,
      }),
  }),
  vendorOrder: t.field({
    type: OrderDetailType,
    authScopes: vendorScope("orders:manage"),
    args: { vendorId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findVendorOrder(signedInActor(ctx), String(args.vendorId), String(args.id)),
  }),
  vendorBalance: t.field({
    type: VendorBalanceType,
    authScopes: vendorScope("ledger:view"),
    args: { vendorId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => vendorBalance(signedInActor(ctx), String(args.vendorId)),
  }),
}));

builder.mutationFields((t) => ({
  moveOrder: t.field({
    type: OrderType,
    description: "Moves an order one step (accept, reject, ready, dispatch, deliver with the code, cancel, …)",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: MoveOrderInputType, required: true }) },
    resolve: (_root, args, ctx) =>
      moveOrder(signedInActor(ctx), parseInput(moveOrderInput, { ...args.input, orderId: String(args.input.orderId) })),
  }),
  renewDeliveryCode: t.field({
    type: OrderDetailType,
    description: "A new delivery code for the buyer (after too many wrong tries)",
    authScopes: { signedIn: true },
    args: { orderId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = signedInActor(ctx);
      await renewDeliveryCode(actor, String(args.orderId));
      return findMyOrder(actor, String(args.orderId));
    },
  }),
}));
