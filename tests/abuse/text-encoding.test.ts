/**
 * Abuse: markup and other hostile text in the fields people type. Text is stored exactly as typed (there is no
 * blocklist to walk past), and each place that shows it encodes it for that place: pages escape it as HTML text,
 * JSON inside a script escapes what could close the script, e-mails and SMS carry it as plain text with one-line
 * subjects. There is no CSV export yet (the seller workspace will add one, with formula neutralisation).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { env } from "@/lib/env";
import { sellerLabel } from "@/lib/money";
import { clearShortCaches } from "@/lib/short-cache";
import { contactMessages } from "@/modules/contact/contact.schema";
import { codeMessage } from "@/modules/identity/code-messages";
import { users } from "@/modules/identity/identity.schema";
import { outboxMessages } from "@/modules/notifications/notifications.schema";
import { deliverDueMessages, enqueueMessage } from "@/modules/notifications/notifications.service";
import { createTermiiTransport } from "@/modules/notifications/transports/termii.transport";
import { partnerApplications } from "@/modules/partners/partners.schema";
import { evaluatePriceAlerts } from "@/modules/pricedesk/price-alert.service";
import { HeldReportList } from "@/modules/pricedesk/components/held-report-list";
import { listHeldReports } from "@/modules/pricedesk/price-moderation.service";
import { vendors } from "@/modules/vendors/vendors.schema";
import { AccountSummary } from "@/modules/account/components/account-summary";
import ProductsPage from "@/app/(public)/market/product/page";
import ProductPage from "@/app/(public)/market/product/[slug]/page";
import CategoryPage from "@/app/(public)/market/product/category/[slug]/page";
import StorePage from "@/app/(public)/market/store/[slug]/page";
import { renderInApp } from "../setup/render-in-app";
import {
  buildContactMessageInput,
  buildPartnerApplicationInput,
  createCategory,
  createPriceAlert,
  createPriceItem,
  createPriceReports,
  createProduct,
  createStore,
  createVendor,
  moderatorActor,
  userActor,
} from "../factories";
import { callAuth, createAccount, outboxFor, registerInput, settleOutbox, uniquePhone } from "../factories/accounts";
import { execute } from "../setup/graphql";

/** Reads the moderation queue as a moderator would; who they are does not matter to the queue. */
const queueReader = moderatorActor(randomUUID());
// Pages spend searches from the client address's budget; rendered here outside a request, the address is the test's.
vi.mock("@/lib/page-requester", () => ({
  publicPageRequester: async () => ({ actor: { kind: "signed-out" }, ip: "198.18.0.1" }),
}));

// The account page asks next-auth for the session; here it is the account the test names.
const session = vi.hoisted(() => ({ userId: "" }));
vi.mock("@/modules/identity/session", () => ({
  currentSession: async () => ({
    accessToken: "test",
    user: { id: session.userId, name: "", email: null, phone: null, kind: "BUYER" },
  }),
  requireSession: async () => ({
    accessToken: "test",
    user: { id: session.userId, name: "", email: null, phone: null, kind: "BUYER" },
  }),
}));

const HOSTILE = [
  "<svg/onload=alert(1)>",
  "<img/src=x/onerror=alert(1)>",
  '"><script>alert(1)</script>',
  "</script><script>alert(1)</script>",
  "javascript:alert(1)",
  "{{7*7}}",
  "'; DROP TABLE users; --",
  "🙏🏾 Ìyá Ọlọ́jà 🇳🇬",
  "٠١٢",
  "Ada\r\nBcc: evil@example.com",
  "Ada\u2028Obi & Sons",
] as const;

/**
 * Names are one line (issue #23, item 7: a name reaches e-mails and SMS, where a line break let its owner write lines
 * of their own into Oja's message): the hostile values a name field takes as typed; the others it refuses.
 */
const ONE_LINE = HOSTILE.filter((value) => !/[\r\n\u0085\u2028\u2029]/.test(value));
const MULTI_LINE = HOSTILE.filter((value) => !ONE_LINE.includes(value));

