/** The 36 states and the Federal Capital Territory. */
export const nigerianStates = [
  "Abia",
  "Adamawa",
  "Akwa Ibom",
  "Anambra",
  "Bauchi",
  "Bayelsa",
  "Benue",
  "Borno",
  "Cross River",
  "Delta",
  "Ebonyi",
  "Edo",
  "Ekiti",
  "Enugu",
  "FCT Abuja",
  "Gombe",
  "Imo",
  "Jigawa",
  "Kaduna",
  "Kano",
  "Katsina",
  "Kebbi",
  "Kogi",
  "Kwara",
  "Lagos",
  "Nasarawa",
  "Niger",
  "Ogun",
  "Ondo",
  "Osun",
  "Oyo",
  "Plateau",
  "Rivers",
  "Sokoto",
  "Taraba",
  "Yobe",
  "Zamfara",
] as const;

export type NigerianState = (typeof nigerianStates)[number];

const stateByKey = new Map<string, NigerianState>(nigerianStates.map((state) => [state.toLowerCase(), state]));
// What people type for the capital territory.
for (const alias of ["fct", "abuja", "fct-abuja", "federal capital territory"]) stateByKey.set(alias, "FCT Abuja");

/** "lagos", "LAGOS", "akwa-ibom", "Abuja" → the canonical state name; anything else → undefined. */
export function parseState(value: string): NigerianState | undefined {
  const key = value.normalize("NFKC").trim().toLowerCase().replace(/[_+]/g, " ").replace(/\s+/g, " ");
  return stateByKey.get(key) ?? stateByKey.get(key.replace(/-/g, " "));
}

/** "Lagos" or "Ikeja, Lagos"; never a dangling comma when a part is missing. */
export function placeLabel(city: string | null | undefined, state: string | null | undefined): string {
  const parts = [city, state].map((part) => part?.trim() ?? "").filter(Boolean);
  // "Enugu, Enugu" says the same thing twice: the state capital shares the state's name.
  if (parts.length === 2 && parts[0]!.toLowerCase() === parts[1]!.toLowerCase()) return parts[1]!;
  return parts.join(", ");
}
