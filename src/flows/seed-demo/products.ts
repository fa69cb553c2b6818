import type { ProductCondition, ProductUnit, ServiceRate } from "@/modules/listings/listings.types";

/** How conditions are spread over the listings of a kind of good. */
export type ConditionProfile = "new" | "gadget" | "car" | "used-ok" | "second-hand";

export const conditionProfiles: Record<ConditionProfile, [ProductCondition, number][]> = {
  new: [["NEW", 1]],
  gadget: [
    ["NEW", 45],
    ["FOREIGN_USED", 35],
    ["NIGERIAN_USED", 12],
    ["REFURBISHED", 8],
  ],
  car: [
    ["FOREIGN_USED", 60],
    ["NIGERIAN_USED", 36],
    ["NEW", 4],
  ],
  "used-ok": [
    ["NEW", 62],
    ["FOREIGN_USED", 22],
    ["NIGERIAN_USED", 16],
  ],
  // Goods that are second-hand by name ("okrika" clothes).
  "second-hand": [["FOREIGN_USED", 1]],
};

/** What a used item sells for against new, when no price-desk item fixes the price. */
export const conditionPriceFactor: Record<ProductCondition, number> = {
  NEW: 1,
  FOREIGN_USED: 0.72,
  NIGERIAN_USED: 0.58,
  REFURBISHED: 0.66,
};

export interface ProductType {
  /** "{a|b}" picks one alternative. */
  title: string;
  /** Naira range for a new one; omitted when `item` sets the price. */
  price?: [number, number];
  /** Price-desk item slug: price around its typical price, condition and unit from the item. */
  item?: string;
  condition?: ConditionProfile;
  unit?: ProductUnit;
  /** What one price buys when the unit's name would not say it ("3-litre bottle", "pack of 10"). Linked: the item's. */
  unitLabel?: string;
  /** Linked types only: how many of the item's unit one price buys ("50 day-old broiler chicks": 50). */
  quantity?: number;
  about?: string[];
  weight?: number;
}

export interface SubCatalogue {
  condition?: ConditionProfile;
  unit?: ProductUnit;
  stock: [number, number];
  /** Sentences that fit any listing of the sub-category. */
  about: string[];
  types: ProductType[];
}

function p(title: string, price: [number, number], extra: Omit<ProductType, "title" | "price"> = {}): ProductType {
  return { title, price, ...extra };
}

function linked(title: string, item: string, extra: Omit<ProductType, "title" | "item"> = {}): ProductType {
  return { title, item, ...extra };
}

const phoneAbout = [
  "Original device; dial *#06# and check the IMEI against the box before you pay.",
  "Face ID, camera, speakers and charging port all tested in front of you.",
  "Comes with a charger, a free screen guard and a pouch.",
  "Battery health above 85%, no dents, no cracks.",
  "Seven-day replacement warranty if any fault shows up.",
];

