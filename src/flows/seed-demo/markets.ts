import type { NigerianState } from "@/lib/nigeria";
import { slugify } from "@/lib/slug";

/** What a market is known for; the price survey visits the markets that sell an item. */
export type MarketTrade =
  "food" | "grain" | "phones" | "electronics" | "fashion" | "building" | "auto" | "livestock" | "general";

export interface MarketSeed {
  slug: string;
  name: string;
  state: NigerianState;
  city: string;
  trades: readonly MarketTrade[];
}

function market(name: string, state: NigerianState, city: string, trades: MarketTrade[]): MarketSeed {
  return { slug: slugify(`${name} ${state}`), name, state, city, trades };
}

export const marketSeeds: MarketSeed[] = [
  market("Mile 12 Market", "Lagos", "Ketu", ["food", "grain"]),
  market("Oyingbo Market", "Lagos", "Ebute Metta", ["food", "grain", "general"]),
  market("Balogun Market", "Lagos", "Lagos Island", ["fashion", "general"]),
  market("Computer Village", "Lagos", "Ikeja", ["phones", "electronics"]),
  market("Alaba International Market", "Lagos", "Ojo", ["electronics", "phones"]),
  market("Ladipo Market", "Lagos", "Mushin", ["auto"]),
  market("Tejuosho Market", "Lagos", "Yaba", ["fashion", "food", "general"]),
  market("Trade Fair Complex", "Lagos", "Ojo", ["building", "general"]),
  market("Wuse Market", "FCT Abuja", "Wuse", ["food", "grain", "general", "fashion"]),
  market("Garki Market", "FCT Abuja", "Garki", ["food", "general"]),
  market("Utako Market", "FCT Abuja", "Utako", ["food", "grain", "general"]),
  market("Dei-Dei Building Materials Market", "FCT Abuja", "Dei-Dei", ["building", "livestock"]),
  market("Banex Plaza", "FCT Abuja", "Wuse", ["phones", "electronics"]),
  market("Kurmi Market", "Kano", "Kano Municipal", ["general", "fashion", "food"]),
  market("Kantin Kwari Market", "Kano", "Fagge", ["fashion"]),
  market("Singer Market", "Kano", "Fagge", ["food", "grain", "general"]),
  market("Dawanau International Grains Market", "Kano", "Dawakin Tofa", ["grain"]),
  market("Farm Centre Market", "Kano", "Tarauni", ["phones", "electronics"]),
  market("Bodija Market", "Oyo", "Ibadan", ["food", "grain", "livestock"]),
  market("Dugbe Market", "Oyo", "Ibadan", ["general", "fashion", "electronics"]),
  market("Oja'ba Market", "Oyo", "Ibadan", ["food", "general"]),
  market("Waso Market", "Oyo", "Ogbomoso", ["food", "grain"]),
  market("Oil Mill Market", "Rivers", "Obio-Akpor", ["food", "grain"]),
  market("Mile 1 Market", "Rivers", "Port Harcourt", ["food", "general"]),
  market("Mile 3 Market", "Rivers", "Port Harcourt", ["building", "general"]),
  market("Ariaria International Market", "Abia", "Aba", ["fashion", "general", "building"]),
  market("Onitsha Main Market", "Anambra", "Onitsha", ["fashion", "general", "electronics", "building"]),
  market("Nkwo Nnewi Market", "Anambra", "Nnewi", ["auto"]),
  market("Ogbete Main Market", "Enugu", "Enugu", ["food", "general", "fashion"]),
  market("Oba Market", "Edo", "Benin City", ["food", "general"]),
  market("Kaduna Central Market", "Kaduna", "Kaduna", ["food", "grain", "general"]),
  market("Terminus Market", "Plateau", "Jos", ["food", "general"]),
  market("Wurukum Market", "Benue", "Makurdi", ["food", "grain"]),
  market("Ipata Market", "Kwara", "Ilorin", ["food", "grain"]),
  market("Kuto Market", "Ogun", "Abeokuta", ["food", "general"]),
  market("Ogbeogonogo Market", "Delta", "Asaba", ["food", "general"]),
  market("Monday Market", "Borno", "Maiduguri", ["food", "grain", "livestock"]),
  market("Sokoto Central Market", "Sokoto", "Sokoto", ["food", "grain", "livestock"]),
  market("Itam Market", "Akwa Ibom", "Uyo", ["food", "general"]),
  market("Watt Market", "Cross River", "Calabar", ["food", "general"]),
  market("Eke Onunwa Market", "Imo", "Owerri", ["food", "general"]),
  market("Kara Cattle Market", "Ogun", "Mowe", ["livestock"]),
];
