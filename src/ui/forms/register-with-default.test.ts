import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { VendorBusinessForm } from "@/modules/vendors/components/vendor-business-form";
import { VendorPhoneForm } from "@/modules/vendors/components/vendor-phone-form";
import { renderInApp } from "../../../tests/setup/render-in-app";

// The server's HTML of an edit form carries what was saved: before scripts arrive (a slow phone) and without them.
describe("edit forms drawn on the server", () => {
  it("show the saved text, choice of state and CAC number", () => {
    const html = renderInApp(
      createElement(VendorBusinessForm, {
        profile: {
          id: "v1",
          name: "Tunde Bakare Gadgets",
          description: "Phones & laptops <repaired> in Computer Village",
          state: "Lagos",
          city: "Ikeja",
          cacNumber: "RC 1234567",
        },
      }),
    );
    expect(html).toContain('value="Tunde Bakare Gadgets"');
    expect(html).toContain(">Phones &amp; laptops &lt;repaired&gt; in Computer Village</textarea>");
    expect(html).toMatch(/<option value="Lagos" selected="">/);
    expect(html).toContain('value="Ikeja"');
    expect(html).toContain('value="RC 1234567"');
  });

  it("check the saved radio button and no other", () => {
    const html = renderInApp(
      createElement(VendorPhoneForm, {
        profile: { id: "v1", contactPhone: "+2348031234502", contactVisibility: "WHATSAPP_ONLY" },
      } as never),
    );
    expect(html).toContain('value="+234 803 123 4502"');
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toMatch(/checked="" value="WHATSAPP_ONLY"/);
  });
});
