"use client";
import { useId, useState } from "react";
import { controlClass, describedBy } from "@/ui/forms/field";
import { useMutation } from "@/ui/forms/use-mutation";
import { graphql } from "@/ui/graphql-documents";
import { notify } from "@/ui/notify";
import type { OrderMove } from "@/modules/orders/order-state-machine";

const MOVE_ORDER = graphql(`
  mutation MoveOrder($input: MoveOrderInput!) {
    moveOrder(input: $input) {
      id
      status
    }
  }
`);

type SellerMove = "ACCEPT" | "REJECT" | "MARK_READY" | "DISPATCH" | "DELIVER";

const labels: Record<SellerMove, { open: string; done: string }> = {
  ACCEPT: { open: "Accept", done: "Order accepted" },
  REJECT: { open: "Reject", done: "Order rejected: the buyer is told" },
  MARK_READY: { open: "Mark ready", done: "Marked ready" },
  DISPATCH: { open: "Out for delivery", done: "Marked out for delivery" },
  DELIVER: { open: "Mark delivered", done: "Marked delivered" },
};

export const rejectReasonMessage = "Tell the buyer in a few words why you cannot take this order";

// Button's looks, spelled out (client components do not import Button: src/ui/components/button.tsx).
const primary =
  "rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-4 py-2 text-sm";
const secondary =
  "rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 border border-primary-light text-primary-light hover:bg-primary-light/5 px-4 py-2 text-sm";

/**
 * The seller's next steps on one order, as the state machine allows them (the page passes `moves`). Rejecting asks
 * for a short reason the buyer reads; "delivered" asks for the buyer's 6-digit code and shows the server's refusal
 * (a wrong code says how many tries are left). The page's server parts are refreshed after a move.
 */
export function OrderMoveActions({ orderId, moves }: { orderId: string; moves: readonly OrderMove[] }) {
  const mutate = useMutation();
  const fieldId = useId();
  const [open, setOpen] = useState<"REJECT" | "DELIVER" | null>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const shown = moves.filter((move): move is SellerMove => move in labels);
  if (shown.length === 0) return null;

  async function send(move: SellerMove) {
    const note = move === "REJECT" ? text.trim() : null;
    const code = move === "DELIVER" ? text.replace(/\s+/g, "") : null;
    if (move === "REJECT" && (note ?? "").length < 3) return setError(rejectReasonMessage);
    if (move === "DELIVER" && !/^\d{6}$/.test(code ?? "")) return setError("Type the 6-digit code the buyer gives you");
    setBusy(true);
    const data = await mutate(
      MOVE_ORDER,
      { input: { orderId, move, note, code } },
      {
        fieldError: (field, message) => (field === "code" || field === "note" || field === "move") && setError(message),
      },
    );
    setBusy(false);
    if (!data) return;
    notify.success(labels[move].done);
    setOpen(null);
    setText("");
    setError(undefined);
  }

  if (open) {
    const reject = open === "REJECT";
    return (
      <form
        aria-label={labels[open].open}
        noValidate
        className="w-full space-y-2 rounded-lg border border-black/15 bg-black/[0.02] p-3 print:hidden"
        onSubmit={(event) => {
          event.preventDefault();
          void send(open);
        }}
      >
        <label htmlFor={fieldId} className="block text-sm font-medium">
          {reject ? "Why can you not take this order?" : "The buyer's 6-digit delivery code"}
        </label>
        {reject ? (
          <textarea
            {...describedBy(fieldId, error)}
            rows={3}
            maxLength={500}
            value={text}
            onChange={(event) => (setText(event.target.value), setError(undefined))}
            className={controlClass}
          />
        ) : (
          <input
            {...describedBy(fieldId, error)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={text}
            onChange={(event) => (setText(event.target.value), setError(undefined))}
            className={`${controlClass} max-w-40 tracking-widest`}
          />
        )}
        {error ? (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-error">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy} aria-busy={busy} className={primary}>
            {busy ? "Sending…" : reject ? "Reject the order" : "Confirm delivery"}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => (setOpen(null), setText(""), setError(undefined))}
            className={secondary}
          >
            Cancel
          </button>
        </div>
      </form>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      {shown.map((move) => (
        <button
          key={move}
          type="button"
          disabled={busy}
          aria-busy={busy}
          className={move === "REJECT" ? secondary : primary}
          onClick={() => (move === "REJECT" || move === "DELIVER" ? setOpen(move) : void send(move))}
        >
          {labels[move].open}
        </button>
      ))}
      {error ? (
        <p role="alert" className="w-full text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The packing slip's print button: the browser's own print dialog (A4 or a 58 mm receipt printer). */
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className={secondary}>
      Print
    </button>
  );
}