export const catalogue: Record<string, SubCatalogue> = {
  // Phones and tablets
  "mobile-phones": {
    condition: "gadget",
    stock: [1, 12],
    about: phoneAbout,
    types: [
      linked("iPhone 13 128GB, {Midnight|Blue|Starlight|Pink|Green}", "iphone-13-128gb-uk-used", { weight: 3 }),
      linked("iPhone 14 128GB, {Midnight|Purple|Blue|Starlight}", "iphone-14-128gb-uk-used", { weight: 2 }),
      linked("iPhone 15 128GB, {Black|Blue|Pink|Green}", "iphone-15-128gb-uk-used", { weight: 2 }),
      linked("iPhone 15 Pro Max 256GB, {Natural Titanium|Black Titanium|Blue Titanium}", "iphone-15-pro-max-256gb-new"),
      linked("iPhone 16 Pro Max 256GB, {Desert Titanium|Black Titanium|White Titanium}", "iphone-16-pro-max-256gb-new"),
      linked("Samsung Galaxy A15 128GB, 6GB RAM", "samsung-galaxy-a15-128gb-new", { weight: 2 }),
      linked("Samsung Galaxy A25 5G 128GB, 6GB RAM", "samsung-galaxy-a25-128gb-new"),
      linked("Samsung Galaxy S24 Ultra 256GB, 12GB RAM", "samsung-galaxy-s24-ultra-256gb-new"),
      linked("Samsung Galaxy S23 Ultra 256GB", "samsung-galaxy-s23-ultra-256gb-uk-used"),
      linked("Tecno Spark 20 128GB, 8GB RAM", "tecno-spark-20-128gb-new", { weight: 3 }),
      linked("Tecno Camon 30 256GB, 8GB RAM", "tecno-camon-30-256gb-new"),
      linked("Infinix Hot 40 128GB, 8GB RAM", "infinix-hot-40-128gb-new", { weight: 3 }),
      linked("Infinix Note 40 256GB, 8GB RAM", "infinix-note-40-256gb-new"),
      linked("itel A70 64GB, 4GB RAM", "itel-a70-64gb-new", { weight: 2 }),
      linked("Xiaomi Redmi 13C 128GB, 6GB RAM", "redmi-13c-128gb-new"),
      p("Tecno Spark 20 Pro 256GB, 8GB RAM", [215_000, 240_000], { weight: 2 }),
      p("iPhone 12 {64GB|128GB}", [380_000, 450_000], { weight: 2 }),
      p("iPhone 11 {64GB|128GB}", [280_000, 340_000], { weight: 2 }),
      p("iPhone XR 64GB", [190_000, 230_000]),
      p("Samsung Galaxy A05s 128GB", [140_000, 160_000]),
      p("Samsung Galaxy Z Flip 5 256GB", [820_000, 950_000]),
      p("Google Pixel 7 Pro 128GB", [420_000, 500_000]),
      p("Infinix Smart 8 64GB", [88_000, 99_000]),
      p("Tecno Pop 8 64GB", [78_000, 90_000]),
      p("Nokia 105 (2023) dual SIM", [18_000, 23_000], { condition: "new" }),
      p("itel 2160 torch phone", [11_000, 14_000], { condition: "new" }),
    ],
  },
  tablets: {
    condition: "gadget",
    stock: [1, 8],
    about: [
      "Good for school work, Zoom classes and Netflix.",
      "Battery lasts a full day of use.",
      "Comes with original charger.",
    ],
    types: [
      linked("Apple iPad 9th generation 64GB Wi-Fi", "ipad-9th-generation-64gb-new", { weight: 2 }),
      p("Apple iPad Air 5 (M1) 64GB", [620_000, 720_000]),
      p("Samsung Galaxy Tab A9+ 64GB", [230_000, 270_000]),
      p("Samsung Galaxy Tab S6 Lite 64GB", [300_000, 350_000]),
      p("Xiaomi Redmi Pad SE 128GB", [200_000, 235_000]),
      p("Kids tablet 7-inch with protective case", [45_000, 65_000], { condition: "new" }),
    ],
  },
  "phone-accessories": {
    condition: "new",
    stock: [5, 120],
    about: ["Original quality, not China copy.", "Wholesale price for phone shops and resellers."],
    types: [
      p("Oraimo FreePods {3|4} wireless earbuds", [19_000, 28_000], { weight: 2 }),
      p("Apple AirPods Pro (2nd generation)", [180_000, 230_000]),
      p("{iPhone 20W USB-C fast charger|20W USB-C power adapter for iPhone}", [9_000, 15_000], { weight: 2 }),
      p("Samsung 25W super fast charger with cable", [12_000, 17_000]),
      p(
        "{Tempered glass screen guard, all models|Full-glue tempered glass screen protector, all phones}",
        [1_500, 3_000],
        { weight: 2 },
      ),
      p("Shockproof phone case, iPhone {13|14|15}", [3_500, 6_000], { weight: 2 }),
      p("Oraimo wired earphones with mic", [3_000, 4_500]),
      p("Bluetooth car charger FM transmitter", [6_500, 9_000]),
    ],
  },
  "smart-watches": {
    condition: "gadget",
    stock: [1, 15],
    about: ["Tracks steps, heart rate and sleep.", "Pairs with Android and iPhone."],
    types: [
      p("Apple Watch Series {8|9} 45mm GPS", [320_000, 420_000]),
      p("Samsung Galaxy Watch 6 44mm", [210_000, 260_000]),
      p("Oraimo Watch 2 Pro smart watch", [28_000, 38_000], { condition: "new", weight: 2 }),
      p("Kids GPS smart watch with SIM slot", [25_000, 35_000], { condition: "new" }),
    ],
  },
  "power-banks-chargers": {
    condition: "new",
    stock: [5, 80],
    about: ["Real capacity, tested: not the fake ones that die in a week.", "Keeps you charged through NEPA outages."],
    types: [
      linked(
        "{Oraimo Traveler 20,000mAh power bank|Original Oraimo power bank, 20,000mAh|Oraimo Traveler 4 power bank (20,000mAh)}",
        "oraimo-power-bank-20-000mah",
        { weight: 3 },
      ),
      p("New Age 30,000mAh power bank with torch", [24_000, 32_000]),
      p("{Oraimo 27,000mAh fast-charge power bank|Oraimo fast-charging power bank, 27,000mAh}", [30_000, 38_000]),
      p("Rechargeable solar power bank 20,000mAh", [18_000, 26_000]),
      p("{USB-C to Lightning braided cable 2m|Braided USB-C to Lightning cable, 2 metres}", [3_500, 6_000]),
    ],
  },
  // Electronics
  televisions: {
    condition: "used-ok",
    stock: [1, 10],
    about: ["Free wall bracket and HDMI cable.", "Two-year warranty on new sets; tested in the shop before delivery."],
    types: [
      linked("LG 32-inch HD LED TV", "lg-32-inch-led-tv", { weight: 2 }),
      linked("Hisense 43-inch Full HD smart TV", "hisense-43-inch-smart-tv", { weight: 2 }),
      p("Samsung 55-inch Crystal UHD 4K smart TV", [620_000, 720_000]),
      p("Sony Bravia 65-inch 4K Google TV", [1_250_000, 1_450_000]),
      p("TCL 40-inch Android smart TV", [245_000, 285_000]),
      p("Polystar 24-inch LED TV with inbuilt decoder", [95_000, 120_000]),
    ],
  },
  "audio-sound-systems": {
    condition: "used-ok",
    stock: [1, 15],
    about: ["Loud, clean bass for parties and church programmes.", "Bluetooth, USB and FM radio."],
    types: [
      p("LG XBOOM 5.1 home theatre system", [280_000, 340_000]),
      p("Sayona Bluetooth party speaker with mic", [45_000, 70_000], { weight: 2 }),
      p("JBL Flip 6 portable speaker", [110_000, 140_000]),
      p("Hisense 2.1 soundbar 120W", [120_000, 150_000]),
      p("Mixer and 2 × 15-inch speakers PA set", [650_000, 850_000]),
    ],
  },
  generators: {
    condition: "used-ok",
    stock: [1, 20],
    about: [
      "Recoil and key start; comes with a full service kit.",
      "Runs fridge, TV, fans and bulbs at the same time.",
    ],
    types: [
      linked("Sumec Firman SPG3000 2.5kVA generator", "sumec-firman-2-5kva-generator-spg3000", { weight: 3 }),
      linked("Tiger TG950 0.75kVA generator", "tiger-950-generator", { weight: 2 }),
      p("Elepaq Constant EC8800 6.5kVA generator", [780_000, 900_000]),
      p("Thermocool Bigmaster 3.6kVA generator", [520_000, 600_000]),
      p("Mikano 20kVA soundproof diesel generator", [9_500_000, 11_500_000]),
      p("Lutian 3.5kVA key-start generator", [440_000, 520_000]),
    ],
  },
  "solar-inverters": {
    condition: "new",
    stock: [1, 30],
    about: ["Free site survey and installation within the city.", "Say goodbye to fuel queues and generator noise."],
    types: [
      linked("200W monocrystalline solar panel", "200w-solar-panel-mono", { weight: 3 }),
      linked("220Ah tubular inverter battery", "220ah-tubular-inverter-battery", { weight: 2 }),
      linked("3.5kVA 24V pure sine wave inverter", "3-5kva-inverter-24v", { weight: 2 }),
      p("5kVA lithium solar system, complete installation", [4_200_000, 5_200_000]),
      p("60A MPPT solar charge controller", [120_000, 160_000]),
      p("Solar street light 300W all-in-one", [65_000, 90_000]),
    ],
  },
  cameras: {
    condition: "gadget",
    stock: [1, 6],
    about: ["Shutter count low; lens clean with no fungus.", "Good for weddings, events and content creation."],
    types: [
      p("Canon EOS 2000D with 18-55mm lens", [520_000, 600_000]),
      p("Sony A7 III body only", [1_700_000, 1_950_000]),
      p("Nikon D750 with 24-120mm lens", [1_200_000, 1_400_000]),
      p("DJI Osmo Pocket 3", [780_000, 880_000]),
      p("Hikvision 4-channel CCTV kit with DVR", [230_000, 290_000], { condition: "new" }),
    ],
  },
  "video-game-consoles": {
    condition: "gadget",
    stock: [1, 8],
    about: ["Comes with two pads and FIFA installed.", "Tested with games in the shop."],
    types: [
      p("PlayStation 5 Slim disc edition", [780_000, 880_000], { weight: 2 }),
      p("PlayStation 4 Pro 1TB", [320_000, 380_000], { weight: 2 }),
      p("Xbox Series X 1TB", [850_000, 950_000]),
      p("Nintendo Switch OLED", [420_000, 480_000]),
      p("EA Sports FC 25 for PS5", [55_000, 70_000], { condition: "new" }),
    ],
  },
  // Computing
  laptops: {
    condition: "gadget",
    stock: [1, 10],
    about: [
      "Windows 11 Pro activated with Microsoft Office installed.",
      "Backlit keyboard, battery lasts about four hours.",
      "Free laptop bag and mouse.",
      "Good for students, bankers and remote work.",
    ],
    types: [
      linked("HP EliteBook 840 G5, Core i5 8th gen, 8GB RAM, 256GB SSD", "hp-elitebook-840-g5-core-i5-uk-used", {
        weight: 3,
      }),
      linked("Apple MacBook Air M1 8GB, 256GB SSD", "macbook-air-m1-uk-used", { weight: 2 }),
      linked("Dell Latitude 5400, Core i5 8th gen, 8GB RAM, 256GB SSD", "dell-latitude-5400-core-i5-uk-used", {
        weight: 2,
      }),
      p("Lenovo ThinkPad T480, Core i5, 16GB RAM, 512GB SSD", [420_000, 480_000]),
      p("HP 15 laptop, Core i3 12th gen, 8GB RAM, 512GB SSD", [520_000, 590_000]),
      p("Apple MacBook Pro 14-inch M3 Pro 18GB, 512GB", [3_100_000, 3_500_000]),
      p("Dell XPS 13 9310, Core i7, 16GB RAM", [950_000, 1_100_000]),
      p("Asus TUF gaming laptop, Ryzen 7, RTX 4060", [1_650_000, 1_900_000]),
    ],
  },
  "desktop-computers": {
    condition: "gadget",
    stock: [1, 10],
    about: ["Complete set with monitor, keyboard and mouse.", "Good for business centres, schools and offices."],
    types: [
      p("HP EliteDesk 800 G4 mini, Core i5, 8GB RAM", [210_000, 260_000]),
      p("Dell OptiPlex 7060 tower with 22-inch monitor", [280_000, 340_000]),
      p("Apple iMac 24-inch M1", [1_150_000, 1_350_000]),
      p("Custom gaming PC, Ryzen 5, RTX 3060", [1_100_000, 1_300_000]),
    ],
  },
  "printers-scanners": {
    condition: "used-ok",
    stock: [1, 12],
    about: ["Prints sharp and fast; toner included.", "We install and connect to your Wi-Fi."],
    types: [
      p("HP LaserJet Pro M404dn printer", [380_000, 440_000]),
      p("Epson L3250 EcoTank colour printer", [240_000, 290_000], { weight: 2 }),
      p("Canon imageRUNNER 2425 photocopier", [1_300_000, 1_550_000]),
      p("HP 26A black toner cartridge", [48_000, 60_000], { condition: "new" }),
    ],
  },
  "computer-accessories": {
    condition: "new",
    stock: [3, 60],
    about: ["Plug and play, works with Windows and Mac.", "Bulk discount for offices."],
    types: [
      p("Logitech wireless keyboard and mouse combo", [18_000, 26_000], { weight: 2 }),
      p("Samsung 1TB portable SSD T7", [120_000, 150_000]),
      p("SanDisk 64GB flash drive", [6_000, 9_000], { weight: 2 }),
      p("24-inch Dell IPS monitor", [150_000, 190_000]),
      p("Laptop cooling pad with 5 fans", [9_000, 14_000]),
      p("Mercury 1.2kVA UPS", [75_000, 95_000]),
    ],
  },
  "networking-internet": {
    condition: "new",
    stock: [2, 40],
    about: ["Works with MTN, Airtel, Glo and 9mobile SIMs.", "We help with setup."],
    types: [
      p("MTN 5G router with 100GB bonus", [75_000, 95_000], { weight: 2 }),
      p("Airtel 4G MiFi", [25_000, 32_000], { weight: 2 }),
      p("Starlink standard kit", [590_000, 650_000]),
      p("TP-Link Archer C6 dual-band router", [38_000, 48_000]),
      p("Cat6 network cable, 305m box", [85_000, 110_000]),
    ],
  },
  // Fashion
  "ankara-fabrics": {
    condition: "new",
    unit: "PIECE",
    stock: [10, 150],
    about: [
      "Colour does not run after washing.",
      "Perfect for aso-ebi, gowns and shirts.",
      "Wholesale available for aso-ebi orders.",
    ],
    types: [
      linked(
        "Ankara fabric, 6 yards, {bold orange print|blue and gold|green geometric|purple floral}",
        "ankara-fabric-6-yards",
        { weight: 4 },
      ),
      p("Hollandais wax print, 6 yards", [38_000, 55_000], { weight: 2, unitLabel: "6 yards" }),
      p("Vlisco super wax, 6 yards", [120_000, 180_000], { unitLabel: "6 yards" }),
      p("Ankara fabric by the yard", [2_000, 3_000], { unit: "YARD" }),
      p("Adire tie-dye fabric from Abeokuta, 2 yards", [9_000, 14_000], { unitLabel: "2 yards" }),
    ],
  },
  "lace-aso-oke": {
    condition: "new",
    stock: [5, 80],
    about: ["Heavy, quality material for owambe and weddings.", "Matching gele and ipele available."],
    types: [
      linked("Swiss voile lace, 5 yards, {wine|champagne|emerald|royal blue}", "swiss-voile-lace-5-yards", {
        weight: 3,
      }),
      p("Beaded French lace, 5 yards", [95_000, 160_000], { unitLabel: "5 yards" }),
      p("Aso-oke complete set (gele, ipele, iro)", [65_000, 110_000], { weight: 2 }),
      p("Sequin net lace, 5 yards", [45_000, 70_000], { unitLabel: "5 yards" }),
      p("George wrapper (Indian George), 6 yards", [70_000, 130_000], { unitLabel: "6 yards" }),
    ],
  },
  "mens-clothing": {
    condition: "new",
    stock: [3, 60],
    about: ["Sizes S to XXXL available.", "Good quality fabric, does not fade."],
    types: [
      p("Men's slim-fit corporate shirt", [12_000, 18_000], { weight: 2 }),
      p("Men's three-piece suit, {black|navy|grey}", [75_000, 140_000]),
      p("Men's chinos trousers", [12_000, 17_000], { weight: 2 }),
      p("Men's polo shirt, pack of 3", [18_000, 25_000], { unit: "PACK", unitLabel: "pack of 3" }),
      p("Men's jeans, straight cut", [14_000, 22_000]),
      p("Okrika (bend-down select) jacket, grade A", [8_000, 15_000], { condition: "second-hand" }),
    ],
  },
  "womens-clothing": {
    condition: "new",
    stock: [3, 60],
    about: ["Sizes 8 to 20 available.", "Soft fabric, true to size."],
    types: [
      p("Women's bodycon midi dress", [14_000, 22_000], { weight: 2 }),
      p("Ladies' corporate skirt suit", [28_000, 42_000]),
      p("Women's palazzo trousers and top set", [16_000, 24_000]),
      p("Maxi abaya with hijab", [18_000, 30_000]),
      p("Ready-to-wear Ankara gown", [20_000, 35_000], { weight: 2 }),
    ],
  },
  "native-wear": {
    condition: "new",
    stock: [2, 40],
    about: ["Well sewn with neat embroidery.", "Tell us your measurements for a custom fit."],
    types: [
      linked("Men's kaftan, {white|navy|wine|black}, ready-made", "men-s-kaftan-ready-made", { weight: 3 }),
      p("Senator wear with embroidery", [35_000, 55_000], { weight: 2 }),
      p("Agbada three-piece set", [90_000, 180_000]),
      p("Babanriga complete with cap", [70_000, 140_000]),
      p("Fila (Yoruba cap), hand-woven", [5_000, 12_000]),
      p("Isiagu (lion head) shirt", [28_000, 45_000]),
    ],
  },
  shoes: {
    condition: "new",
    unit: "PAIR",
    stock: [2, 40],
    about: ["Sizes 39 to 46 available.", "Comfortable sole, neat finishing."],
    types: [
      p("Men's leather loafers, made in Aba", [18_000, 30_000], { weight: 3 }),
      p("Nike Air Force 1 '07 sneakers", [85_000, 120_000]),
      p("Ladies' block-heel sandals", [15_000, 25_000], { weight: 2 }),
      p("Men's palm slippers (Aba-made)", [8_000, 14_000], { weight: 2 }),
      p("Adidas Samba sneakers", [95_000, 130_000]),
      p("Children's school sandals", [6_000, 9_000]),
    ],
  },
  bags: {
    condition: "new",
    stock: [2, 40],
    about: ["Strong zip and stitching.", "Many colours in stock."],
    types: [
      p("Ladies' leather handbag", [25_000, 45_000], { weight: 2 }),
      p("Men's leather laptop bag", [28_000, 45_000]),
      p("Travel box, 28-inch hard case", [45_000, 70_000]),
      p("Ghana Must Go bag, big, pack of 3", [4_000, 6_000], { unit: "PACK", unitLabel: "pack of 3" }),
      p("Aso-oke clutch purse", [9_000, 15_000]),
    ],
  },
  "jewellery-watches": {
    condition: "new",
    stock: [1, 25],
    about: ["Does not tarnish or change colour.", "Gift box included."],
    types: [
      p("Coral bead set for traditional weddings", [35_000, 80_000]),
      p("18k gold-plated Cuban chain", [12_000, 25_000], { weight: 2 }),
      p("Casio Edifice men's watch", [95_000, 140_000]),
      p("Waist beads (jigida), set of 3", [4_000, 8_000], { unitLabel: "set of 3" }),
      p("Rolex Datejust 41mm", [9_500_000, 13_000_000], { condition: "used-ok" }),
    ],
  },
  // Foodstuff and groceries
  "rice-grains": {
    condition: "new",
    unit: "BAG_50KG",
    stock: [5, 200],
    about: [
      "Stone-free, well parboiled, no odour.",
      "Delivery to your house or shop within the city.",
      "Wholesale price for caterers and restaurants.",
    ],
    types: [
      linked("Local parboiled rice, 50kg bag{| (Abakaliki)| (Kebbi)}", "rice-local-parboiled-50kg-bag", { weight: 4 }),
      linked("{Mama Gold|Royal Stallion|Caprice} rice, 50kg bag", "rice-foreign-50kg-bag", { weight: 4 }),
      linked("{Rice by the derica|Local rice, sold by the derica|Parboiled rice by the derica}", "rice-derica", {
        weight: 2,
      }),
      linked("Rice, paint bucket", "rice-paint-bucket", { weight: 2 }),
      linked("Ofada rice, paint bucket", "ofada-rice-paint-bucket"),
      linked("White maize, 50kg bag", "maize-white-50kg-bag", { weight: 2 }),
      linked("Guinea corn (sorghum), 50kg bag", "sorghum-guinea-corn-50kg-bag"),
      linked("Millet, 50kg bag", "millet-50kg-bag"),
      linked("Soya beans, 50kg bag", "soya-beans-50kg-bag"),
      p("Basmati rice, 5kg", [13_000, 17_000], { unit: "PACK", unitLabel: "5kg bag" }),
    ],
  },
  "beans-legumes": {
    condition: "new",
    stock: [5, 200],
    about: ["Clean, no weevils, no stones.", "Cooks soft quickly."],
    types: [
      linked(
        "{Oloyin honey beans, derica|Oloyin beans by the derica|Honey beans (oloyin), derica}",
        "beans-oloyin-honey-beans-derica",
        { weight: 3 },
      ),
      linked("Brown beans, paint bucket", "beans-brown-paint-bucket", { weight: 3 }),
      linked("White (drum) beans, 50kg bag", "beans-white-drum-50kg-bag", { weight: 2 }),
      linked("Shelled groundnuts, paint bucket", "groundnuts-shelled-paint-bucket"),
      p("Bambara nuts (okpa), paint bucket", [10_000, 14_000], { unit: "PAINT_BUCKET" }),
    ],
  },
  "garri-flour-semolina": {
    condition: "new",
    stock: [5, 150],
    about: ["Dry, crisp and well fried.", "Sealed bags, no sand."],
    types: [
      linked("White garri, 50kg bag", "garri-white-50kg-bag", { weight: 3 }),
      linked("Yellow Ijebu garri, paint bucket", "garri-yellow-paint-bucket", { weight: 3 }),
      linked("{Garri by the derica|White garri, derica measure|Ijebu garri by the derica}", "garri-derica"),
      linked("Semovita, 10kg", "semovita-10kg", { weight: 2 }),
      linked("Golden Penny flour, 50kg bag", "flour-golden-penny-50kg-bag"),
      linked("Elubo (yam flour), paint bucket", "yam-flour-elubo-paint-bucket"),
      linked("Lafun (cassava flour), paint bucket", "cassava-flour-lafun-paint-bucket"),
      p("Poundo yam, 4kg", [9_500, 12_000], { unit: "PACK", unitLabel: "4kg pack" }),
    ],
  },
  "yam-tubers": {
    condition: "new",
    stock: [10, 300],
    about: ["Fresh from the farm, no rot.", "We sort big and medium sizes."],
    types: [
      linked("{Yam, medium tuber|Medium yam tuber|Fresh yam, medium-size tuber}", "yam-medium-tuber", { weight: 3 }),
      linked("5 medium yam tubers", "yam-medium-tuber", { quantity: 5 }),
      linked("Big Abuja yam tuber", "yam-big-tuber", { weight: 2 }),
      linked("Irish potatoes, 50kg bag", "irish-potatoes-50kg-bag"),
      linked("Sweet potatoes, basket", "sweet-potatoes-basket"),
      linked("Plantain, bunch", "plantain-bunch", { weight: 2 }),
      linked("Cocoyam, paint bucket", "cocoyam-paint-bucket"),
    ],
  },
  "cooking-oil": {
    condition: "new",
    stock: [5, 120],
    about: ["Pure, not mixed with water or dye.", "Sealed kegs, delivery available."],
    types: [
      linked("{Palm oil, 25 litres|Fresh red palm oil, 25-litre keg|Palm oil (Edo), 25 litres}", "palm-oil-25-litres", {
        weight: 3,
      }),
      linked("Palm oil, 1 litre bottle", "palm-oil-1-litre", { weight: 2 }),
      linked("{Groundnut oil, 25 litres|Pure groundnut oil, 25-litre keg}", "groundnut-oil-25-litres", { weight: 2 }),
      linked("Kings vegetable oil, 5 litres", "vegetable-oil-kings-5-litres", { weight: 2 }),
      linked("Vegetable oil, 1 litre", "vegetable-oil-1-litre"),
      p("Power Oil, 3 litres", [10_000, 12_500], { unitLabel: "3-litre bottle" }),
    ],
  },
  "tomatoes-pepper-onions": {
    condition: "new",
    stock: [2, 60],
    about: ["Fresh supply every morning from the north.", "Firm and ripe, sorted well."],
    types: [
      linked("Fresh tomatoes, big basket", "tomatoes-big-basket", { weight: 3 }),
      linked(
        "{Tomatoes, paint bucket|Fresh tomatoes, paint bucket|Tomatoes (Kano), paint bucket}",
        "tomatoes-paint-bucket",
        { weight: 3 },
      ),
      linked("Rodo (scotch bonnet), basket", "pepper-rodo-basket", { weight: 2 }),
      linked("Tatashe, basket", "tatashe-red-bell-pepper-basket"),
      linked("Onions, 50kg bag", "onions-50kg-bag", { weight: 2 }),
      linked("Onions, paint bucket", "onions-paint-bucket", { weight: 2 }),
      linked("Ugu leaves, bundle", "ugu-leaves-bundle"),
      linked("Okra, paint bucket", "okra-paint-bucket"),
      linked("Jos carrots, basket", "carrots-basket"),
      linked("Cabbage, big head", "cabbage-head"),
    ],
  },
  "meat-poultry-fish": {
    condition: "new",
    stock: [5, 100],
    about: ["Cold room kept at the right temperature.", "Cleaned and cut to your taste at no extra cost."],
    types: [
      linked(
        "{Frozen whole chicken, per kg|Frozen chicken (full), per kg|Imported frozen chicken, per kg}",
        "frozen-chicken-1kg",
        { weight: 3 },
      ),
      linked("Live broiler chicken, big size", "live-broiler-chicken-big", { weight: 2 }),
      linked("Fresh beef, per kg", "beef-1kg", { weight: 2 }),
      linked("Goat meat, per kg", "goat-meat-1kg"),
      linked("Fresh catfish, per kg", "fresh-catfish-1kg", { weight: 2 }),
      linked("Frozen titus fish, per kg", "frozen-fish-titus-1kg"),
      p("Turkey wings, 10kg carton", [42_000, 52_000], { unit: "PACK", unitLabel: "10kg carton" }),
      p("Smoked catfish, 10 pieces", [14_000, 20_000], { unit: "PACK", unitLabel: "pack of 10" }),
      p("Stockfish (okporoko), medium head", [9_000, 14_000]),
    ],
  },
  "soup-ingredients-spices": {
    condition: "new",
    stock: [5, 120],
    about: ["Well dried and clean, no sand.", "Measured in front of you."],
    types: [
      linked("Ground egusi, paint bucket", "egusi-ground-melon-paint-bucket", { weight: 2 }),
      linked("Egusi by the derica", "egusi-derica", { weight: 2 }),
      linked("Crayfish, paint bucket", "crayfish-paint-bucket", { weight: 2 }),
      linked("Ogbono by the derica", "ogbono-derica"),
      p("Iru (locust beans), 10 wraps", [3_000, 4_500], { unit: "PACK", unitLabel: "10 wraps" }),
      p("Dried uziza and utazi leaves, pack", [1_500, 2_500], { unit: "PACK" }),
      p("Suya pepper (yaji), 500g", [3_000, 4_500], { unit: "PACK" }),
    ],
  },
  "noodles-pasta": {
    condition: "new",
    unit: "PACK",
    stock: [10, 400],
    about: ["Long expiry date, straight from the distributor.", "Wholesale price for shops."],
    types: [
      linked(
        "{Indomie Chicken noodles 70g, carton of 40|Indomie instant noodles (chicken) 70g, carton of 40}",
        "indomie-noodles-70g-carton-of-40",
        { weight: 3 },
      ),
      linked("Indomie Super Pack 120g, carton of 40", "indomie-super-pack-120g-carton-of-40", { weight: 2 }),
      linked("Golden Penny spaghetti 500g, carton of 20", "spaghetti-500g-carton-of-20", { weight: 2 }),
      p("Dangote macaroni 500g, carton of 20", [18_000, 21_000], { unitLabel: "carton of 20" }),
      p("Honeywell noodles 70g, carton of 40", [9_500, 11_000], { unitLabel: "carton of 40" }),
    ],
  },
  "beverages-drinks": {
    condition: "new",
    unit: "PACK",
    stock: [10, 300],
    about: ["Long expiry date, straight from the distributor.", "Chilled on request."],
    types: [
      linked("Milo refill, 500g", "milo-refill-500g", { weight: 2 }),
      linked("Peak milk powder refill, 400g", "peak-milk-powder-refill-400g", { weight: 2 }),
      linked("Eva bottled water 75cl, pack of 12", "bottled-water-75cl-pack-of-12", { weight: 2 }),
      linked("Coca-Cola 50cl PET, pack of 12", "coca-cola-50cl-pack-of-12"),
      linked("Maltina can 33cl, pack of 24", "malt-drink-33cl-can-pack-of-24"),
      p("Lipton yellow label tea, 100 bags", [3_500, 4_500], { unitLabel: "pack of 100 bags" }),
      p("Hollandia yoghurt 1L, pack of 6", [11_000, 14_000]),
    ],
  },
  "provisions-seasoning": {
    condition: "new",
    stock: [10, 300],
    about: ["Original products, not fake.", "We supply shops and supermarkets."],
    types: [
      linked("Dangote sugar, 50kg bag", "sugar-dangote-50kg-bag", { weight: 2 }),
      linked("St Louis sugar cubes, 500g", "sugar-cubes-st-louis-500g"),
      linked("Dangote iodised salt, 1kg", "salt-1kg-pack"),
      linked("Maggi star cubes, pack of 100", "maggi-cubes-pack-of-100", { weight: 2 }),
      linked("Gino tomato paste 70g, carton of 50", "tomato-paste-70g-sachet-carton-of-50"),
      linked("Big sliced bread (Agege style)", "bread-sliced-large", { weight: 2 }),
      p("Knorr chicken cubes, pack of 50", [1_800, 2_500], { unit: "PACK" }),
    ],
  },
  "eggs-dairy": {
    condition: "new",
    stock: [5, 200],
    about: ["Fresh from our farm this week.", "Big, clean eggs; no cracks."],
    types: [
      linked(
        "{Fresh eggs, crate of 30 (big size)|Big eggs, crate of 30|Farm-fresh eggs, crate of 30}",
        "eggs-crate-of-30",
        { weight: 4 },
      ),
      p("Eggs, crate of 30 (medium size)", [5_200, 5_800], { unit: "CRATE" }),
      p("Peak evaporated milk 160g, carton of 48", [38_000, 45_000], { unit: "PACK", unitLabel: "carton of 48" }),
      p("Fresh fura da nono, 1 litre", [1_500, 2_500], { unit: "LITRE" }),
    ],
  },
  // Home and kitchen
  furniture: {
    condition: "used-ok",
    stock: [1, 10],
    about: ["Made with seasoned hardwood; does not shake.", "Delivery and fixing within the city."],
    types: [
      p("Seven-seater L-shaped sofa", [650_000, 950_000], { weight: 2 }),
      p("Six-seater dining table with chairs", [380_000, 550_000]),
      p("Executive office table with drawers", [180_000, 260_000]),
      p("Four-door wardrobe with mirror", [280_000, 420_000]),
      p("Plastic chairs (Vitafoam style), set of 4", [32_000, 45_000], { condition: "new", unitLabel: "set of 4" }),
      p("Centre table with glass top", [65_000, 110_000]),
    ],
  },
  "kitchen-appliances": {
    condition: "used-ok",
    stock: [1, 25],
    about: ["Warranty card included.", "Pure copper motor."],
    types: [
      linked("Binatone blender 1.5L", "blender-1-5l", { weight: 3 }),
      p("Microwave oven 20L", [85_000, 110_000]),
      p("Standing gas cooker with oven, 4 burners", [280_000, 380_000]),
      p("Electric kettle 1.7L", [14_000, 20_000]),
      p("Air fryer 5L", [75_000, 100_000]),
      p("Yam pounder (pounded yam machine)", [160_000, 210_000]),
    ],
  },
  "cookware-utensils": {
    condition: "new",
    stock: [3, 60],
    about: ["Non-stick, easy to wash.", "Strong handles that do not get hot."],
    types: [
      p("Non-stick pot set, 5 pieces", [45_000, 65_000], { weight: 2, unitLabel: "set of 5 pieces" }),
      p("Aluminium cooking pot (Dutch pot), big size", [22_000, 38_000]),
      p("Cooler (food flask) 20L", [28_000, 40_000]),
      p("Stainless cutlery set, 24 pieces", [16_000, 24_000], { unitLabel: "set of 24 pieces" }),
      p("Mortar and pestle (wooden), big", [12_000, 18_000]),
    ],
  },
  "bedding-mattresses": {
    condition: "new",
    stock: [2, 30],
    about: ["Firm support, good for the back.", "Free delivery in the city."],
    types: [
      p("Vitafoam Grand orthopaedic mattress 6×6, 10-inch", [320_000, 420_000], { weight: 2 }),
      p("Mouka Flora mattress 4.5×6, 8-inch", [150_000, 200_000]),
      p("Duvet, bedsheet and 4 pillowcases set", [28_000, 42_000], { weight: 2 }),
      p("Pillows, pair", [9_000, 14_000], { unit: "PAIR" }),
    ],
  },
  "fans-air-conditioners": {
    condition: "used-ok",
    stock: [1, 20],
    about: ["Low noise, strong air.", "Free installation for air conditioners within the city."],
    types: [
      linked("Standing fan 18-inch", "standing-fan-18-inch", { weight: 3 }),
      linked("1.5HP inverter split air conditioner", "split-air-conditioner-1-5hp-inverter", { weight: 2 }),
      p("Rechargeable fan 16-inch with solar panel", [65_000, 85_000]),
      p("Ceiling fan 56-inch", [38_000, 55_000]),
      p("2HP split air conditioner", [720_000, 850_000]),
    ],
  },
  "fridges-freezers": {
    condition: "used-ok",
    stock: [1, 12],
    about: ["Fast freezing even with low voltage.", "Uses little power; inverter compatible."],
    types: [
      linked("Chest freezer 200 litres", "chest-freezer-200l", { weight: 3 }),
      p("Double-door refrigerator 350 litres", [680_000, 820_000]),
      p("Table-top fridge 90 litres", [180_000, 230_000], { weight: 2 }),
      p("Chest freezer 500 litres", [950_000, 1_150_000]),
    ],
  },
  "home-decor": {
    condition: "new",
    stock: [2, 30],
    about: ["Adds class to your living room.", "Many designs in stock."],
    types: [
      p("Curtains with blinds, pair", [35_000, 60_000], { weight: 2, unit: "PAIR" }),
      p("Wall clock, large", [12_000, 22_000]),
      p("Artificial flowers with vase", [9_000, 16_000]),
      p("Rug 5×8 feet", [45_000, 75_000]),
      p("Wall art canvas, set of 3", [28_000, 45_000], { unitLabel: "set of 3" }),
    ],
  },
  // Vehicles and parts
  cars: {
    condition: "car",
    stock: [1, 1],
    about: [
      "Duty fully paid with complete documents.",
      "Engine and gear in perfect condition; AC chilling.",
      "Buy and drive; no hidden fault.",
      "Inspection welcome with your own mechanic.",
    ],
    types: [
      linked("2014 Toyota Corolla LE", "toyota-corolla-2014-foreign-used", { weight: 3 }),
      linked("2010 Toyota Camry (Muscle)", "toyota-camry-2010-foreign-used", { weight: 3 }),
      linked("2013 Honda Accord EX", "honda-accord-2013-nigerian-used", { weight: 2 }),
      linked("2016 Lexus RX 350", "lexus-rx-350-2016-foreign-used"),
      p("2012 Toyota Highlander", [17_000_000, 22_000_000], { weight: 2 }),
      p("2015 Mercedes-Benz C300", [19_000_000, 24_000_000]),
      p("2008 Toyota Sienna", [9_000_000, 12_500_000], { weight: 2 }),
      p("2017 Hyundai Elantra", [11_000_000, 14_000_000]),
      p("2011 Honda Pilot", [11_500_000, 15_000_000]),
      p("2018 Toyota RAV4", [28_000_000, 35_000_000]),
    ],
  },
  "motorcycles-tricycles": {
    condition: "used-ok",
    stock: [1, 10],
    about: ["Papers complete.", "Strong engine, good for commercial use."],
    types: [
      linked("Bajaj Boxer BM150 motorcycle", "bajaj-boxer-bm150-motorcycle-new", { weight: 3 }),
      linked("TVS King tricycle (keke)", "tvs-king-tricycle-new", { weight: 2 }),
      p("Qlink 150cc motorcycle", [1_200_000, 1_450_000]),
      p("Honda Ace 125 motorcycle", [1_350_000, 1_600_000]),
      p("Electric tricycle (keke) with lithium battery", [6_500_000, 7_800_000]),
    ],
  },
  "buses-trucks": {
    condition: "car",
    stock: [1, 2],
    about: ["Good for transport business.", "Documents complete; engine sound."],
    types: [
      p("Toyota HiAce bus (Hummer) 2012", [22_000_000, 28_000_000]),
      p("Mazda E2000 bus", [4_500_000, 6_500_000]),
      p("Mercedes-Benz 911 truck", [14_000_000, 19_000_000]),
      p("Toyota Hilux 2015", [24_000_000, 30_000_000]),
    ],
  },
  "tyres-wheels": {
    condition: "new",
    stock: [4, 80],
    about: ["Fresh production date; not old stock.", "Fitting and balancing available."],
    types: [
      linked("Car tyre 205/55 R16", "car-tyre-205-55-r16-new", { weight: 3 }),
      p("Michelin 225/65 R17 SUV tyre", [165_000, 195_000]),
      p("Tyres 195/65 R15, per pair", [55_000, 80_000], { condition: "used-ok", unit: "PAIR" }),
      p("Alloy rims 17-inch, set of 4", [280_000, 380_000], { unitLabel: "set of 4" }),
    ],
  },
  "spare-parts": {
    condition: "used-ok",
    stock: [1, 40],
    about: ["Original tokunbo parts from Belgium.", "Fitting available at our workshop."],
    types: [
      linked("Car battery 75Ah (Quanta)", "car-battery-75ah", { weight: 2 }),
      p("Toyota Camry 2.4 engine (2AZ) with gear", [1_350_000, 1_700_000], { condition: "car" }),
      p("Brake pads, Corolla 2009–2013, front", [18_000, 28_000], { condition: "new" }),
      p("Headlamp, Lexus RX 350 2010", [120_000, 180_000]),
      p("Shock absorbers, Honda Accord, pair", [55_000, 80_000], { unit: "PAIR" }),
    ],
  },
  "engine-oil-car-care": {
    condition: "new",
    stock: [5, 120],
    about: ["Original products from the distributor.", "Oil change service available."],
    types: [
      linked("Mobil Super 2000 engine oil, 4 litres", "engine-oil-mobil-super-4-litres", { weight: 3 }),
      p("Total Quartz 9000 5W-40, 4 litres", [38_000, 46_000], { unitLabel: "4-litre gallon" }),
      p("Car wash shampoo and wax kit", [9_000, 14_000]),
      p("Brake fluid DOT 4, 500ml", [4_000, 6_000]),
    ],
  },
  // Building materials
  cement: {
    condition: "new",
    unit: "BAG_50KG",
    stock: [50, 1000],
    about: ["Fresh stock from the factory depot.", "Delivery to site by truck; minimum 50 bags.", "Price is per bag."],
    types: [
      linked(
        "{Dangote Cement 42.5R, 50kg|Dangote 42.5R cement, 50kg bag|Dangote cement (42.5R), 50kg}",
        "cement-dangote-42-5r-50kg-bag",
        { weight: 4 },
      ),
      linked("BUA Cement, 50kg", "cement-bua-50kg-bag", { weight: 3 }),
      linked("Lafarge Elephant Supaset cement, 50kg", "cement-lafarge-elephant-50kg-bag", { weight: 2 }),
      linked("Dangote Cement 3X, 50kg", "cement-dangote-42-5r-50kg-bag"),
    ],
  },
  "blocks-bricks": {
    condition: "new",
    stock: [500, 10_000],
    about: ["Well cured, strong blocks; we do not cut corners on cement.", "Delivery to site."],
    types: [
      linked("9-inch sandcrete block", "sandcrete-block-9-inch", { weight: 3 }),
      linked("6-inch sandcrete block", "sandcrete-block-6-inch", { weight: 2 }),
      linked("Interlocking paving stones, per square metre", "interlocking-paving-stones-square-metre"),
      p("Burnt clay bricks, per 1,000", [180_000, 250_000], { unitLabel: "1,000 bricks" }),
    ],
  },
  "iron-rods-steel": {
    condition: "new",
    stock: [50, 2000],
    about: ["Full length, full gauge; not the thin ones.", "Price per length; discount per tonne."],
    types: [
      linked("12mm iron rod (length)", "iron-rod-12mm-length", { weight: 3 }),
      linked("16mm iron rod (length)", "iron-rod-16mm-length", { weight: 2 }),
      p("Binding wire, 20kg roll", [32_000, 42_000], { unitLabel: "20kg roll" }),
      p("BRC wire mesh, roll", [140_000, 190_000], { unitLabel: "roll" }),
    ],
  },
  "roofing-sheets": {
    condition: "new",
    stock: [100, 3000],
    about: ["Free measurement and quotation.", "Installation team available."],
    types: [
      linked("0.55mm aluminium longspan roofing, per metre", "aluminium-longspan-roofing-sheet-0-55mm-metre", {
        weight: 3,
      }),
      linked("Stone-coated roofing sheet (Milano)", "stone-coated-roofing-sheet", { weight: 2 }),
      p("Corrugated zinc, bundle of 10", [75_000, 95_000], { unit: "BUNDLE" }),
    ],
  },
  "sand-granite": {
    condition: "new",
    stock: [1, 50],
    about: ["Delivery to site by tipper.", "Clean, well washed."],
    types: [
      linked("Sharp sand, 20-tonne tipper", "sharp-sand-20-tonne-tipper", { weight: 3 }),
      linked("3/4-inch granite, 20-tonne truck", "granite-3-4-inch-20-tonne-truck", { weight: 2 }),
      p("Plaster (soft) sand, 10-tonne tipper", [90_000, 130_000]),
      p("Laterite filling, 20-tonne tipper", [110_000, 160_000]),
    ],
  },
  "tiles-sanitary-ware": {
    condition: "new",
    stock: [10, 500],
    about: ["Grade A, no cracks.", "Tilers available on request."],
    types: [
      linked("Goodwill floor tiles 60×60, carton", "floor-tiles-60-60-carton", { weight: 3 }),
      linked("Twyford WC toilet set", "wc-toilet-set-twyford", { weight: 2 }),
      p("Wash-hand basin with pedestal", [38_000, 55_000]),
      p("Bathtub, acrylic 1.7m", [180_000, 260_000]),
      p("Wall tiles 30×60, carton", [11_000, 14_500], { unit: "PACK", unitLabel: "carton" }),
    ],
  },
  paints: {
    condition: "new",
    stock: [5, 200],
    about: ["Original, not diluted.", "Mixing to any colour while you wait."],
    types: [
      linked("Dulux emulsion paint, 20 litres", "emulsion-paint-20-litres", { weight: 3 }),
      linked("Plaster of Paris (POP), bag", "plaster-of-paris-pop-bag", { weight: 2 }),
      p("Meyer satin paint, 4 litres", [28_000, 36_000], { unitLabel: "4-litre tin" }),
      p("Gloss paint, 4 litres", [24_000, 32_000], { unitLabel: "4-litre tin" }),
      p("Screeding putty (Spectra), 20kg", [18_000, 24_000], { unitLabel: "20kg bag" }),
    ],
  },
  "plumbing-materials": {
    condition: "new",
    stock: [10, 300],
    about: ["Original pressure-rated pipes.", "Plumbers on call."],
    types: [
      linked("4-inch PVC pipe (length)", "pvc-pipe-4-inch-length", { weight: 3 }),
      p("Geepee water tank 1,000 litres", [120_000, 150_000], { weight: 2 }),
      p("Surface pumping machine 1HP", [75_000, 100_000]),
      p("Kitchen sink mixer tap", [22_000, 35_000]),
      p("PPR pipe 25mm (length)", [5_000, 7_000]),
    ],
  },
  "electrical-materials": {
    condition: "new",
    stock: [10, 400],
    about: ["Pure copper, full gauge.", "Electricians available for installation."],
    types: [
      linked("Nigerchin 2.5mm cable, roll", "electric-cable-2-5mm-roll", { weight: 3 }),
      p("Nigerchin 1.5mm cable, roll", [38_000, 46_000], { unitLabel: "roll" }),
      p("LED bulb 15W, pack of 10", [9_000, 13_000], { unit: "PACK", unitLabel: "pack of 10" }),
      p("Distribution board, 8-way", [28_000, 38_000]),
      p("Changeover switch 63A", [18_000, 26_000]),
    ],
  },
  "wood-timber": {
    condition: "new",
    stock: [20, 800],
    about: ["Well dried, straight planks.", "Delivery from the sawmill."],
    types: [
      linked("Hardwood plank 2×12, 12ft", "hardwood-plank-2-12-12ft", { weight: 3 }),
      p("2×4 hardwood, 12ft", [3_800, 5_000]),
      p("Marine board (plywood) ¾-inch", [28_000, 36_000]),
      p("Formwork board 1×12, 12ft", [4_500, 6_000]),
    ],
  },
  // Agriculture and livestock
  livestock: {
    condition: "new",
    stock: [1, 40],
    about: ["Healthy animals, vaccinated and well fed.", "Delivery to your house on request."],
    types: [
      linked("Ram, medium size", "ram-medium-live", { weight: 3 }),
      linked("Goat, medium size", "goat-medium-live", { weight: 3 }),
      linked("Cow, medium size", "cow-medium-live", { weight: 2 }),
      p("Big Sallah ram (Balami)", [450_000, 750_000]),
      p("Pig, weaner", [45_000, 70_000]),
    ],
  },
  poultry: {
    condition: "new",
    stock: [10, 2000],
    about: ["From a reliable hatchery, strong and vaccinated.", "Advice on brooding included."],
    types: [
      linked("Day-old broiler chicks (per chick)", "day-old-broiler-chicks", { weight: 3 }),
      linked("50 day-old broiler chicks ({Arbor Acres|Ross|Cobb} breed)", "day-old-broiler-chicks", {
        quantity: 50,
        weight: 2,
      }),
      p("Point-of-lay pullets", [6_500, 8_500]),
      p("Live turkey, big", [55_000, 85_000]),
      p("Old layers (spent hens)", [6_000, 8_000]),
    ],
  },
  "fish-farming": {
    condition: "new",
    stock: [5, 500],
    about: ["Healthy stock from our farm.", "Training on fish farming available."],
    types: [
      p("Catfish juveniles, per 100", [9_000, 14_000], { weight: 2, unitLabel: "100 juveniles" }),
      p("Catfish fingerlings, per 1,000", [22_000, 35_000], { unitLabel: "1,000 fingerlings" }),
      p("Floating fish feed 4mm, 15kg bag", [28_000, 36_000], { unitLabel: "15kg bag" }),
      p("Tarpaulin fish pond 3×3m", [75_000, 110_000]),
    ],
  },
  "seeds-seedlings": {
    condition: "new",
    stock: [10, 400],
    about: ["High-yield, certified seeds.", "Germination above 90%."],
    types: [
      p("Hybrid maize seed, 10kg", [18_000, 26_000], { unitLabel: "10kg bag" }),
      p("Tomato seeds (Padma), 50g", [12_000, 18_000]),
      p("Plantain suckers, per 100", [45_000, 70_000], { unitLabel: "100 suckers" }),
      p("Oil palm seedlings (Tenera), per 100", [80_000, 130_000], { unitLabel: "100 seedlings" }),
    ],
  },
  "fertiliser-agrochemicals": {
    condition: "new",
    unit: "BAG_50KG",
    stock: [10, 500],
    about: ["Original, sealed bags from the blender.", "Bulk price for cooperatives."],
    types: [
      linked("NPK 15-15-15 fertiliser, 50kg", "npk-fertiliser-15-15-15-50kg-bag", { weight: 3 }),
      linked("Urea fertiliser, 50kg", "urea-fertiliser-50kg-bag", { weight: 2 }),
      p("Glyphosate herbicide, 1 litre", [5_500, 7_500], { unit: "LITRE" }),
    ],
  },
  "animal-feed": {
    condition: "new",
    stock: [10, 500],
    about: ["Fresh stock; check the production date.", "Delivery to your farm."],
    types: [
      linked("Top Feeds broiler finisher, 25kg", "broiler-finisher-feed-25kg-bag", { weight: 3 }),
      p("Layers mash, 25kg", [19_000, 23_000], { unitLabel: "25kg bag" }),
      p("Wheat offal, 50kg bag", [14_000, 19_000], { unit: "BAG_50KG" }),
    ],
  },
  "farm-equipment": {
    condition: "used-ok",
    stock: [1, 8],
    about: ["Spare parts available.", "Training on use included."],
    types: [
      p("Knapsack sprayer 16L", [18_000, 26_000], { condition: "new", weight: 2 }),
      p("Massey Ferguson 375 tractor", [28_000_000, 36_000_000]),
      p("Cassava grating machine with engine", [350_000, 480_000]),
      p("Egg incubator, 528 eggs", [420_000, 560_000]),
    ],
  },
  // Health and beauty
  skincare: {
    condition: "new",
    stock: [5, 100],
    about: ["100% original; NAFDAC registered.", "Good for dark skin; no bleaching."],
    types: [
      p("Raw shea butter, 1kg", [3_000, 5_000], { weight: 2, unit: "KG" }),
      p("Nivea Perfect & Radiant body lotion, 400ml", [6_500, 9_000]),
      p("Black soap (ose dudu), 500g", [2_500, 4_000]),
      p("CeraVe moisturising cream, 454g", [28_000, 36_000]),
      p("Sunscreen SPF 50, 50ml", [12_000, 18_000]),
    ],
  },
  "hair-wigs": {
    condition: "new",
    stock: [1, 30],
    about: ["Full and soft, no shedding.", "Free installation in our salon."],
    types: [
      p("Bone straight human hair wig, 20 inches", [180_000, 280_000], { weight: 2 }),
      p("X-pression braid extensions, pack", [2_500, 3_500], { weight: 2, unit: "PACK" }),
      p("Kinky curly frontal wig, 16 inches", [120_000, 180_000]),
      p("Hair relaxer (Dark and Lovely) kit", [4_000, 6_000]),
    ],
  },
  fragrances: {
    condition: "new",
    stock: [2, 40],
    about: ["Long-lasting; original batch code on the box.", "Gift wrapping available."],
    types: [
      p("Oud perfume oil, 12ml", [6_000, 12_000], { weight: 2 }),
      p("Dior Sauvage EDT, 100ml", [180_000, 230_000]),
      p("Arabian perfume (Lattafa Asad), 100ml", [35_000, 48_000], { weight: 2 }),
      p("Body spray, pack of 3", [6_000, 9_000], { unit: "PACK", unitLabel: "pack of 3" }),
    ],
  },
  makeup: {
    condition: "new",
    stock: [5, 80],
    about: ["Original products; shades for every skin tone.", "Wholesale for makeup artists."],
    types: [
      p("Fenty Beauty foundation, 32ml", [38_000, 48_000]),
      p("Zaron lipstick set", [12_000, 18_000]),
      p("Makeup brush set, 12 pieces", [8_000, 14_000], { weight: 2, unitLabel: "set of 12 pieces" }),
      p("Setting powder (House of Tara)", [9_000, 13_000]),
    ],
  },
  "personal-care": {
    condition: "new",
    stock: [10, 200],
    about: ["Original products from the distributor.", "Bulk price for shops."],
    types: [
      p("Close-Up toothpaste, pack of 6", [5_000, 6_500], { unit: "PACK", unitLabel: "pack of 6" }),
      p("Dettol antiseptic, 750ml", [6_000, 7_500]),
      p("Always sanitary pads, pack of 10", [1_800, 2_400], { weight: 2, unit: "PACK", unitLabel: "pack of 10" }),
      p("Rechargeable hair clipper", [12_000, 20_000]),
    ],
  },
  "medical-supplies": {
    condition: "new",
    stock: [2, 80],
    about: ["Hospital-grade supplies.", "Delivery to clinics and pharmacies."],
    types: [
      p("Digital blood pressure monitor (Omron)", [38_000, 55_000], { weight: 2 }),
      p("Glucometer (Accu-Chek) with 50 strips", [28_000, 38_000]),
      p("First aid box, complete", [15_000, 22_000]),
      p("Wheelchair, foldable", [140_000, 190_000]),
      p("Nose masks, box of 50", [2_500, 4_000], { unitLabel: "box of 50" }),
    ],
  },
  // Baby and kids
  "baby-food-formula": {
    condition: "new",
    unit: "PIECE",
    stock: [5, 150],
    about: ["Long expiry date; stored away from heat.", "Original tins from the distributor."],
    types: [
      linked("SMA Gold infant formula, 400g", "infant-formula-sma-gold-400g", { weight: 3 }),
      p("Cerelac wheat and milk, 400g", [6_500, 8_000]),
      p("NAN Optipro 1, 400g", [10_500, 13_000]),
    ],
  },
  "diapers-wipes": {
    condition: "new",
    unit: "PACK",
    stock: [5, 200],
    about: ["Soft, no leaks all night.", "Wholesale price for cartons."],
    types: [
      linked("Molfix diapers size 4, jumbo pack", "diapers-molfix-size-4-jumbo-pack", { weight: 3 }),
      p("Pampers Premium Care size 3, 60 pieces", [26_000, 32_000], { unitLabel: "pack of 60 pieces" }),
      p("Baby wipes, pack of 3", [4_500, 6_500]),
    ],
  },
  "baby-gear": {
    condition: "used-ok",
    stock: [1, 15],
    about: ["Strong and safe; easy to fold.", "Clean and well kept."],
    types: [
      p("Baby stroller with carry cot", [85_000, 150_000], { weight: 2 }),
      p("Baby car seat (0–4 years)", [75_000, 120_000]),
      p("Baby cot with mosquito net", [65_000, 95_000]),
      p("Baby walker", [22_000, 32_000]),
    ],
  },
  "kids-clothing": {
    condition: "new",
    stock: [3, 60],
    about: ["Ages 1 to 12 available.", "Soft cotton, easy to wash."],
    types: [
      p("Kids' Ankara outfit for boys", [9_000, 15_000]),
      p("Girls' party dress", [12_000, 22_000], { weight: 2 }),
      p("School uniform set (shirt and shorts)", [8_000, 12_000]),
      p("Baby romper set, 5 pieces", [9_000, 14_000], { unitLabel: "set of 5 pieces" }),
    ],
  },
  "toys-games": {
    condition: "new",
    stock: [2, 40],
    about: ["Safe for children; no sharp edges.", "Batteries included."],
    types: [
      p("Ride-on toy car with remote", [95_000, 160_000]),
      p("Building blocks, 500 pieces", [15_000, 24_000], { weight: 2, unitLabel: "box of 500 pieces" }),
      p("Ludo and Whot game set", [4_000, 7_000]),
      p("Kids' scrabble", [9_000, 14_000]),
    ],
  },
  "school-bags-supplies": {
    condition: "new",
    stock: [5, 200],
    about: ["Strong zips that last the whole session.", "Bulk price for schools."],
    types: [
      p("School backpack with lunch box", [12_000, 20_000], { weight: 2 }),
      p("Mathematical set (Helix)", [2_500, 4_000]),
      p("Exercise books, 20 leaves, dozen", [3_000, 4_500], { unit: "PACK", unitLabel: "dozen" }),
    ],
  },
  // Sports
  football: {
    condition: "new",
    stock: [2, 60],
    about: ["Good quality for grass and astro-turf.", "Team orders welcome."],
    types: [
      p("Adidas match football, size 5", [25_000, 38_000], { weight: 2 }),
      p("Super Eagles home jersey", [18_000, 35_000], { weight: 2 }),
      p("Football boots (Nike Mercurial)", [55_000, 95_000]),
      p("Goalkeeper gloves", [12_000, 18_000]),
    ],
  },
  "gym-equipment": {
    condition: "used-ok",
    stock: [1, 10],
    about: ["Strong frame for home gyms.", "Delivery and setup included."],
    types: [
      p("Treadmill, 2.5HP", [480_000, 650_000]),
      p("Adjustable dumbbells, 20kg pair", [45_000, 70_000], { weight: 2 }),
      p("Exercise bike", [180_000, 260_000]),
      p("Yoga mat", [8_000, 14_000], { condition: "new" }),
    ],
  },
  bicycles: {
    condition: "used-ok",
    stock: [1, 10],
    about: ["Serviced and ready to ride.", "Helmet included."],
    types: [
      p("Mountain bike 26-inch", [120_000, 180_000], { weight: 2 }),
      p("Kids' bicycle 16-inch", [45_000, 70_000]),
      p("Raleigh roadster bicycle", [85_000, 120_000]),
    ],
  },
  sportswear: {
    condition: "new",
    stock: [3, 60],
    about: ["Breathable fabric.", "All sizes in stock."],
    types: [
      p("Nike Dri-FIT tracksuit", [45_000, 70_000]),
      p("Sports bra and leggings set", [15_000, 22_000]),
      p("Running shoes (Asics)", [75_000, 110_000]),
    ],
  },
  // Books
  textbooks: {
    condition: "new",
    stock: [5, 200],
    about: ["Latest editions for WAEC, NECO and JAMB.", "Bulk discount for schools."],
    types: [
      p("New General Mathematics for SS1–SS3", [5_500, 8_000], { weight: 2 }),
      p("JAMB UTME past questions, complete set", [6_000, 9_000], { weight: 2 }),
      p("Essential Biology (Michael)", [6_000, 8_500]),
      p("Comprehensive Certificate Physics", [5_000, 7_500]),
    ],
  },
  "novels-literature": {
    condition: "new",
    stock: [2, 60],
    about: ["Original prints, not photocopies.", "Delivery nationwide."],
    types: [
      p("Things Fall Apart (Chinua Achebe)", [4_000, 6_000], { weight: 2 }),
      p("Half of a Yellow Sun (Chimamanda Ngozi Adichie)", [7_000, 10_000]),
      p("The Lion and the Jewel (Wole Soyinka)", [3_000, 4_500]),
      p("Purple Hibiscus (Chimamanda Ngozi Adichie)", [6_000, 8_500]),
    ],
  },
  "religious-books": {
    condition: "new",
    stock: [2, 80],
    about: ["Durable binding.", "Wholesale for churches and mosques."],
    types: [
      p("Holy Bible (KJV), leather cover", [8_000, 14_000], { weight: 2 }),
      p("Qur'an with English translation", [9_000, 15_000], { weight: 2 }),
      p("Open Heavens daily devotional", [3_000, 4_500]),
    ],
  },
  "office-stationery": {
    condition: "new",
    stock: [10, 500],
    about: ["Bulk price for offices and schools.", "Delivery within the city."],
    types: [
      p("A4 paper (PaperOne), ream", [7_500, 9_500], { unit: "PACK", weight: 3, unitLabel: "ream" }),
      p("BIC ballpoint pens, box of 50", [5_000, 7_000], { unitLabel: "box of 50" }),
      p("Box files, pack of 10", [8_000, 12_000], { unit: "PACK", unitLabel: "pack of 10" }),
      p("Receipt booklets, pack of 10", [4_000, 6_000], { unit: "PACK", unitLabel: "pack of 10" }),
    ],
  },
  // Fuel and gas
  "cooking-gas": {
    condition: "new",
    stock: [20, 500],
    about: ["Accurate scale; we weigh in front of you.", "Home delivery within the area."],
    types: [
      linked("Cooking gas refill, 12.5kg", "cooking-gas-refill-12-5kg", { weight: 4 }),
      linked("Cooking gas, per kg", "cooking-gas-refill-1kg", { weight: 3 }),
      p("12.5kg gas cylinder (empty)", [52_000, 65_000], { weight: 2 }),
      p("6kg gas cylinder with burner", [32_000, 42_000]),
    ],
  },
  "petrol-diesel": {
    condition: "new",
    unit: "LITRE",
    stock: [100, 10_000],
    about: ["Delivery to estates, sites and generator houses.", "Accurate meter."],
    types: [
      linked("Petrol (PMS), per litre, bulk delivery", "petrol-pms-litre", { weight: 2 }),
      linked("Diesel (AGO), per litre, bulk delivery", "diesel-ago-litre", { weight: 3 }),
    ],
  },
  "kerosene-charcoal": {
    condition: "new",
    stock: [10, 500],
    about: ["Clean and dry.", "Delivery within the area."],
    types: [
      linked("Kerosene, per litre", "kerosene-dpk-litre", { weight: 2 }),
      linked("Charcoal, big bag", "charcoal-bag", { weight: 2 }),
      p("Briquette charcoal, 10kg", [6_000, 9_000], { unitLabel: "10kg bag" }),
    ],
  },
  // Commercial equipment
  "pos-terminals": {
    condition: "new",
    stock: [2, 50],
    about: ["Registered with a licensed provider; activation included.", "Prints receipts; long battery life."],
    types: [
      p("Android POS terminal (Moniepoint/OPay type)", [45_000, 75_000], { weight: 3 }),
      p("Thermal receipt paper, box of 50 rolls", [18_000, 25_000], { unitLabel: "box of 50 rolls" }),
    ],
  },
  "industrial-machines": {
    condition: "used-ok",
    stock: [1, 10],
    about: ["Strong motor; spare parts available.", "Training and installation included."],
    types: [
      p("Grinding machine with 5HP engine", [180_000, 260_000], { weight: 2 }),
      p("Popcorn machine, commercial", [120_000, 180_000]),
      p("Block moulding machine, 6-inch", [1_800_000, 2_600_000]),
      p("Pure water sachet packing machine", [4_500_000, 6_500_000]),
    ],
  },
  "restaurant-catering-equipment": {
    condition: "used-ok",
    stock: [1, 10],
    about: ["Stainless steel, easy to clean.", "Installation available."],
    types: [
      p("Industrial gas cooker, 4 burners", [380_000, 520_000]),
      p("Chafing dishes, set of 4", [85_000, 130_000], { weight: 2, unitLabel: "set of 4" }),
      p("Deep fryer, double basket", [95_000, 140_000]),
      p("Shawarma grill machine", [280_000, 380_000]),
    ],
  },
  "salon-equipment": {
    condition: "used-ok",
    stock: [1, 10],
    about: ["Strong, salon-grade equipment.", "Delivery and setup."],
    types: [
      p("Hooded hair dryer", [85_000, 130_000], { weight: 2 }),
      p("Barber's chair, hydraulic", [150_000, 240_000]),
      p("Hair steamer", [95_000, 140_000]),
    ],
  },
  // Pets
  "dogs-puppies": {
    condition: "new",
    stock: [1, 6],
    about: ["Dewormed and vaccinated; vaccination card included.", "Parents can be seen on request."],
    types: [
      p("Boerboel puppy, 8 weeks", [250_000, 450_000], { weight: 2 }),
      p("German Shepherd puppy, 10 weeks", [180_000, 320_000], { weight: 2 }),
      p("Rottweiler puppy", [200_000, 350_000]),
      p("Lhasa Apso puppy", [120_000, 200_000]),
    ],
  },
  cats: {
    condition: "new",
    stock: [1, 5],
    about: ["Litter-trained and playful.", "Vaccinated."],
    types: [p("Persian kitten", [120_000, 200_000]), p("Local kitten", [10_000, 20_000])],
  },
  "pet-food-accessories": {
    condition: "new",
    stock: [5, 80],
    about: ["Original brands.", "Delivery within the city."],
    types: [
      p("Royal Canin puppy food, 4kg", [38_000, 48_000], { unitLabel: "4kg bag" }),
      p("Dog collar and leash set", [6_000, 10_000]),
      p("Cat litter, 10L", [8_000, 12_000]),
    ],
  },
};

