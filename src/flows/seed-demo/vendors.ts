import type { NigerianState } from "@/lib/nigeria";
import type { OpeningHours } from "@/modules/vendors/vendors.types";
import { states, type Zone } from "./locations";
import type { Random } from "./random";

type People = "yoruba" | "igbo" | "hausa" | "southsouth" | "middlebelt";

const names: Record<People, { male: string[]; female: string[]; surnames: string[] }> = {
  yoruba: {
    male: [
      "Tunde",
      "Segun",
      "Adebayo",
      "Wale",
      "Femi",
      "Kunle",
      "Dayo",
      "Tope",
      "Lanre",
      "Ayo",
      "Gbenga",
      "Sola",
      "Biodun",
      "Rotimi",
      "Yinka",
      "Kayode",
    ],
    female: [
      "Kemi",
      "Funke",
      "Yetunde",
      "Bisi",
      "Sade",
      "Ronke",
      "Moji",
      "Bukola",
      "Titilayo",
      "Folake",
      "Abike",
      "Lola",
      "Bimpe",
      "Iyabo",
      "Toyin",
      "Adunni",
    ],
    surnames: [
      "Adeyemi",
      "Ogunleye",
      "Balogun",
      "Adebayo",
      "Oladipo",
      "Akinola",
      "Ojo",
      "Alabi",
      "Ajayi",
      "Olawale",
      "Ogundipe",
      "Adewale",
      "Fashola",
      "Bakare",
      "Oyebanji",
      "Afolabi",
    ],
  },
  igbo: {
    male: [
      "Chinedu",
      "Emeka",
      "Obinna",
      "Ifeanyi",
      "Uche",
      "Ikenna",
      "Kelechi",
      "Nnamdi",
      "Obiora",
      "Chukwuma",
      "Ebuka",
      "Tochukwu",
      "Chidi",
      "Okey",
      "Somto",
      "Arinze",
    ],
    female: [
      "Nkechi",
      "Ngozi",
      "Chioma",
      "Adaeze",
      "Chiamaka",
      "Amaka",
      "Ifeoma",
      "Nneka",
      "Ebere",
      "Uju",
      "Obioma",
      "Ogechi",
      "Chinyere",
      "Ada",
      "Oluchi",
      "Kosisochukwu",
    ],
    surnames: [
      "Okafor",
      "Eze",
      "Nwosu",
      "Okonkwo",
      "Obi",
      "Nwachukwu",
      "Okeke",
      "Okoro",
      "Chukwu",
      "Anyanwu",
      "Ibe",
      "Udeh",
      "Onyeka",
      "Nwankwo",
      "Ezeh",
      "Agu",
    ],
  },
  hausa: {
    male: [
      "Musa",
      "Ibrahim",
      "Abubakar",
      "Sani",
      "Usman",
      "Aminu",
      "Bello",
      "Garba",
      "Yusuf",
      "Nasiru",
      "Sadiq",
      "Umar",
      "Haruna",
      "Kabiru",
      "Shehu",
      "Lawal",
    ],
    female: [
      "Aisha",
      "Fatima",
      "Hauwa",
      "Zainab",
      "Halima",
      "Hadiza",
      "Maryam",
      "Amina",
      "Bilkisu",
      "Rukayya",
      "Hafsat",
      "Jamila",
      "Safiya",
      "Asmau",
      "Khadija",
      "Salamatu",
    ],
    surnames: [
      "Bello",
      "Abdullahi",
      "Mohammed",
      "Sani",
      "Danjuma",
      "Yakubu",
      "Lawal",
      "Garba",
      "Umar",
      "Aliyu",
      "Shehu",
      "Kabir",
      "Idris",
      "Suleiman",
      "Haruna",
      "Tanko",
    ],
  },
  southsouth: {
    male: [
      "Efe",
      "Osagie",
      "Tamuno",
      "Oghenekaro",
      "Nosa",
      "Ita",
      "Etim",
      "Ekene",
      "Preye",
      "Ovie",
      "Itohan",
      "Edet",
      "Aniefiok",
      "Tonye",
      "Eseosa",
      "Ufuoma",
    ],
    female: [
      "Ese",
      "Edidiong",
      "Ekaette",
      "Ebiere",
      "Imaobong",
      "Osas",
      "Tari",
      "Ivie",
      "Eno",
      "Mfon",
      "Oghogho",
      "Blessing",
      "Ibiere",
      "Uduak",
      "Eghosa",
      "Omasan",
    ],
    surnames: [
      "Okon",
      "Bassey",
      "Etim",
      "Ekpo",
      "Osagie",
      "Omoregie",
      "Igbinedion",
      "Tamuno",
      "Ogbe",
      "Akpan",
      "Udoh",
      "Edet",
      "Briggs",
      "Ovie",
      "Iyamu",
      "Ebiri",
    ],
  },
  middlebelt: {
    male: [
      "Terna",
      "Aondona",
      "Ochai",
      "Sesugh",
      "Dogo",
      "Ndagi",
      "Audu",
      "Enemona",
      "Yakubu",
      "Gyang",
      "Dung",
      "Ojonugwa",
      "Iorbee",
      "Tanko",
      "Emmanuel",
      "Samuel",
    ],
    female: [
      "Doosuur",
      "Ochanya",
      "Mlumun",
      "Ene",
      "Nguveren",
      "Hannatu",
      "Ladi",
      "Ojochide",
      "Rahila",
      "Deborah",
      "Esther",
      "Grace",
      "Ruth",
      "Comfort",
      "Naomi",
      "Talatu",
    ],
    surnames: [
      "Iorliam",
      "Tyokase",
      "Agbo",
      "Ode",
      "Ogbu",
      "Gana",
      "Ndagi",
      "Gyang",
      "Dung",
      "Adah",
      "Onuh",
      "Ameh",
      "Akaa",
      "Tersoo",
      "Pam",
      "Bulus",
    ],
  },
};

