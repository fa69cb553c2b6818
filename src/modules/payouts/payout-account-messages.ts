import { formatLagosDateTime } from "@/lib/dates";
import { siteConfig } from "@/lib/site-config";
import { oneLine } from "@/lib/validation";
import type { StepUpConfirms } from "@/modules/identity/step-up.service";

/**
 * The words around a change of payout account: the code that confirms it, and the notice its owner gets by e-mail
 * and SMS every time it is set or changed. Names come from people's typing: each is kept to one line (`oneLine`), so
 * none can write lines of its own into a message ("OJA SECURITY: …").
 */
export interface PayoutChangeNotice {
  firstName: string;
  vendorName: string;
  bankName: string;
  maskedNumber: string;
  accountName: string;
  /** The account was there before (changed), or this is the first one (set). */
  changed: boolean;
  at: Date;
  heldUntil: Date;
}

export const payoutChangeMessages = {
  /** What the owner's step-up code confirms (identity's step-up.service.ts writes the rest of its message). */
  codeConfirms: (destination: { vendorName: string; bankName: string; maskedNumber: string }): StepUpConfirms => {
    const where = `${oneLine(destination.bankName)} ${destination.maskedNumber}`;
    const vendor = oneLine(destination.vendorName);
    return {
      subject: "Your Oja code to change your payout account",
      sms: `pay ${vendor} into ${where}`,
      text: `have ${vendor} paid into ${where}`,
    };
  },
  notice: (n: PayoutChangeNotice) => {
    const vendor = oneLine(n.vendorName);
    const where = `${oneLine(n.bankName)} ${n.maskedNumber}`;
    const did = n.changed ? "changed" : "set";
    const when = formatLagosDateTime(n.at);
    const until = formatLagosDateTime(n.heldUntil);
    return {
      subject: `The payout account of ${vendor} was ${did}`,
      sms: `Oja: the payout account of ${vendor} was ${did} to ${where} on ${when}. No payout goes to it before ${until}. Not you? Change your password and write to ${siteConfig.supportEmail} now.`,
      text: [
        `Hello ${oneLine(n.firstName)},`,
        "",
        `The account ${vendor} is paid into on Oja was ${did} on ${when} (Lagos time):`,
        "",
        `Bank: ${oneLine(n.bankName)}`,
        `Account number: ${n.maskedNumber}`,
        `Account name: ${oneLine(n.accountName)}`,
        "",
        `No payout goes to this account before ${until}.`,
        "",
        `If you did not make this change, change your password now and write to ${siteConfig.supportEmail}: the change can still be stopped before then.`,
      ].join("\n"),
    };
  },
  heldUntil: (until: Date) => `Payouts resume on ${formatLagosDateTime(until)}.`,
  holdReason: (hours: number) =>
    `For your safety, payouts wait ${hours} hours after the payout account changes, so you can stop a change you did not make.`,
} as const;
