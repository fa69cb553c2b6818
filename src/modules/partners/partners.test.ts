import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { nigerianStates } from "@/lib/nigeria";
import { partnerDetail, partnerKinds, type PartnerKind } from "@/modules/partners/partners.inputs";
import { partnerApplications } from "@/modules/partners/partners.schema";
import { buildPartnerApplicationInput } from "../../../tests/factories";
import { execute, uniqueIp } from "../../../tests/setup/graphql";

const SUBMIT = /* GraphQL */ `
  mutation Apply($input: PartnerApplicationInput!) {
    submitPartnerApplication(input: $input) {
      status
      message
      reference
    }
  }
`;

interface Receipt {
  submitPartnerApplication: { status: boolean; message: string; reference: string } | null;
}

function submit(input: Record<string, unknown>, ip?: string) {
  return execute<Receipt>({ query: SUBMIT, variables: { input }, ip });
}

function storedApplications() {
  return getDb().select().from(partnerApplications);
}

async function expectValidationError(input: Record<string, unknown>) {
  const { status, body } = await submit(input);
  expect(status).toBe(200);
  expect(body.data?.submitPartnerApplication ?? null).toBeNull();
  expect(body.errors).toHaveLength(1);
  const [error] = body.errors!;
  expect(error!.message).toBe("Please check your inputs");
  expect(error!.extensions?.code).toBe("BAD_USER_INPUT");
  expect(await storedApplications()).toHaveLength(0);
  return error!.extensions!.validation!;
}

const referencePrefix: Record<PartnerKind, string> = { COURIER: "CR", STORE: "ST", ARTISAN: "AR" };

