import { oneLine } from "@/lib/validation";
/**
 * What the owner is told after a decision on their vendor, as plain text (an e-mail's text part, or one SMS). The
 * business name and the reason are the seller's and staff's own words: plain text is never interpreted, so they are
 * passed through as typed, the names on one line.
 */
export type ReviewDecision = "APPROVE" | "REJECT" | "SUSPEND" | "REINSTATE";

export interface DecisionWords {
  subject: string;
  text: string;
  sms: string;
}

interface Facts {
  firstName: string;
  vendorName: string;
  slug: string;
  reason: string | null;
  /** The app's public address, e.g. https://oja.ng (no trailing slash). */
  appUrl: string;
}

const signOff = "The Oja team";

export function decisionWords(decision: ReviewDecision, facts: Facts): DecisionWords {
  const { reason, appUrl } = facts;
  // Names come from people; on one line they cannot add lines of their own to Oja's message.
  const [firstName, vendorName] = [oneLine(facts.firstName), oneLine(facts.vendorName)];
  const store = `${appUrl}/market/store/${facts.slug}`;
  const profile = `${appUrl}/dashboard/vendor/profile`;
  switch (decision) {
    case "APPROVE":
      return {
        subject: `Your shop is live on Oja: ${vendorName}`,
        text: [
          `Hello ${firstName},`,
          `Your shop is live! We have approved ${vendorName}: buyers can now find your store page and your active listings on Oja.`,
          `Your store page: ${store}`,
          `Add and manage your products: ${appUrl}/dashboard`,
          signOff,
        ].join("\n\n"),
        sms: `Oja: Your shop is live! ${vendorName} is approved. Your store page: ${store}`,
      };
    case "REJECT":
      return {
        subject: `Your Oja seller profile needs changes: ${vendorName}`,
        text: [
          `Hello ${firstName},`,
          `We could not approve ${vendorName} yet. The reason our team gave:`,
          reason ?? "",
          `Please fix your profile and send it again: ${profile}`,
          "Nothing of yours is public until your profile is approved; what you have prepared is kept.",
          signOff,
        ].join("\n\n"),
        sms: `Oja: ${vendorName} was not approved yet. Reason: ${reason ?? ""} Fix your profile and send it again: ${profile}`,
      };
    case "SUSPEND":
      return {
        subject: `Your business on Oja is suspended: ${vendorName}`,
        text: [
          `Hello ${firstName},`,
          `We have suspended ${vendorName}. Your store page and your listings are hidden from the market until the suspension is lifted. The reason our team gave:`,
          reason ?? "",
          `You can still look at your dashboard. To talk to us about it: ${appUrl}/contact`,
          signOff,
        ].join("\n\n"),
        sms: `Oja: ${vendorName} is suspended and hidden from the market. Reason: ${reason ?? ""} Contact us: ${appUrl}/contact`,
      };
    case "REINSTATE":
      return {
        subject: `Your shop is live on Oja again: ${vendorName}`,
        text: [
          `Hello ${firstName},`,
          `We have lifted the suspension of ${vendorName}. Your store page and your active listings are back in the market.`,
          `Your store page: ${store}`,
          signOff,
        ].join("\n\n"),
        sms: `Oja: ${vendorName} is live again. Your store page: ${store}`,
      };
  }
}

/** What the owner of a published business is told when operations decide on its changed name, description or logo. */
export function changeDecisionWords(approved: boolean, facts: Facts): DecisionWords {
  const { reason, appUrl } = facts;
  const [firstName, vendorName] = [oneLine(facts.firstName), oneLine(facts.vendorName)];
  const profile = `${appUrl}/dashboard/vendor/profile`;
  if (approved)
    return {
      subject: `Your changes are live on Oja: ${vendorName}`,
      text: [
        `Hello ${firstName},`,
        `We have approved the changes to your business profile: buyers now see ${vendorName} as you wrote it.`,
        `Your store page: ${appUrl}/market/store/${facts.slug}`,
        signOff,
      ].join("\n\n"),
      sms: `Oja: Your changes to ${vendorName} are approved and live.`,
    };
  return {
    subject: `Your changes on Oja need another look: ${vendorName}`,
    text: [
      `Hello ${firstName},`,
      `We could not approve the changes to your business profile. Buyers still see the approved version of ${vendorName}. The reason our team gave:`,
      reason ?? "",
      `You can change your profile and it will be reviewed again: ${profile}`,
      signOff,
    ].join("\n\n"),
    sms: `Oja: Your changes to ${vendorName} were not approved. Reason: ${reason ?? ""} See: ${profile}`,
  };
}
