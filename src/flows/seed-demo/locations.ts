import { nigerianStates, type NigerianState } from "@/lib/nigeria";
import { hash32, type Random } from "./random";

export type Zone = "NW" | "NE" | "NC" | "SW" | "SE" | "SS";

interface StateInfo {
  zone: Zone;
  /** Real towns, or areas of the big cities; the first is the capital or main commercial centre. */
  cities: readonly string[];
  /** Share of the generated vendors; the rest of the country still gets at least one vendor per state. */
  vendorWeight: number;
  /** Cost of living against the national average: rent, transport and what people will pay. */
  costFactor: number;
}

export const states: Record<NigerianState, StateInfo> = {
  Abia: { zone: "SE", cities: ["Aba", "Umuahia", "Ohafia", "Arochukwu"], vendorWeight: 1.8, costFactor: 1.0 },
  Adamawa: { zone: "NE", cities: ["Yola", "Jimeta", "Mubi", "Numan"], vendorWeight: 1, costFactor: 0.95 },
  "Akwa Ibom": { zone: "SS", cities: ["Uyo", "Eket", "Ikot Ekpene", "Oron"], vendorWeight: 1.3, costFactor: 1.02 },
  Anambra: { zone: "SE", cities: ["Onitsha", "Awka", "Nnewi", "Ekwulobia"], vendorWeight: 2, costFactor: 1.01 },
  Bauchi: { zone: "NE", cities: ["Bauchi", "Azare", "Misau"], vendorWeight: 1, costFactor: 0.94 },
  Bayelsa: { zone: "SS", cities: ["Yenagoa", "Ogbia", "Brass"], vendorWeight: 1, costFactor: 1.05 },
  Benue: { zone: "NC", cities: ["Makurdi", "Gboko", "Otukpo", "Katsina-Ala"], vendorWeight: 1.1, costFactor: 0.95 },
  Borno: { zone: "NE", cities: ["Maiduguri", "Biu", "Monguno"], vendorWeight: 1, costFactor: 0.98 },
  "Cross River": { zone: "SS", cities: ["Calabar", "Ikom", "Ogoja", "Ugep"], vendorWeight: 1.1, costFactor: 1.01 },
  Delta: { zone: "SS", cities: ["Asaba", "Warri", "Sapele", "Ughelli", "Agbor"], vendorWeight: 1.8, costFactor: 1.03 },
  Ebonyi: { zone: "SE", cities: ["Abakaliki", "Afikpo", "Onueke"], vendorWeight: 1, costFactor: 0.97 },
  Edo: { zone: "SS", cities: ["Benin City", "Auchi", "Ekpoma", "Uromi"], vendorWeight: 1.8, costFactor: 1.01 },
  Ekiti: { zone: "SW", cities: ["Ado-Ekiti", "Ikere-Ekiti", "Ijero-Ekiti", "Omuo"], vendorWeight: 1, costFactor: 0.97 },
  Enugu: { zone: "SE", cities: ["Enugu", "Nsukka", "Agbani", "Oji River"], vendorWeight: 1.8, costFactor: 1.0 },
  "FCT Abuja": {
    zone: "NC",
    cities: ["Garki", "Wuse", "Maitama", "Asokoro", "Utako", "Jabi", "Gwarinpa", "Kubwa", "Lugbe", "Nyanya", "Dei-Dei"],
    vendorWeight: 12,
    costFactor: 1.12,
  },
  Gombe: { zone: "NE", cities: ["Gombe", "Kaltungo", "Billiri"], vendorWeight: 1, costFactor: 0.95 },
  Imo: { zone: "SE", cities: ["Owerri", "Orlu", "Okigwe", "Mbaise"], vendorWeight: 1.4, costFactor: 1.0 },
  Jigawa: { zone: "NW", cities: ["Dutse", "Hadejia", "Kazaure", "Gumel"], vendorWeight: 1, costFactor: 0.92 },
  Kaduna: { zone: "NW", cities: ["Kaduna", "Zaria", "Kafanchan", "Kagoro"], vendorWeight: 2, costFactor: 0.98 },
  Kano: {
    zone: "NW",
    cities: ["Kano Municipal", "Nassarawa", "Fagge", "Tarauni", "Gwale", "Dala", "Ungogo", "Dawakin Tofa", "Wudil"],
    vendorWeight: 8,
    costFactor: 0.96,
  },
  Katsina: { zone: "NW", cities: ["Katsina", "Funtua", "Daura", "Malumfashi"], vendorWeight: 1, costFactor: 0.93 },
  Kebbi: { zone: "NW", cities: ["Birnin Kebbi", "Argungu", "Yauri", "Zuru"], vendorWeight: 1, costFactor: 0.92 },
  Kogi: { zone: "NC", cities: ["Lokoja", "Okene", "Idah", "Kabba", "Obajana"], vendorWeight: 1, costFactor: 0.96 },
  Kwara: { zone: "NC", cities: ["Ilorin", "Offa", "Omu-Aran", "Jebba"], vendorWeight: 1.2, costFactor: 0.96 },
  Lagos: {
    zone: "SW",
    cities: [
      "Ikeja",
      "Lekki",
      "Yaba",
      "Surulere",
      "Victoria Island",
      "Ikoyi",
      "Ajah",
      "Ikorodu",
      "Ketu",
      "Ebute Metta",
      "Lagos Island",
      "Ojo",
      "Mushin",
      "Oshodi",
      "Festac",
      "Agege",
      "Apapa",
      "Gbagada",
      "Magodo",
      "Egbeda",
    ],
    vendorWeight: 30,
    costFactor: 1.1,
  },
  Nasarawa: { zone: "NC", cities: ["Lafia", "Keffi", "Akwanga", "Mararaba"], vendorWeight: 1, costFactor: 0.96 },
  Niger: { zone: "NC", cities: ["Minna", "Bida", "Suleja", "Kontagora"], vendorWeight: 1.1, costFactor: 0.94 },
  Ogun: {
    zone: "SW",
    cities: ["Abeokuta", "Ijebu-Ode", "Sango-Ota", "Sagamu", "Mowe"],
    vendorWeight: 2,
    costFactor: 1.02,
  },
  Ondo: { zone: "SW", cities: ["Akure", "Ondo", "Owo", "Okitipupa"], vendorWeight: 1.1, costFactor: 0.98 },
  Osun: { zone: "SW", cities: ["Osogbo", "Ile-Ife", "Ilesa", "Ede", "Iwo"], vendorWeight: 1.1, costFactor: 0.97 },
  Oyo: { zone: "SW", cities: ["Ibadan", "Ogbomoso", "Oyo", "Iseyin", "Saki"], vendorWeight: 6, costFactor: 1.0 },
  Plateau: { zone: "NC", cities: ["Jos", "Bukuru", "Pankshin", "Shendam"], vendorWeight: 1.2, costFactor: 0.96 },
  Rivers: {
    zone: "SS",
    cities: ["Port Harcourt", "Obio-Akpor", "Eleme", "Oyigbo", "Bonny", "Ahoada"],
    vendorWeight: 7,
    costFactor: 1.07,
  },
  Sokoto: { zone: "NW", cities: ["Sokoto", "Tambuwal", "Gwadabawa", "Wamakko"], vendorWeight: 1, costFactor: 0.93 },
  Taraba: { zone: "NE", cities: ["Jalingo", "Wukari", "Takum", "Bali"], vendorWeight: 1, costFactor: 0.94 },
  Yobe: { zone: "NE", cities: ["Damaturu", "Potiskum", "Gashua", "Nguru"], vendorWeight: 1, costFactor: 0.96 },
  Zamfara: { zone: "NW", cities: ["Gusau", "Kaura Namoda", "Talata Mafara"], vendorWeight: 1, costFactor: 0.93 },
};

