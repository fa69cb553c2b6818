import type { ReactNode } from "react";

/** Centimetres to inches, to the nearest half inch: what a tailor's tape shows. */
export function toInches(cm: number): string {
  const half = Math.round((cm / 2.54) * 2) / 2;
  return Number.isInteger(half) ? String(half) : `${Math.floor(half)}½`;
}

/** "88" or "88–92" in centimetres, with the same range in inches. */
function cmRange(low: number, high?: number): string {
  return high === undefined ? String(low) : `${low}–${high}`;
}

function inRange(low: number, high?: number): string {
  return high === undefined ? toInches(low) : `${toInches(low)}–${toInches(high)}`;
}

export interface SizeTableData {
  id: string;
  caption: string;
  /** Column headings; the first column names the row. */
  columns: string[];
  rows: ReactNode[][];
  note?: ReactNode;
}

/**
 * UK sizes are what most Nigerian shops, tailors and okrika (bend-down select) sellers use for clothes, and EU numbers
 * (40, 42, 44) are what shoe sellers call out; the other systems are here for imported and online goods.
 */
const women: { uk: number; letter: string; bust: number; waist: number; hip: number }[] = [
  { uk: 6, letter: "XS", bust: 80, waist: 62, hip: 86 },
  { uk: 8, letter: "S", bust: 84, waist: 66, hip: 90 },
  { uk: 10, letter: "S–M", bust: 88, waist: 70, hip: 94 },
  { uk: 12, letter: "M", bust: 93, waist: 75, hip: 99 },
  { uk: 14, letter: "L", bust: 98, waist: 80, hip: 104 },
  { uk: 16, letter: "XL", bust: 103, waist: 85, hip: 109 },
  { uk: 18, letter: "XXL", bust: 110, waist: 92, hip: 116 },
  { uk: 20, letter: "3XL", bust: 117, waist: 99, hip: 123 },
  { uk: 22, letter: "4XL", bust: 124, waist: 106, hip: 130 },
  { uk: 24, letter: "5XL", bust: 131, waist: 113, hip: 137 },
];

export const womenClothing: SizeTableData = {
  id: "women-clothing-table",
  caption: "Women's clothing sizes: dresses, tops, skirts and trousers",
  columns: [
    "NG / UK",
    "US",
    "EU",
    "Letter",
    "Bust (cm)",
    "Bust (in)",
    "Waist (cm)",
    "Waist (in)",
    "Hip (cm)",
    "Hip (in)",
  ],
  rows: women.map((size) => [
    size.uk,
    size.uk - 4,
    size.uk + 28,
    size.letter,
    size.bust,
    toInches(size.bust),
    size.waist,
    toInches(size.waist),
    size.hip,
    toInches(size.hip),
  ]),
  note: "Between two sizes? Choose by your bust for tops and dresses, and by your hip for skirts and trousers.",
};

const men: { chestIn: number; letter: string; chest: number; waist: number; hip: number }[] = [
  { chestIn: 34, letter: "XS", chest: 86, waist: 71, hip: 88 },
  { chestIn: 36, letter: "S", chest: 91, waist: 76, hip: 93 },
  { chestIn: 38, letter: "M", chest: 97, waist: 81, hip: 98 },
  { chestIn: 40, letter: "M–L", chest: 102, waist: 86, hip: 103 },
  { chestIn: 42, letter: "L", chest: 107, waist: 91, hip: 108 },
  { chestIn: 44, letter: "XL", chest: 112, waist: 97, hip: 113 },
  { chestIn: 46, letter: "XXL", chest: 117, waist: 102, hip: 118 },
  { chestIn: 48, letter: "3XL", chest: 122, waist: 107, hip: 123 },
  { chestIn: 50, letter: "4XL", chest: 127, waist: 112, hip: 128 },
];

export const menClothing: SizeTableData = {
  id: "men-clothing-table",
  caption: "Men's clothing sizes: shirts, jackets, suits and trousers",
  columns: [
    "NG / UK / US (chest, in)",
    "EU",
    "Letter",
    "Chest (cm)",
    "Waist (cm)",
    "Waist (in)",
    "Hip (cm)",
    "Hip (in)",
  ],
  rows: men.map((size) => [
    size.chestIn,
    size.chestIn + 10,
    size.letter,
    size.chest,
    size.waist,
    toInches(size.waist),
    size.hip,
    toInches(size.hip),
  ]),
  note: "Trousers and jeans are sold by waist in inches: a 32 fits an 81 cm waist. Shirt collars are sold in inches too (15, 15½, 16): measure round your neck where the collar sits and keep one finger under the tape.",
};

const womenShoes: [uk: number, us: number, eu: string, foot: number][] = [
  [3, 5, "35½–36", 22.5],
  [4, 6, "37", 23.5],
  [5, 7, "38", 24],
  [6, 8, "39", 25],
  [7, 9, "40–41", 25.5],
  [8, 10, "42", 26.5],
  [9, 11, "43", 27],
];

const menShoes: [uk: number, us: number, eu: string, foot: number][] = [
  [6, 7, "40", 24.5],
  [7, 8, "41", 25.5],
  [8, 9, "42", 26],
  [9, 10, "43", 27],
  [10, 11, "44–45", 28],
  [11, 12, "46", 29],
  [12, 13, "47", 30],
  [13, 14, "48", 31],
];

function shoeRows(sizes: [number, number, string, number][]): ReactNode[][] {
  return sizes.map(([uk, us, eu, foot]) => [uk, us, eu, foot.toFixed(1), toInches(foot)]);
}

