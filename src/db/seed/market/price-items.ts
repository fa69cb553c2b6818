import { slugify } from "@/lib/slug";
import type { ProductCondition, ProductUnit } from "@/modules/catalogue/catalogue.types";
import type { PriceGroup } from "./locations";
import type { MarketTrade } from "./markets";

/** Calendar shapes of prices over a year; see `seasonFactor` in generate.ts. */
export type Season = "none" | "grain" | "produce" | "onion" | "tuber" | "festive" | "sallah" | "fuel";

export interface PriceItemSeed {
  slug: string;
  name: string;
  aliases: string;
  unitLabel: string;
  /** The sub-category its offers live in. */
  categorySlug: string;
  /** National typical price today, in naira, before state and market differences. */
  naira: number;
  group: PriceGroup;
  season: Season;
  /** Markets whose trades include one of these are surveyed for the item; none means state-wide reports only. */
  trades: readonly MarketTrade[];
  /** Condition and unit of the listings linked to the item. */
  condition: ProductCondition;
  unit: ProductUnit;
  /** Monthly price growth: food and services follow inflation, imported goods the exchange rate. */
  drift: number;
  /** Spread of one report around the typical price (fraction). */
  spread: number;
  /** Relative number of reports: staples are surveyed more often than cars. */
  popularity: number;
}

type Options = Partial<Pick<PriceItemSeed, "season" | "condition" | "unit" | "drift" | "spread" | "popularity" | "trades">>;

const groupDefaults: Record<PriceGroup, Required<Options>> = {
  grain: { season: "grain", condition: "NEW", unit: "BAG_50KG", drift: 0.012, spread: 0.05, popularity: 1.6, trades: ["food", "grain"] },
  legume: { season: "grain", condition: "NEW", unit: "DERICA", drift: 0.013, spread: 0.06, popularity: 1.4, trades: ["food", "grain"] },
  tuber: { season: "tuber", condition: "NEW", unit: "PIECE", drift: 0.012, spread: 0.07, popularity: 1.2, trades: ["food"] },
  produce: { season: "produce", condition: "NEW", unit: "BASKET", drift: 0.012, spread: 0.1, popularity: 1.4, trades: ["food"] },
  oil: { season: "festive", condition: "NEW", unit: "PIECE", drift: 0.013, spread: 0.05, popularity: 1.2, trades: ["food"] },
  protein: { season: "festive", condition: "NEW", unit: "KG", drift: 0.014, spread: 0.06, popularity: 1.1, trades: ["food"] },
  livestock: { season: "sallah", condition: "NEW", unit: "PIECE", drift: 0.014, spread: 0.1, popularity: 0.8, trades: ["livestock", "food"] },
  packaged: { season: "none", condition: "NEW", unit: "PACK", drift: 0.011, spread: 0.04, popularity: 1.0, trades: ["food", "general"] },
  building: { season: "none", condition: "NEW", unit: "PIECE", drift: 0.01, spread: 0.04, popularity: 0.9, trades: ["building"] },
  phone: { season: "none", condition: "NEW", unit: "PIECE", drift: 0.006, spread: 0.04, popularity: 1.0, trades: ["phones"] },
  electronics: { season: "none", condition: "NEW", unit: "PIECE", drift: 0.007, spread: 0.05, popularity: 0.6, trades: ["electronics"] },
  vehicle: { season: "none", condition: "FOREIGN_USED", unit: "PIECE", drift: 0.008, spread: 0.07, popularity: 0.35, trades: ["auto"] },
  fuel: { season: "fuel", condition: "NEW", unit: "LITRE", drift: 0.004, spread: 0.03, popularity: 0.9, trades: [] },
  fashion: { season: "festive", condition: "NEW", unit: "PIECE", drift: 0.01, spread: 0.08, popularity: 0.7, trades: ["fashion"] },
  service: { season: "festive", condition: "NEW", unit: "PIECE", drift: 0.01, spread: 0.12, popularity: 0.6, trades: [] },
};

function item(
  name: string,
  unitLabel: string,
  categorySlug: string,
  naira: number,
  group: PriceGroup,
  aliases: string,
  options: Options = {},
): PriceItemSeed {
  return { slug: slugify(name), name, aliases, unitLabel, categorySlug, naira, group, ...groupDefaults[group], ...options };
}