function peopleOf(state: NigerianState, random: Random): People {
  const zone: Zone = states[state].zone;
  // Big cities draw traders from everywhere.
  if (state === "Lagos") return random.weighted(["yoruba", "igbo", "hausa", "southsouth"], [50, 35, 7, 8]);
  if (state === "FCT Abuja")
    return random.weighted(["hausa", "igbo", "yoruba", "middlebelt", "southsouth"], [30, 25, 20, 15, 10]);
  if (state === "Rivers") return random.weighted(["southsouth", "igbo", "yoruba"], [60, 35, 5]);
  if (state === "Kwara" || state === "Kogi") return random.weighted(["yoruba", "middlebelt", "hausa"], [45, 40, 15]);
  switch (zone) {
    case "SW":
      return random.weighted(["yoruba", "igbo"], [88, 12]);
    case "SE":
      return "igbo";
    case "SS":
      return random.weighted(["southsouth", "igbo"], [80, 20]);
    case "NC":
      return random.weighted(["middlebelt", "hausa", "igbo"], [60, 30, 10]);
    default:
      return random.weighted(["hausa", "igbo"], [92, 8]);
  }
}

export interface Person {
  people: People;
  female: boolean;
  firstName: string;
  lastName: string;
}

export function personFor(state: NigerianState, random: Random): Person {
  const people = peopleOf(state, random);
  const female = random.chance(0.45);
  const pool = names[people];
  return {
    people,
    female,
    firstName: random.pick(female ? pool.female : pool.male),
    lastName: random.pick(pool.surnames),
  };
}

function honorific(person: Person, random: Random): string {
  if (person.people === "hausa") return person.female ? "Hajiya" : "Alhaji";
  if (person.people === "yoruba")
    return person.female ? random.pick(["Iya", "Mama", "Alhaja"]) : random.pick(["Baba", "Alhaji", "Chief"]);
  return person.female ? "Mama" : random.pick(["Chief", "Oga", "Papa"]);
}

