/**
 * The banks and other institutions a Nigerian seller is paid into, and a buyer is refunded to.
 *
 * Sources (checked 2026-11-24):
 * - `paystackCode`: the `code` Paystack's List Banks (GET /bank?country=nigeria) gives each institution, which is
 *   what GET /bank/resolve and transfers take. Compared against stored copies of that answer (2021) and of its
 *   mirrors (2024–2025); confirm against the live endpoint when the integration goes live, as Paystack adds and
 *   renames institutions.
 * - `nuban`: the institution code the CBN's "Revised Standards on NUBAN for Banks and Other Financial Institutions"
 *   (2018 exposure draft, in force 2020–2021) uses in the check digit: 3 digits for deposit money banks, 5 digits for
 *   other financial institutions (padded to 6 by nuban.ts).
 *
 * Left out on purpose: Heritage Bank (licence revoked by the CBN in June 2024), merchant banks and mortgage banks
 * (they do not hold a small trader's account), and Paystack's own virtual-account institution.
 *
 * Order: alphabetical by the name people use ("GTBank", "UBA", "OPay"). A seller knows their bank's name and a select
 * or typeahead finds it by its first letters, on Android too; a "most used first" order would need volumes we do not
 * have and would move under people's fingers when it changed.
 */

export type InstitutionKind = "commercial-bank" | "microfinance-bank" | "mobile-money" | "payment-service-bank";

/**
 * Whether an account number at this institution carries a NUBAN check digit we can verify. When it does not (numbers
 * that are the holder's phone number, or an institution whose CBN code we have not confirmed), the number is never
 * refused for its check digit: Paystack's name lookup, when configured, is then the only check.
 */
export type NubanRule = { checkable: true; cbnCode: string } | { checkable: false; reason: string };

export interface NigerianBank {
  /** Display name, as sellers say it. */
  name: string;
  /** Paystack's bank code (List Banks), sent to /bank/resolve. Unique in this list. */
  paystackCode: string;
  kind: InstitutionKind;
  nuban: NubanRule;
}

const phoneNumberAccounts =
  "Account numbers here are usually the holder's phone number without the first 0, which has no NUBAN check digit.";
const codeNotConfirmed =
  "Paystack's code for it is not a CBN institution code, and we have no confirmed CBN code to check against.";

const bank = (name: string, code: string): NigerianBank => ({
  name,
  paystackCode: code,
  kind: "commercial-bank",
  nuban: { checkable: true, cbnCode: code },
});

export const nigerianBanks: readonly NigerianBank[] = [
  {
    name: "9PSB (9mobile Payment Service Bank)",
    paystackCode: "120001",
    kind: "payment-service-bank",
    nuban: { checkable: false, reason: phoneNumberAccounts },
  },
  bank("Access Bank", "044"),
  // Accounts opened at Diamond Bank before the 2019 merger keep numbers whose check digit uses Diamond's code.
  bank("Access Bank (Diamond)", "063"),
  {
    name: "Airtel SmartCash PSB",
    paystackCode: "120004",
    kind: "payment-service-bank",
    nuban: { checkable: false, reason: phoneNumberAccounts },
  },
  { name: "ALAT by Wema", paystackCode: "035A", kind: "commercial-bank", nuban: { checkable: true, cbnCode: "035" } },
  {
    name: "Carbon",
    paystackCode: "565",
    kind: "microfinance-bank",
    nuban: { checkable: false, reason: codeNotConfirmed },
  },
  bank("Citibank Nigeria", "023"),
  bank("Ecobank Nigeria", "050"),
  {
    name: "FairMoney",
    paystackCode: "51318",
    kind: "microfinance-bank",
    nuban: { checkable: false, reason: phoneNumberAccounts },
  },
  bank("FCMB (First City Monument Bank)", "214"),
  bank("Fidelity Bank", "070"),
  bank("First Bank of Nigeria", "011"),
  { name: "Globus Bank", paystackCode: "00103", kind: "commercial-bank", nuban: { checkable: true, cbnCode: "103" } },
  bank("GTBank (Guaranty Trust Bank)", "058"),
  {
    name: "HopePSB",
    paystackCode: "120002",
    kind: "payment-service-bank",
    nuban: { checkable: false, reason: phoneNumberAccounts },
  },
  bank("Jaiz Bank", "301"),
  bank("Keystone Bank", "082"),
  { name: "Kuda", paystackCode: "50211", kind: "microfinance-bank", nuban: { checkable: true, cbnCode: "50211" } },
  bank("Lotus Bank", "303"),
  // Checked against published Moniepoint account numbers, which pass with 50515 padded to 950515.
  {
    name: "Moniepoint",
    paystackCode: "50515",
    kind: "microfinance-bank",
    nuban: { checkable: true, cbnCode: "50515" },
  },
  {
    name: "MTN MoMo PSB",
    paystackCode: "120003",
    kind: "payment-service-bank",
    nuban: { checkable: false, reason: phoneNumberAccounts },
  },
  {
    name: "OPay",
    paystackCode: "999992",
    kind: "mobile-money",
    nuban: { checkable: false, reason: phoneNumberAccounts },
  },
  bank("Optimus Bank", "107"),
  { name: "Paga", paystackCode: "100002", kind: "mobile-money", nuban: { checkable: false, reason: codeNotConfirmed } },
  {
    name: "PalmPay",
    paystackCode: "999991",
    kind: "mobile-money",
    nuban: { checkable: false, reason: phoneNumberAccounts },
  },
  bank("Parallex Bank", "104"),
  bank("Polaris Bank", "076"),
  bank("PremiumTrust Bank", "105"),
  bank("Providus Bank", "101"),
  {
    name: "Rubies",
    paystackCode: "125",
    kind: "microfinance-bank",
    nuban: { checkable: false, reason: codeNotConfirmed },
  },
  bank("Signature Bank", "106"),
  {
    name: "Sparkle",
    paystackCode: "51310",
    kind: "microfinance-bank",
    nuban: { checkable: false, reason: codeNotConfirmed },
  },
  bank("Stanbic IBTC Bank", "221"),
  bank("Standard Chartered", "068"),
  bank("Sterling Bank", "232"),
  bank("SunTrust Bank", "100"),
  bank("TAJ Bank", "302"),
  bank("Titan Trust Bank", "102"),
  bank("UBA (United Bank for Africa)", "033"),
  bank("Union Bank", "032"),
  bank("Unity Bank", "215"),
  {
    name: "VFD Microfinance Bank",
    paystackCode: "566",
    kind: "microfinance-bank",
    nuban: { checkable: false, reason: codeNotConfirmed },
  },
  bank("Wema Bank", "035"),
  bank("Zenith Bank", "057"),
];

/** Paystack codes, for the form's select and the input schema's enum. */
export const paystackBankCodes = nigerianBanks.map((b) => b.paystackCode) as [string, ...string[]];

const byPaystackCode = new Map(nigerianBanks.map((b) => [b.paystackCode, b]));

export function findBank(paystackCode: string): NigerianBank | undefined {
  return byPaystackCode.get(paystackCode);
}