/** How React writes text into HTML: the only encoding a page may apply. */
function htmlText(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const htmlEntity = /&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i;

/** The value appears as encoded text, never as markup, and no character of it was broken. */
function expectShownAsText(markup: string, value: string): void {
  expect(markup).toContain(htmlText(value));
  if (/[<>"&]/.test(value)) expect(markup).not.toContain(value);
  expect(markup).not.toContain("<svg/onload");
  expect(markup).not.toContain("<img/src=x");
  expect(markup).not.toContain("<script>alert");
  // A server action rendered outside Next's build (as here) gets React's own placeholder, a constant; Next renders
  // the real post. Any other javascript: address would have come from data.
  expect(markup.replaceAll(REACT_ACTION_PLACEHOLDER, 'action=""')).not.toMatch(/(?:href|src|action)="\s*javascript:/i);
  expect(markup).not.toMatch(loneSurrogate);
}

const REACT_ACTION_PLACEHOLDER = `action="javascript:throw new Error(&#x27;React form unexpectedly submitted.&#x27;)"`;

/** Every script element's content, which must be whole JSON with nothing that could end the element. */
function jsonScripts(markup: string): unknown[] {
  expect(markup.match(/<script/g)?.length ?? 0).toBe(markup.match(/<\/script>/g)?.length ?? 0);
  return [...markup.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json = ""]) => {
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    return JSON.parse(json) as unknown;
  });
}

const slug = (value: string) => ({ params: Promise.resolve({ slug: value }), searchParams: Promise.resolve({}) });

// The messages queued here without background delivery are sent now, so the outbox is quiet when the database closes.
afterAll(async () => {
  await deliverDueMessages({ limit: 500 });
  await settleOutbox();
});

describe("stored exactly as typed, through the GraphQL endpoint", () => {
  it.each(ONE_LINE)("sign-up names %j: stored, returned, and the code e-mail and SMS are untouched", async (value) => {
    for (const username of [registerInput().username, uniquePhone().local]) {
      const input = registerInput({
        username,
        first_name: value,
        last_name: value,
        kind: "SELLER",
        business_name: value,
        state: "Lagos",
      });
      const { payload, errors } = await callAuth("register", { input });
      expect(errors).toBeUndefined();
      expect(payload).toMatchObject({ status: true, data: { user: { first_name: value } } });

      const userId = payload!.data!.user!.id;
      const [user] = await getDb().select().from(users).where(eq(users.id, userId));
      expect(user).toMatchObject({ firstName: value, lastName: value });
      const [vendor] = await getDb().select().from(vendors).where(eq(vendors.ownerId, userId));
      expect(vendor?.displayName).toBe(value);

      // The one-time-code message carries no name: its words are exactly the template's, with the code whole.
      const recipient = user!.email ?? user!.phone!;
      const [message, ...others] = await outboxFor(recipient, "VERIFY_ACCOUNT");
      expect(others).toHaveLength(0);
      const code = message!.body!.match(/\b(\d{6})\b/)![1]!;
      const words = codeMessage("VERIFY_ACCOUNT", code, env().APP_URL);
      expect(message).toMatchObject({
        channel: user!.email ? "EMAIL" : "SMS",
        subject: words.subject,
        body: user!.email ? words.text : words.sms,
        html: null,
      });
    }
  });

  it.each(ONE_LINE)("a contact message %j is stored as typed", async (value) => {
    const { body } = await execute({
      query: "mutation Submit($input: ContactMessageInput!) { submitContactMessage(input: $input) { reference } }",
      variables: { input: buildContactMessageInput({ name: value, message: `Please read this: ${value}` }) },
    });
    expect(body.errors).toBeUndefined();
    const reference = (body.data as { submitContactMessage: { reference: string } }).submitContactMessage.reference;
    const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.reference, reference));
    expect(row).toMatchObject({ name: value, message: `Please read this: ${value}` });
  });

  it.each(ONE_LINE)("a partner application %j is stored as typed", async (value) => {
    const { body } = await execute({
      query:
        "mutation Apply($input: PartnerApplicationInput!) { submitPartnerApplication(input: $input) { reference } }",
      variables: {
        input: buildPartnerApplicationInput("STORE", { fullName: value, city: value, detail: value, about: value }),
      },
    });
    expect(body.errors).toBeUndefined();
    const reference = (body.data as { submitPartnerApplication: { reference: string } }).submitPartnerApplication
      .reference;
    const [row] = await getDb().select().from(partnerApplications).where(eq(partnerApplications.reference, reference));
    expect(row).toMatchObject({ fullName: value, city: value, detail: value, about: value });
  });
});