export const womenShoeTable: SizeTableData = {
  id: "women-shoes-table",
  caption: "Women's shoe sizes",
  columns: ["NG / UK", "US", "EU", "Foot length (cm)", "Foot length (in)"],
  rows: shoeRows(womenShoes),
};

export const menShoeTable: SizeTableData = {
  id: "men-shoes-table",
  caption: "Men's shoe sizes",
  columns: ["NG / UK", "US", "EU", "Foot length (cm)", "Foot length (in)"],
  rows: shoeRows(menShoes),
  note: 'Most shoe sellers in Nigerian markets call sizes by the EU number ("size 43"). Sandals and slippers (palm) usually follow the same numbers.',
};

const children: {
  age: string;
  us: string;
  eu: string;
  height: [number, number];
  chest: [number, number];
  waist?: [number, number];
}[] = [
  { age: "0–3 months", us: "0–3M", eu: "56–62", height: [56, 62], chest: [40, 42] },
  { age: "3–6 months", us: "3–6M", eu: "68", height: [62, 68], chest: [42, 44] },
  { age: "6–12 months", us: "6–12M", eu: "74–80", height: [68, 80], chest: [44, 48] },
  { age: "12–18 months", us: "12–18M", eu: "86", height: [80, 86], chest: [48, 50] },
  { age: "18–24 months", us: "18–24M", eu: "92", height: [86, 92], chest: [50, 52], waist: [48, 50] },
  { age: "2–3 years", us: "2T–3T", eu: "98", height: [92, 98], chest: [52, 54], waist: [50, 51] },
  { age: "3–4 years", us: "4T", eu: "104", height: [98, 104], chest: [54, 56], waist: [51, 52] },
  { age: "4–5 years", us: "5", eu: "110", height: [104, 110], chest: [56, 58], waist: [52, 53] },
  { age: "5–6 years", us: "6", eu: "116", height: [110, 116], chest: [58, 60], waist: [53, 54] },
  { age: "7–8 years", us: "7–8", eu: "122–128", height: [116, 128], chest: [62, 66], waist: [55, 58] },
  { age: "9–10 years", us: "10", eu: "134–140", height: [128, 140], chest: [66, 72], waist: [58, 61] },
  { age: "11–12 years", us: "12", eu: "146–152", height: [140, 152], chest: [72, 78], waist: [61, 65] },
  { age: "13–14 years", us: "14", eu: "158–164", height: [152, 164], chest: [78, 84], waist: [65, 69] },
];

export const childrenClothing: SizeTableData = {
  id: "children-clothing-table",
  caption: "Children's clothing sizes by age",
  columns: ["Age (NG / UK label)", "US", "EU (height)", "Height (cm)", "Chest (cm)", "Chest (in)", "Waist (cm)"],
  rows: children.map((size) => [
    size.age,
    size.us,
    size.eu,
    cmRange(...size.height),
    cmRange(...size.chest),
    inRange(...size.chest),
    size.waist ? cmRange(...size.waist) : "Adjustable",
  ]),
  note: "Children grow at their own pace: buy by height first and age second. For school uniforms, one size up leaves room for the whole session.",
};

export const childrenShoes: SizeTableData = {
  id: "children-shoes-table",
  caption: "Children's shoe sizes by age",
  columns: ["Age", "NG / UK", "US", "EU", "Foot length (cm)"],
  rows: [
    ["1–2 years", "4–6", "5–7", "20–23", "12–14"],
    ["2–3 years", "6–8", "7–9", "23–25", "14–15.5"],
    ["3–4 years", "8–9", "9–10", "25–27", "15.5–16.5"],
    ["4–5 years", "9–11", "10–12", "27–29", "16.5–18"],
    ["5–6 years", "11–12", "12–13", "29–31", "18–19"],
    ["7–8 years", "13–1", "1–2 (youth)", "32–33", "20–21"],
    ["9–10 years", "2–3", "3–4 (youth)", "34–35½", "21.5–22.5"],
  ],
};

/**
 * One size table: a caption, column headings with scope="col", and the first cell of each row as its heading. Wide
 * tables scroll sideways inside their own box on a phone; the box is focusable so a keyboard can scroll it too.
 */
export function SizeTable({ table }: { table: SizeTableData }) {
  return (
    <figure className="mt-4 overflow-hidden rounded-xl border border-black/10">
      {/* The visible title stays put while a wide table scrolls; assistive technology reads the caption instead. */}
      <div aria-hidden="true" className="bg-auth-bg px-3 py-2 text-sm font-semibold">
        {table.caption}
      </div>
      <div
        role="region"
        aria-labelledby={`${table.id}-caption`}
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-light"
      >
        <table className="w-full border-collapse text-sm">
          <caption id={`${table.id}-caption`} className="sr-only">
            {table.caption}
          </caption>
          <thead>
            <tr className="border-b border-black/10 bg-[#f6f6f6]">
              {table.columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="px-3 py-2 text-left align-bottom text-xs font-semibold whitespace-nowrap first:sticky first:left-0 first:bg-inherit"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-b border-black/5 bg-white last:border-0 even:bg-[#fafafa]">
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th
                      key={cellIndex}
                      scope="row"
                      className="sticky left-0 bg-inherit px-3 py-2 text-left font-semibold whitespace-nowrap"
                    >
                      {cell}
                    </th>
                  ) : (
                    <td key={cellIndex} className="px-3 py-2 whitespace-nowrap tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.note ? (
        <figcaption className="border-t border-black/10 px-3 py-2 text-sm text-primary/75">{table.note}</figcaption>
      ) : null}
    </figure>
  );
}
