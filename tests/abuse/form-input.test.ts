/**
 * Hostile and unusual input through the public form mutations: oversized strings, unicode, control characters and
 * wrong types. Every rejection must be a clear message, and nothing may be stored.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { contactMessages } from "@/modules/contact/contact.schema";
import { partnerApplications } from "@/modules/partners/partners.schema";
import { buildContactMessageInput, buildPartnerApplicationInput } from "../factories";
import { execute } from "../setup/graphql";

const CONTACT = "mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { reference } }";
const PARTNER = "mutation($input: PartnerApplicationInput!) { submitPartnerApplication(input: $input) { reference } }";

const huge = "x".repeat(10_000);

async function storedCount() {
  const [contact, partner] = await Promise.all([
    getDb().select().from(contactMessages),
    getDb().select().from(partnerApplications),
  ]);
  return contact.length + partner.length;
}

async function expectValidation(query: string, input: unknown): Promise<Record<string, string[]>> {
  const { status, body } = await execute({ query, variables: { input } });
  expect(status).toBe(200);
  expect(body.errors).toHaveLength(1);
  expect(body.errors![0]!.message).toBe("Please check your inputs");
  expect(await storedCount()).toBe(0);
  return body.errors![0]!.extensions!.validation!;
}

async function expectGraphQLRejection(query: string, variables: Record<string, unknown>): Promise<string> {
  const { status, body } = await execute({ query, variables });
  expect(status).toBe(400);
  expect(body.data ?? null).toBeNull();
  expect(body.errors).toHaveLength(1);
  expect(await storedCount()).toBe(0);
  return body.errors![0]!.message;
}

beforeEach(async () => {
  await getDb().delete(contactMessages);
  await getDb().delete(partnerApplications);
});

describe("oversized strings (10,000 characters)", () => {
  it.each([
    ["name", "Name should be at most 80 characters"],
    ["email", "Email should be at most 254 characters"],
    ["phone", "Enter a Nigerian phone number, e.g. 0803 123 4567"],
    ["message", "Message should be at most 2000 characters"],
  ])("contact %s", async (field, message) => {
    const validation = await expectValidation(CONTACT, buildContactMessageInput({ [field]: huge }));
    expect(validation[field]).toContain(message);
  });

  it("contact topic", async () => {
    const validation = await expectValidation(CONTACT, buildContactMessageInput({ topic: huge }));
    expect(validation.topic).toEqual(["Choose a topic"]);
  });

  it.each([
    ["fullName", "Full name should be at most 80 characters"],
    ["city", "City or area should be at most 60 characters"],
    ["detail", "This field should be at most 80 characters"],
    ["about", "About you should be at most 1000 characters"],
    ["state", "Choose your state"],
  ])("partner %s", async (field, message) => {
    const validation = await expectValidation(PARTNER, buildPartnerApplicationInput("STORE", { [field]: huge }));
    expect(validation[field]).toContain(message);
  });

  it("every field oversized at once gives one message list per field", async () => {
    const validation = await expectValidation(CONTACT, {
      name: huge,
      email: huge,
      phone: huge,
      topic: huge,
      message: huge,
    });
    expect(Object.keys(validation).sort()).toEqual(["email", "message", "name", "phone", "topic"]);
  });

  it("accepts exactly the maximum lengths", async () => {
    const { body } = await execute({
      query: CONTACT,
      variables: { input: buildContactMessageInput({ name: "N".repeat(80), message: "m".repeat(2000) }) },
    });
    expect(body.errors).toBeUndefined();
    const [row] = await getDb().select().from(contactMessages);
    expect(row!.name).toHaveLength(80);
    expect(row!.message).toHaveLength(2000);
  });
});

describe("unicode", () => {
  it("stores names and messages in Nigerian languages and emoji exactly", async () => {
    const input = buildContactMessageInput({
      name: "Ọláolúwa Ìbùkún-Ẹ̀gbẹ́",
      message: "Ẹ kú àárọ̀! Mo fẹ́ ra ìrẹsì 🍚🙏🏾 — Nnọọ, ana m achọ ngwa ahịa. ₦5,000 abeg 👍🏽",
    });
    const { body } = await execute({ query: CONTACT, variables: { input } });
    expect(body.errors).toBeUndefined();
    const [row] = await getDb().select().from(contactMessages);
    expect(row!.name).toBe(input.name);
    expect(row!.message).toBe(input.message);
  });

  it("measures length in characters (code points), not UTF-16 units", async () => {
    // Nine emoji are 18 UTF-16 units but 9 characters: still under the 10-character minimum.
    const validation = await expectValidation(CONTACT, buildContactMessageInput({ message: "😀".repeat(9) }));
    expect(validation.message).toEqual(["Message should be at least 10 characters"]);
    const { body } = await execute({
      query: CONTACT,
      variables: { input: buildContactMessageInput({ message: "😀".repeat(10) }) },
    });
    expect(body.errors).toBeUndefined();
  });

  it("accepts Arabic-Indic digits in the phone and stores ASCII E.164", async () => {
    const { body } = await execute({
      query: PARTNER,
      variables: { input: buildPartnerApplicationInput("COURIER", { phone: "٠٨٠٣١٢٣٤٥٦٧" }) },
    });
    expect(body.errors).toBeUndefined();
    const [row] = await getDb().select().from(partnerApplications);
    expect(row!.phone).toBe("+2348031234567");
  });

  it("a lone surrogate is stored as the replacement character, not a server error", async () => {
    const { body } = await execute({
      query: CONTACT,
      variables: { input: buildContactMessageInput({ message: "Broken emoji here \uD83D end" }) },
    });
    expect(body.errors).toBeUndefined();
    // The database stores valid UTF-8 only: the half emoji arrives as the replacement character.
    const [row] = await getDb().select().from(contactMessages);
    expect(row!.message.isWellFormed()).toBe(true);
    expect(row!.message).toBe("Broken emoji here \uFFFD end");
  });

  it("a look-alike email (full-width @) is not a valid address", async () => {
    const validation = await expectValidation(CONTACT, buildContactMessageInput({ email: "ada＠example.com" }));
    expect(validation.email).toEqual(["Enter a valid email address"]);
  });
});

describe("null bytes and control characters", () => {
  it.each([
    ["name", "Ada\u0000Obi", "Name contains characters we cannot accept"],
    ["message", "Hello there\u0000; drop table users", "Message contains characters we cannot accept"],
    ["message", "Ring the bell\u0007 please, thanks", "Message contains characters we cannot accept"],
    ["message", "Escape \u001b[31mred\u001b[0m text here", "Message contains characters we cannot accept"],
    ["message", "Delete\u007f character inside", "Message contains characters we cannot accept"],
    ["email", "ada\u0000@example.com", "Email contains characters we cannot accept"],
    ["phone", "0803\u00001234567", "Phone contains characters we cannot accept"],
    ["topic", "ORDER\u0000", "Topic contains characters we cannot accept"],
  ])("contact %s %j is rejected", async (field, value, message) => {
    const validation = await expectValidation(CONTACT, buildContactMessageInput({ [field]: value }));
    expect(validation[field]).toContain(message);
  });

  it.each([
    ["fullName", "Chinedu\u0000Eze", "Full name contains characters we cannot accept"],
    ["city", "Ya\u000bba", "City contains characters we cannot accept"],
    ["detail", "Store\u0000Name", "Detail contains characters we cannot accept"],
    ["about", "About\u0001me", "About contains characters we cannot accept"],
    ["state", "Lagos\u0000", "State contains characters we cannot accept"],
  ])("partner %s %j is rejected", async (field, value, message) => {
    const validation = await expectValidation(PARTNER, buildPartnerApplicationInput("STORE", { [field]: value }));
    expect(validation[field]).toContain(message);
  });

  it("keeps new lines and tabs in a message", async () => {
    const message = "Line one\nLine two\r\n\tIndented line";
    const { body } = await execute({ query: CONTACT, variables: { input: buildContactMessageInput({ message }) } });
    expect(body.errors).toBeUndefined();
    expect((await getDb().select().from(contactMessages))[0]!.message).toBe(message);
  });
});

describe("wrong types", () => {
  it.each([
    [
      { name: 42 },
      'Variable "$input" got an invalid value at "input.name"; String cannot represent a non string value.',
    ],
    [
      { email: true },
      'Variable "$input" got an invalid value at "input.email"; String cannot represent a non string value.',
    ],
    [
      { message: { text: "hi" } },
      'Variable "$input" got an invalid value at "input.message"; String cannot represent a non string value.',
    ],
    [
      { topic: null },
      'Variable "$input" got an invalid value at "input.topic"; Expected non-nullable type "String!" not to be null.',
    ],
  ])("contact %j gets GraphQL's message naming the field, never the value (issue #13)", async (override, expected) => {
    const message = await expectGraphQLRejection(CONTACT, { input: buildContactMessageInput(override) });
    expect(message).toBe(expected);
  });

  it("a list where a string belongs is rejected", async () => {
    const message = await expectGraphQLRejection(CONTACT, {
      input: buildContactMessageInput({ name: ["Ada", "Obi"] }),
    });
    expect(message).toMatch(/at "input\.name"; String cannot represent a non string value/);
  });

  it("a string where the input object belongs is rejected", async () => {
    const message = await expectGraphQLRejection(CONTACT, { input: "name=Ada&email=a@b.ng" });
    expect(message).toBe(
      'Variable "$input" got an invalid value; Expected type "ContactMessageInput" to be an object.',
    );
  });

  it("a missing input is rejected", async () => {
    const message = await expectGraphQLRejection(PARTNER, {});
    expect(message).toMatch(/Variable "\$input" of required type "PartnerApplicationInput!" was not provided/);
  });

  it("a number where the partner kind belongs is rejected", async () => {
    const message = await expectGraphQLRejection(PARTNER, {
      input: buildPartnerApplicationInput("COURIER", { kind: 1 }),
    });
    expect(message).toBe(
      'Variable "$input" got an invalid value at "input.kind"; String cannot represent a non string value.',
    );
  });
});
