import type { FlashNotice } from "@/lib/flash-notice";
import { nigerianBanks } from "@/lib/nigerian-banks";
import { formatNaira } from "@/lib/money";
import { DemoOutboxLink } from "@/modules/notifications/components/demo-outbox-link";
import { giveRefundAccountAction, sendRefundAccountCodeAction } from "@/modules/payments/refund-follow-up.actions";
import type { RefundSummary } from "@/modules/payments/payments.types";
import type { RefundAccountLookupResult } from "@/modules/payments/refund-account-lookup.service";
import { buttonClassName } from "@/ui/components/button";
import { FlashLine } from "@/ui/components/flash-line";
import { controlClass, Field } from "@/ui/forms/field";

/** What support typed into a held refund's account form, and what the lookup said (from the page's address). */
export interface AccountLookupState {
  refundId: string;
  bankCode: string;
  accountNumber: string;
  result: RefundAccountLookupResult;
}

const banksByName = [...nigerianBanks].sort((a, b) => a.name.localeCompare(b.name));

/**
 * A refund Paystack holds for the buyer's bank account, finished from here in two steps that work without
 * JavaScript: "Look up the account" (a GET form back to this page: it only reads) shows the name the bank gives the
 * account, for support to read to the buyer; "Send" (a server action) gives the account to Paystack, with support's
 * password or a code sent to them for this refund and account ("Send me a code", the same form's other button).
 */
export function HeldRefundAccount({
  refund,
  lookup,
  notice,
}: {
  refund: RefundSummary;
  lookup: AccountLookupState | null;
  /** What "Send me a code" or a refused send said, shown beside the fields. */
  notice: FlashNotice | null;
}) {
  const id = refund.id;
  const error = lookup?.result.status === "REFUSED" ? lookup.result : null;
  const found = lookup?.result.status === "FOUND" ? lookup.result.lookup : null;
  const errorId = `account-error-${id}`;
  return (
    <div className="mt-4 space-y-3 border-t border-black/10 pt-4 text-sm">
      <p className="text-primary/80">
        Paystack could not send this money back to the card or account the buyer paid with, and holds it until it has
        their bank account. Call the buyer, ask for their bank and account number, and send it there.
        {refund.refundAccount
          ? ` Given before: ${refund.refundAccount} · ${refund.refundAccountName}; Paystack asks again.`
          : ""}
      </p>
      <form method="get" action={`/dashboard/refunds#refund-${id}`} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <input type="hidden" name="refund" value={id} />
        <div className="space-y-1">
          <label htmlFor={`bank-${id}`} className="block font-semibold">
            The buyer&rsquo;s bank
          </label>
          <select
            id={`bank-${id}`}
            name="bank"
            required
            defaultValue={lookup?.bankCode ?? ""}
            aria-invalid={error?.field === "bankCode" || undefined}
            aria-describedby={error ? errorId : undefined}
            className={controlClass}
          >
            <option value="">Choose the bank</option>
            {banksByName.map((bank) => (
              <option key={bank.paystackCode} value={bank.paystackCode}>
                {bank.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`account-${id}`} className="block font-semibold">
            Account number
          </label>
          <input
            id={`account-${id}`}
            name="account"
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            defaultValue={lookup?.accountNumber ?? ""}
            placeholder="10 digits"
            aria-invalid={error?.field === "accountNumber" || undefined}
            aria-describedby={error ? errorId : undefined}
            className={controlClass}
          />
        </div>
        <div className="flex items-end">
          <button type="submit" className={buttonClassName({ variant: "secondary", size: "sm" })}>
            Look up the account
          </button>
        </div>
      </form>
      {error ? (
        <p id={errorId} role="alert" className="text-error">
          {error.message}
        </p>
      ) : null}
      {found ? (
        <form action={giveRefundAccountAction} className="space-y-2 rounded-lg bg-primary/5 p-3">
          <input type="hidden" name="refundId" value={id} />
          <input type="hidden" name="bankCode" value={found.bankCode} />
          <input type="hidden" name="accountNumber" value={found.accountNumber} />
          <p role="status">
            {found.bankName} names account {found.accountNumber} <strong>{found.accountName}</strong>. Read the name to
            the buyer: send only if it is theirs.
          </p>
          {found.sharesBuyerName ? null : (
            <p className="font-semibold text-error">
              This name shares no name with the buyer&rsquo;s on Oja ({found.buyerName || "none given"}). Send only if
              the buyer confirms the account is theirs (a spouse&rsquo;s or a business account, say).
            </p>
          )}
          <fieldset className="space-y-3">
            <legend className="font-semibold">Confirm it is you</legend>
            <p className="text-primary/80">
              Sending a buyer&rsquo;s money to an account takes your Oja password, or a code we send to your phone (or
              e-mail).
            </p>
            <FlashLine flash={notice} />
            {/* Only "Send me a code" comes back here with good news. */}
            {notice?.kind === "ok" ? <DemoOutboxLink /> : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id={`password-${id}`} label="Your Oja password">
                <input
                  id={`password-${id}`}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  maxLength={200}
                  className={controlClass}
                />
              </Field>
              <Field id={`code-${id}`} label="Or the 6-digit code">
                <input
                  id={`code-${id}`}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={12}
                  className={controlClass}
                />
              </Field>
            </div>
          </fieldset>
          {/* First in the form: Enter in a field sends, it does not ask for a code. */}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClassName({ variant: "primary", size: "sm" })}>
              Send {formatNaira(refund.amountKobo)} to {found.accountName}
            </button>
            <button
              type="submit"
              formAction={sendRefundAccountCodeAction}
              className={buttonClassName({ variant: "secondary", size: "sm" })}
            >
              Send me a code
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