/** Reference items of the price desk, with typical national prices for 2026 (naira). */
export const priceItemSeeds: PriceItemSeed[] = [
  // Rice and grains
  item("Rice (local parboiled), 50kg bag", "50kg bag", "rice-grains", 68_000, "grain", "local rice abakaliki bag of rice parboiled", { popularity: 2.4 }),
  item("Rice (foreign), 50kg bag", "50kg bag", "rice-grains", 86_000, "grain", "foreign rice mama gold royal stallion caprice thai bag of rice", { season: "festive", popularity: 2.2 }),
  item("Rice, derica", "derica", "rice-grains", 2_100, "grain", "rice cup derica measure", { unit: "DERICA", popularity: 1.8 }),
  item("Rice, paint bucket", "paint bucket", "rice-grains", 9_500, "grain", "rice bucket mudu", { unit: "PAINT_BUCKET" }),
  item("Ofada rice, paint bucket", "paint bucket", "rice-grains", 12_500, "grain", "ofada brown rice local", { unit: "PAINT_BUCKET", trades: ["food"] }),
  item("Maize (white), 50kg bag", "50kg bag", "rice-grains", 31_000, "grain", "corn maize agbado masara"),
  item("Sorghum (guinea corn), 50kg bag", "50kg bag", "rice-grains", 30_000, "grain", "guinea corn dawa sorghum oka baba"),
  item("Millet, 50kg bag", "50kg bag", "rice-grains", 34_000, "grain", "millet gero joro"),
  item("Soya beans, 50kg bag", "50kg bag", "rice-grains", 45_000, "grain", "soybeans soya waken suya"),
  // Beans and legumes
  item("Beans (oloyin honey beans), derica", "derica", "beans-legumes", 2_300, "legume", "honey beans oloyin ewa brown beans"),
  item("Beans (brown), paint bucket", "paint bucket", "beans-legumes", 11_000, "legume", "brown beans ewa bucket", { unit: "PAINT_BUCKET" }),
  item("Beans (white drum), 50kg bag", "50kg bag", "beans-legumes", 85_000, "legume", "white beans drum beans bag cowpea", { unit: "BAG_50KG" }),
  item("Groundnuts (shelled), paint bucket", "paint bucket", "beans-legumes", 9_000, "legume", "groundnut peanuts epa gyada", { unit: "PAINT_BUCKET" }),
  // Garri, flour and semolina
  item("Garri (white), 50kg bag", "50kg bag", "garri-flour-semolina", 42_000, "tuber", "white garri cassava flakes bag", { unit: "BAG_50KG", popularity: 1.8 }),
  item("Garri (yellow), paint bucket", "paint bucket", "garri-flour-semolina", 6_000, "tuber", "yellow garri ijebu garri bucket", { unit: "PAINT_BUCKET", popularity: 1.6 }),
  item("Garri, derica", "derica", "garri-flour-semolina", 750, "tuber", "garri cup derica", { unit: "DERICA" }),
  item("Semovita, 10kg", "10kg bag", "garri-flour-semolina", 14_500, "packaged", "semovita semolina golden penny", { unit: "PACK" }),
  item("Flour (Golden Penny), 50kg bag", "50kg bag", "garri-flour-semolina", 72_000, "packaged", "flour wheat flour baking golden penny", { unit: "BAG_50KG" }),
  item("Yam flour (elubo), paint bucket", "paint bucket", "garri-flour-semolina", 12_000, "tuber", "elubo yam flour amala", { unit: "PAINT_BUCKET" }),
  item("Cassava flour (lafun), paint bucket", "paint bucket", "garri-flour-semolina", 6_500, "tuber", "lafun cassava flour white amala", { unit: "PAINT_BUCKET" }),
  // Yam and tubers
  item("Yam, medium tuber", "tuber", "yam-tubers", 4_000, "tuber", "yam tuber isu doya ji", { popularity: 1.8 }),
  item("Yam, big tuber", "tuber", "yam-tubers", 7_000, "tuber", "big yam abuja yam tuber"),
  item("Irish potatoes, 50kg bag", "50kg bag", "yam-tubers", 62_000, "produce", "irish potato jos potato", { unit: "BAG_50KG", season: "onion" }),
  item("Sweet potatoes, basket", "basket", "yam-tubers", 15_000, "tuber", "sweet potato dankali", { unit: "BASKET" }),
  item("Plantain, bunch", "bunch", "yam-tubers", 8_500, "tuber", "plantain ogede bunch dodo", { unit: "BUNDLE" }),
  item("Cocoyam, paint bucket", "paint bucket", "yam-tubers", 7_500, "tuber", "cocoyam ede ede ikoko", { unit: "PAINT_BUCKET" }),
  // Oil
  item("Palm oil, 25 litres", "25-litre keg", "cooking-oil", 62_000, "oil", "palm oil red oil epo pupa keg jerrycan", { popularity: 1.8 }),
  item("Palm oil, 1 litre", "litre", "cooking-oil", 2_800, "oil", "palm oil red oil bottle", { unit: "LITRE" }),
  item("Groundnut oil, 25 litres", "25-litre keg", "cooking-oil", 82_000, "oil", "groundnut oil keg jerrycan"),
  item("Vegetable oil (Kings), 5 litres", "5-litre keg", "cooking-oil", 17_500, "packaged", "kings oil vegetable oil power oil devon", { unit: "PIECE" }),
  item("Vegetable oil, 1 litre", "litre", "cooking-oil", 3_300, "packaged", "vegetable oil bottle", { unit: "LITRE" }),
  // Tomatoes, pepper and onions
  item("Tomatoes, big basket", "big basket", "tomatoes-pepper-onions", 55_000, "produce", "tomato basket tomatoes raffia", { spread: 0.12, popularity: 2.2 }),
  item("Tomatoes, paint bucket", "paint bucket", "tomatoes-pepper-onions", 6_500, "produce", "tomato bucket", { unit: "PAINT_BUCKET", popularity: 1.6 }),
  item("Pepper (rodo), basket", "basket", "tomatoes-pepper-onions", 45_000, "produce", "scotch bonnet pepper rodo ata rodo basket"),
  item("Tatashe (red bell pepper), basket", "basket", "tomatoes-pepper-onions", 38_000, "produce", "tatashe bell pepper red pepper basket"),
  item("Onions, 50kg bag", "50kg bag", "tomatoes-pepper-onions", 72_000, "produce", "onion bag albasa alubosa", { unit: "BAG_50KG", season: "onion" }),
  item("Onions, paint bucket", "paint bucket", "tomatoes-pepper-onions", 6_000, "produce", "onion bucket", { unit: "PAINT_BUCKET", season: "onion" }),
  item("Ugu leaves, bundle", "bundle", "tomatoes-pepper-onions", 1_000, "produce", "ugu fluted pumpkin leaf vegetable", { unit: "BUNDLE" }),
  item("Okra, paint bucket", "paint bucket", "tomatoes-pepper-onions", 4_500, "produce", "okra okro ila", { unit: "PAINT_BUCKET" }),
  item("Carrots, basket", "basket", "tomatoes-pepper-onions", 32_000, "produce", "carrot jos carrots"),
  item("Cabbage, head", "head", "tomatoes-pepper-onions", 1_500, "produce", "cabbage", { unit: "PIECE" }),
  // Meat, poultry and fish
  item("Frozen chicken, 1kg", "kg", "meat-poultry-fish", 6_200, "protein", "frozen chicken cold room chicken"),
  item("Live broiler chicken (big)", "bird", "meat-poultry-fish", 15_000, "protein", "live chicken broiler fowl", { unit: "PIECE" }),
  item("Beef, 1kg", "kg", "meat-poultry-fish", 8_000, "protein", "beef cow meat eran nama"),
  item("Goat meat, 1kg", "kg", "meat-poultry-fish", 9_500, "protein", "goat meat asun"),
  item("Fresh catfish, 1kg", "kg", "meat-poultry-fish", 4_800, "protein", "catfish point and kill fish"),
  item("Frozen fish (titus), 1kg", "kg", "meat-poultry-fish", 4_500, "protein", "titus mackerel frozen fish"),
  // Soup ingredients
  item("Egusi (ground melon), paint bucket", "paint bucket", "soup-ingredients-spices", 24_000, "legume", "egusi melon seed ground", { unit: "PAINT_BUCKET" }),
  item("Egusi, derica", "derica", "soup-ingredients-spices", 3_200, "legume", "egusi cup derica"),
  item("Crayfish, paint bucket", "paint bucket", "soup-ingredients-spices", 22_000, "protein", "crayfish ede", { unit: "PAINT_BUCKET" }),
  item("Ogbono, derica", "derica", "soup-ingredients-spices", 4_500, "legume", "ogbono apon draw soup", { unit: "DERICA" }),
  // Noodles and pasta
  item("Indomie noodles (70g), carton of 40", "carton of 40", "noodles-pasta", 10_500, "packaged", "indomie noodles carton instant noodles"),
  item("Indomie Super Pack (120g), carton of 40", "carton of 40", "noodles-pasta", 17_500, "packaged", "indomie super pack hungry man noodles carton"),
  item("Spaghetti (500g), carton of 20", "carton of 20", "noodles-pasta", 21_000, "packaged", "spaghetti golden penny dangote pasta carton"),
  // Beverages
  item("Milo refill, 500g", "500g pack", "beverages-drinks", 4_800, "packaged", "milo beverage chocolate drink"),
  item("Peak milk powder refill, 400g", "400g pack", "beverages-drinks", 4_600, "packaged", "peak milk powdered milk refill"),
  item("Bottled water (75cl), pack of 12", "pack of 12", "beverages-drinks", 2_200, "packaged", "bottled water eva nestle pure life"),
  item("Coca-Cola (50cl), pack of 12", "pack of 12", "beverages-drinks", 6_600, "packaged", "coke soft drink minerals"),
  item("Malt drink (33cl can), pack of 24", "pack of 24", "beverages-drinks", 16_500, "packaged", "maltina amstel malta malt can"),
  // Provisions
  item("Sugar (Dangote), 50kg bag", "50kg bag", "provisions-seasoning", 78_000, "packaged", "sugar bag dangote granulated", { unit: "BAG_50KG" }),
  item("Sugar cubes (St Louis), 500g", "500g pack", "provisions-seasoning", 1_600, "packaged", "st louis sugar cubes"),
  item("Salt, 1kg pack", "1kg pack", "provisions-seasoning", 900, "packaged", "salt dangote salt mr chef iodised"),
  item("Maggi cubes, pack of 100", "pack of 100", "provisions-seasoning", 2_300, "packaged", "maggi seasoning cubes knorr"),
  item("Tomato paste (70g sachet), carton of 50", "carton of 50", "provisions-seasoning", 14_000, "packaged", "gino tomato paste sachet"),
  item("Bread (sliced, large)", "loaf", "provisions-seasoning", 1_900, "packaged", "bread loaf agege sliced", { unit: "PIECE" }),
  // Eggs
  item("Eggs, crate of 30", "crate", "eggs-dairy", 6_200, "protein", "eggs crate egg ẹyin", { unit: "CRATE", season: "festive", popularity: 1.8 }),
  // Building materials
  item("Cement (Dangote 42.5R), 50kg bag", "50kg bag", "cement", 10_000, "building", "dangote cement bag 3x", { unit: "BAG_50KG", popularity: 2 }),
  item("Cement (BUA), 50kg bag", "50kg bag", "cement", 9_600, "building", "bua cement bag", { unit: "BAG_50KG", popularity: 1.5 }),
  item("Cement (Lafarge Elephant), 50kg bag", "50kg bag", "cement", 10_500, "building", "lafarge elephant supaset cement", { unit: "BAG_50KG" }),
  item("Sandcrete block, 9-inch", "block", "blocks-bricks", 750, "building", "9 inch block blocks sandcrete", { popularity: 1.4 }),
  item("Sandcrete block, 6-inch", "block", "blocks-bricks", 620, "building", "6 inch block blocks sandcrete"),
  item("Interlocking paving stones, square metre", "square metre", "blocks-bricks", 6_500, "building", "interlock paving stones"),
  item("Iron rod 12mm, length", "length", "iron-rods-steel", 14_500, "building", "iron rod 12mm reinforcement steel bar"),
  item("Iron rod 16mm, length", "length", "iron-rods-steel", 25_000, "building", "iron rod 16mm steel bar"),
  item("Aluminium longspan roofing sheet (0.55mm), metre", "metre", "roofing-sheets", 8_500, "building", "longspan aluminium roofing zinc"),
  item("Stone-coated roofing sheet", "sheet", "roofing-sheets", 9_500, "building", "stone coated roof tiles"),
  item("Sharp sand, 20-tonne tipper", "20-tonne tipper", "sand-granite", 220_000, "building", "sharp sand trip sand tipper", { spread: 0.08 }),
  item("Granite (3/4 inch), 20-tonne truck", "20-tonne truck", "sand-granite", 550_000, "building", "granite chippings stone"),
  item("Floor tiles 60×60, carton", "carton", "tiles-sanitary-ware", 13_500, "building", "tiles floor tiles goodwill royal ceramic", { unit: "PACK" }),
  item("WC toilet set (Twyford)", "set", "tiles-sanitary-ware", 85_000, "building", "water closet toilet seat wc"),
  item("Plaster of Paris (POP), bag", "bag", "paints", 7_800, "building", "pop plaster of paris ceiling"),
  item("Emulsion paint, 20 litres", "20-litre bucket", "paints", 68_000, "building", "emulsion paint dulux meyer bucket"),
  item("PVC pipe 4-inch, length", "length", "plumbing-materials", 9_500, "building", "pvc pipe 4 inch plumbing"),
  item("Electric cable 2.5mm, roll", "roll", "electrical-materials", 62_000, "building", "wire cable 2.5mm nigerchin coleman"),
  item("Hardwood plank 2×12, 12ft", "plank", "wood-timber", 11_000, "building", "plank wood timber 2 by 12"),
  // Phones and tablets
  item("iPhone 13 128GB (UK used)", "phone", "mobile-phones", 560_000, "phone", "iphone 13 uk used london used apple", { condition: "FOREIGN_USED", popularity: 1.8, spread: 0.05 }),
  item("iPhone 14 128GB (UK used)", "phone", "mobile-phones", 700_000, "phone", "iphone 14 uk used london used apple", { condition: "FOREIGN_USED", popularity: 1.5 }),
  item("iPhone 15 128GB (UK used)", "phone", "mobile-phones", 980_000, "phone", "iphone 15 uk used apple", { condition: "FOREIGN_USED", popularity: 1.3 }),
  item("iPhone 15 Pro Max 256GB (new)", "phone", "mobile-phones", 2_150_000, "phone", "iphone 15 pro max brand new apple"),
  item("iPhone 16 Pro Max 256GB (new)", "phone", "mobile-phones", 2_450_000, "phone", "iphone 16 pro max brand new apple"),
  item("Samsung Galaxy A15 128GB (new)", "phone", "mobile-phones", 205_000, "phone", "samsung a15 galaxy", { popularity: 1.4 }),
  item("Samsung Galaxy A25 128GB (new)", "phone", "mobile-phones", 300_000, "phone", "samsung a25 galaxy"),
  item("Samsung Galaxy S24 Ultra 256GB (new)", "phone", "mobile-phones", 1_650_000, "phone", "samsung s24 ultra galaxy"),
  item("Samsung Galaxy S23 Ultra 256GB (UK used)", "phone", "mobile-phones", 950_000, "phone", "samsung s23 ultra uk used", { condition: "FOREIGN_USED" }),
  item("Tecno Spark 20 128GB (new)", "phone", "mobile-phones", 175_000, "phone", "tecno spark 20 spark20", { popularity: 1.6 }),
  item("Tecno Camon 30 256GB (new)", "phone", "mobile-phones", 360_000, "phone", "tecno camon 30 camon30"),
  item("Infinix Hot 40 128GB (new)", "phone", "mobile-phones", 168_000, "phone", "infinix hot 40 hot40", { popularity: 1.5 }),
  item("Infinix Note 40 256GB (new)", "phone", "mobile-phones", 300_000, "phone", "infinix note 40 note40"),
  item("itel A70 64GB (new)", "phone", "mobile-phones", 98_000, "phone", "itel a70 cheap phone"),
  item("Redmi 13C 128GB (new)", "phone", "mobile-phones", 158_000, "phone", "xiaomi redmi 13c"),
  item("iPad 9th generation 64GB (new)", "tablet", "tablets", 450_000, "phone", "ipad 9 apple tablet"),
  item("Oraimo power bank 20,000mAh", "piece", "power-banks-chargers", 22_000, "phone", "oraimo power bank traveller"),
  // Computers
  item("HP EliteBook 840 G5, Core i5 (UK used)", "laptop", "laptops", 390_000, "electronics", "hp elitebook 840 g5 uk used laptop", { condition: "FOREIGN_USED", trades: ["phones", "electronics"], popularity: 1 }),
  item("MacBook Air M1 (UK used)", "laptop", "laptops", 820_000, "electronics", "macbook air m1 apple laptop uk used", { condition: "FOREIGN_USED", trades: ["phones", "electronics"] }),
  item("Dell Latitude 5400, Core i5 (UK used)", "laptop", "laptops", 340_000, "electronics", "dell latitude 5400 uk used laptop", { condition: "FOREIGN_USED", trades: ["phones", "electronics"] }),
  // Electronics and power
  item("Sumec Firman 2.5kVA generator (SPG3000)", "generator", "generators", 430_000, "electronics", "firman generator sumec spg3000 2.5kva", { popularity: 1.2 }),
  item("Tiger 950 generator", "generator", "generators", 120_000, "electronics", "i better pass my neighbour small generator tiger"),
  item("LG 32-inch LED TV", "television", "televisions", 185_000, "electronics", "lg tv 32 inch television"),
  item("Hisense 43-inch smart TV", "television", "televisions", 340_000, "electronics", "hisense 43 smart tv television"),
  item("200W solar panel (mono)", "panel", "solar-inverters", 115_000, "electronics", "solar panel 200 watt mono"),
  item("220Ah tubular inverter battery", "battery", "solar-inverters", 480_000, "electronics", "inverter battery tubular 220ah"),
  item("3.5kVA inverter (24V)", "inverter", "solar-inverters", 620_000, "electronics", "inverter 3.5kva 24v"),
  // Home and kitchen
  item("Chest freezer 200L", "freezer", "fridges-freezers", 520_000, "electronics", "chest freezer haier thermocool 200 litres"),
  item("Standing fan 18-inch", "fan", "fans-air-conditioners", 58_000, "electronics", "standing fan binatone qasa ox"),
  item("Split air conditioner 1.5HP (inverter)", "unit", "fans-air-conditioners", 600_000, "electronics", "ac air conditioner 1.5hp split"),
  item("Blender 1.5L", "blender", "kitchen-appliances", 42_000, "electronics", "blender binatone kenwood"),
  // Fuel and gas
  item("Cooking gas refill, 12.5kg", "12.5kg refill", "cooking-gas", 17_500, "fuel", "cooking gas lpg refill 12.5kg cylinder", { unit: "PIECE", drift: 0.008, popularity: 2 }),
  item("Cooking gas refill, 1kg", "kg", "cooking-gas", 1_450, "fuel", "cooking gas per kg lpg", { unit: "KG", drift: 0.008, popularity: 1.5 }),
  item("Petrol (PMS), litre", "litre", "petrol-diesel", 930, "fuel", "petrol pms fuel premium motor spirit", { popularity: 2.2 }),
  item("Diesel (AGO), litre", "litre", "petrol-diesel", 1_150, "fuel", "diesel ago automotive gas oil"),
  item("Kerosene (DPK), litre", "litre", "kerosene-charcoal", 1_800, "fuel", "kerosene dpk kero"),
  item("Charcoal, bag", "bag", "kerosene-charcoal", 13_000, "fuel", "charcoal bag", { unit: "PIECE", drift: 0.01 }),
  // Vehicles
  item("Toyota Corolla 2014 (foreign used)", "car", "cars", 16_500_000, "vehicle", "toyota corolla 2014 tokunbo foreign used"),
  item("Toyota Camry 2010 (foreign used)", "car", "cars", 13_500_000, "vehicle", "toyota camry 2010 muscle tokunbo"),
  item("Honda Accord 2013 (Nigerian used)", "car", "cars", 9_500_000, "vehicle", "honda accord 2013 nigerian used registered", { condition: "NIGERIAN_USED" }),
  item("Lexus RX 350 2016 (foreign used)", "car", "cars", 38_000_000, "vehicle", "lexus rx350 2016 tokunbo suv"),
  item("Bajaj Boxer BM150 motorcycle (new)", "motorcycle", "motorcycles-tricycles", 1_650_000, "vehicle", "bajaj boxer okada motorcycle", { condition: "NEW" }),
  item("TVS King tricycle (new)", "tricycle", "motorcycles-tricycles", 5_600_000, "vehicle", "keke napep tvs king tricycle", { condition: "NEW" }),
  item("Car tyre 205/55 R16 (new)", "tyre", "tyres-wheels", 95_000, "vehicle", "tyre 205 55 16 car tyres", { condition: "NEW", popularity: 0.8 }),
  item("Car battery 75Ah", "battery", "spare-parts", 105_000, "vehicle", "car battery 75ah", { condition: "NEW", popularity: 0.7 }),
  item("Engine oil (Mobil Super), 4 litres", "4-litre gallon", "engine-oil-car-care", 29_000, "vehicle", "engine oil mobil super 4 litres", { condition: "NEW", popularity: 0.9 }),
  // Agriculture and livestock
  item("Ram (medium, live)", "ram", "livestock", 280_000, "livestock", "ram sallah ragon ram sheep"),
  item("Goat (medium, live)", "goat", "livestock", 95_000, "livestock", "goat ewure akuya"),
  item("Cow (medium, live)", "cow", "livestock", 1_300_000, "livestock", "cow cattle bull"),
  item("Day-old broiler chicks", "chick", "poultry", 1_250, "livestock", "day old chicks doc broiler", { season: "festive" }),
  item("Broiler finisher feed, 25kg bag", "25kg bag", "animal-feed", 22_000, "packaged", "poultry feed top feed vital feed finisher", { trades: ["food"] }),
  item("NPK fertiliser 15-15-15, 50kg bag", "50kg bag", "fertiliser-agrochemicals", 48_000, "packaged", "npk fertilizer 15 15 15", { unit: "BAG_50KG", season: "grain", trades: ["grain"] }),
  item("Urea fertiliser, 50kg bag", "50kg bag", "fertiliser-agrochemicals", 45_000, "packaged", "urea fertilizer", { unit: "BAG_50KG", season: "grain", trades: ["grain"] }),
  // Baby and fashion
  item("Infant formula (SMA Gold), 400g", "400g tin", "baby-food-formula", 9_800, "packaged", "sma gold baby formula milk", { unit: "PIECE" }),
  item("Diapers (Molfix size 4), jumbo pack", "jumbo pack", "diapers-wipes", 13_500, "packaged", "molfix diapers pampers size 4"),
  item("Ankara fabric, 6 yards", "6 yards", "ankara-fabrics", 12_000, "fashion", "ankara wax print fabric 6 yards"),
  item("Swiss voile lace, 5 yards", "5 yards", "lace-aso-oke", 65_000, "fashion", "lace swiss voile asoebi fabric"),
  item("Men's kaftan (ready-made)", "piece", "native-wear", 28_000, "fashion", "kaftan senator native wear men"),
  // Services
  item("Sewing a men's kaftan (labour only)", "job", "tailoring-fashion-design", 25_000, "service", "tailor sew kaftan senator sewing"),
  item("Sewing an Ankara gown (labour only)", "job", "tailoring-fashion-design", 18_000, "service", "tailor sew gown ankara sewing"),
  item("Men's haircut (barbing)", "job", "hairdressing-barbing", 2_500, "service", "barbing haircut barber", { popularity: 1.2 }),
  item("Knotless braids (medium)", "job", "hairdressing-barbing", 28_000, "service", "braids knotless hairdressing"),
  item("Plumber call-out", "visit", "plumbing", 10_000, "service", "plumber plumbing repair leak"),
  item("Electrician call-out", "visit", "electrical-work", 10_000, "service", "electrician wiring repair"),
  item("Split AC servicing", "job", "ac-generator-repair", 12_000, "service", "ac servicing air conditioner repair gas refill"),
  item("Generator servicing (small)", "job", "ac-generator-repair", 8_000, "service", "generator repair servicing mechanic"),
  item("Car diagnosis (OBD scan)", "job", "auto-repair", 15_000, "service", "mechanic car diagnosis scan"),
  item("iPhone 13 screen replacement", "job", "phone-laptop-repair", 85_000, "service", "iphone screen repair replacement"),
  item("Bridal makeup and gele", "job", "makeup-gele", 35_000, "service", "makeup gele tying bridal"),
  item("Event photography (half day)", "job", "photography-video", 150_000, "service", "photographer event photography"),
  item("Deep cleaning, 3-bedroom flat", "job", "cleaning", 65_000, "service", "cleaning deep cleaning house"),
  item("Party jollof rice catering, per head", "head", "catering-events", 3_500, "service", "catering jollof rice small chops party"),
  item("Carpenter, day rate", "day", "carpentry", 15_000, "service", "carpenter furniture repair"),
  item("Shirt wash and iron", "piece", "laundry-dry-cleaning", 800, "service", "laundry dry cleaning wash iron"),
];

export const priceItemBySlug = new Map(priceItemSeeds.map((seed) => [seed.slug, seed]));
