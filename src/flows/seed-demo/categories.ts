import { slugify } from "@/lib/slug";
import type { IconName } from "./icons";

export interface SubCategorySeed {
  slug: string;
  name: string;
  icon: IconName;
  /** Overrides the main category's picture colour where it would look wrong (green tomatoes). */
  colour?: string;
}

export interface MainCategorySeed {
  slug: string;
  name: string;
  kind: "GOODS" | "SERVICES";
  description: string;
  /** Accent of the generated pictures, from the site palette family. */
  colour: string;
  /** How many generated vendors specialise here, relative to the others. */
  vendorWeight: number;
  children: SubCategorySeed[];
}

function sub(name: string, icon: IconName, slug = slugify(name), colour?: string): SubCategorySeed {
  return colour ? { slug, name, icon, colour } : { slug, name, icon };
}

/** Two levels, as the schema allows. Main slugs are fixed: the home page links to them. */
export const categorySeeds: MainCategorySeed[] = [
  {
    slug: "phones-tablets",
    name: "Phones & Tablets",
    kind: "GOODS",
    description: "New, UK-used and Nigerian-used phones, tablets and accessories from Computer Village and beyond.",
    colour: "#1b4b66",
    vendorWeight: 12,
    children: [
      sub("Mobile Phones", "phone"),
      sub("Tablets", "tablet"),
      sub("Phone Accessories", "headphones", "phone-accessories"),
      sub("Smart Watches", "watch"),
      sub("Power Banks & Chargers", "battery", "power-banks-chargers"),
    ],
  },
  {
    slug: "electronics",
    name: "Electronics",
    kind: "GOODS",
    description: "Televisions, sound systems, generators, solar and inverter kits, cameras and game consoles.",
    colour: "#3a3a3c",
    vendorWeight: 7,
    children: [
      sub("Televisions", "tv"),
      sub("Audio & Sound Systems", "speaker", "audio-sound-systems"),
      sub("Generators", "generator"),
      sub("Solar & Inverters", "solar", "solar-inverters"),
      sub("Cameras", "camera"),
      sub("Video Game Consoles", "gamepad"),
    ],
  },
  {
    slug: "computing",
    name: "Computers & Laptops",
    kind: "GOODS",
    description: "Laptops, desktops, printers and accessories for students, offices and business centres.",
    colour: "#1b4b66",
    vendorWeight: 5,
    children: [
      sub("Laptops", "laptop"),
      sub("Desktop Computers", "desktop"),
      sub("Printers & Scanners", "printer", "printers-scanners"),
      sub("Computer Accessories", "mouse"),
      sub("Networking & Internet", "router", "networking-internet"),
    ],
  },
  {
    slug: "fashion",
    name: "Fashion",
    kind: "GOODS",
    description: "Ankara, lace and aso-oke, ready-to-wear and native wear, shoes, bags and jewellery.",
    colour: "#9a1725",
    vendorWeight: 11,
    children: [
      sub("Ankara Fabrics", "fabric"),
      sub("Lace & Aso-Oke", "fabric", "lace-aso-oke"),
      sub("Men's Clothing", "shirt", "mens-clothing"),
      sub("Women's Clothing", "dress", "womens-clothing"),
      sub("Native Wear", "cap"),
      sub("Shoes", "shoe"),
      sub("Bags", "bag"),
      sub("Jewellery & Watches", "ring", "jewellery-watches"),
    ],
  },
  {
    slug: "foodstuff-groceries",
    name: "Foodstuff & Groceries",
    kind: "GOODS",
    description: "Rice, beans, garri, yam, oil, soup ingredients and provisions by the derica, paint bucket or bag.",
    colour: "#1c5e49",
    vendorWeight: 14,
    children: [
      sub("Rice & Grains", "sack", "rice-grains"),
      sub("Beans & Legumes", "bowl", "beans-legumes"),
      sub("Garri, Flour & Semolina", "sack", "garri-flour-semolina"),
      sub("Yam & Tubers", "tuber", "yam-tubers"),
      sub("Cooking Oil", "bottle", "cooking-oil", "#b8860b"),
      sub("Fresh Tomatoes, Pepper & Onions", "tomato", "tomatoes-pepper-onions", "#9a1725"),
      sub("Meat, Poultry & Fish", "fish", "meat-poultry-fish"),
      sub("Soup Ingredients & Spices", "pot", "soup-ingredients-spices"),
      sub("Noodles & Pasta", "noodles", "noodles-pasta"),
      sub("Beverages & Drinks", "cup", "beverages-drinks"),
      sub("Provisions & Seasoning", "box", "provisions-seasoning"),
      sub("Eggs & Dairy", "egg", "eggs-dairy"),
    ],
  },
  {
    slug: "home-kitchen",
    name: "Home & Kitchen",
    kind: "GOODS",
    description: "Furniture, kitchen appliances, cookware, bedding, fans and air conditioners, gas cylinders.",
    colour: "#19857b",
    vendorWeight: 7,
    children: [
      sub("Furniture", "chair"),
      sub("Kitchen Appliances", "blender"),
      sub("Cookware & Utensils", "pot", "cookware-utensils"),
      sub("Bedding & Mattresses", "bed", "bedding-mattresses"),
      sub("Fans & Air Conditioners", "fan", "fans-air-conditioners"),
      sub("Fridges & Freezers", "fridge", "fridges-freezers"),
      sub("Home Decor", "lamp"),
    ],
  },
  {
    slug: "vehicles-parts",
    name: "Vehicles & Parts",
    kind: "GOODS",
    description: "Tokunbo and Nigerian-used cars, motorcycles and keke, buses, tyres, spare parts and lubricants.",
    colour: "#3a3a3c",
    vendorWeight: 6,
    children: [
      sub("Cars", "car"),
      sub("Motorcycles & Tricycles", "motorbike", "motorcycles-tricycles"),
      sub("Buses & Trucks", "truck", "buses-trucks"),
      sub("Tyres & Wheels", "tyre", "tyres-wheels"),
      sub("Spare Parts", "gear"),
      sub("Engine Oil & Car Care", "oilcan", "engine-oil-car-care"),
    ],
  },
  {
    slug: "building-materials",
    name: "Building Materials",
    kind: "GOODS",
    description: "Cement, blocks, iron rods, roofing sheets, sand and granite, tiles, paint, plumbing and electrical.",
    colour: "#1b4b66",
    vendorWeight: 7,
    children: [
      sub("Cement", "cement"),
      sub("Blocks & Bricks", "brick", "blocks-bricks"),
      sub("Iron Rods & Steel", "rod", "iron-rods-steel"),
      sub("Roofing Sheets", "roof"),
      sub("Sand & Granite", "sand", "sand-granite"),
      sub("Tiles & Sanitary Ware", "tiles", "tiles-sanitary-ware"),
      sub("Paints", "paint"),
      sub("Plumbing Materials", "pipe"),
      sub("Electrical Materials", "bulb"),
      sub("Wood & Timber", "plank", "wood-timber"),
    ],
  },
  {
    slug: "agriculture-livestock",
    name: "Agriculture & Livestock",
    kind: "GOODS",
    description:
      "Goats, rams and cattle, poultry and day-old chicks, fish farming, seeds, fertiliser, feed and equipment.",
    colour: "#1c5e49",
    vendorWeight: 5,
    children: [
      sub("Livestock", "goat"),
      sub("Poultry", "chicken"),
      sub("Fish Farming", "fish"),
      sub("Seeds & Seedlings", "seedling", "seeds-seedlings"),
      sub("Fertiliser & Agrochemicals", "sack", "fertiliser-agrochemicals"),
      sub("Animal Feed", "sack"),
      sub("Farm Equipment", "tractor"),
    ],
  },
  {
    slug: "health-beauty",
    name: "Health & Beauty",
    kind: "GOODS",
    description: "Skincare, hair and wigs, fragrances, makeup, personal care and medical supplies.",
    colour: "#9a1725",
    vendorWeight: 6,
    children: [
      sub("Skincare", "jar"),
      sub("Hair & Wigs", "comb", "hair-wigs"),
      sub("Fragrances", "perfume"),
      sub("Makeup", "lipstick"),
      sub("Personal Care", "bottle"),
      sub("Medical Supplies", "cross"),
    ],
  },
  {
    slug: "baby-kids",
    name: "Baby & Kids",
    kind: "GOODS",
    description: "Baby food and formula, diapers, strollers and car seats, children's clothes, toys and school needs.",
    colour: "#19857b",
    vendorWeight: 4,
    children: [
      sub("Baby Food & Formula", "babybottle", "baby-food-formula"),
      sub("Diapers & Wipes", "box", "diapers-wipes"),
      sub("Baby Gear", "stroller"),
      sub("Kids' Clothing", "shirt", "kids-clothing"),
      sub("Toys & Games", "toy", "toys-games"),
      sub("School Bags & Supplies", "bag", "school-bags-supplies"),
    ],
  },
  {
    slug: "sports-fitness",
    name: "Sports & Fitness",
    kind: "GOODS",
    description: "Football kits and boots, gym equipment, bicycles and sportswear.",
    colour: "#1b4b66",
    vendorWeight: 2,
    children: [
      sub("Football", "ball"),
      sub("Gym Equipment", "dumbbell"),
      sub("Bicycles", "bicycle"),
      sub("Sportswear", "shirt"),
    ],
  },
  {
    slug: "books-stationery",
    name: "Books & Stationery",
    kind: "GOODS",
    description: "WAEC and JAMB textbooks, novels, religious books and office stationery.",
    colour: "#1c5e49",
    vendorWeight: 2,
    children: [
      sub("Textbooks", "book"),
      sub("Novels & Literature", "book", "novels-literature"),
      sub("Religious Books", "book"),
      sub("Office Stationery", "pen"),
    ],
  },
  {
    slug: "energy-fuel",
    name: "Fuel & Cooking Gas",
    kind: "GOODS",
    description: "Cooking gas refills and cylinders, petrol, diesel and kerosene, charcoal.",
    colour: "#9a1725",
    vendorWeight: 2,
    children: [
      sub("Cooking Gas", "gas"),
      sub("Petrol & Diesel", "pump", "petrol-diesel"),
      sub("Kerosene & Charcoal", "flame", "kerosene-charcoal"),
    ],
  },
  {
    slug: "commercial-equipment",
    name: "Commercial Equipment",
    kind: "GOODS",
    description: "POS terminals, grinding and popcorn machines, restaurant, salon and printing equipment.",
    colour: "#3a3a3c",
    vendorWeight: 2,
    children: [
      sub("POS Terminals", "pos", "pos-terminals"),
      sub("Industrial Machines", "gear"),
      sub("Restaurant & Catering Equipment", "pot", "restaurant-catering-equipment"),
      sub("Salon Equipment", "comb"),
    ],
  },
  {
    slug: "pets",
    name: "Pets",
    kind: "GOODS",
    description: "Puppies and kittens from known breeders, pet food and accessories.",
    colour: "#19857b",
    vendorWeight: 1,
    children: [
      sub("Dogs & Puppies", "dog", "dogs-puppies"),
      sub("Cats", "cat"),
      sub("Pet Food & Accessories", "bowl", "pet-food-accessories"),
    ],
  },
  {
    slug: "services",
    name: "Artisans & Services",
    kind: "SERVICES",
    description: "Tailors, plumbers, electricians, hairdressers, mechanics, carpenters, cleaners and more near you.",
    colour: "#1c5e49",
    vendorWeight: 0,
    children: [
      sub("Tailoring & Fashion Design", "scissors", "tailoring-fashion-design"),
      sub("Plumbing", "drop"),
      sub("Electrical Work", "bolt"),
      sub("Hairdressing & Barbing", "comb", "hairdressing-barbing"),
      sub("Auto Repair", "wrench"),
      sub("Carpentry", "hammer"),
      sub("Cleaning", "spray"),
      sub("Phone & Laptop Repair", "phone", "phone-laptop-repair"),
      sub("Catering & Events", "plate", "catering-events"),
      sub("Photography & Video", "camera", "photography-video"),
      sub("AC & Generator Repair", "fan", "ac-generator-repair"),
      sub("Painting & POP", "paint", "painting-pop"),
      sub("Laundry & Dry Cleaning", "shirt", "laundry-dry-cleaning"),
      sub("Makeup & Gele", "lipstick", "makeup-gele"),
      sub("Welding & Fabrication", "bolt", "welding-fabrication"),
      sub("Tiling & Masonry", "tiles", "tiling-masonry"),
      sub("Moving & Haulage", "truck", "moving-haulage"),
      sub("Home Tutoring", "book", "home-tutoring"),
    ],
  },
];

export const homePageCategorySlugs = [
  "phones-tablets",
  "foodstuff-groceries",
  "fashion",
  "electronics",
  "home-kitchen",
  "vehicles-parts",
  "building-materials",
  "agriculture-livestock",
  "health-beauty",
  "baby-kids",
  "services",
] as const;

export interface FlatSubCategory extends SubCategorySeed {
  main: MainCategorySeed;
  kind: "GOODS" | "SERVICES";
}

export const subCategories: FlatSubCategory[] = categorySeeds.flatMap((main) =>
  main.children.map((child) => ({ ...child, main, kind: main.kind })),
);

export const subCategoryBySlug = new Map(subCategories.map((child) => [child.slug, child]));