describe("names with line breaks are refused, and change nothing", () => {
  it.each(MULTI_LINE)("%j as a sign-up name, a contact name or a partner's name", async (value) => {
    const signUp = await callAuth("register", {
      input: registerInput({ username: registerInput().username, first_name: value }),
    });
    expect(JSON.stringify(signUp)).toContain("First name should be on one line");
    const contact = await execute({
      query: "mutation Submit($input: ContactMessageInput!) { submitContactMessage(input: $input) { reference } }",
      variables: { input: buildContactMessageInput({ name: value }) },
    });
    expect(contact.body.errors?.[0]?.extensions?.validation).toMatchObject({ name: ["Name should be on one line"] });
    const partner = await execute({
      query:
        "mutation Apply($input: PartnerApplicationInput!) { submitPartnerApplication(input: $input) { reference } }",
      variables: { input: buildPartnerApplicationInput("STORE", { fullName: value }) },
    });
    expect(partner.body.errors?.[0]?.extensions?.validation).toMatchObject({
      fullName: ["Full name should be on one line"],
    });
  });
});

describe("pages encode it", () => {
  const listed: { value: string; productSlug: string; vendorSlug: string }[] = [];
  let categorySlug = "";

  beforeAll(async () => {
    clearShortCaches();
    const main = await createCategory({ name: "Hostile text" });
    const sub = await createCategory({ name: "Hostile listings", parentId: main.id });
    categorySlug = sub.slug;
    for (const value of HOSTILE) {
      const vendor = await createVendor({ displayName: value, city: "Ikeja", state: "Lagos" });
      await createStore({ vendorId: vendor.id, name: value, address: value, landmark: value });
      const product = await createProduct({
        vendorId: vendor.id,
        categoryId: sub.id,
        title: value,
        description: value,
      });
      listed.push({ value, productSlug: product.slug, vendorSlug: vendor.slug });
    }
  });

  it("the product page shows the title, description and seller as text, and its JSON-LD stays one whole script", async () => {
    for (const { value, productSlug } of listed) {
      const markup = renderToStaticMarkup(await ProductPage(slug(productSlug)));
      expectShownAsText(markup, value);
      const [ld] = jsonScripts(markup) as { name: string; description: string; offers: { seller: { name: string } } }[];
      expect(ld).toMatchObject({ name: value, description: value, offers: { seller: { name: sellerLabel(value) } } });
    }
  });

  it("the store page shows the seller's name, initial and shops as text", async () => {
    for (const { value, vendorSlug } of listed) {
      const markup = renderToStaticMarkup(await StorePage(slug(vendorSlug)));
      expectShownAsText(markup, value);
    }
    const emoji = listed.find(({ value }) => value.startsWith("🙏🏾"))!;
    // The round badge shows the first character a person sees, never half of an emoji.
    expect(renderToStaticMarkup(await StorePage(slug(emoji.vendorSlug)))).toMatch(/rounded-full[^>]*>🙏🏾<\/span>/);
    expect(renderToStaticMarkup(await ProductPage(slug(emoji.productSlug)))).toMatch(/rounded-full[^>]*>🙏🏾<\/span>/);
  });

  it("product cards in a category list every title as text", async () => {
    const markup = renderToStaticMarkup(await CategoryPage(slug(categorySlug)));
    for (const { value } of listed) expectShownAsText(markup, value);
  });

  it.each(HOSTILE)("a search for %j is echoed as text", async (value) => {
    const markup = renderToStaticMarkup(await ProductsPage({ searchParams: Promise.resolve({ q: value }) }));
    expectShownAsText(markup, value);
  });

  it("the account page greets the person by the name they typed, as text", async () => {
    for (const value of HOSTILE) {
      const { user } = await createAccount({ firstName: value });
      session.userId = user.id;
      // The page (/account and /dashboard/users/profile alike) is this async server component.
      expectShownAsText(renderInApp((await AccountSummary({ actor: userActor(user.id) }))!), value);
    }
  });

  it("the moderation queue names the reporter as text", async () => {
    const item = await createPriceItem({ name: "Garri (white), paint bucket" });
    for (const value of HOSTILE) {
      const { user } = await createAccount({ firstName: value });
      await createPriceReports(item.id, [123_400], { status: "HELD", source: "USER", reporterId: user.id });
    }
    const { reports } = await listHeldReports(queueReader, { first: 50 });
    const markup = renderInApp(createElement(HeldReportList, { reports }));
    for (const value of HOSTILE) expectShownAsText(markup, value);
  });
});