/** Business names in the styles Nigerian traders use, by trade. */
const trades: Record<string, string[]> = {
  "phones-tablets": [
    "{first} Phones {place}",
    "{first} Gadgets Hub",
    "{last} Mobile World",
    "{first}tech Phones & Accessories",
    "{place} Phone Plaza ({first})",
    "Slot-Smart Gadgets {city}",
  ],
  electronics: [
    "{first} Electronics",
    "{last} Power & Solar",
    "{first} Gen House",
    "{last} Electronics {place}",
    "Bright Future Electricals ({first})",
  ],
  computing: [
    "{first} Laptops & Computers",
    "{last} Computers {city}",
    "{first} Tech Store",
    "Byte Bridge Computers ({first})",
  ],
  fashion: [
    "{first}'s Fabrics",
    "{last} Textiles",
    "House of {first}",
    "{first} Lace & Ankara Palace",
    "{hon} {first} Fabrics {place}",
    "{first} Couture Store",
  ],
  "foodstuff-groceries": [
    "{hon} {first} Provisions",
    "{hon} {first} Foodstuff",
    "{hon} {first} & Sons",
    "{last} Foodstuff Depot",
    "{hon} {first} Stores",
    "{first} Grains & Provisions {place}",
  ],
  "home-kitchen": ["{last} Furniture", "{first} Home Essentials", "{first} Kitchen World", "{last} Home & Appliances"],
  "vehicles-parts": [
    "{first} Motors",
    "{last} Autos",
    "{first} Spare Parts {place}",
    "{last} & Sons Motors",
    "{first} Tokunbo Cars {city}",
  ],
  "building-materials": [
    "{last} Building Materials",
    "{first} Cement Depot",
    "{last} Iron & Steel {place}",
    "{last} & Sons Roofing",
    "{first} Blocks Industry {city}",
  ],
  "agriculture-livestock": [
    "{last} Farms",
    "{first} Agro Ventures",
    "{hon} {first} Livestock",
    "{first} Poultry Farm {city}",
  ],
  "health-beauty": [
    "{first} Beauty Place",
    "{first}'s Hair & Cosmetics",
    "{first} Glow Store",
    "{last} Pharmacy & Stores",
  ],
  "baby-kids": ["{first} Baby Shop", "Kiddies World {city}", "{first}'s Mum & Baby Store"],
  "sports-fitness": ["{first} Sports", "{last} Fitness Hub", "{city} Sports Centre ({first})"],
  "books-stationery": ["{last} Bookshop", "{first} Books & Stationery", "{city} Educational Books ({first})"],
  "energy-fuel": ["{first} Gas Plant", "{last} Gas & Energy", "{first} Energy {city}"],
  "commercial-equipment": ["{first} Machines", "{last} Industrial Equipment", "{first} Kitchen & Catering Equipment"],
  pets: ["{first} Kennels", "{last} Pet Shop", "{city} Pets ({first})"],
};

const artisanNames: Record<string, string[]> = {
  "tailoring-fashion-design": [
    "{first} the Tailor",
    "{first} Stitches",
    "{first} Fashion House",
    "{last} Tailoring Services",
  ],
  plumbing: ["{last} Plumbing Works", "{first} Plumbing Services", "{first} Pipes & Fittings"],
  "electrical-work": ["{first} Electricals", "{last} Electrical Works", "{first} Power Solutions"],
  "hairdressing-barbing": ["{first} Unisex Salon", "{first}'s Hair Studio", "{first} Cutz Barbershop"],
  "auto-repair": ["{first} Auto Mechanic", "{last} Auto Workshop", "{first} Car Clinic"],
  carpentry: ["{last} Carpentry Works", "{first} Woodworks", "{first} Furniture Workshop"],
  cleaning: ["{first} Cleaning Services", "Sparkle Clean {city} ({first})", "{last} Facility Services"],
  "phone-laptop-repair": ["{first} Phone Repairs", "{first} Phone & Laptop Clinic", "{last} Gadget Repairs"],
  "catering-events": ["{first}'s Kitchen & Catering", "{hon} {first} Catering", "{first} Events & Small Chops"],
  "photography-video": ["{first} Photography", "{last} Studios", "{first} Visuals"],
  "ac-generator-repair": ["{first} Cool AC Services", "{last} Gen & AC Repairs", "{first} Engineering Services"],
  "painting-pop": ["{first} Painting & POP", "{last} Finishing Works"],
  "laundry-dry-cleaning": ["{first} Laundry", "{last} Dry Cleaners", "Fresh Fold Laundry ({first})"],
  "makeup-gele": ["{first} Makeovers", "Glam by {first}", "{first} Gele & Makeup"],
  "welding-fabrication": ["{last} Welding & Fabrication", "{first} Iron Works"],
  "tiling-masonry": ["{first} Tiling Works", "{last} Construction"],
  "moving-haulage": ["{first} Movers", "{last} Logistics & Haulage"],
  "home-tutoring": ["{first} Home Tutors", "{last} Lesson Centre"],
};

