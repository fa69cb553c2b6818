import type { VendorContact } from "@/modules/vendors/vendors.types";
import { displayPhone } from "@/modules/vendors/components/store-list";

/** WhatsApp's click-to-chat link: the number as digits only, and the first message ready to send. */
export function whatsAppHref(e164: string, message: string): string {
  return `https://wa.me/${e164.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** The first message a buyer sends about a listing: the seller sees at once which one, with its link. */
export function listingEnquiry(title: string, url: string): string {
  return `Hello, I saw your listing "${title}" on Oja: ${url}\nIs it still available?`;
}

const buttonBase =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * How to reach a seller, as they chose: call and WhatsApp, WhatsApp only, or nothing (and no number anywhere in the
 * page to copy). Plain links, no script: a phone opens its dialler or WhatsApp, a desktop WhatsApp Web.
 */
export function SellerContact({ contact, message }: { contact: VendorContact; message: string }) {
  if (contact.visibility === "HIDDEN") {
    return (
      <p className="mt-4 rounded-lg bg-black/[0.04] px-3 py-2 text-sm text-primary/80">
        This seller keeps their number private.
      </p>
    );
  }
  const number = displayPhone(contact.phone);
  return (
    <div className="mt-4 space-y-2">
      {contact.visibility === "CALL_AND_WHATSAPP" ? (
        <a
          href={`tel:${contact.phone}`}
          className={`${buttonBase} bg-primary-light text-white hover:bg-primary focus-visible:outline-primary-light`}
        >
          Call {number}
        </a>
      ) : null}
      <a
        href={whatsAppHref(contact.phone, message)}
        rel="noopener noreferrer"
        target="_blank"
        className={`${buttonBase} bg-secondary-dark-green text-white hover:bg-secondary-dark-green/90 focus-visible:outline-secondary-dark-green`}
      >
        Chat on WhatsApp
      </a>
      {contact.visibility === "WHATSAPP_ONLY" ? (
        <p className="text-xs text-primary/80">This seller takes WhatsApp messages, not calls.</p>
      ) : null}
    </div>
  );
}
