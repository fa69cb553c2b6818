import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ServiceCard as ServiceCardData } from "@/modules/listings/listings.types";
import { availabilityText, ServiceCard } from "@/modules/market/components/offering-card";

const service: ServiceCardData = {
  id: "s1",
  slug: "burst-pipe-repair-x1",
  title: "Burst pipe repair <b>fast</b>",
  description: "Same day.",
  priceFromKobo: 1_500_000,
  rate: "JOB",
  areaServed: "Kubwa and Suleja",
  state: "FCT Abuja",
  city: "Kubwa",
  areas: [
    { state: "FCT Abuja", city: "Kubwa" },
    { state: "Niger", city: "Suleja" },
  ],
  availability: {
    days: ["mon", "tue", "wed", "thu", "fri", "sat"],
    from: "08:00",
    to: "18:00",
    note: "Emergencies any time",
  },
  photos: [
    {
      id: "p1",
      sources: [{ width: 320, url: "/media/p1/320.webp" }],
      width: 640,
      height: 480,
      placeholder: "#888888",
      alt: "",
    },
  ],
  vendorId: "v1",
  categoryId: "c1",
};

describe("the public service card", () => {
  it("shows the other areas, the hours and the photos of past work; markup stays text", () => {
    const html = renderToStaticMarkup(createElement(ServiceCard, { service }));
    expect(html).toContain("Area served: Kubwa, FCT Abuja");
    expect(html).toContain("Also serves: Suleja, Niger");
    expect(html).toContain("Available: Mon–Sat, 08:00–18:00 (Emergencies any time)");
    expect(html).toContain('alt="Burst pipe repair &lt;b&gt;fast&lt;/b&gt;: past work, photo 1"');
    expect(html).not.toContain("<b>fast</b>");
  });

  it("says nothing it does not know", () => {
    const html = renderToStaticMarkup(
      createElement(ServiceCard, { service: { ...service, areas: [service.areas[0]!], availability: {}, photos: [] } }),
    );
    expect(html).not.toContain("Also serves");
    expect(html).not.toContain("Available:");
  });

  it("reads days as runs", () => {
    expect(availabilityText({ days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] })).toBe("Every day");
    expect(availabilityText({ days: ["mon", "wed", "fri"], from: "09:00", to: "17:00" })).toBe(
      "Mon, Wed, Fri, 09:00–17:00",
    );
    expect(availabilityText({ days: ["sat", "sun"] })).toBe("Sat, Sun");
    expect(availabilityText({ note: "Call first" })).toBe("(Call first)");
    expect(availabilityText({})).toBeNull();
  });
});