describe("e-mails and SMS carry it as plain text", () => {
  it.each(HOSTILE)(
    "a price alert for an item named %j: one-line subject, text body as typed, no HTML part",
    async (value) => {
      const item = await createPriceItem({ name: value, unitLabel: "bag" });
      await createPriceReports(item.id, [5_000_000, 5_100_000, 5_200_000], { state: "Lagos" });
      const { user } = await createAccount();
      await createPriceAlert({
        userId: user.id,
        itemId: item.id,
        state: "Lagos",
        thresholdKobo: 7_000_000,
        channel: "EMAIL",
      });
      await createPriceAlert({
        userId: user.id,
        itemId: item.id,
        state: "Kano",
        thresholdKobo: 7_000_000,
        channel: "SMS",
      });
      await createPriceReports(item.id, [5_000_000, 5_100_000, 5_200_000], { state: "Kano" });
      expect(await evaluatePriceAlerts(item.id, { background: false })).toBe(2);

      const [email] = await outboxFor(user.email!);
      const oneLine = value.replace(/\s*[\r\n]+\s*/g, " ");
      expect(email).toMatchObject({ channel: "EMAIL", html: null });
      expect(email!.subject).toBe(`Price alert: ${oneLine} in Lagos is under ₦70,000.00`);
      expect(email!.subject).not.toMatch(/[\r\n]/);
      expect(email!.body).toContain(`${value} is now typically ₦51,000.00 in Lagos`);
      expect(email!.body).not.toMatch(htmlEntity);

      const [sms] = await outboxFor(user.phone!);
      const link = new URL(
        `/pricedesk/search?item=${encodeURIComponent(item.slug)}&state=Kano`,
        env().APP_URL,
      ).toString();
      expect(sms!.body).toBe(`Oja: ${value} is now typically ₦51,000.00 in Kano, under your ₦70,000.00 alert. ${link}`);
      expect(sms!.body).not.toMatch(htmlEntity);
    },
  );

  it("an e-mail subject with line breaks is stored and sent on one line, so no header can be added", async () => {
    const id = await enqueueMessage(
      {
        channel: "EMAIL",
        recipient: "ada@example.com",
        subject: "Order for Ada\r\nBcc: evil@example.com\n\nHi",
        body: "Hello",
        purpose: "test.subject",
      },
      { background: false },
    );
    const [row] = await getDb().select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row!.subject).toBe("Order for Ada Bcc: evil@example.com Hi");
  });

  it.each(HOSTILE)("an SMS reaches Termii with the same characters: %j", async (value) => {
    const sent: { sms: string }[] = [];
    const termii = createTermiiTransport(
      { apiKey: "test-key", senderId: "Oja", baseUrl: "http://127.0.0.1", channel: "dnd" },
      {
        fetch: async (_url, init) => {
          sent.push(JSON.parse(String(init?.body)) as { sms: string });
          return Response.json({ message_id: "TM-1" });
        },
      },
    );
    const body = `Oja: ${value} sent you a code 123456 ٠١٢`;
    await termii.send({
      id: "m-1",
      channel: "SMS",
      recipient: "+2348031234567",
      subject: null,
      body,
      html: null,
      purpose: "test.sms",
    });
    expect(sent.map((request) => request.sms)).toEqual([body]);
  });
});
