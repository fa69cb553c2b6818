import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { toVendorContact } from "@/modules/vendors/vendors.queries";
import type { VendorSummary } from "@/modules/vendors/vendors.types";
import { SellerCard } from "@/modules/vendors/components/seller-card";
import { listingEnquiry, SellerContact, whatsAppHref } from "@/modules/vendors/components/seller-contact";

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

const vendor: VendorSummary = {
  id: "v1",
  slug: "mama-nkechi-foods-a1b2c3",
  displayName: "Mama Nkechi Foods",
  kind: "INDIVIDUAL",
  state: "Lagos",
  city: "Mile 12",
  approved: true,
  ratingAverage: 4.5,
  ratingCount: 12,
  since: "2024-03-15T10:00:00.000Z",
  contact: { visibility: "CALL_AND_WHATSAPP", phone: "+2348031234502" },
};
// A product address with characters a URL's query must escape.
const listing = {
  title: "Garri & beans, derica #1",
  url: "https://oja.ng/market/product/garri-beans-x1?ref=share&utm=a b",
};

/** The `text` a wa.me link carries, decoded as WhatsApp decodes it. */
function whatsAppText(markup: string): string | null {
  const href = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(markup)?.[1];
  return href ? new URL(href.replace(/&amp;/g, "&")).searchParams.get("text") : null;
}

describe("SellerContact", () => {
  it("offers a call and a WhatsApp chat whose message carries the product's link", () => {
    const markup = html(createElement(SellerCard, { vendor, listing }));
    expect(markup).toContain('href="tel:+2348031234502"');
    expect(markup).toContain("Call 0803 123 4502");
    expect(markup).toMatch(/href="https:\/\/wa\.me\/2348031234502\?text=[^"&]+"/);
    expect(whatsAppText(markup)).toBe(listingEnquiry(listing.title, listing.url));
    expect(whatsAppText(markup)).toContain(listing.url);
    // Plain links only: nothing for the CSP to block.
    expect(markup).not.toMatch(/\son[a-z]+=/i);
    expect(markup).not.toContain("<script");
  });

  it("WhatsApp only: a chat link and no call button", () => {
    const markup = html(
      createElement(SellerContact, {
        contact: { visibility: "WHATSAPP_ONLY", phone: "+2348031234503" },
        message: "Hello",
      }),
    );
    expect(markup).not.toContain("tel:");
    expect(markup).toContain('href="https://wa.me/2348031234503?text=Hello"');
    expect(markup).toContain("Chat on WhatsApp");
  });

  it("a private number shows the sentence and nothing to copy or dial", () => {
    const markup = html(
      createElement(SellerCard, { vendor: { ...vendor, contact: { visibility: "HIDDEN", phone: null } }, listing }),
    );
    expect(markup).toContain("This seller keeps their number private");
    expect(markup).not.toContain("tel:");
    expect(markup).not.toContain("wa.me");
    expect(markup).not.toMatch(/\d{3} \d{3} \d{4}|\+234|234803/);
  });

  it("never lets a hidden number out of the server, and treats no number as private", () => {
    expect(toVendorContact("+2348031234502", "HIDDEN")).toEqual({ visibility: "HIDDEN", phone: null });
    expect(toVendorContact(null, "CALL_AND_WHATSAPP")).toEqual({ visibility: "HIDDEN", phone: null });
    expect(toVendorContact("+2348031234502", "WHATSAPP_ONLY")).toEqual({
      visibility: "WHATSAPP_ONLY",
      phone: "+2348031234502",
    });
    expect(whatsAppHref("+234 803 123 4502", "a&b")).toBe("https://wa.me/2348031234502?text=a%26b");
  });
});
