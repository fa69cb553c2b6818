import { describe, expect, it } from "vitest";
import { areaServedText, serviceInput } from "@/modules/listings/offering-editor.inputs";

const base = {
  title: "Tiling of floors and walls",
  categoryId: "0f6c8f3e-1111-4a2b-9c3d-123456789abc",
  price: "₦2,500",
  rate: "HOUR",
  areas: [{ state: "Lagos", city: "Yaba" }],
};

/** The messages by field ("areas.1.city"), as the form shows them. */
function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = serviceInput.safeParse({ ...base, ...input });
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join(".")] ??= issue.message;
  return found;
}

describe("serviceInput", () => {
  it("accepts a minimal service: price in kobo, no availability, no photos", () => {
    expect(serviceInput.parse(base)).toEqual({
      title: "Tiling of floors and walls",
      description: "",
      categoryId: base.categoryId,
      priceFromKobo: 250_000,
      rate: "HOUR",
      areas: [{ state: "Lagos", city: "Yaba" }],
      availability: {},
      imageIds: [],
    });
  });

  it("titles of 1 and 121 characters are refused; 2 and 120 pass; markup and emoji are kept as text", () => {
    expect(errorsOf({ title: "A" }).title).toBe("Title should be at least 2 characters");
    expect(errorsOf({ title: "x".repeat(121) }).title).toBe("Title should be at most 120 characters");
    expect(errorsOf({ title: "AC" })).toEqual({});
    expect(errorsOf({ title: "x".repeat(120) })).toEqual({});
    expect(serviceInput.parse({ ...base, title: "<script>alert(1)</script> 🔧 fixes" }).title).toBe(
      "<script>alert(1)</script> 🔧 fixes",
    );
    expect(errorsOf({ description: "d".repeat(5_001) }).description).toBe(
      "Description should be at most 5,000 characters",
    );
  });

  it("prices follow the listings' rules, Arabic-Indic digits included", () => {
    expect(errorsOf({ price: "0" }).price).toBe("The price must be more than ₦0");
    expect(errorsOf({ price: "₦100,000,000.01" }).price).toBe("The price must be at most ₦100,000,000");
    expect(errorsOf({ price: "12.345" }).price).toBe("A price has at most two decimals (kobo)");
    expect(errorsOf({ price: "abc" }).price).toBe("Enter the price in naira, e.g. ₦1,234.50");
    expect(serviceInput.parse({ ...base, price: "١٥٠٠٠" }).priceFromKobo).toBe(1_500_000);
  });

  it("a rate from the list, a sub-category id", () => {
    expect(errorsOf({ rate: "MONTH" }).rate).toBe("Choose how the price is counted: per job, per hour, per day…");
    expect(errorsOf({ categoryId: "plumbing" }).categoryId).toBe("Choose a kind of service from the list");
  });

  it("1 to 20 areas, each a real state and a city, no place twice", () => {
    expect(errorsOf({ areas: [] }).areas).toBe("Add at least one state and city you work in");
    expect(
      errorsOf({ areas: Array.from({ length: 21 }, (_, i) => ({ state: "Lagos", city: `Town ${i}` })) }).areas,
    ).toBe("Add at most 20 places");
    expect(errorsOf({ areas: [{ state: "Wakanda", city: "Ikeja" }] })["areas.0.state"]).toBe("Choose a state");
    expect(errorsOf({ areas: [{ state: "Lagos", city: "" }] })["areas.0.city"]).toBe("City is required");
    expect(
      errorsOf({
        areas: [
          { state: "Lagos", city: "Yaba" },
          { state: "lagos", city: "yaba" },
        ],
      })["areas.1.city"],
    ).toBe("This place is already in the list");
    expect(serviceInput.parse({ ...base, areas: [{ state: "abuja", city: "Wuse" }] }).areas).toEqual([
      { state: "FCT Abuja", city: "Wuse" },
    ]);
  });

  it("availability: real weekdays, HH:MM times, opening before closing, both times or neither, a short note", () => {
    expect(errorsOf({ availability: { days: ["funday"] } })["availability.days.0"]).toBe(
      "Choose days from Monday to Sunday",
    );
    expect(errorsOf({ availability: { from: "25:00", to: "26:00" } })["availability.from"]).toBe(
      "Enter a time like 08:00",
    );
    expect(errorsOf({ availability: { from: "18:00", to: "08:00" } })["availability.to"]).toBe(
      "The closing time must be after the opening time",
    );
    expect(errorsOf({ availability: { from: "08:00" } })["availability.to"]).toBe("Enter both times, or neither");
    expect(errorsOf({ availability: { note: "n".repeat(201) } })["availability.note"]).toBe(
      "Availability note should be at most 200 characters",
    );
    expect(
      serviceInput.parse({
        ...base,
        availability: { days: ["sun", "mon", "mon"], from: "7:30", to: "17:00", note: "" },
      }).availability,
    ).toEqual({ days: ["mon", "sun"], from: "07:30", to: "17:00" });
  });

  it("at most 8 photos, each an id; duplicates collapse", () => {
    const id = "0f6c8f3e-2222-4a2b-9c3d-123456789abc";
    expect(
      errorsOf({ imageIds: Array.from({ length: 9 }, (_, i) => id.replace("2222", `${2220 + i}`)) }).imageIds,
    ).toBe("Add at most 8 photos");
    expect(errorsOf({ imageIds: ["x"] })["imageIds.0"]).toBe("A photo could not be found. Upload it again.");
    expect(serviceInput.parse({ ...base, imageIds: [id, id] }).imageIds).toEqual([id]);
  });

  it("reads the areas as a person would", () => {
    expect(areaServedText([{ state: "Lagos", city: "Ikeja" }])).toBe("Ikeja");
    expect(
      areaServedText([
        { state: "Lagos", city: "Ikeja" },
        { state: "Lagos", city: "Yaba" },
        { state: "Oyo", city: "Ibadan" },
      ]),
    ).toBe("Ikeja, Yaba and Ibadan");
  });
});