export function businessName(input: {
  trade: string;
  person: Person;
  city: string;
  place: string;
  individual: boolean;
  random: Random;
}): string {
  const { person, random } = input;
  if (input.individual && random.chance(0.6)) return `${person.firstName} ${person.lastName}`;
  const patterns = (trades[input.trade] ?? artisanNames[input.trade] ?? ["{first} {last} Enterprises"]).filter(
    // "Mama Nkechi & Sons" reads oddly; a woman's business keeps her own name.
    (pattern) => !(person.female && pattern.includes("& Sons")),
  );
  return random
    .pick(patterns)
    .replace("{first}", person.firstName)
    .replace("{last}", person.lastName)
    .replace("{hon}", honorific(person, random))
    .replace("{city}", input.city)
    .replace("{place}", input.place);
}

const openingHourStyles: OpeningHours[] = [
  {
    mon: { open: "08:00", close: "18:00" },
    tue: { open: "08:00", close: "18:00" },
    wed: { open: "08:00", close: "18:00" },
    thu: { open: "08:00", close: "18:00" },
    fri: { open: "08:00", close: "18:00" },
    sat: { open: "08:00", close: "18:00" },
  },
  {
    mon: { open: "09:00", close: "17:00" },
    tue: { open: "09:00", close: "17:00" },
    wed: { open: "09:00", close: "17:00" },
    thu: { open: "09:00", close: "17:00" },
    fri: { open: "09:00", close: "17:00" },
    sat: { open: "10:00", close: "16:00" },
  },
  {
    mon: { open: "07:30", close: "19:00" },
    tue: { open: "07:30", close: "19:00" },
    wed: { open: "07:30", close: "19:00" },
    thu: { open: "07:30", close: "19:00" },
    fri: { open: "07:30", close: "19:00" },
    sat: { open: "07:30", close: "19:00" },
    sun: { open: "14:00", close: "18:00" },
  },
  {
    mon: { open: "08:00", close: "18:30" },
    tue: { open: "08:00", close: "18:30" },
    wed: { open: "08:00", close: "18:30" },
    thu: { open: "08:00", close: "18:30" },
    fri: { open: "08:00", close: "12:30" },
    sat: { open: "08:00", close: "18:30" },
    sun: { open: "09:00", close: "17:00" },
  },
  {
    mon: { open: "10:00", close: "20:00" },
    tue: { open: "10:00", close: "20:00" },
    wed: { open: "10:00", close: "20:00" },
    thu: { open: "10:00", close: "20:00" },
    fri: { open: "10:00", close: "20:00" },
    sat: { open: "10:00", close: "20:00" },
    sun: { open: "13:00", close: "19:00" },
  },
];

export function openingHoursFor(person: Person, random: Random): OpeningHours {
  // Friday afternoons close for Jumu'ah prayers in much of the north.
  if (person.people === "hausa" && random.chance(0.6)) return openingHourStyles[3]!;
  return random.pick(openingHourStyles.filter((_, index) => index !== 3));
}

const serviceAreaNote = ["", "; nearby areas on request", " (home service available)"];

export function areaServedFor(state: NigerianState, city: string, random: Random): string {
  const others = random.sample(
    states[state].cities.filter((other) => other !== city),
    random.int(1, 3),
  );
  const all = [city, ...others];
  const list = all.length === 1 ? all[0]! : `${all.slice(0, -1).join(", ")} and ${all[all.length - 1]}`;
  return `${list}${random.pick(serviceAreaNote)}`;
}