export const stateNames: readonly NigerianState[] = nigerianStates;
export const stateWeights: readonly number[] = nigerianStates.map((state) => states[state].vendorWeight);

/** Streets people would recognise in the busiest areas; other towns use the common names below. */
const knownStreets: Partial<Record<string, readonly string[]>> = {
  Ikeja: ["Otigba Street", "Allen Avenue", "Opebi Road", "Obafemi Awolowo Way", "Kodesoh Street", "Oba Akran Avenue"],
  Lekki: ["Admiralty Way", "Lekki-Epe Expressway", "Fola Osibo Road", "Freedom Way", "Chevron Drive"],
  Yaba: ["Herbert Macaulay Way", "Ojuelegba Road", "Commercial Avenue", "Tejuosho Street", "Murtala Muhammed Way"],
  Surulere: ["Adeniran Ogunsanya Street", "Bode Thomas Street", "Ogunlana Drive", "Akerele Street", "Western Avenue"],
  "Victoria Island": ["Adeola Odeku Street", "Ahmadu Bello Way", "Akin Adesola Street", "Ajose Adeogun Street"],
  "Lagos Island": ["Balogun Street", "Broad Street", "Martins Street", "Nnamdi Azikiwe Street", "Idumagbo Avenue"],
  Ojo: ["Alaba International Road", "Old Ojo Road", "Lagos-Badagry Expressway"],
  Mushin: ["Ladipo Street", "Agege Motor Road", "Idi-Oro Road", "Palm Avenue"],
  Ketu: ["Ikorodu Road", "Demurin Street", "Mile 12 Road"],
  "Ebute Metta": ["Oyingbo Road", "Borno Way", "Herbert Macaulay Way"],
  Garki: ["Ahmadu Bello Way", "Lagos Street", "Ladoke Akintola Boulevard", "Muhammadu Buhari Way"],
  Wuse: ["Aminu Kano Crescent", "Adetokunbo Ademola Crescent", "Herbert Macaulay Way", "Ademola Adetokunbo Crescent"],
  Maitama: ["Gana Street", "Aguiyi Ironsi Street", "IBB Way"],
  Utako: ["Obafemi Awolowo Way", "Ajose Adeogun Street"],
  "Kano Municipal": ["Murtala Mohammed Way", "Kofar Mata Road", "Kurmi Market Road", "Emir's Palace Road"],
  Nassarawa: ["Bompai Road", "Zoo Road", "Club Road", "Audu Bako Way"],
  Fagge: ["Kantin Kwari Road", "Sabon Gari Road", "Ibrahim Taiwo Road", "France Road"],
  "Port Harcourt": ["Aba Road", "Ikwerre Road", "Azikiwe Road", "Creek Road", "Trans-Amadi Road"],
  "Obio-Akpor": ["Rumuokoro Road", "Oil Mill Road", "Rumuola Road", "East-West Road"],
  Ibadan: ["Ring Road", "Iwo Road", "Bodija Road", "Dugbe Road", "Challenge Road", "Mokola Road"],
  Aba: ["Faulks Road", "Ariaria Road", "Asa Road", "Ngwa Road"],
  Onitsha: ["New Market Road", "Old Market Road", "Upper Iweka Road", "Bridgehead Road"],
  Enugu: ["Ogui Road", "Okpara Avenue", "Zik Avenue", "Agbani Road"],
  "Benin City": ["Akpakpava Road", "Mission Road", "Sapele Road", "Airport Road", "Ring Road"],
};

