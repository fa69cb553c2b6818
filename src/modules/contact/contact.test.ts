import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { contactMessages } from "@/modules/contact/contact.schema";
import { buildContactMessageInput } from "../../../tests/factories";
import { execute, uniqueIp } from "../../../tests/setup/graphql";

const SUBMIT = /* GraphQL */ `
  mutation Submit($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      status
      message
      reference
    }
  }
`;

interface Receipt {
  submitContactMessage: { status: boolean; message: string; reference: string } | null;
}

function submit(input: Record<string, unknown>, ip?: string) {
  return execute<Receipt>({ query: SUBMIT, variables: { input }, ip });
}

function storedMessages() {
  return getDb().select().from(contactMessages);
}

async function expectValidationError(input: Record<string, unknown>) {
  const { status, body } = await submit(input);
  expect(status).toBe(200);
  expect(body.data?.submitContactMessage ?? null).toBeNull();
  expect(body.errors).toHaveLength(1);
  const [error] = body.errors!;
  expect(error!.message).toBe("Please check your inputs");
  expect(error!.extensions?.code).toBe("BAD_USER_INPUT");
  expect(await storedMessages()).toHaveLength(0);
  return error!.extensions!.validation!;
}

describe("submitContactMessage", () => {
  beforeEach(async () => {
    await getDb().delete(contactMessages);
  });

  it("stores exactly one normalised row and returns a reference", async () => {
    const { status, body } = await submit(
      buildContactMessageInput({ name: "  Adaeze Okafor  ", email: "  Adaeze.Okafor@Example.COM " }),
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const receipt = body.data!.submitContactMessage!;
    expect(receipt.status).toBe(true);
    expect(receipt.message).toBe("Thank you. We have received your message and will reply within one working day.");
    expect(receipt.reference).toMatch(/^CM-[2-9A-HJ-NP-Z]{6}$/);

    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference: receipt.reference,
      name: "Adaeze Okafor",
      email: "adaeze.okafor@example.com",
      phone: "+2348031234567",
      topic: "ORDER",
      message: "My order from last Tuesday has not arrived in Ikeja yet.",
      status: "NEW",
    });
  });

  it("accepts a missing, null or blank phone and stores null", async () => {
    for (const phone of [undefined, null, "", "   "]) {
      const input = buildContactMessageInput({ phone });
      if (phone === undefined) delete (input as Record<string, unknown>).phone;
      const { body } = await submit(input);
      expect(body.errors, `phone=${JSON.stringify(phone)}`).toBeUndefined();
    }
    const rows = await storedMessages();
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.phone === null)).toBe(true);
  });

  it("gives each submission its own reference", async () => {
    const first = await submit(buildContactMessageInput());
    const second = await submit(buildContactMessageInput());
    expect(first.body.data!.submitContactMessage!.reference).not.toBe(
      second.body.data!.submitContactMessage!.reference,
    );
  });

  it("returns the validation map for an empty form and stores nothing", async () => {
    const validation = await expectValidationError({ name: "", email: "", phone: "", topic: "", message: "" });
    expect(Object.keys(validation).sort()).toEqual(["email", "message", "name", "topic"]);
    // "required" comes first for each field; that is the message the form shows under it.
    expect(validation.name![0]).toBe("Name is required");
    expect(validation.email).toEqual(["Email is required"]);
    expect(validation.topic).toEqual(["Choose a topic"]);
    expect(validation.message![0]).toBe("Message is required");
  });

  it.each([
    ["email", "not-an-email", "Enter a valid email address"],
    ["phone", "+44 7911 123456", "Enter a Nigerian phone number, e.g. 0803 123 4567"],
    ["phone", "0803 ABC 4567", "Enter a Nigerian phone number, e.g. 0803 123 4567"],
    ["topic", "BRIBE", "Choose a topic"],
    ["name", "A", "Name should be at least 2 characters"],
    ["name", "A".repeat(81), "Name should be at most 80 characters"],
    ["message", "Too short", "Message should be at least 10 characters"],
    ["message", "x".repeat(2001), "Message should be at most 2000 characters"],
  ])("rejects %s=%j with %j", async (field, value, message) => {
    const validation = await expectValidationError(buildContactMessageInput({ [field]: value }));
    expect(Object.keys(validation)).toEqual([field]);
    expect(validation[field]).toContain(message);
  });

  // Markup is text: stored as typed, encoded wherever it is shown (tests/abuse/text-encoding.test.ts).
  it.each([
    ["<script>alert(1)</script>"],
    ["<img src=x onerror=alert(1)>"],
    ['Hello <a href="javascript:alert(1)">click</a> there'],
    ["Nice shop </div><iframe src=//evil.example>"],
  ])("stores markup %j in the message exactly as typed", async (html) => {
    const { body } = await submit(buildContactMessageInput({ message: `Please read this: ${html}` }));
    expect(body.errors).toBeUndefined();
    expect((await storedMessages()).map((row) => row.message)).toEqual([`Please read this: ${html}`]);
  });

  it("stores markup in the name exactly as typed", async () => {
    const { body } = await submit(buildContactMessageInput({ name: "<b>Ada</b>" }));
    expect(body.errors).toBeUndefined();
    expect((await storedMessages()).map((row) => row.name)).toEqual(["<b>Ada</b>"]);
  });

  it('accepts "I <3 Lagos" as it is', async () => {
    const { body } = await submit(buildContactMessageInput({ message: "I <3 Lagos and the jollof here" }));
    expect(body.errors).toBeUndefined();
    const rows = await storedMessages();
    expect(rows.map((row) => row.message)).toEqual(["I <3 Lagos and the jollof here"]);
  });

  it("rejects unknown fields in the input object through GraphQL validation", async () => {
    const { status, body } = await submit({ ...buildContactMessageInput(), isAdmin: true });
    // Variable coercion fails before execution: Yoga answers 400 with GraphQL's own message.
    expect(status).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.message).toMatch(/Field "isAdmin" is not defined by type "ContactMessageInput"/);
    expect(await storedMessages()).toHaveLength(0);
  });

  it("rejects an unknown field written inline in the query", async () => {
    const { body } = await execute({
      query: `mutation { submitContactMessage(input: { name: "Ada Obi", email: "ada@example.com", topic: "ORDER", message: "Where is my parcel?", status: "CLOSED" }) { reference } }`,
    });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/Field "status" is not defined by type "ContactMessageInput"/);
    expect(body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(await storedMessages()).toHaveLength(0);
  });

  it("rate limits the 6th submission from one IP within an hour", async () => {
    const ip = uniqueIp();
    for (let i = 1; i <= 5; i += 1) {
      const { body } = await submit(
        buildContactMessageInput({ message: `Submission number ${i} from the same shop.` }),
        ip,
      );
      expect(body.errors, `submission ${i}`).toBeUndefined();
    }
    const { body } = await submit(buildContactMessageInput(), ip);
    expect(body.data?.submitContactMessage ?? null).toBeNull();
    const [error] = body.errors!;
    expect(error!.extensions?.code).toBe("RATE_LIMITED");
    expect(error!.message).toMatch(/^Too many attempts\. Please try again in \d+ (minutes?|seconds)\.$/);
    expect(error!.extensions?.retryAfterSeconds).toBeGreaterThan(55 * 60);
    expect(error!.extensions?.retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
    expect(await storedMessages()).toHaveLength(5);

    // Another address is not affected.
    const other = await submit(buildContactMessageInput());
    expect(other.body.errors).toBeUndefined();
  });
});