export interface ServiceType {
  title: string;
  price?: [number, number];
  item?: string;
  rate: ServiceRate;
  about: string;
  weight?: number;
}

function s(title: string, rate: ServiceRate, price: [number, number] | string, about: string, weight = 1): ServiceType {
  return typeof price === "string"
    ? { title, rate, item: price, about, weight }
    : { title, rate, price, about, weight };
}

/** What artisans in each service sub-category offer; price is "from". */
export const serviceCatalogue: Record<string, ServiceType[]> = {
  "tailoring-fashion-design": [
    s(
      "Men's kaftan and senator sewing",
      "JOB",
      "sewing-a-men-s-kaftan-labour-only",
      "Bring your fabric; ready in five working days. Neat finishing and embroidery.",
      3,
    ),
    s(
      "Ankara gown and aso-ebi sewing",
      "JOB",
      "sewing-an-ankara-gown-labour-only",
      "Owambe styles, corset and mermaid gowns. Rush orders accepted.",
      3,
    ),
    s("Agbada three-piece sewing", "JOB", [45_000, 70_000], "Hand embroidery available. Fitting session included."),
    s(
      "Clothing adjustments and repairs",
      "JOB",
      [2_000, 4_000],
      "Taking in, shortening, zips and buttons while you wait.",
    ),
    s(
      "School uniform sewing (bulk)",
      "PIECE",
      [6_000, 9_000],
      "For schools and parents; measurements taken at your school.",
    ),
  ],
  plumbing: [
    s(
      "Plumbing repairs and call-out",
      "VISIT",
      "plumber-call-out",
      "Leaking pipes, blocked sinks, toilet cisterns and taps.",
      3,
    ),
    s(
      "Bathroom fitting and installation",
      "JOB",
      [60_000, 120_000],
      "WC, wash-hand basin, shower and water heater installation.",
    ),
    s(
      "Water tank and pumping machine installation",
      "JOB",
      [35_000, 60_000],
      "Overhead tank stand, pumping machine and float switch.",
    ),
    s("Borehole repairs", "JOB", [40_000, 80_000], "Submersible pump repair and pipe replacement."),
  ],
  "electrical-work": [
    s(
      "Electrical repairs and call-out",
      "VISIT",
      "electrician-call-out",
      "Faulty sockets, tripping breakers, low-voltage problems.",
      3,
    ),
    s("House wiring (per point)", "POINT", [6_000, 9_000], "Conduit wiring for new buildings, with tested materials."),
    s(
      "Inverter and solar installation",
      "JOB",
      [50_000, 120_000],
      "Safe installation with changeover and surge protection.",
    ),
    s("Prepaid meter installation", "JOB", [15_000, 25_000], "We handle the meter bypass removal and testing."),
  ],
  "hairdressing-barbing": [
    s(
      "Men's haircut and shave",
      "JOB",
      "men-s-haircut-barbing",
      "Clean clippers, sterilised every time. Home service available.",
      3,
    ),
    s(
      "Knotless braids",
      "JOB",
      "knotless-braids-medium",
      "Neat, light braids that last for weeks. Extensions included on request.",
      3,
    ),
    s("Wig installation and revamp", "JOB", [15_000, 30_000], "Frontal and closure installs, washing and styling."),
    s("Children's haircut", "JOB", [1_500, 2_500], "Patient with little ones."),
    s("Bridal hair styling", "JOB", [40_000, 80_000], "Trial session included."),
  ],
  "auto-repair": [
    s(
      "Car diagnosis with OBD scanner",
      "JOB",
      "car-diagnosis-obd-scan",
      "Full computer scan and report before any repair.",
      3,
    ),
    s("Engine and gearbox repair", "JOB", [60_000, 150_000], "Toyota, Honda and Lexus specialist; genuine parts."),
    s("Car AC repair and gas refill", "JOB", [25_000, 45_000], "Leak test and compressor check."),
    s("Panel beating and spraying", "JOB", [80_000, 250_000], "Oven-baked spraying, colour matched."),
    s("Mobile mechanic (home service)", "HOUR", [8_000, 12_000], "We come to your house or office."),
  ],
  carpentry: [
    s("Carpentry day work", "DAY", "carpenter-day-rate", "Doors, roofing, kitchen cabinets and repairs.", 3),
    s("Made-to-measure wardrobe", "JOB", [250_000, 450_000], "Designs to fit your room, with quality board."),
    s("Kitchen cabinets", "JOB", [450_000, 900_000], "Modern kitchen cabinets with soft-close hinges."),
    s("Furniture repair and upholstery", "JOB", [20_000, 60_000], "Re-covering chairs and sofas."),
  ],
  cleaning: [
    s(
      "Deep cleaning (3-bedroom flat)",
      "JOB",
      "deep-cleaning-3-bedroom-flat",
      "Kitchen, bathrooms, windows and floors; we bring all materials.",
      3,
    ),
    s("Post-construction cleaning", "JOB", [120_000, 250_000], "Paint stains, cement and dust removed."),
    s("Office cleaning (weekly)", "VISIT", [25_000, 40_000], "Reliable, vetted cleaners."),
    s("Sofa and rug cleaning", "JOB", [25_000, 45_000], "Steam cleaning; dries in hours."),
  ],
  "phone-laptop-repair": [
    s("iPhone screen replacement", "JOB", "iphone-13-screen-replacement", "Original screens; 30-day warranty.", 3),
    s(
      "Android screen and charging port repair",
      "JOB",
      [12_000, 35_000],
      "Tecno, Infinix, Samsung and more; done while you wait.",
    ),
    s("Laptop repair and upgrade", "JOB", [15_000, 60_000], "SSD upgrade, keyboard replacement, Windows installation."),
    s("Water-damaged phone recovery", "JOB", [15_000, 40_000], "Data recovery where possible."),
  ],
  "catering-events": [
    s(
      "Party jollof rice and small chops catering",
      "HEAD",
      "party-jollof-rice-catering-per-head",
      "Minimum 50 guests. Servers included.",
      3,
    ),
    s("Small chops packs", "PACK", [1_500, 2_500], "Samosa, spring roll, puff-puff and chicken in each pack."),
    s("Event decoration", "JOB", [200_000, 600_000], "Weddings, birthdays and naming ceremonies."),
    s("Cake baking (birthday and wedding)", "JOB", [35_000, 150_000], "Fondant and buttercream; delivery included."),
  ],
  "photography-video": [
    s(
      "Event photography (half day)",
      "JOB",
      "event-photography-half-day",
      "Edited photos in 7 days; album available.",
      3,
    ),
    s(
      "Wedding photo and video coverage",
      "JOB",
      [450_000, 900_000],
      "Two photographers, drone shots and a highlight video.",
    ),
    s("Passport and studio photos", "JOB", [2_000, 5_000], "Ready in ten minutes."),
    s("Product photography for online sellers", "JOB", [25_000, 60_000], "White background photos that sell."),
  ],
  "ac-generator-repair": [
    s("Split AC servicing", "JOB", "split-ac-servicing", "Washing, gas check and top-up.", 3),
    s("Generator servicing", "JOB", "generator-servicing-small", "Oil change, plug, carburettor cleaning.", 3),
    s("AC installation", "JOB", [35_000, 55_000], "Copper pipes and bracket; tested on the spot."),
    s("Fridge and freezer repair", "JOB", [15_000, 45_000], "Gas refill and compressor work."),
  ],
  "painting-pop": [
    s("House painting (labour)", "DAY", [15_000, 25_000], "Clean finishing; we protect your furniture."),
    s("POP ceiling installation", "JOB", [150_000, 400_000], "Modern designs with light fittings."),
    s("Screeding and wall finishing", "JOB", [80_000, 200_000], "Smooth walls ready for paint."),
  ],
  "laundry-dry-cleaning": [
    s("Shirt wash and iron", "PIECE", "shirt-wash-and-iron", "Pick-up and delivery within the area.", 3),
    s("Duvet and curtain cleaning", "PIECE", [5_000, 10_000], "Fresh and dry in 48 hours."),
    s("Agbada and native wear dry cleaning", "PIECE", [4_000, 8_000], "Careful with embroidery and lace."),
  ],
  "makeup-gele": [
    s("Bridal makeup and gele", "JOB", "bridal-makeup-and-gele", "Trial session included; we come to your venue.", 3),
    s("Gele tying", "JOB", [5_000, 10_000], "Any style, auto-gele available."),
    s("Birthday shoot makeup", "JOB", [20_000, 35_000], "Soft glam or full glam."),
  ],
  "welding-fabrication": [
    s("Gate and burglary-proof fabrication", "JOB", [180_000, 450_000], "Strong, rust-protected metal work."),
    s("Welding repairs", "JOB", [10_000, 30_000], "Mobile welding to your site."),
    s("Water tank stand fabrication", "JOB", [250_000, 500_000], "Engineered for 2,000–5,000 litres."),
  ],
  "tiling-masonry": [
    s("Floor and wall tiling", "SQUARE_METRE", [2_500, 4_000], "Level floors, tight joints."),
    s("Bricklaying and block work", "DAY", [12_000, 18_000], "Experienced bricklayers for new builds."),
    s("Interlocking paving installation", "SQUARE_METRE", [2_000, 3_500], "Laid on a compacted sand bed, with kerbs."),
  ],
  "moving-haulage": [
    s("House moving within the city", "JOB", [80_000, 200_000], "Truck, loaders and careful packing."),
    s("Interstate haulage", "JOB", [250_000, 600_000], "Lagos, Abuja, Port Harcourt and Kano routes."),
    s("Tipper hire for sand and granite", "JOB", [60_000, 120_000], "Same-day delivery to site."),
  ],
  "home-tutoring": [
    s("WAEC and JAMB lessons", "HOUR", [4_000, 8_000], "Mathematics, English and sciences; results-focused."),
    s("Primary school home lessons", "HOUR", [3_000, 5_000], "Reading, maths and homework help."),
    s("Coding classes for children", "HOUR", [8_000, 15_000], "Scratch and Python for ages 8 to 16."),
  ],
};