describe("submitPartnerApplication", () => {
  beforeEach(async () => {
    await getDb().delete(partnerApplications);
  });

  it.each(partnerKinds)("stores one normalised %s application and returns its reference", async (kind) => {
    const input = buildPartnerApplicationInput(kind, { fullName: "  Chinedu Eze ", city: " Yaba " });
    const { status, body } = await submit(input);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const receipt = body.data!.submitPartnerApplication!;
    expect(receipt.status).toBe(true);
    expect(receipt.message).toBe("Application received. Our partner team will call you within three working days.");
    expect(receipt.reference).toMatch(new RegExp(`^${referencePrefix[kind]}-[2-9A-HJ-NP-Z]{6}$`));

    const rows = await storedApplications();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference: receipt.reference,
      kind,
      fullName: "Chinedu Eze",
      phone: "+2348031234567",
      email: "chinedu.eze@example.ng",
      state: "Lagos",
      city: "Yaba",
      detail: input.detail,
      about: "Five years delivering around Lagos mainland.",
      status: "PENDING",
    });
  });

  it("stores null for omitted optional fields", async () => {
    const { body } = await submit(buildPartnerApplicationInput("STORE", { email: null, about: "" }));
    expect(body.errors).toBeUndefined();
    const [row] = await storedApplications();
    expect(row!.email).toBeNull();
    expect(row!.about).toBeNull();
  });

  it("accepts every state and the FCT", async () => {
    expect(nigerianStates).toHaveLength(37);
    expect(nigerianStates).toContain("FCT Abuja");
    // execute() sends each request from a fresh address, so the 5-per-hour limit does not interfere.
    for (const state of nigerianStates) {
      const { body } = await submit(buildPartnerApplicationInput("STORE", { state }));
      expect(body.errors, state).toBeUndefined();
    }
    const stored = await storedApplications();
    expect(stored.map((row) => row.state).sort()).toEqual([...nigerianStates].sort());
  }, 60_000);

  it("returns the validation map for an empty form and stores nothing", async () => {
    const validation = await expectValidationError({
      kind: "COURIER",
      fullName: "",
      phone: "",
      email: "",
      state: "",
      city: "",
      detail: "",
      about: "",
    });
    expect(Object.keys(validation).sort()).toEqual(["city", "detail", "fullName", "phone", "state"]);
    expect(validation.fullName![0]).toBe("Full name is required");
    expect(validation.phone![0]).toBe("Phone number is required");
    expect(validation.state).toEqual(["Choose your state"]);
    expect(validation.city![0]).toBe("City or area is required");
    expect(validation.detail![0]).toBe("This field is required");
  });

  it.each([
    ["kind", "LANDLORD", "Choose what you are applying as"],
    ["state", "London", "Choose your state"],
    ["state", "lagos", "Choose your state"],
    ["phone", "+44 7911 123456", "Enter a Nigerian phone number, e.g. 0803 123 4567"],
    ["email", "chinedu@", "Enter a valid email address"],
    ["fullName", "C", "Full name should be at least 2 characters"],
    ["city", "x".repeat(61), "City or area should be at most 60 characters"],
    ["about", "x".repeat(1001), "About you should be at most 1000 characters"],
  ])("rejects %s=%j with %j", async (field, value, message) => {
    const validation = await expectValidationError(buildPartnerApplicationInput("COURIER", { [field]: value }));
    expect(validation[field]).toContain(message);
  });

  describe("detail", () => {
    it.each([
      ["COURIER", "Helicopter", "Choose one: how do you deliver?"],
      ["ARTISAN", "Astronaut", "Choose one: your trade"],
      ["COURIER", "Tailoring and fashion design", "Choose one: how do you deliver?"],
      ["ARTISAN", "Motorcycle (okada)", "Choose one: your trade"],
    ] as const)("must be one of the %s options (%j rejected)", async (kind, detail, message) => {
      const validation = await expectValidationError(buildPartnerApplicationInput(kind, { detail }));
      expect(validation).toEqual({ detail: [message] });
    });

    it.each(["COURIER", "ARTISAN"] as const)("accepts every %s option", async (kind) => {
      for (const option of partnerDetail[kind].options!) {
        const { body } = await submit(buildPartnerApplicationInput(kind, { detail: option }));
        expect(body.errors, option).toBeUndefined();
      }
      expect(await storedApplications()).toHaveLength(partnerDetail[kind].options!.length);
    });

    it("is free text (a store name) for STORE", async () => {
      const { body } = await submit(buildPartnerApplicationInput("STORE", { detail: "Iya Bisi & Sons Provisions" }));
      expect(body.errors).toBeUndefined();
      expect((await storedApplications())[0]!.detail).toBe("Iya Bisi & Sons Provisions");
    });

    it("is plain text for STORE: markup is kept as typed", async () => {
      const { body } = await submit(buildPartnerApplicationInput("STORE", { detail: "<b>Best</b> Store" }));
      expect(body.errors).toBeUndefined();
      expect((await storedApplications())[0]!.detail).toBe("<b>Best</b> Store");
    });
  });

  // Markup is text: stored as typed, encoded wherever it is shown (tests/abuse/text-encoding.test.ts).
  it.each([["<script>alert(1)</script>"], ["<img src=x onerror=alert(1)>"]])(
    "stores markup %j in free text exactly as typed",
    async (html) => {
      const { body } = await submit(
        buildPartnerApplicationInput("ARTISAN", { about: `About me ${html}`, city: `Ikeja ${html}` }),
      );
      expect(body.errors).toBeUndefined();
      expect(await storedApplications()).toMatchObject([{ about: `About me ${html}`, city: `Ikeja ${html}` }]);
    },
  );

  it('accepts "I <3 Lagos"', async () => {
    const { body } = await submit(buildPartnerApplicationInput("COURIER", { about: "I <3 Lagos traffic, honestly" }));
    expect(body.errors).toBeUndefined();
    expect((await storedApplications())[0]!.about).toBe("I <3 Lagos traffic, honestly");
  });

  it("rejects unknown fields through GraphQL validation", async () => {
    const { status, body } = await submit({ ...buildPartnerApplicationInput("COURIER"), status: "APPROVED" });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Field "status" is not defined by type "PartnerApplicationInput"/);
    expect(await storedApplications()).toHaveLength(0);
  });

  it("rejects a missing required field through GraphQL validation", async () => {
    const input: Record<string, unknown> = buildPartnerApplicationInput("COURIER");
    delete input.phone;
    const { status, body } = await submit(input);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Field "phone" of required type "String!" was not provided/);
    expect(await storedApplications()).toHaveLength(0);
  });

  it("rate limits the 6th application from one IP within an hour", async () => {
    const ip = uniqueIp();
    for (const kind of ["COURIER", "STORE", "ARTISAN", "COURIER", "STORE"] as const) {
      const { body } = await submit(buildPartnerApplicationInput(kind), ip);
      expect(body.errors).toBeUndefined();
    }
    const { body } = await submit(buildPartnerApplicationInput("ARTISAN"), ip);
    expect(body.data?.submitPartnerApplication ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect(body.errors?.[0]?.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(await storedApplications()).toHaveLength(5);
  });
});
