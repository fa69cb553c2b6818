/**
 * English stemming merges words a shopper keeps apart ("generator"/"generation" → 'generat', "tiles"/"tiled" →
 * 'tile', "iron"/"ironing" → 'iron'): listings with the very words typed, singular or plural, come first. The same
 * assertions run on PGlite and PostgreSQL.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { listProducts } from "@/modules/market/market-listing.service";
import { signedOut } from "@/lib/actor";
import { randomIp } from "../../../tests/factories/accounts";
import { autocompleteMarket, searchMarket } from "@/modules/market/search.service";
import { searchPriceItems } from "@/modules/pricedesk/pricedesk.service";
import { createCategory, createPriceItem, createProduct, createService, createVendor } from "../../../tests/factories";

/** Searches spend from a budget: each file searches as one visitor of its own. */
const visitor = { actor: signedOut, ip: randomIp() };

const base = Date.parse("2026-10-01T09:00:00.000Z");
const hoursAgo = (hours: number) => new Date(base - hours * 3_600_000);
const plain = "Sold as seen, with a receipt.";
// Equal ranks are ordered by id, descending: listings that only share a stem get the larger ids, so only the rule
// under test can put the others first.
let sequence = 0;
const id = (stemOnly: boolean) =>
  `${stemOnly ? "ffffffff" : "00000000"}-0000-4000-8000-${String((sequence += 1)).padStart(12, "0")}`;
const stemOnlySlugs = new Set([
  "ipad-9th-generation",
  "airpods-2nd-generation",
  "ipad-10th-generation",
  "printed-ankara",
  "tiled-panels",
  "ironing-board",
  "riced-cauliflower",
]);

beforeAll(async () => {
  const main = await createCategory({ name: "Everything", slug: "everything" });
  const sub = await createCategory({ name: "Mixed goods", slug: "mixed-goods", parentId: main.id });
  const services = await createCategory({ name: "Works", slug: "works", kind: "SERVICES" });
  const works = await createCategory({
    name: "Building works",
    slug: "building-works",
    parentId: services.id,
    kind: "SERVICES",
  });
  const shop = await createVendor({ displayName: "Alaba Electronics" });
  const artisan = await createVendor({ displayName: "Tunde Tiling", kind: "ARTISAN" });
  // The newest listings share only a stem with the words searched: without the fix they come first among equals.
  const product = (title: string, slug: string, hours: number, priceKobo = 10_000_000, description = plain) =>
    createProduct({
      id: id(stemOnlySlugs.has(slug)),
      vendorId: shop.id,
      categoryId: sub.id,
      title,
      slug,
      description,
      priceKobo,
      createdAt: hoursAgo(hours),
    });
  await product("Apple iPad 9th generation 64GB", "ipad-9th-generation", 1, 45_000_000);
  await product("Apple AirPods Pro (2nd generation)", "airpods-2nd-generation", 2, 20_000_000);
  await product("Apple iPad 10th generation 256GB", "ipad-10th-generation", 3, 70_000_000);
  await product("Sumec Firman SPG3000 2.5kVA generator", "firman-generator", 10, 43_000_000);
  await product("Used Tiger generators, two of them", "tiger-generators", 11, 24_000_000);
  await product("Honda EU22i inverter", "honda-inverter", 12, 90_000_000, "Quiet portable generator for a shop.");
  await product("Printed ankara fabric, 6 yards", "printed-ankara", 1);
  await product("HP LaserJet printer", "hp-printer", 20);
  await product("Tiled splashback panels", "tiled-panels", 1);
  await product("Floor tiles 60x60, carton", "floor-tiles", 20);
  await product("Ironing board", "ironing-board", 1);
  await product("Iron rods 12mm, length", "iron-rods", 20);
  await product("Riced cauliflower bag", "riced-cauliflower", 1);
  await product("Rice, 50kg bag", "rice-bag", 20);
  await product("Gas cooker, 4 burners", "gas-cooker", 20);
  await product("Cooking gas refill", "cooking-gas", 21);
  await product("Oraimo fast charger", "oraimo-charger", 20);
  await product("Fast charging power bank", "charging-power-bank", 21);
  await createService({
    id: id(true),
    vendorId: artisan.id,
    categoryId: works.id,
    title: "Tiled floor repairs",
    slug: "tiled-floor-repairs",
    description: plain,
    createdAt: hoursAgo(1),
  });
  await createService({
    id: id(false),
    vendorId: artisan.id,
    categoryId: works.id,
    title: "Laying floor tiles",
    slug: "laying-floor-tiles",
    description: plain,
    createdAt: hoursAgo(5),
  });

  await createPriceItem({
    name: "iPad 9th generation 64GB (new)",
    slug: "ipad-9th-generation-64gb",
    unitLabel: "piece",
    aliases: "ipad apple tablet",
  });
  await createPriceItem({
    name: "Tiger 950 generator",
    slug: "tiger-950-generator",
    unitLabel: "piece",
    aliases: "small generator",
  });
});

