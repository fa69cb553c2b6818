import { formatNaira } from "@/lib/money";
import type { StandinTransaction } from "./standin-answers";

/**
 * The stand-in's payment page: the place Paystack's checkout would be. Plain server-rendered HTML with one form, so it
 * works without JavaScript and on the smallest phones; its styles are inline (the site's CSP allows inline styles, and
 * this page is the gateway's, not Oja's). It says plainly that no real money moves.
 */

const CHANNEL_LABELS: Record<string, string> = {
  card: "Card",
  bank_transfer: "Bank transfer",
  ussd: "USSD",
};

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f2;color:#1c1f1a;line-height:1.45}
main{max-width:28rem;margin:0 auto;padding:1rem}
.banner{background:#fff4cc;border:2px solid #b8860b;color:#5c4400;border-radius:.5rem;padding:.75rem;font-weight:700;text-align:center}
.card{background:#fff;border-radius:.75rem;padding:1rem;margin-top:1rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 .25rem}
.amount{font-size:1.75rem;font-weight:800;margin:.25rem 0;overflow-wrap:anywhere}
.muted{color:#5b6157;font-size:.9rem;overflow-wrap:anywhere}
fieldset{border:0;padding:0;margin:1rem 0}
legend{font-weight:700;margin-bottom:.5rem}
label.choice{display:flex;align-items:center;gap:.75rem;min-height:3rem;padding:.5rem .75rem;border:1px solid #c9cdc5;border-radius:.5rem;margin-bottom:.5rem;font-size:1rem}
input[type=radio],input[type=checkbox]{width:1.25rem;height:1.25rem;accent-color:#1f6f3f;flex-shrink:0}
button{font:inherit;display:block;width:100%;min-height:3rem;border-radius:.5rem;font-size:1rem;font-weight:700;margin-top:.75rem;cursor:pointer;border:2px solid transparent}
.pay{background:#1f6f3f;color:#fff}
.fail{background:#fff;color:#9b1c1c;border-color:#9b1c1c}
.abandon{background:#fff;color:#1c1f1a;border-color:#c9cdc5}
a{color:#1f6f3f}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main><p class="banner" role="note">Test payment — no real money</p>${body}</main></body></html>`;
}

export function checkoutPage(transaction: StandinTransaction, action: string): string {
  const channels = transaction.channels.length > 0 ? transaction.channels : ["card", "bank_transfer", "ussd"];
  const options = channels
    .filter((channel) => CHANNEL_LABELS[channel])
    .map(
      (channel, index) =>
        `<label class="choice"><input type="radio" name="channel" value="${escape(channel)}"${index === 0 ? " checked" : ""}> ${CHANNEL_LABELS[channel]}</label>`,
    )
    .join("");
  return page(
    "Test payment",
    `<section class="card" aria-labelledby="pay-title">
<h1 id="pay-title">Pay with the test gateway</h1>
<p class="amount">${escape(formatNaira(transaction.amountKobo))}</p>
<p class="muted">${escape(transaction.email)} · Reference ${escape(transaction.reference)}</p>
<form method="post" action="${escape(action)}">
<fieldset><legend>How would you like to pay?</legend>${options}</fieldset>
<fieldset><legend>Any later refund of this payment (to try Oja&#39;s refund follow-up)</legend><label class="choice"><input type="radio" name="refunds" value="processed" checked> Goes through</label><label class="choice"><input type="radio" name="refunds" value="failed"> Fails</label><label class="choice"><input type="radio" name="refunds" value="needs-attention"> Waits for the buyer&#39;s bank account</label></fieldset>
<button class="pay" type="submit" name="outcome" value="success">Pay ${escape(formatNaira(transaction.amountKobo))} (succeeds)</button>
<button class="fail" type="submit" name="outcome" value="failed">Make the payment fail</button>
<button class="abandon" type="submit" name="outcome" value="abandon">Abandon and go back</button>
</form>
<p class="muted">This page stands in for Paystack while no Paystack key is configured. Nothing is charged.</p>
</section>`,
  );
}

export function finishedPage(transaction: StandinTransaction, backTo: string | null): string {
  const said =
    transaction.status === "success"
      ? "This payment was completed."
      : transaction.status === "failed"
        ? "This payment failed."
        : "This payment was not completed.";
  const back = backTo ? `<p><a href="${escape(backTo)}">Back to the shop</a></p>` : "";
  return page("Test payment", `<section class="card"><h1>${escape(said)}</h1>${back}</section>`);
}

export function notFoundPage(): string {
  return page("Test payment", `<section class="card"><h1>No such payment.</h1></section>`);
}