const commonStreets = [
  "Market Road",
  "Station Road",
  "Hospital Road",
  "Old Airport Road",
  "New Layout Road",
  "Stadium Road",
  "Secretariat Road",
  "Church Street",
  "Mosque Road",
  "Bank Road",
  "Ahmadu Bello Way",
  "Nnamdi Azikiwe Road",
  "Obafemi Awolowo Road",
  "Murtala Mohammed Way",
  "Lagos Street",
  "Ibrahim Taiwo Road",
  "Unity Road",
  "Broad Street",
];

const landmarks = [
  "opposite First Bank",
  "beside the Total filling station",
  "near the central mosque",
  "after the NNPC mega station",
  "behind the post office",
  "close to Shoprite",
  "opposite Zenith Bank",
  "beside the motor park",
  "near St. Michael's Catholic Church",
  "opposite GTBank",
  "by the roundabout",
  "beside the MTN office",
  "opposite the police station",
  "near the main gate of the market",
  "beside Access Bank",
  "after the flyover",
  "opposite the stadium",
  "near the general hospital",
  "beside the Redeemed church",
  "opposite UBA",
];

export function addressFor(city: string, random: Random): { address: string; landmark: string } {
  const street = random.pick(knownStreets[city] ?? commonStreets);
  return { address: `${random.int(1, 180)} ${street}, ${city}`, landmark: random.pick(landmarks) };
}

