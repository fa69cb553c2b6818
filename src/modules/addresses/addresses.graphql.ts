import { builder } from "@/graphql/builder";
import { signedInActor } from "@/graphql/guards";
import { InputValidationError, parseInput } from "@/lib/errors";
import { parseState } from "@/lib/nigeria";
import { lgasOf } from "@/lib/nigerian-lgas";
import { addressInput, addressMessages } from "@/modules/addresses/addresses.inputs";
import {
  addAddress,
  listMyAddresses,
  removeAddress,
  setDefaultAddress,
  updateAddress,
} from "@/modules/addresses/addresses.service";
import type { SavedAddress } from "@/modules/addresses/addresses.types";

/**
 * The address book (issue 24): private, never in src/graphql/shareable.ts, signed-in only, and the services check
 * again that each address is the caller's. The list of a state's local government areas is public and shareable.
 */

const AddressType = builder.objectRef<SavedAddress>("Address").implement({
  description: "One of the signed-in person's saved delivery addresses",
  fields: (t) => ({
    id: t.exposeID("id"),
    label: t.exposeString("label", { nullable: true, description: '"Home", "Office"' }),
    recipientName: t.exposeString("recipientName"),
    recipientPhone: t.exposeString("recipientPhone", { description: "E.164" }),
    state: t.exposeString("state"),
    lga: t.exposeString("lga", { description: "The local government area" }),
    street: t.exposeString("street", { description: "The area and street" }),
    landmark: t.exposeString("landmark", { nullable: true }),
    isDefault: t.exposeBoolean("isDefault", { description: "The address the checkout chooses first" }),
    createdAt: t.field({ type: "DateTime", resolve: (address) => address.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (address) => address.updatedAt }),
  }),
});

const AddressInputType = builder.inputType("AddressInput", {
  fields: (t) => ({
    label: t.string(),
    recipientName: t.string({ required: true }),
    recipientPhone: t.string({
      required: true,
      description: "Any usual spelling of a Nigerian number; stored as E.164",
    }),
    state: t.string({ required: true }),
    lga: t.string({ required: true, description: "A local government area of `state` (see nigerianLgas)" }),
    street: t.string({ required: true }),
    landmark: t.string(),
    makeDefault: t.boolean({ description: "Make this the default address (the first one always is)" }),
  }),
});

builder.queryFields((t) => ({
  myAddresses: t.field({
    type: [AddressType],
    description: "The signed-in person's saved addresses, the default first, then the most recent",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => listMyAddresses(ctx.actor),
  }),
  nigerianLgas: t.stringList({
    description: "The local government areas of a state, sorted (the state as nigerianStates spells it)",
    args: { state: t.arg.string({ required: true }) },
    resolve: (_root, args) => {
      const state = parseState(args.state);
      if (!state) throw new InputValidationError({ state: [addressMessages.state] });
      return [...lgasOf(state)];
    },
  }),
}));

builder.mutationFields((t) => ({
  addAddress: t.field({
    type: AddressType,
    description: "Save an address; the first one becomes the default",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: AddressInputType, required: true }) },
    resolve: (_root, args, ctx) => addAddress(signedInActor(ctx), parseInput(addressInput, args.input)),
  }),
  updateAddress: t.field({
    type: AddressType,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: AddressInputType, required: true }) },
    resolve: (_root, args, ctx) =>
      updateAddress(signedInActor(ctx), String(args.id), parseInput(addressInput, args.input)),
  }),
  removeAddress: t.boolean({
    description: "Remove an address; when it was the default, the most recent remaining one becomes the default",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await removeAddress(signedInActor(ctx), String(args.id));
      return true;
    },
  }),
  setDefaultAddress: t.field({
    type: AddressType,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => setDefaultAddress(signedInActor(ctx), String(args.id)),
  }),
}));
