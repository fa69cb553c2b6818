import * as z from "zod/mini";
import { parseState } from "@/lib/nigeria";
import { isLgaOf } from "@/lib/nigerian-lgas";
import { nigerianPhone, oneLineText, optional } from "@/lib/validation";

/**
 * A delivery address as the address book's form (/account/addresses) and the API send it, shared by the server
 * actions and the resolvers. Every field is one line of plain text: it is printed on a rider's slip and read out over
 * the phone, so a line break would let a person write lines of their own into it.
 */

export const MAX_ADDRESSES = 20;

export const addressMessages = {
  state: "Choose your state from the list",
  lgaRequired: "Choose your local government area",
  lgaOfState: (state: string) => `Choose a local government area in ${state}`,
  markup: (label: string) => `${label} cannot contain < or >`,
  emoji: (label: string) => `${label} cannot contain emoji: write it as words`,
  notFound: "We could not find that address. It may have been removed.",
  tooMany: `You can save up to ${MAX_ADDRESSES} addresses. Remove one you no longer use to add another.`,
} as const;

// Nothing here is ever markup, and `<`/`>` in an address is always a mistake or an attempt: an address is copied into
// orders, SMS, printed slips and couriers' systems, some of which we do not control. Emoji are refused for the same
// reason: a basic phone's SMS, a 58 mm receipt printer and a courier's system turn them into "?" or drop the message to
// UCS-2 (70 characters a part); every script's letters stay allowed. Bidirectional controls are refused too: they make
// a printed slip read differently from what is stored.
const markup = /[<>]/;
const emoji = /\p{Extended_Pictographic}/u;
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/;

function addressText(label: string, options: { min?: number; max: number }) {
  return oneLineText(label, options).check(
    z.refine((value) => !markup.test(value), addressMessages.markup(label)),
    z.refine((value) => !emoji.test(value), addressMessages.emoji(label)),
    z.refine((value) => !bidiControls.test(value), `${label} contains characters we cannot accept`),
  );
}

const state = z.pipe(
  z.string({ error: addressMessages.state }).check(z.maxLength(40, addressMessages.state)),
  z.transform((value, ctx) => {
    const name = parseState(value);
    if (name) return name;
    ctx.issues.push({ code: "custom", message: addressMessages.state, input: value });
    return z.NEVER;
  }),
);

// Checked against the state below; trimmed so a pasted "Ikeja " still matches.
const lga = z
  .string({ error: addressMessages.lgaRequired })
  .check(z.trim(), z.minLength(1, addressMessages.lgaRequired), z.maxLength(60, addressMessages.lgaRequired));

/** A form's checkbox ("on"), the API's boolean; anything else is "no". */
const checkbox = z.pipe(
  z.optional(z.union([z.boolean(), z.string(), z.null()])),
  z.transform((value) => value === true || value === "on" || value === "true"),
);

const fields = z.object({
  label: optional(addressText("Label", { max: 30 })),
  recipientName: addressText("Recipient's name", { min: 2, max: 80 }),
  recipientPhone: nigerianPhone,
  state,
  lga,
  street: addressText("Area and street", { min: 5, max: 200 }),
  landmark: optional(addressText("Landmark", { max: 120 })),
  makeDefault: checkbox,
});

export const addressInput = z.pipe(
  fields,
  z.transform((value, ctx) => {
    if (isLgaOf(value.state, value.lga)) return value;
    ctx.issues.push({
      code: "custom",
      message: addressMessages.lgaOfState(value.state),
      input: value.lga,
      path: ["lga"],
    });
    return z.NEVER;
  }),
);

export type AddressInput = z.input<typeof addressInput>;
export type AddressFields = z.output<typeof addressInput>;