export function cityFor(state: NigerianState, random: Random): string {
  const { cities } = states[state];
  // The first cities are the commercial centres: weight them up.
  return random.weighted(
    cities,
    cities.map((_, index) => (index === 0 ? 4 : index < 3 ? 2 : 1)),
  );
}

const mobilePrefixes = [
  "803",
  "806",
  "813",
  "816",
  "703",
  "706",
  "810",
  "814",
  "903",
  "906",
  "805",
  "807",
  "815",
  "905",
  "802",
  "808",
  "812",
  "701",
  "708",
  "902",
  "901",
  "809",
  "817",
  "818",
  "909",
];

export function phoneFor(random: Random): string {
  return `+234${random.pick(mobilePrefixes)}${String(random.int(0, 9_999_999)).padStart(7, "0")}`;
}

/**
 * What drives regional price differences for one kind of good. Producer states sell cheaper; goods that arrive
 * through Lagos or Port Harcourt cost more the further north-east they travel.
 */
export type PriceGroup =
  | "grain"
  | "legume"
  | "tuber"
  | "produce"
  | "oil"
  | "protein"
  | "livestock"
  | "packaged"
  | "building"
  | "phone"
  | "electronics"
  | "vehicle"
  | "fuel"
  | "fashion"
  | "service";

const producerStates: Partial<Record<PriceGroup, readonly NigerianState[]>> = {
  grain: ["Kano", "Kebbi", "Kaduna", "Niger", "Jigawa", "Katsina", "Sokoto", "Zamfara", "Ebonyi", "Benue", "Taraba"],
  legume: ["Kano", "Borno", "Kaduna", "Katsina", "Bauchi", "Yobe", "Gombe", "Niger", "Jigawa"],
  tuber: ["Benue", "Niger", "Kogi", "Nasarawa", "Taraba", "Oyo", "Ondo", "Ekiti", "Enugu", "Ebonyi"],
  produce: ["Kano", "Kaduna", "Plateau", "Katsina", "Jigawa", "Sokoto", "Bauchi", "Gombe"],
  oil: ["Abia", "Imo", "Akwa Ibom", "Cross River", "Edo", "Delta", "Ondo", "Anambra", "Rivers"],
  livestock: ["Kano", "Sokoto", "Borno", "Yobe", "Katsina", "Jigawa", "Kebbi", "Zamfara", "Adamawa", "Bauchi"],
  protein: ["Kano", "Borno", "Yobe", "Sokoto", "Bayelsa", "Rivers", "Delta", "Ogun"],
};

const importHubs: readonly NigerianState[] = ["Lagos", "Ogun", "Rivers", "Anambra", "Abia"];

/**
 * Multiplier on the national price for `group` in `state`: cost of living, a producer discount, a haulage premium
 * for imported and factory goods far from the ports, and a small fixed per-state quirk.
 */
export function stateFactor(group: PriceGroup, state: NigerianState): number {
  const info = states[state];
  let factor = group === "service" ? info.costFactor ** 1.6 : info.costFactor;
  const producers = producerStates[group];
  if (producers?.includes(state)) factor *= 0.86;
  else if (producers && (state === "Lagos" || state === "FCT Abuja" || state === "Rivers")) factor *= 1.05;
  if (group === "phone" || group === "electronics" || group === "vehicle") {
    factor = importHubs.includes(state) ? 0.97 : info.zone === "NE" || info.zone === "NW" ? 1.04 : 1.01;
    if (state === "FCT Abuja") factor = 1.03;
  }
  if (group === "fuel")
    factor = importHubs.includes(state) || state === "FCT Abuja" ? 1.0 : info.zone === "NE" ? 1.08 : 1.04;
  const quirk = ((hash32(`state-quirk:${group}:${state}`) % 1000) / 1000 - 0.5) * 0.04;
  return factor * (1 + quirk);
}