const slugs = async (query: string) => (await searchMarket(visitor, query)).products.items.map((item) => item.slug);

describe("search ranks the words typed above words that share their stem", () => {
  it("'generator' (the search box's example) lists generators before the iPads and AirPods of a generation", async () => {
    const found = await slugs("generator");
    expect(found.slice(0, 3).sort()).toEqual(["firman-generator", "honda-inverter", "tiger-generators"]);
    expect(found.slice(3).sort()).toEqual(["airpods-2nd-generation", "ipad-10th-generation", "ipad-9th-generation"]);
    // A title naming it counts more than a description mentioning it.
    expect(found.slice(0, 3).indexOf("honda-inverter")).toBe(2);
  });

  it("the plural finds the singular and the singular the plural", async () => {
    expect((await slugs("generators")).slice(0, 3).sort()).toEqual([
      "firman-generator",
      "honda-inverter",
      "tiger-generators",
    ]);
    expect(await slugs("tile")).toEqual(["floor-tiles", "tiled-panels"]);
    expect(await slugs("tiles")).toEqual(["floor-tiles", "tiled-panels"]);
  });

  it.each([
    ["iron", ["iron-rods", "ironing-board"]],
    ["ironing", ["ironing-board", "iron-rods"]],
    ["printed", ["printed-ankara"]],
    ["printer", ["hp-printer"]],
    ["cooker", ["gas-cooker"]],
    ["cooking gas", ["cooking-gas"]],
    ["charger", ["oraimo-charger"]],
    ["charging", ["charging-power-bank"]],
    ["tiled", ["tiled-panels", "floor-tiles"]],
  ])("%j finds %j in that order", async (query, expected) => {
    expect(await slugs(query)).toEqual(expected);
  });

  it("does not require words English search ignores, nor excluded ones", async () => {
    expect(await slugs("bag of rice")).toEqual(["rice-bag", "riced-cauliflower"]);
    expect(await slugs("generator -tiger")).not.toContain("tiger-generators");
    expect((await slugs("generator -tiger")).slice(0, 2).sort()).toEqual(["firman-generator", "honda-inverter"]);
  });

  it("pages through both groups with cursors, each listing once", async () => {
    const all = await slugs("generator");
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listProducts({ query: "generator" }, { pageSize: 2, cursor });
      paged.push(...page.items.map((item) => item.slug));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(paged).toEqual(all);
  });

  it("ranks services the same way", async () => {
    expect((await searchMarket(visitor, "tiles")).services.map((service) => service.slug)).toEqual([
      "laying-floor-tiles",
      "tiled-floor-repairs",
    ]);
  });

  it("lists price-desk items and suggestions with the words typed first", async () => {
    expect((await searchPriceItems("generator", 5)).map((item) => item.slug)).toEqual([
      "tiger-950-generator",
      "ipad-9th-generation-64gb",
    ]);
    const suggestions = await autocompleteMarket(visitor, "generator", 8);
    const products = suggestions.filter((s) => s.kind === "PRODUCT").map((s) => s.label);
    expect(products.slice(0, 2).sort()).toEqual([
      "Sumec Firman SPG3000 2.5kVA generator",
      "Used Tiger generators, two of them",
    ]);
    expect(products.slice(2)).not.toContain("Sumec Firman SPG3000 2.5kVA generator");
    expect(suggestions.filter((s) => s.kind === "PRICE_ITEM").map((s) => s.label)).toEqual([
      "Tiger 950 generator",
      "iPad 9th generation 64GB (new)",
    ]);
  });
});
